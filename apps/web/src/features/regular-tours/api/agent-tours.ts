import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZFileListResponse } from '@portal/shared/contracts/files';
import {
  ZAgentTour,
  ZAgentTourCategoryList,
  ZAgentTourListResponse,
  ZTourBookingResult,
  ZTourPrice,
  type TTourBookingRequestInput,
  type TTourPriceRequestInput,
} from '@portal/shared/contracts/regular-tours';
import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';
import { FILES_QUERY_ROOT } from '../../../lib/query-roots';
import { AGENT_TOURS_PAGE_SIZE, agentTourKeys, compactQuery } from './query-keys';

export interface TAgentTourFilter {
  page: number;
  q: string;
  categoryId: string;
}

export function useAgentTours(filter: TAgentTourFilter) {
  return useQuery({
    queryKey: agentTourKeys.list(filter),
    queryFn: () =>
      api.get('/api/app/tours', {
        query: compactQuery({
          page: filter.page,
          per_page: AGENT_TOURS_PAGE_SIZE,
          q: filter.q.trim(),
          categoryId: filter.categoryId,
        }),
        schema: ZAgentTourListResponse,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAgentTourCategories() {
  return useQuery({
    queryKey: agentTourKeys.categories(),
    queryFn: () => api.get('/api/app/tours/categories', { schema: ZAgentTourCategoryList }),
    staleTime: 60_000,
  });
}

/** A tour with its departures; seats move as other agents book, so it is read again often. */
export function useAgentTour(id: number | null) {
  return useQuery({
    queryKey: agentTourKeys.tour(id ?? 0),
    queryFn: () => api.get(`/api/app/tours/${id}`, { schema: ZAgentTour }),
    enabled: id !== null,
    refetchInterval: 30_000,
  });
}

export function priceDeparture(departureId: number, body: TTourPriceRequestInput) {
  return api.post(`/api/app/tour-departures/${departureId}/price`, body, { schema: ZTourPrice });
}

/**
 * Books seats; every tour and departure the agent sees reloads (seats have moved), and so do the
 * agent's files (the booking is a new file or a changed one).
 */
export function useBookDeparture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ departureId, body }: { departureId: number; body: TTourBookingRequestInput }) =>
      api.post(`/api/app/tour-departures/${departureId}/bookings`, body, {
        schema: ZTourBookingResult,
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: agentTourKeys.all }),
        queryClient.invalidateQueries({ queryKey: FILES_QUERY_ROOT }),
      ]),
  });
}

/** The agency's bookings a tour can be added to (the newest first). */
export function useTargetBookings() {
  return useQuery({
    queryKey: agentTourKeys.bookings(),
    queryFn: () =>
      api.get('/api/app/files', {
        query: { status: 'Requested,Processing,Confirmed,Amendment', per_page: 50 },
        schema: ZFileListResponse,
      }),
    staleTime: 30_000,
  });
}

/** The rates sheet of one tour, or of every tour matching the filters. */
export function downloadTourRates(query: { tourId?: number; q?: string; categoryId?: string }) {
  return downloadFile('/api/app/tours/rates.csv', {
    query: compactQuery({ tourId: query.tourId, q: query.q?.trim(), categoryId: query.categoryId }),
    fallbackName: 'tour-rates.csv',
  });
}

/** The price of rooms on a departure, read again when the rooms or the departure change. */
export function useDeparturePrice(
  departureId: number | null,
  rooms: TTourPriceRequestInput['rooms'] | null,
) {
  return useQuery({
    queryKey: agentTourKeys.price(departureId ?? 0, rooms ?? []),
    queryFn: () => priceDeparture(departureId ?? 0, { rooms: rooms ?? [] }),
    enabled: departureId !== null && rooms !== null && rooms.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
