import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSupplierInvoiceDetail } from '@portal/shared/contracts/payables';
import { api } from '../../../lib/api-client';
import { applySupplierInvoiceChange, supplierInvoicePath } from './get-supplier-invoice';

export function unmatchSupplierInvoiceLine(id: number, lineId: number) {
  return api.post(`${supplierInvoicePath(id)}/lines/${lineId}/unmatch`, undefined, {
    schema: ZSupplierInvoiceDetail,
  });
}

export function useUnmatchSupplierInvoiceLine(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lineId: number) => unmatchSupplierInvoiceLine(id, lineId),
    onSuccess: (invoice) => applySupplierInvoiceChange(queryClient, invoice),
  });
}
