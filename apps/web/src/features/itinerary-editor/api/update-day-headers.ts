import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZDayHeadersView,
  type TUpdateDayHeadersRequest,
} from '@portal/shared/contracts/itineraries';
import { api } from '../../../lib/api-client';
import { itineraryKeys } from './query-keys';

export function updateDayHeaders(reference: string, body: TUpdateDayHeadersRequest) {
  return api.put(`/api/admin/files/${encodeURIComponent(reference)}/day-headers`, body, {
    schema: ZDayHeadersView,
  });
}

/** Saves the whole list of day headers; the itinerary (which shows the titles) reloads. */
export function useUpdateDayHeaders(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateDayHeadersRequest) => updateDayHeaders(reference, body),
    onSuccess: async (view) => {
      queryClient.setQueryData(itineraryKeys.dayHeaders(reference), view);
      await queryClient.invalidateQueries({ queryKey: itineraryKeys.itinerary(reference) });
    },
  });
}
