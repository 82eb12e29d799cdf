import { useQuery } from '@tanstack/react-query';
import { ZPermissionEntry } from '@portal/shared/contracts/roles';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { roleKeys } from './query-keys';

export function getPermissionList() {
  return api.get('/api/admin/permissions', { schema: z.array(ZPermissionEntry) });
}

export function usePermissionList() {
  return useQuery({ queryKey: roleKeys.permissions(), queryFn: getPermissionList });
}
