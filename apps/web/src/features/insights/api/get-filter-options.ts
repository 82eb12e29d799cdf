import { useQuery } from '@tanstack/react-query';
import { ZInsightsFilterOptions } from '@portal/shared/contracts/insights';
import { api } from '../../../lib/api-client';
import { insightsKeys } from './query-keys';

export function getInsightsFilterOptions() {
  return api.get('/api/admin/insights/filter-options', { schema: ZInsightsFilterOptions });
}

export function useInsightsFilterOptions() {
  return useQuery({
    queryKey: insightsKeys.options(),
    queryFn: getInsightsFilterOptions,
    staleTime: 60_000,
  });
}
