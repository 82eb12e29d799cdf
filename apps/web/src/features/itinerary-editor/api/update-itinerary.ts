import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZItineraryView, type TUpdateItineraryRequest } from '@portal/shared/contracts/itineraries';
import { api } from '../../../lib/api-client';
import { itineraryKeys } from './query-keys';

export function updateItinerary(reference: string, body: TUpdateItineraryRequest) {
  return api.put(`/api/admin/files/${encodeURIComponent(reference)}/itinerary`, body, {
    schema: ZItineraryView,
  });
}

export function useUpdateItinerary(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateItineraryRequest) => updateItinerary(reference, body),
    onSuccess: (view) => {
      queryClient.setQueryData(itineraryKeys.itinerary(reference), view);
    },
  });
}
