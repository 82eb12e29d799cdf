import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { itineraryAlertKeys } from './query-keys';

export function deleteItineraryAlert(id: number) {
  return api.delete<void>(`/api/admin/itinerary-alerts/${id}`);
}

export function useDeleteItineraryAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteItineraryAlert,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: itineraryAlertKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: itineraryAlertKeys.lists() });
    },
  });
}
