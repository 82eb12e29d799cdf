import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZCardPaymentView,
  type TUpdateCardPaymentRequest,
} from '@portal/shared/contracts/invoices-admin';
import { api } from '../../../lib/api-client';
import { cardPaymentKeys } from './get-card-payments';

export function updateCardPayment(id: number, body: TUpdateCardPaymentRequest) {
  return api.patch(`/api/admin/payments/${id}`, body, { schema: ZCardPaymentView });
}

export function useUpdateCardPayment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateCardPaymentRequest) => updateCardPayment(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardPaymentKeys.all }),
  });
}
