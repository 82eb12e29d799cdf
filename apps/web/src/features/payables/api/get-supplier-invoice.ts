import { useQuery, type QueryClient } from '@tanstack/react-query';
import {
  ZSupplierInvoiceDetail,
  type TSupplierInvoiceDetail,
} from '@portal/shared/contracts/payables';
import { api } from '../../../lib/api-client';
import { payablesKeys } from './query-keys';

export function supplierInvoicePath(id: number) {
  return `/api/admin/finance/supplier-invoices/${id}`;
}

export function getSupplierInvoice(id: number) {
  return api.get(supplierInvoicePath(id), { schema: ZSupplierInvoiceDetail });
}

export function useSupplierInvoice(id: number) {
  return useQuery({
    queryKey: payablesKeys.supplierInvoice(id),
    queryFn: () => getSupplierInvoice(id),
  });
}

/**
 * After a change on a supplier invoice (entered, matched, approved, voided…): the answer is the
 * invoice as it now is and replaces the cached one; every other payables query is refetched, as
 * the change moves expected lines' states, variances and what a payment run may pay.
 */
export async function applySupplierInvoiceChange(
  queryClient: QueryClient,
  invoice: TSupplierInvoiceDetail,
) {
  queryClient.setQueryData(payablesKeys.supplierInvoice(invoice.id), invoice);
  await queryClient.invalidateQueries({
    queryKey: payablesKeys.all,
    predicate: (query) =>
      !(query.queryKey[1] === 'supplier-invoice' && query.queryKey[2] === invoice.id),
  });
}
