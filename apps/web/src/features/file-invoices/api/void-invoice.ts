import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZAdminFileBilling,
  type TVoidInvoiceRequest,
} from '@portal/shared/contracts/invoices-admin';
import { api } from '../../../lib/api-client';
import { fileBillingKeys } from './get-file-billing';

export function voidInvoice(reference: string, invoiceId: number, body: TVoidInvoiceRequest) {
  return api.post(
    `/api/admin/files/${encodeURIComponent(reference)}/invoices/${invoiceId}/void`,
    body,
    { schema: ZAdminFileBilling },
  );
}

export function useVoidInvoice(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: { invoiceId: number; body: TVoidInvoiceRequest }) =>
      voidInvoice(reference, args.invoiceId, args.body),
    onSuccess: (billing) => queryClient.setQueryData(fileBillingKeys.file(reference), billing),
  });
}
