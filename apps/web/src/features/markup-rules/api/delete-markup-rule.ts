import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { markupRuleKeys } from './query-keys';

export function deleteMarkupRule(id: number) {
  return api.delete<void>(`/api/admin/markup-rules/${id}`);
}

export function useDeleteMarkupRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMarkupRule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: markupRuleKeys.lists() }),
  });
}
