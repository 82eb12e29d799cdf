import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZPaymentView, type TRecordPaymentRequest } from '@portal/shared/contracts/invoices';
import { api } from '../../../lib/api-client';
import { fileBillingKeys } from './get-file-billing';

export function recordPayment(reference: string, body: TRecordPaymentRequest) {
  return api.post(`/api/admin/files/${encodeURIComponent(reference)}/payments`, body, {
    schema: ZPaymentView,
  });
}

export function useRecordPayment(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TRecordPaymentRequest) => recordPayment(reference, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fileBillingKeys.file(reference) }),
  });
}
