import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAdminFileView, type TApproveCreditRequest } from '@portal/shared/contracts/files';
import { api } from '../../../lib/api-client';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { clientFileKeys, clientFilePath } from './query-keys';

export function approveCredit(
  reference: string,
  body: TApproveCreditRequest,
  headers: Record<string, string> = {},
) {
  return api.post(`/api/admin/files/${clientFilePath(reference)}/credit-approval`, body, {
    schema: ZAdminFileView,
    headers,
  });
}

/**
 * Lifts a booking's credit hold (finance.manage). Every try of one approval carries the same
 * Idempotency-Key, so a double click approves once and both answers are the file.
 */
export function useApproveCredit(reference: string) {
  const queryClient = useQueryClient();
  const idempotencyKey = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: TApproveCreditRequest) =>
      approveCredit(reference, body, idempotencyKey.headers()),
    onSuccess: (file) => {
      idempotencyKey.renew();
      queryClient.setQueryData(clientFileKeys.file(reference), file);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: clientFileKeys.lists() }),
        queryClient.invalidateQueries({
          queryKey: [...clientFileKeys.file(reference), 'events'],
        }),
      ]);
    },
  });
}
