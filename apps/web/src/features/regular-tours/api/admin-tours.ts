import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZTour,
  ZTourListResponse,
  ZTourOptions,
  type TTourRequestInput,
} from '@portal/shared/contracts/regular-tours';
import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';
import { TOURS_PAGE_SIZE, compactQuery, tourKeys } from './query-keys';

export interface TTourFilter {
  page: number;
  q: string;
  categoryId: string;
  brandId: string;
  status: string;
}

function tourQuery(filter: Omit<TTourFilter, 'page'>) {
  return compactQuery({
    q: filter.q.trim(),
    categoryId: filter.categoryId,
    brandId: filter.brandId,
    status: filter.status,
  });
}

export function useTours(filter: TTourFilter) {
  return useQuery({
    queryKey: tourKeys.tourList(filter),
    queryFn: () =>
      api.get('/api/admin/tours', {
        query: { page: filter.page, per_page: TOURS_PAGE_SIZE, ...tourQuery(filter) },
        schema: ZTourListResponse,
      }),
    placeholderData: keepPreviousData,
  });
}

export function exportTours(filter: Omit<TTourFilter, 'page'>) {
  return downloadFile('/api/admin/tours/export.csv', {
    query: tourQuery(filter),
    fallbackName: 'tours.csv',
  });
}

export function useTour(id: number) {
  return useQuery({
    queryKey: tourKeys.tour(id),
    queryFn: () => api.get(`/api/admin/tours/${id}`, { schema: ZTour }),
  });
}

/** Categories, suppliers and places for the tour form. */
export function useTourOptions() {
  return useQuery({
    queryKey: tourKeys.options(),
    queryFn: () => api.get('/api/admin/tour-options', { schema: ZTourOptions }),
    staleTime: 60_000,
  });
}

export function useSaveTour() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TTourRequestInput }) =>
      id === null
        ? api.post('/api/admin/tours', body, { schema: ZTour })
        : api.put(`/api/admin/tours/${id}`, body, { schema: ZTour }),
    onSuccess: async (tour) => {
      queryClient.setQueryData(tourKeys.tour(tour.id), tour);
      await queryClient.invalidateQueries({ queryKey: tourKeys.all });
    },
  });
}
