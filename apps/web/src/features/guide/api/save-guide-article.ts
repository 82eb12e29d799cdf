import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZGuideArticle, type TGuideArticleRequestInput } from '@portal/shared/contracts/guide';
import { api } from '../../../lib/api-client';
import { guideKeys } from './query-keys';

export function createGuideArticle(body: TGuideArticleRequestInput) {
  return api.post('/api/admin/guide', body, { schema: ZGuideArticle });
}

export function updateGuideArticle(id: number, body: TGuideArticleRequestInput) {
  return api.put(`/api/admin/guide/${id}`, body, { schema: ZGuideArticle });
}

/** Creates (no id) or updates an article; lists, categories and the article reload. */
export function useSaveGuideArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TGuideArticleRequestInput }) =>
      id === null ? createGuideArticle(body) : updateGuideArticle(id, body),
    onSuccess: async (saved) => {
      queryClient.setQueryData(guideKeys.article(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: guideKeys.all });
    },
  });
}

export function deleteGuideArticle(id: number) {
  return api.delete<void>(`/api/admin/guide/${id}`);
}

export function useDeleteGuideArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGuideArticle,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: guideKeys.article(id) });
      return queryClient.invalidateQueries({ queryKey: guideKeys.lists() });
    },
  });
}
