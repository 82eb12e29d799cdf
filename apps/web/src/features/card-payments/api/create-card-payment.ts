import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZCardPaymentView,
  type TCreateCardPaymentRequest,
} from '@portal/shared/contracts/invoices-admin';
import { api } from '../../../lib/api-client';
import { cardPaymentKeys } from './get-card-payments';

export function createCardPayment(body: TCreateCardPaymentRequest) {
  return api.post('/api/admin/payments', body, { schema: ZCardPaymentView });
}

export function useCreateCardPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCardPayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardPaymentKeys.all }),
  });
}
