import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZProductSearchResult } from '@portal/shared/contracts/catalogue-api';
import { zPaginated } from '@portal/shared/contracts/pagination';
import { api } from '../../../lib/api-client';
import { fileKeys } from './query-keys';

const ZProductSearchPage = zPaginated(ZProductSearchResult);

export const PRODUCT_SEARCH_PAGE_SIZE = 10;

/** The customise screen's catalogue search ("" means no filter). */
export interface TProductSearchFilter {
  q: string;
  serviceType: string;
  locationId: string;
  date: string;
  page: number;
}

export function searchProducts(filter: TProductSearchFilter, perPage = PRODUCT_SEARCH_PAGE_SIZE) {
  return api.get('/api/app/products/search', {
    query: {
      q: filter.q.trim().slice(0, 100) || undefined,
      serviceType: filter.serviceType || undefined,
      locationId: filter.locationId || undefined,
      date: filter.date || undefined,
      page: filter.page,
      per_page: perPage,
    },
    schema: ZProductSearchPage,
  });
}

export function useProductSearch(filter: TProductSearchFilter, { enabled = true } = {}) {
  return useQuery({
    queryKey: fileKeys.productSearch(filter),
    queryFn: () => searchProducts(filter),
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 30_000,
  });
}

/**
 * Where a service's product is: lines do not carry their location, so the product is found by
 * name (and type) in the catalogue. Null when it is not found.
 */
export function useProductLocation(
  product: { productId: number; name: string; serviceTypeCode: string } | null,
) {
  return useQuery({
    queryKey: [...fileKeys.all, 'product-location', product?.productId ?? 0],
    queryFn: async () => {
      if (!product) return null;
      const page = await searchProducts(
        {
          q: product.name,
          serviceType: product.serviceTypeCode,
          locationId: '',
          date: '',
          page: 1,
        },
        20,
      );
      const found = page.data.find((row) => row.id === product.productId);
      return found ? { id: found.locationId, name: found.locationName } : null;
    },
    enabled: product !== null,
    staleTime: Infinity,
  });
}
