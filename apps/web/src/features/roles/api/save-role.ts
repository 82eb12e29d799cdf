import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZRoleView,
  type TCreateRoleRequest,
  type TUpdateRoleRequest,
} from '@portal/shared/contracts/roles';
import { api } from '../../../lib/api-client';
import { roleKeys } from './query-keys';

export type TSaveRole =
  | { mode: 'create'; body: TCreateRoleRequest }
  | { mode: 'update'; id: number; body: TUpdateRoleRequest };

export function saveRole(save: TSaveRole) {
  return save.mode === 'create'
    ? api.post('/api/admin/roles', save.body, { schema: ZRoleView })
    : api.put(`/api/admin/roles/${save.id}`, save.body, { schema: ZRoleView });
}

export function useSaveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRole,
    onSuccess: async (role) => {
      queryClient.setQueryData(roleKeys.detail(role.id), role);
      await queryClient.invalidateQueries({ queryKey: roleKeys.all });
    },
  });
}
