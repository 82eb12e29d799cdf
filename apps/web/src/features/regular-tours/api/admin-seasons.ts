import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZTourSeason,
  ZTourSeasonList,
  type TTourSeasonRequestInput,
} from '@portal/shared/contracts/regular-tours';
import { api } from '../../../lib/api-client';
import { tourKeys } from './query-keys';

export function useSeasons(tourId: number) {
  return useQuery({
    queryKey: tourKeys.seasons(tourId),
    queryFn: () => api.get(`/api/admin/tours/${tourId}/seasons`, { schema: ZTourSeasonList }),
  });
}

/** Creates (no id) or updates a season; departures reload too (their season may change). */
export function useSaveSeason(tourId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TTourSeasonRequestInput }) =>
      id === null
        ? api.post(`/api/admin/tours/${tourId}/seasons`, body, { schema: ZTourSeason })
        : api.put(`/api/admin/tour-seasons/${id}`, body, { schema: ZTourSeason }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tourKeys.all }),
  });
}

export function useDeleteSeason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/admin/tour-seasons/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tourKeys.all }),
  });
}
