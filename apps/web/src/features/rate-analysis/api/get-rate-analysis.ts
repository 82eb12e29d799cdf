import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZRateAnalysis } from '@portal/shared/contracts/catalogue-api';
import { api } from '../../../lib/api-client';

export interface TRateAnalysisFilter {
  months: number;
  brandId: '' | '1' | '2';
}

export function getRateAnalysis({ months, brandId }: TRateAnalysisFilter) {
  return api.get('/api/admin/rate-analysis', {
    query: { months, brandId: brandId || undefined },
    schema: ZRateAnalysis,
  });
}

export function getRateAnalysisQueryOptions(filter: TRateAnalysisFilter) {
  return queryOptions({
    queryKey: ['rate-analysis', filter],
    queryFn: () => getRateAnalysis(filter),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useRateAnalysis(filter: TRateAnalysisFilter) {
  return useQuery(getRateAnalysisQueryOptions(filter));
}
