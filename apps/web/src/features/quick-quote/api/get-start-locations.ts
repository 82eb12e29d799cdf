import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZStartLocation, zDataList } from '@portal/shared/contracts/catalogue-api';
import { api } from '../../../lib/api-client';
import { quickQuoteKeys } from './query-keys';

/** Where the agent's market's published packages start. */
export function getStartLocations() {
  return api.get('/api/app/locations', { schema: zDataList(ZStartLocation) });
}

export function getStartLocationsQueryOptions() {
  return queryOptions({
    queryKey: quickQuoteKeys.startLocations(),
    queryFn: getStartLocations,
    staleTime: 10 * 60_000,
  });
}

export function useStartLocations() {
  return useQuery(getStartLocationsQueryOptions());
}
