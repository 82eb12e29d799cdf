import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZContentBatch } from '@portal/shared/contracts/content';
import { api } from '../../../lib/api-client';
import { contentKeys } from './query-keys';

export function cancelContentBatch(id: number) {
  return api.post(`/api/admin/content/batches/${id}/cancel`, undefined, { schema: ZContentBatch });
}

export function useCancelContentBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelContentBatch,
    onSuccess: async (batch) => {
      queryClient.setQueryData(contentKeys.batch(batch.id), batch);
      await queryClient.invalidateQueries({ queryKey: contentKeys.batches() });
    },
  });
}
