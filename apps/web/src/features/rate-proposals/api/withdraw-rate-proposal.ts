import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZRateProposalDetail } from '@portal/shared/contracts/rate-proposals';
import { api } from '../../../lib/api-client';
import { rateProposalKeys } from './query-keys';

/** The supplier takes back a proposal nobody has decided yet. */
export function withdrawRateProposal(id: number) {
  return api.post(`/api/supplier/rate-proposals/${id}/withdraw`, undefined, {
    schema: ZRateProposalDetail,
  });
}

export function useWithdrawRateProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawRateProposal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rateProposalKeys.all }),
  });
}
