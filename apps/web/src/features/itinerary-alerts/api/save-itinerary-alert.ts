import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZItineraryAlert,
  type TItineraryAlertRequest,
} from '@portal/shared/contracts/itinerary-alerts';
import { api } from '../../../lib/api-client';
import { itineraryAlertKeys } from './query-keys';

export function createItineraryAlert(body: TItineraryAlertRequest) {
  return api.post('/api/admin/itinerary-alerts', body, { schema: ZItineraryAlert });
}

export function updateItineraryAlert(id: number, body: TItineraryAlertRequest) {
  return api.put(`/api/admin/itinerary-alerts/${id}`, body, { schema: ZItineraryAlert });
}

/** Creates (no id) or updates an alert; the lists reload. */
export function useSaveItineraryAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TItineraryAlertRequest }) =>
      id === null ? createItineraryAlert(body) : updateItineraryAlert(id, body),
    onSuccess: async (alert) => {
      queryClient.setQueryData(itineraryAlertKeys.detail(alert.id), alert);
      await queryClient.invalidateQueries({ queryKey: itineraryAlertKeys.lists() });
    },
  });
}
