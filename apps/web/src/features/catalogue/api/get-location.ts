import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZLocation } from '@portal/shared/contracts/catalogue';
import { api } from '../../../lib/api-client';
import { catalogueKeys } from './query-keys';

export function getLocation(id: number) {
  return api.get(`/api/admin/locations/${id}`, { schema: ZLocation });
}

export function getLocationQueryOptions(id: number) {
  return queryOptions({ queryKey: catalogueKeys.location(id), queryFn: () => getLocation(id) });
}

export function useLocation(id: number) {
  return useQuery(getLocationQueryOptions(id));
}
