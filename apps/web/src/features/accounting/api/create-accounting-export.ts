import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZAccountingExportView,
  type TCreateAccountingExportInput,
} from '@portal/shared/contracts/accounting';
import { api } from '../../../lib/api-client';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { accountingExportKeys } from './get-accounting-exports';

export function createAccountingExport(
  body: TCreateAccountingExportInput,
  headers: Record<string, string> = {},
) {
  return api.post('/api/admin/finance/accounting-exports', body, {
    schema: ZAccountingExportView,
    headers,
  });
}

/**
 * Exports once per click: every try of the same export carries one Idempotency-Key, so a retry
 * after a time-out answers the export already made instead of logging a second one.
 */
export function useCreateAccountingExport() {
  const queryClient = useQueryClient();
  const idempotencyKey = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: TCreateAccountingExportInput) =>
      createAccountingExport(body, idempotencyKey.headers()),
    onSuccess: () => {
      idempotencyKey.renew();
      return queryClient.invalidateQueries({ queryKey: accountingExportKeys.all });
    },
  });
}
