import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { labelKeys } from './query-keys';

export function deleteLabel(id: number) {
  return api.delete<void>(`/api/admin/labels/${id}`);
}

/** Deletes a label (the server takes it off every file). */
export function useDeleteLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLabel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: labelKeys.all }),
  });
}
