import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZSupplierInvoicesImportResponse,
  type TSupplierInvoicesImportRequest,
} from '@portal/shared/contracts/payables';
import { api } from '../../../lib/api-client';
import { payablesKeys } from './query-keys';

export function importSupplierInvoices(body: TSupplierInvoicesImportRequest) {
  return api.post('/api/admin/finance/supplier-invoices/import', body, {
    schema: ZSupplierInvoicesImportResponse,
  });
}

/** All or nothing: the answer lists every bad row, or what was entered. */
export function useImportSupplierInvoices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importSupplierInvoices,
    onSuccess: (result) =>
      result.imported > 0
        ? queryClient.invalidateQueries({ queryKey: payablesKeys.all })
        : undefined,
  });
}
