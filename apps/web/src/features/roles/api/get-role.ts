import { useQuery } from '@tanstack/react-query';
import { ZRoleView } from '@portal/shared/contracts/roles';
import { api } from '../../../lib/api-client';
import { roleKeys } from './query-keys';

export function getRole(id: number) {
  return api.get(`/api/admin/roles/${id}`, { schema: ZRoleView });
}

export function useRole(id: number | null) {
  return useQuery({
    queryKey: roleKeys.detail(id ?? 0),
    queryFn: () => getRole(id ?? 0),
    enabled: id !== null,
  });
}
