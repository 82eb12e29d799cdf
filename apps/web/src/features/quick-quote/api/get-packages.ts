import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZAgentPackageSummary } from '@portal/shared/contracts/catalogue-api';
import { zPaginated } from '@portal/shared/contracts/pagination';
import { api } from '../../../lib/api-client';
import { PACKAGES_PAGE_SIZE, quickQuoteKeys } from './query-keys';

const ZPackagePage = zPaginated(ZAgentPackageSummary);

/** The quick quote's search (SPEC section 2); "" means any. */
export interface TPackageSearch {
  durationNights: string;
  startLocationId: string;
  transportType: string;
  productTariff: string;
  page: number;
}

export function getPackages(search: TPackageSearch, perPage = PACKAGES_PAGE_SIZE) {
  return api.get('/api/app/packages', {
    query: {
      page: search.page,
      per_page: perPage,
      durationNights: search.durationNights || undefined,
      startLocationId: search.startLocationId || undefined,
      transportType: search.transportType || undefined,
      productTariff: search.productTariff || undefined,
    },
    schema: ZPackagePage,
  });
}

export function getPackagesQueryOptions(search: TPackageSearch) {
  return queryOptions({
    queryKey: quickQuoteKeys.packages(search),
    queryFn: () => getPackages(search),
    placeholderData: keepPreviousData,
  });
}

export function usePackages(search: TPackageSearch) {
  return useQuery(getPackagesQueryOptions(search));
}

/**
 * The product tariffs on offer ("FIT 2026/27"): there is no list of its own, so they are read off
 * the market's published packages (the largest page holds all of them in practice).
 */
export function useProductTariffs() {
  return useQuery({
    queryKey: quickQuoteKeys.tariffs(),
    queryFn: async () => {
      const page = await getPackages(
        { durationNights: '', startLocationId: '', transportType: '', productTariff: '', page: 1 },
        100,
      );
      return [...new Set(page.data.map((pkg) => pkg.productTariff))].sort();
    },
    staleTime: 10 * 60_000,
  });
}
