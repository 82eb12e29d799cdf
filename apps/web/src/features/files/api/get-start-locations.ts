import { useQuery } from '@tanstack/react-query';
import { ZStartLocation, zDataList } from '@portal/shared/contracts/catalogue-api';
import { api } from '../../../lib/api-client';
import { fileKeys } from './query-keys';

/** The places agents can name in a search: where the market's packages start. */
export function useStartLocations() {
  return useQuery({
    queryKey: [...fileKeys.all, 'start-locations'],
    queryFn: () => api.get('/api/app/locations', { schema: zDataList(ZStartLocation) }),
    staleTime: 10 * 60_000,
  });
}
