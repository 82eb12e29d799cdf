import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZProductListItem, type TProductListItem } from '@portal/shared/contracts/catalogue-api';
import { zPaginated } from '@portal/shared/contracts/pagination';
import { api } from '../../../lib/api-client';
import { packageKeys } from './query-keys';

/**
 * Products for the day editor's pickers. Searches ask the server (a catalogue has thousands of
 * products); every product a search returns is cached by id, so a chosen product shows its name
 * without another call.
 */

const ZProductPage = zPaginated(ZProductListItem);
const SEARCH_SIZE = 30;

export function getProduct(id: number) {
  return api.get(`/api/admin/products/${id}`, { schema: ZProductListItem });
}

export function getProductQueryOptions(id: number) {
  return queryOptions({
    queryKey: packageKeys.product(id),
    queryFn: () => getProduct(id),
    staleTime: 5 * 60_000,
  });
}

export function useProduct(id: number | null) {
  return useQuery({ ...getProductQueryOptions(id ?? 0), enabled: id !== null });
}

function useCacheProducts() {
  const queryClient = useQueryClient();
  return (products: readonly TProductListItem[]) => {
    for (const product of products) {
      queryClient.setQueryData(packageKeys.product(product.id), product);
    }
  };
}

export function useProductSearch(search: string) {
  const cacheProducts = useCacheProducts();
  return useQuery({
    queryKey: packageKeys.productSearch(search),
    queryFn: async () => {
      const result = await api.get('/api/admin/products', {
        query: { q: search.trim() || undefined, active: 'true', page: 1, per_page: SEARCH_SIZE },
        schema: ZProductPage,
      });
      cacheProducts(result.data);
      return result.data;
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** The active products at a location: the hotels offered for a night there. */
export function useLocationProducts(locationId: number | null) {
  const cacheProducts = useCacheProducts();
  return useQuery({
    queryKey: packageKeys.locationProducts(locationId ?? 0),
    queryFn: async () => {
      const result = await api.get('/api/admin/products', {
        query: { locationId: locationId ?? undefined, active: 'true', page: 1, per_page: 100 },
        schema: ZProductPage,
      });
      cacheProducts(result.data);
      return result.data;
    },
    enabled: locationId !== null,
    staleTime: 60_000,
  });
}
