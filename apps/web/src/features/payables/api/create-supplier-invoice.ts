import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZSupplierInvoiceDetail,
  type TCreateSupplierInvoiceInput,
} from '@portal/shared/contracts/payables';
import { api } from '../../../lib/api-client';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { applySupplierInvoiceChange } from './get-supplier-invoice';

export function createSupplierInvoice(
  body: TCreateSupplierInvoiceInput,
  headers: Record<string, string> = {},
) {
  return api.post('/api/admin/finance/supplier-invoices', body, {
    schema: ZSupplierInvoiceDetail,
    headers,
  });
}

/**
 * Enters a supplier's invoice. Every try of one entry carries the same Idempotency-Key, so a
 * double click or a retry after a time-out enters it once and both answers are the same invoice.
 */
export function useCreateSupplierInvoice() {
  const queryClient = useQueryClient();
  const idempotencyKey = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: TCreateSupplierInvoiceInput) =>
      createSupplierInvoice(body, idempotencyKey.headers()),
    onSuccess: (invoice) => {
      idempotencyKey.renew();
      return applySupplierInvoiceChange(queryClient, invoice);
    },
  });
}
