import { useQuery } from '@tanstack/react-query';
import { ZItineraryAlert } from '@portal/shared/contracts/itinerary-alerts';
import { api } from '../../../lib/api-client';
import { itineraryAlertKeys } from './query-keys';

export function getItineraryAlert(id: number) {
  return api.get(`/api/admin/itinerary-alerts/${id}`, { schema: ZItineraryAlert });
}

export function useItineraryAlert(id: number) {
  return useQuery({
    queryKey: itineraryAlertKeys.detail(id),
    queryFn: () => getItineraryAlert(id),
  });
}
