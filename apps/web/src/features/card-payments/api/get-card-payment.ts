import { useQuery } from '@tanstack/react-query';
import { ZCardPaymentView } from '@portal/shared/contracts/invoices-admin';
import { api } from '../../../lib/api-client';
import { cardPaymentKeys } from './get-card-payments';

export function getCardPayment(id: number) {
  return api.get(`/api/admin/payments/${id}`, { schema: ZCardPaymentView });
}

export function useCardPayment(id: number) {
  return useQuery({ queryKey: cardPaymentKeys.one(id), queryFn: () => getCardPayment(id) });
}
