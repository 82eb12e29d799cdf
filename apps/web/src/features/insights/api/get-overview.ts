import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZInsightsOverview } from '@portal/shared/contracts/insights';
import { api, type TQueryParams } from '../../../lib/api-client';
import { insightsKeys } from './query-keys';

export function getInsightsOverview(query: TQueryParams) {
  return api.get('/api/admin/insights/overview', { query, schema: ZInsightsOverview });
}

export function useInsightsOverview(query: TQueryParams) {
  return useQuery({
    queryKey: insightsKeys.overview(query),
    queryFn: () => getInsightsOverview(query),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
