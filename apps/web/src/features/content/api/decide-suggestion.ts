import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZContentSuggestion,
  type TAcceptContentSuggestionRequest,
} from '@portal/shared/contracts/content';
import { api } from '../../../lib/api-client';
import { contentKeys } from './query-keys';

export function acceptContentSuggestion(id: number, body: TAcceptContentSuggestionRequest) {
  return api.post(`/api/admin/content/suggestions/${id}/accept`, body, {
    schema: ZContentSuggestion,
  });
}

export function rejectContentSuggestion(id: number) {
  return api.post(`/api/admin/content/suggestions/${id}/reject`, undefined, {
    schema: ZContentSuggestion,
  });
}

/** Accepts (optionally with the reviewer's own text) or rejects; texts and counts reload. */
export function useDecideSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      decision: { id: number; accept: true; text?: string } | { id: number; accept: false },
    ) =>
      decision.accept
        ? acceptContentSuggestion(
            decision.id,
            decision.text === undefined ? {} : { text: decision.text },
          )
        : rejectContentSuggestion(decision.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}
