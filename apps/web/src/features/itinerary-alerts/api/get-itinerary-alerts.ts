import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZItineraryAlertListResponse } from '@portal/shared/contracts/itinerary-alerts';
import { api } from '../../../lib/api-client';
import {
  ITINERARY_ALERTS_PAGE_SIZE,
  itineraryAlertKeys,
  itineraryAlertQuery,
  type TItineraryAlertFilter,
} from './query-keys';

export function getItineraryAlerts(filter: TItineraryAlertFilter) {
  return api.get('/api/admin/itinerary-alerts', {
    query: {
      page: filter.page,
      per_page: ITINERARY_ALERTS_PAGE_SIZE,
      ...itineraryAlertQuery(filter),
    },
    schema: ZItineraryAlertListResponse,
  });
}

export function getItineraryAlertsQueryOptions(filter: TItineraryAlertFilter) {
  return queryOptions({
    queryKey: itineraryAlertKeys.list(filter),
    queryFn: () => getItineraryAlerts(filter),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}

export function useItineraryAlerts(filter: TItineraryAlertFilter) {
  return useQuery(getItineraryAlertsQueryOptions(filter));
}
