import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZCardPaymentView,
  type TCreateCardPaymentRequest,
} from '@portal/shared/contracts/invoices-admin';
import { api } from '../../../lib/api-client';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { cardPaymentKeys } from './get-card-payments';

export function createCardPayment(
  body: TCreateCardPaymentRequest,
  headers: Record<string, string> = {},
) {
  return api.post('/api/admin/payments', body, { schema: ZCardPaymentView, headers });
}

export function useCreateCardPayment() {
  const queryClient = useQueryClient();
  const idempotencyKey = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: TCreateCardPaymentRequest) =>
      createCardPayment(body, idempotencyKey.headers()),
    onSuccess: () => {
      idempotencyKey.renew();
      return queryClient.invalidateQueries({ queryKey: cardPaymentKeys.all });
    },
  });
}
