import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZStartLocation, zDataList } from '@portal/shared/contracts/catalogue-api';
import { api } from '../../../lib/api-client';
import { productSearchKeys } from './query-keys';

const ZLocationList = zDataList(ZStartLocation);

/**
 * The places an agent can filter by: the agent API offers the locations of the brand's published
 * packages (GET /api/app/locations); the full catalogue list is an admin endpoint.
 */
export function getSearchLocationsQueryOptions() {
  return queryOptions({
    queryKey: productSearchKeys.locations(),
    queryFn: () => api.get('/api/app/locations', { schema: ZLocationList }),
    staleTime: 5 * 60_000,
  });
}

export function useSearchLocations() {
  return useQuery(getSearchLocationsQueryOptions());
}
