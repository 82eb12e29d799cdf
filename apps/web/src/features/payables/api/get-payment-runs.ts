import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZPaymentRunList } from '@portal/shared/contracts/payables';
import { api } from '../../../lib/api-client';
import { brandIdOf, PAYABLES_PAGE_SIZE, payablesKeys } from './query-keys';

export function getPaymentRuns(brandId: string, page: number) {
  return api.get('/api/admin/finance/payment-runs', {
    query: { brandId: brandIdOf(brandId), page, per_page: PAYABLES_PAGE_SIZE },
    schema: ZPaymentRunList,
  });
}

export function usePaymentRuns(brandId: string, page: number) {
  return useQuery({
    queryKey: payablesKeys.paymentRuns({ brandId, page }),
    queryFn: () => getPaymentRuns(brandId, page),
    placeholderData: keepPreviousData,
  });
}
