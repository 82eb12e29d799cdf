import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZAdminReview,
  type TReviewReplyRequest,
  type TReviewStatus,
} from '@portal/shared/contracts/reviews';
import { api } from '../../../lib/api-client';
import { reviewKeys } from './query-keys';

export function setReviewStatus(id: number, status: TReviewStatus) {
  return api.put(`/api/admin/reviews/${id}/status`, { status }, { schema: ZAdminReview });
}

export function replyToReview(id: number, body: TReviewReplyRequest) {
  return api.put(`/api/admin/reviews/${id}/reply`, body, { schema: ZAdminReview });
}

/** Publishes, hides or returns a review to pending; the lists reload. */
export function useSetReviewStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: TReviewStatus }) =>
      setReviewStatus(id, status),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.lists() }),
  });
}

/** Saves (or, empty, removes) the reply to a review; the lists reload. */
export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reply }: { id: number; reply: string }) => replyToReview(id, { reply }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.lists() }),
  });
}
