import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZPackageSummary } from '@portal/shared/contracts/catalogue';
import { zPaginated } from '@portal/shared/contracts/pagination';
import { api } from '../../../lib/api-client';
import { PACKAGES_PAGE_SIZE, packageKeys } from './query-keys';

const ZPackagePage = zPaginated(ZPackageSummary);

export interface TPackageFilter {
  page: number;
  /** Part of a code or name. */
  q: string;
  brandId: string;
  status: string;
  transportType: string;
  startLocationId: string;
  durationNights: string;
}

/** The list's filters as the API names them (unset ones left out); the CSV export uses them too. */
export function packageFilterQuery(filter: Omit<TPackageFilter, 'page'>) {
  return {
    q: filter.q.trim() || undefined,
    brandId: filter.brandId || undefined,
    status: filter.status || undefined,
    transportType: filter.transportType || undefined,
    startLocationId: filter.startLocationId || undefined,
    durationNights: filter.durationNights || undefined,
  };
}

export function getPackages(filter: TPackageFilter, perPage = PACKAGES_PAGE_SIZE) {
  return api.get('/api/admin/packages', {
    query: { page: filter.page, per_page: perPage, ...packageFilterQuery(filter) },
    schema: ZPackagePage,
  });
}

export function getPackagesQueryOptions(filter: TPackageFilter) {
  return queryOptions({
    queryKey: packageKeys.list(filter),
    queryFn: () => getPackages(filter),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}

export function usePackages(filter: TPackageFilter) {
  return useQuery(getPackagesQueryOptions(filter));
}

const NO_FILTER: Omit<TPackageFilter, 'q'> = {
  page: 1,
  brandId: '',
  status: '',
  transportType: '',
  startLocationId: '',
  durationNights: '',
};

/** Packages matching a search, for the test screen's picker (the list's largest page). */
export function usePackageOptions(search: string) {
  return useQuery({
    queryKey: packageKeys.options(search),
    queryFn: () => getPackages({ ...NO_FILTER, q: search }, 100),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
