import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZDepartureYieldResponse,
  ZTourDeparture,
  ZTourDepartureBookingList,
  ZTourDepartureListResponse,
  type TTourDepartureRequestInput,
} from '@portal/shared/contracts/regular-tours';
import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';
import { DEPARTURES_PAGE_SIZE, YIELD_PAGE_SIZE, compactQuery, tourKeys } from './query-keys';

export interface TDepartureFilter {
  page: number;
  /** Past departures too. */
  all: boolean;
}

export function useDepartures(tourId: number, filter: TDepartureFilter) {
  return useQuery({
    queryKey: tourKeys.departureList(tourId, filter),
    queryFn: () =>
      api.get(`/api/admin/tours/${tourId}/departures`, {
        query: compactQuery({
          page: filter.page,
          per_page: DEPARTURES_PAGE_SIZE,
          all: filter.all ? 'true' : undefined,
        }),
        schema: ZTourDepartureListResponse,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useSaveDeparture(tourId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TTourDepartureRequestInput }) =>
      id === null
        ? api.post(`/api/admin/tours/${tourId}/departures`, body, { schema: ZTourDeparture })
        : api.put(`/api/admin/tour-departures/${id}`, body, { schema: ZTourDeparture }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tourKeys.all }),
  });
}

export function useDeleteDeparture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/admin/tour-departures/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tourKeys.all }),
  });
}

export function useDepartureBookings(id: number | null) {
  return useQuery({
    queryKey: tourKeys.departureBookings(id ?? 0),
    queryFn: () =>
      api.get(`/api/admin/tour-departures/${id}/bookings`, { schema: ZTourDepartureBookingList }),
    enabled: id !== null,
  });
}

export interface TYieldFilter {
  page: number;
  withinDays: string;
  brandId: string;
  risk: string;
}

function yieldQuery(filter: Omit<TYieldFilter, 'page'>) {
  return compactQuery({
    withinDays: filter.withinDays,
    brandId: filter.brandId,
    risk: filter.risk,
  });
}

export function useDepartureYield(filter: TYieldFilter) {
  return useQuery({
    queryKey: tourKeys.yield(filter),
    queryFn: () =>
      api.get('/api/admin/tour-departures/yield', {
        query: { page: filter.page, per_page: YIELD_PAGE_SIZE, ...yieldQuery(filter) },
        schema: ZDepartureYieldResponse,
      }),
    placeholderData: keepPreviousData,
  });
}

export function exportDepartureYield(filter: Omit<TYieldFilter, 'page'>) {
  return downloadFile('/api/admin/tour-departures/yield/export.csv', {
    query: yieldQuery(filter),
    fallbackName: 'departure-yield.csv',
  });
}
