import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZSupplierInvoiceDetail,
  type TMatchSupplierInvoiceLineRequest,
} from '@portal/shared/contracts/payables';
import { api } from '../../../lib/api-client';
import { applySupplierInvoiceChange, supplierInvoicePath } from './get-supplier-invoice';

export function matchSupplierInvoiceLine(
  id: number,
  lineId: number,
  body: TMatchSupplierInvoiceLineRequest,
) {
  return api.post(`${supplierInvoicePath(id)}/lines/${lineId}/match`, body, {
    schema: ZSupplierInvoiceDetail,
  });
}

export function useMatchSupplierInvoiceLine(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lineId, ...body }: TMatchSupplierInvoiceLineRequest & { lineId: number }) =>
      matchSupplierInvoiceLine(id, lineId, body),
    onSuccess: (invoice) => applySupplierInvoiceChange(queryClient, invoice),
  });
}
