import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZProductSearchResult } from '@portal/shared/contracts/catalogue-api';
import { zPaginated } from '@portal/shared/contracts/pagination';
import { api } from '../../../lib/api-client';
import { PRODUCT_SEARCH_PAGE_SIZE, productSearchKeys } from './query-keys';

const ZProductSearchPage = zPaginated(ZProductSearchResult);

export interface TProductSearchFilter {
  page: number;
  q: string;
  serviceType: string;
  locationId: string;
  /** YYYY-MM-DD; with a date the answer carries the "price from" and the availability. */
  date: string;
}

export function searchProducts({ page, q, serviceType, locationId, date }: TProductSearchFilter) {
  return api.get('/api/app/products/search', {
    query: {
      page,
      per_page: PRODUCT_SEARCH_PAGE_SIZE,
      q: q.trim() || undefined,
      serviceType: serviceType || undefined,
      locationId: locationId || undefined,
      date: date || undefined,
    },
    schema: ZProductSearchPage,
  });
}

export function searchProductsQueryOptions(filter: TProductSearchFilter) {
  return queryOptions({
    queryKey: productSearchKeys.results(filter),
    queryFn: () => searchProducts(filter),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useProductSearch(filter: TProductSearchFilter) {
  return useQuery(searchProductsQueryOptions(filter));
}
