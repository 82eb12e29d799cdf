import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { roleKeys } from './query-keys';

export function deleteRole(id: number) {
  return api.delete<unknown>(`/api/admin/roles/${id}`);
}

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRole,
    onSuccess: async (_data, id) => {
      queryClient.removeQueries({ queryKey: roleKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: roleKeys.all });
    },
  });
}
