import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZAvailabilityCalendar } from '@portal/shared/contracts/catalogue-api';
import { api } from '../../../lib/api-client';
import { catalogueKeys } from './query-keys';

export function getAvailability(productId: number, from: string, to: string) {
  return api.get(`/api/admin/products/${productId}/availability`, {
    query: { from, to },
    schema: ZAvailabilityCalendar,
  });
}

export function getAvailabilityQueryOptions(productId: number, from: string, to: string) {
  return queryOptions({
    queryKey: catalogueKeys.availability(productId, from, to),
    queryFn: () => getAvailability(productId, from, to),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}

export function useAvailability(productId: number | null, from: string, to: string) {
  return useQuery({
    ...getAvailabilityQueryOptions(productId ?? 0, from, to),
    enabled: productId !== null,
  });
}
