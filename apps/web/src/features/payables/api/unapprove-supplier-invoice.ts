import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSupplierInvoiceDetail } from '@portal/shared/contracts/payables';
import { api } from '../../../lib/api-client';
import { applySupplierInvoiceChange, supplierInvoicePath } from './get-supplier-invoice';

export function unapproveSupplierInvoice(id: number) {
  return api.post(`${supplierInvoicePath(id)}/unapprove`, undefined, {
    schema: ZSupplierInvoiceDetail,
  });
}

export function useUnapproveSupplierInvoice(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unapproveSupplierInvoice(id),
    onSuccess: (invoice) => applySupplierInvoiceChange(queryClient, invoice),
  });
}
