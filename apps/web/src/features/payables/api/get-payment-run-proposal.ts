import { useQuery } from '@tanstack/react-query';
import { ZPaymentRunProposal } from '@portal/shared/contracts/payables';
import { api } from '../../../lib/api-client';
import { payablesKeys } from './query-keys';

/** The brand's approved supplier invoices a run may pay, due by the date when one is given. */
export function getPaymentRunProposal(brandId: number, dueBy: string) {
  return api.get('/api/admin/finance/payment-runs/due', {
    query: { brandId, dueBy: dueBy || undefined },
    schema: ZPaymentRunProposal,
  });
}

export function usePaymentRunProposal(brandId: number, dueBy: string, enabled: boolean) {
  return useQuery({
    queryKey: payablesKeys.proposal(brandId, dueBy),
    queryFn: () => getPaymentRunProposal(brandId, dueBy),
    enabled,
  });
}
