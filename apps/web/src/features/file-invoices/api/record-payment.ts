import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZPaymentView, type TRecordPaymentRequest } from '@portal/shared/contracts/invoices';
import { api } from '../../../lib/api-client';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { fileBillingKeys } from './get-file-billing';

export function recordPayment(
  reference: string,
  body: TRecordPaymentRequest,
  headers: Record<string, string> = {},
) {
  return api.post(`/api/admin/files/${encodeURIComponent(reference)}/payments`, body, {
    schema: ZPaymentView,
    headers,
  });
}

export function useRecordPayment(reference: string) {
  const queryClient = useQueryClient();
  const idempotencyKey = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: TRecordPaymentRequest) =>
      recordPayment(reference, body, idempotencyKey.headers()),
    onSuccess: () => {
      idempotencyKey.renew();
      return queryClient.invalidateQueries({ queryKey: fileBillingKeys.file(reference) });
    },
  });
}
