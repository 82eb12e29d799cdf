import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZAdminRoleOption } from '@portal/shared/contracts/people';
import { api } from '../../../lib/api-client';
import { peopleKeys } from './query-keys';

export function getAdminRoles() {
  return api.get('/api/admin/admins/roles', { schema: z.array(ZAdminRoleOption) });
}

export function useAdminRoles() {
  return useQuery({ queryKey: peopleKeys.adminRoles(), queryFn: getAdminRoles });
}
