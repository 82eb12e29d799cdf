import { useQuery } from '@tanstack/react-query';
import { ZStartLocation, zDataList } from '@portal/shared/contracts/catalogue-api';
import { api } from '../../../lib/api-client';
import { fileKeys } from './query-keys';

/** Every place with a product in the catalogue: where a service can be searched for. */
export function useSearchLocations() {
  return useQuery({
    queryKey: [...fileKeys.all, 'search-locations'],
    queryFn: () => api.get('/api/app/products/locations', { schema: zDataList(ZStartLocation) }),
    staleTime: 10 * 60_000,
  });
}
