import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZSupplierInvoiceDetail,
  type TVoidSupplierInvoiceRequest,
} from '@portal/shared/contracts/payables';
import { api } from '../../../lib/api-client';
import { applySupplierInvoiceChange, supplierInvoicePath } from './get-supplier-invoice';

export function voidSupplierInvoice(id: number, body: TVoidSupplierInvoiceRequest) {
  return api.post(`${supplierInvoicePath(id)}/void`, body, { schema: ZSupplierInvoiceDetail });
}

export function useVoidSupplierInvoice(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TVoidSupplierInvoiceRequest) => voidSupplierInvoice(id, body),
    onSuccess: (invoice) => applySupplierInvoiceChange(queryClient, invoice),
  });
}
