import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateMarkupRuleRequest } from '@portal/shared/contracts/catalogue';
import { ZMarkupRuleListItem } from '@portal/shared/contracts/catalogue-api';
import { api } from '../../../lib/api-client';
import { markupRuleKeys } from './query-keys';

export function createMarkupRule(body: TCreateMarkupRuleRequest) {
  return api.post('/api/admin/markup-rules', body, { schema: ZMarkupRuleListItem });
}

export function updateMarkupRule(id: number, body: TCreateMarkupRuleRequest) {
  return api.patch(`/api/admin/markup-rules/${id}`, body, { schema: ZMarkupRuleListItem });
}

/** Creates (no id) or updates a rule; the lists reload. */
export function useSaveMarkupRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TCreateMarkupRuleRequest }) =>
      id === null ? createMarkupRule(body) : updateMarkupRule(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: markupRuleKeys.lists() }),
  });
}
