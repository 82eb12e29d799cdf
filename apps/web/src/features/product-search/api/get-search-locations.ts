import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZStartLocation, zDataList } from '@portal/shared/contracts/catalogue-api';
import { api } from '../../../lib/api-client';
import { productSearchKeys } from './query-keys';

const ZLocationList = zDataList(ZStartLocation);

/** The places an agent can filter by: every location with a product in the catalogue. */
export function getSearchLocationsQueryOptions() {
  return queryOptions({
    queryKey: productSearchKeys.locations(),
    queryFn: () => api.get('/api/app/products/locations', { schema: ZLocationList }),
    staleTime: 5 * 60_000,
  });
}

export function useSearchLocations() {
  return useQuery(getSearchLocationsQueryOptions());
}
