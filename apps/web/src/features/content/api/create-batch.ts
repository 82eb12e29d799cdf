import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZContentBatch, type TCreateContentBatchInput } from '@portal/shared/contracts/content';
import { api } from '../../../lib/api-client';
import { contentKeys } from './query-keys';

export function createContentBatch(body: TCreateContentBatchInput) {
  return api.post('/api/admin/content/batches', body, { schema: ZContentBatch });
}

export function useCreateContentBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContentBatch,
    onSuccess: async (batch) => {
      queryClient.setQueryData(contentKeys.batch(batch.id), batch);
      await queryClient.invalidateQueries({ queryKey: contentKeys.batches() });
    },
  });
}
