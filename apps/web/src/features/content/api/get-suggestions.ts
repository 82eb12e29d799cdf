import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZContentSuggestionList } from '@portal/shared/contracts/content';
import { api } from '../../../lib/api-client';
import { contentKeys, listQuery } from './query-keys';

export const SUGGESTIONS_PAGE_SIZE = 10;

export interface TSuggestionFilter {
  page: number;
  batchId: number | null;
  status: string;
  language: string;
  type: string;
}

export function suggestionQuery(filter: Omit<TSuggestionFilter, 'page'>) {
  return listQuery({
    batch_id: filter.batchId ?? undefined,
    status: filter.status,
    language: filter.language,
    type: filter.type,
  });
}

export function getContentSuggestions(filter: TSuggestionFilter) {
  return api.get('/api/admin/content/suggestions', {
    query: { page: filter.page, per_page: SUGGESTIONS_PAGE_SIZE, ...suggestionQuery(filter) },
    schema: ZContentSuggestionList,
  });
}

export function useContentSuggestions(filter: TSuggestionFilter) {
  return useQuery({
    queryKey: contentKeys.suggestionList(filter),
    queryFn: () => getContentSuggestions(filter),
    placeholderData: keepPreviousData,
  });
}
