import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZTourCategory,
  ZTourCategoryListResponse,
  type TTourCategoryRequestInput,
} from '@portal/shared/contracts/regular-tours';
import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';
import { compactQuery, tourKeys } from './query-keys';

export interface TCategoryFilter {
  page: number;
  q: string;
}

export const CATEGORIES_PAGE_SIZE = 20;

export function getCategories(filter: TCategoryFilter) {
  return api.get('/api/admin/tour-categories', {
    query: compactQuery({ page: filter.page, per_page: CATEGORIES_PAGE_SIZE, q: filter.q.trim() }),
    schema: ZTourCategoryListResponse,
  });
}

export function useCategories(filter: TCategoryFilter) {
  return useQuery({
    queryKey: tourKeys.categoryList(filter),
    queryFn: () => getCategories(filter),
    placeholderData: keepPreviousData,
  });
}

export function useCategory(id: number) {
  return useQuery({
    queryKey: tourKeys.category(id),
    queryFn: () => api.get(`/api/admin/tour-categories/${id}`, { schema: ZTourCategory }),
  });
}

export function exportCategories(q: string) {
  return downloadFile('/api/admin/tour-categories/export.csv', {
    query: compactQuery({ q: q.trim() }),
    fallbackName: 'tour-categories.csv',
  });
}

/** Creates (no id) or updates a category; lists, pickers and tours reload. */
export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TTourCategoryRequestInput }) =>
      id === null
        ? api.post('/api/admin/tour-categories', body, { schema: ZTourCategory })
        : api.put(`/api/admin/tour-categories/${id}`, body, { schema: ZTourCategory }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tourKeys.all }),
  });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/admin/tour-categories/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tourKeys.all }),
  });
}
