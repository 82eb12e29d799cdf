import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZPaymentRunDetail,
  type TCreatePaymentRunRequest,
} from '@portal/shared/contracts/payables';
import { api } from '../../../lib/api-client';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { payablesKeys } from './query-keys';

export function createPaymentRun(
  body: TCreatePaymentRunRequest,
  headers: Record<string, string> = {},
) {
  return api.post('/api/admin/finance/payment-runs', body, { schema: ZPaymentRunDetail, headers });
}

/**
 * Pays the chosen supplier invoices. One Idempotency-Key per run: a double click or a retry
 * after a time-out makes one run, and both answers are that run.
 */
export function useCreatePaymentRun() {
  const queryClient = useQueryClient();
  const idempotencyKey = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: TCreatePaymentRunRequest) =>
      createPaymentRun(body, idempotencyKey.headers()),
    onSuccess: async (run) => {
      idempotencyKey.renew();
      queryClient.setQueryData(payablesKeys.paymentRun(run.id), run);
      await queryClient.invalidateQueries({
        queryKey: payablesKeys.all,
        predicate: (query) =>
          !(query.queryKey[1] === 'payment-run' && query.queryKey[2] === run.id),
      });
    },
  });
}
