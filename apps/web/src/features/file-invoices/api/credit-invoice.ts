import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZAdminFileBilling,
  type TCreditInvoiceRequest,
} from '@portal/shared/contracts/invoices-admin';
import { api } from '../../../lib/api-client';
import { fileBillingKeys } from './get-file-billing';

export function creditInvoice(reference: string, invoiceId: number, body: TCreditInvoiceRequest) {
  return api.post(
    `/api/admin/files/${encodeURIComponent(reference)}/invoices/${invoiceId}/credit`,
    body,
    { schema: ZAdminFileBilling },
  );
}

export function useCreditInvoice(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: { invoiceId: number; body: TCreditInvoiceRequest }) =>
      creditInvoice(reference, args.invoiceId, args.body),
    onSuccess: (billing) => queryClient.setQueryData(fileBillingKeys.file(reference), billing),
  });
}
