import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZDayHeadersView } from '@portal/shared/contracts/itineraries';
import { api } from '../../../lib/api-client';
import { itineraryKeys } from './query-keys';

export function getDayHeaders(reference: string) {
  return api.get(`/api/admin/files/${encodeURIComponent(reference)}/day-headers`, {
    schema: ZDayHeadersView,
  });
}

export function getDayHeadersQueryOptions(reference: string) {
  return queryOptions({
    queryKey: itineraryKeys.dayHeaders(reference),
    queryFn: () => getDayHeaders(reference),
  });
}

export function useDayHeaders(reference: string) {
  return useQuery(getDayHeadersQueryOptions(reference));
}
