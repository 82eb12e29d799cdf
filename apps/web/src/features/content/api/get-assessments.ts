import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZContentAssessmentList } from '@portal/shared/contracts/content';
import { api } from '../../../lib/api-client';
import { CONTENT_PAGE_SIZE, contentKeys, listQuery } from './query-keys';

export interface TAssessmentFilter {
  page: number;
  kind: string;
  language: string;
  finding: string;
  q: string;
}

export function assessmentQuery({ kind, language, finding, q }: Omit<TAssessmentFilter, 'page'>) {
  return listQuery({ kind, language, finding, q: q.trim() });
}

export function getAssessments(filter: TAssessmentFilter) {
  return api.get('/api/admin/content/assessments', {
    query: { page: filter.page, per_page: CONTENT_PAGE_SIZE, ...assessmentQuery(filter) },
    schema: ZContentAssessmentList,
  });
}

export function useAssessments(filter: TAssessmentFilter) {
  return useQuery(
    queryOptions({
      queryKey: contentKeys.assessments(filter),
      queryFn: () => getAssessments(filter),
      placeholderData: keepPreviousData,
      staleTime: 5_000,
    }),
  );
}
