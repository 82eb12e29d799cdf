import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZProductListItem } from '@portal/shared/contracts/catalogue-api';
import { zPaginated } from '@portal/shared/contracts/pagination';
import { api } from '../../../lib/api-client';
import { CATALOGUE_PAGE_SIZE, catalogueKeys } from './query-keys';

const ZProductPage = zPaginated(ZProductListItem);

export interface TProductFilter {
  supplierId: number;
  page: number;
  /** Part of a product code or name. */
  q: string;
  serviceTypeCode: string;
  active: '' | 'true' | 'false';
}

export function getProducts({ supplierId, page, q, serviceTypeCode, active }: TProductFilter) {
  return api.get('/api/admin/products', {
    query: {
      supplierId,
      page,
      per_page: CATALOGUE_PAGE_SIZE,
      q: q.trim() || undefined,
      serviceTypeCode: serviceTypeCode || undefined,
      active: active || undefined,
    },
    schema: ZProductPage,
  });
}

export function getProductsQueryOptions(filter: TProductFilter) {
  return queryOptions({
    queryKey: catalogueKeys.productList(filter),
    queryFn: () => getProducts(filter),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}

/** A supplier's products, a page at a time. */
export function useProducts(filter: TProductFilter) {
  return useQuery(getProductsQueryOptions(filter));
}
