import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZRateProposalDetail } from '@portal/shared/contracts/rate-proposals';
import { api } from '../../../lib/api-client';
import { rateProposalKeys } from './query-keys';

/** Applies the proposed change to the catalogue (pricing uses it at once). */
export function approveRateProposal(id: number) {
  return api.post(`/api/admin/rate-proposals/${id}/approve`, undefined, {
    schema: ZRateProposalDetail,
  });
}

export function rejectRateProposal({ id, reason }: { id: number; reason: string }) {
  return api.post(
    `/api/admin/rate-proposals/${id}/reject`,
    { reason },
    {
      schema: ZRateProposalDetail,
    },
  );
}

export function useApproveRateProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveRateProposal,
    onSuccess: (detail) => {
      queryClient.setQueryData(rateProposalKeys.detail('admin', detail.id), detail);
      return queryClient.invalidateQueries({ queryKey: rateProposalKeys.lists('admin') });
    },
  });
}

export function useRejectRateProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectRateProposal,
    onSuccess: (detail) => {
      queryClient.setQueryData(rateProposalKeys.detail('admin', detail.id), detail);
      return queryClient.invalidateQueries({ queryKey: rateProposalKeys.lists('admin') });
    },
  });
}
