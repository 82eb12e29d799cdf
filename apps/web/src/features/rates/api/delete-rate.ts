import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { rateKeys } from './query-keys';

export function deleteRate(id: number) {
  return api.delete<void>(`/api/admin/rates/${id}`);
}

export function useDeleteRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rateKeys.all }),
  });
}
