import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZAdminFileBilling,
  type TCreditInvoiceRequest,
} from '@portal/shared/contracts/invoices-admin';
import { api } from '../../../lib/api-client';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { fileBillingKeys } from './get-file-billing';

export function creditInvoice(
  reference: string,
  invoiceId: number,
  body: TCreditInvoiceRequest,
  headers: Record<string, string> = {},
) {
  return api.post(
    `/api/admin/files/${encodeURIComponent(reference)}/invoices/${invoiceId}/credit`,
    body,
    { schema: ZAdminFileBilling, headers },
  );
}

export function useCreditInvoice(reference: string) {
  const queryClient = useQueryClient();
  const idempotencyKey = useIdempotencyKey();
  return useMutation({
    mutationFn: (args: { invoiceId: number; body: TCreditInvoiceRequest }) =>
      creditInvoice(reference, args.invoiceId, args.body, idempotencyKey.headers()),
    onSuccess: (billing) => {
      idempotencyKey.renew();
      queryClient.setQueryData(fileBillingKeys.file(reference), billing);
    },
  });
}
