import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSupplierInvoiceDetail } from '@portal/shared/contracts/payables';
import { api } from '../../../lib/api-client';
import { applySupplierInvoiceChange, supplierInvoicePath } from './get-supplier-invoice';

export function approveSupplierInvoice(id: number) {
  return api.post(`${supplierInvoicePath(id)}/approve`, undefined, {
    schema: ZSupplierInvoiceDetail,
  });
}

export function useApproveSupplierInvoice(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => approveSupplierInvoice(id),
    onSuccess: (invoice) => applySupplierInvoiceChange(queryClient, invoice),
  });
}
