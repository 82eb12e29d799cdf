import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZGuideCategories, ZGuideListResponse } from '@portal/shared/contracts/guide';
import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';
import { GUIDE_PAGE_SIZE, guideKeys, guideQuery, type TGuideFilter } from './query-keys';

export function getGuideArticles(filter: TGuideFilter) {
  return api.get('/api/admin/guide', {
    query: { page: filter.page, per_page: GUIDE_PAGE_SIZE, ...guideQuery(filter) },
    schema: ZGuideListResponse,
  });
}

export function getGuideArticlesQueryOptions(filter: TGuideFilter) {
  return queryOptions({
    queryKey: guideKeys.list(filter),
    queryFn: () => getGuideArticles(filter),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}

export function useGuideArticles(filter: TGuideFilter) {
  return useQuery(getGuideArticlesQueryOptions(filter));
}

export function useGuideCategories() {
  return useQuery({
    queryKey: guideKeys.categories(),
    queryFn: () => api.get('/api/admin/guide/categories', { schema: ZGuideCategories }),
    staleTime: 60_000,
  });
}

/** The articles matching the current search as a CSV download (every page). */
export function exportGuideArticles(filter: Omit<TGuideFilter, 'page'>) {
  return downloadFile('/api/admin/guide/export.csv', {
    query: guideQuery(filter),
    fallbackName: 'user-guide.csv',
  });
}
