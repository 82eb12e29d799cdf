import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZLabel, type TLabelRequestInput } from '@portal/shared/contracts/labels';
import { api } from '../../../lib/api-client';
import { labelKeys } from './query-keys';

export function createLabel(body: TLabelRequestInput) {
  return api.post('/api/admin/labels', body, { schema: ZLabel });
}

export function updateLabel(id: number, body: TLabelRequestInput) {
  return api.put(`/api/admin/labels/${id}`, body, { schema: ZLabel });
}

/** Creates (no id) or updates a label; lists, pickers and files' labels reload. */
export function useSaveLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TLabelRequestInput }) =>
      id === null ? createLabel(body) : updateLabel(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: labelKeys.all }),
  });
}
