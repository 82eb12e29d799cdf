import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZRateProposalDetail,
  type TCreateRateProposalRequest,
} from '@portal/shared/contracts/rate-proposals';
import { api } from '../../../lib/api-client';
import { rateProposalKeys } from './query-keys';

/** Sends a change for review; the catalogue changes only once the back office approves it. */
export function createRateProposal(body: TCreateRateProposalRequest) {
  return api.post('/api/supplier/rate-proposals', body, { schema: ZRateProposalDetail });
}

export function useCreateRateProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRateProposal,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: rateProposalKeys.lists('supplier') }),
  });
}
