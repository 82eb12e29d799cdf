import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZLocation } from '@portal/shared/contracts/catalogue';
import { zPaginated } from '@portal/shared/contracts/pagination';
import { api } from '../../../lib/api-client';
import { CATALOGUE_PAGE_SIZE, catalogueKeys } from './query-keys';

const ZLocationPage = zPaginated(ZLocation);

export interface TLocationFilter {
  page: number;
  /** Part of a code or name. */
  q: string;
  country: '' | 'NZ' | 'AU';
}

export function getLocations({ page, q, country }: TLocationFilter) {
  return api.get('/api/admin/locations', {
    query: {
      page,
      per_page: CATALOGUE_PAGE_SIZE,
      q: q.trim() || undefined,
      country: country || undefined,
    },
    schema: ZLocationPage,
  });
}

export function getLocationsQueryOptions(filter: TLocationFilter) {
  return queryOptions({
    queryKey: catalogueKeys.locationList(filter),
    queryFn: () => getLocations(filter),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}

export function useLocations(filter: TLocationFilter) {
  return useQuery(getLocationsQueryOptions(filter));
}
