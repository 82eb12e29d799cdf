import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZItineraryView } from '@portal/shared/contracts/itineraries';
import { api } from '../../../lib/api-client';
import { itineraryKeys } from './query-keys';

export function getItinerary(reference: string) {
  return api.get(`/api/admin/files/${encodeURIComponent(reference)}/itinerary`, {
    schema: ZItineraryView,
  });
}

export function getItineraryQueryOptions(reference: string) {
  return queryOptions({
    queryKey: itineraryKeys.itinerary(reference),
    queryFn: () => getItinerary(reference),
  });
}

export function useItinerary(reference: string) {
  return useQuery(getItineraryQueryOptions(reference));
}
