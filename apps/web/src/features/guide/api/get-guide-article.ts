import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZGuideArticle, ZGuideVersionsResponse } from '@portal/shared/contracts/guide';
import { api } from '../../../lib/api-client';
import { guideKeys } from './query-keys';

export function getGuideArticle(id: number) {
  return api.get(`/api/admin/guide/${id}`, { schema: ZGuideArticle });
}

export function useGuideArticle(id: number) {
  return useQuery({ queryKey: guideKeys.article(id), queryFn: () => getGuideArticle(id) });
}

export function useGuideVersions(id: number, page: number, enabled: boolean) {
  return useQuery({
    queryKey: guideKeys.versions(id, page),
    queryFn: () =>
      api.get(`/api/admin/guide/${id}/versions`, {
        query: { page, per_page: 10 },
        schema: ZGuideVersionsResponse,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
