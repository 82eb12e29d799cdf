import { useQuery } from '@tanstack/react-query';
import { ZPaymentRunDetail } from '@portal/shared/contracts/payables';
import { api } from '../../../lib/api-client';
import { payablesKeys } from './query-keys';

export function getPaymentRun(id: number) {
  return api.get(`/api/admin/finance/payment-runs/${id}`, { schema: ZPaymentRunDetail });
}

/** A run's remittances, read when its row is opened (the list answers none). */
export function usePaymentRun(id: number, enabled = true) {
  return useQuery({
    queryKey: payablesKeys.paymentRun(id),
    queryFn: () => getPaymentRun(id),
    enabled,
  });
}
