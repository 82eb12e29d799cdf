import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZAdminFileBilling,
  type TRecordRefundRequest,
} from '@portal/shared/contracts/invoices-admin';
import { api } from '../../../lib/api-client';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { fileBillingKeys } from './get-file-billing';

export function recordRefund(
  reference: string,
  body: TRecordRefundRequest,
  headers: Record<string, string> = {},
) {
  return api.post(`/api/admin/files/${encodeURIComponent(reference)}/refunds`, body, {
    schema: ZAdminFileBilling,
    headers,
  });
}

export function useRecordRefund(reference: string) {
  const queryClient = useQueryClient();
  const idempotencyKey = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: TRecordRefundRequest) =>
      recordRefund(reference, body, idempotencyKey.headers()),
    onSuccess: (billing) => {
      idempotencyKey.renew();
      queryClient.setQueryData(fileBillingKeys.file(reference), billing);
    },
  });
}
