import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  ZAdminSupplierRequestListResponse,
  ZSupplierRequestSnapshot,
  ZSupplierRequestView,
  type TAdminSupplierRequestCsvQuery,
  type TAdminSupplierRequestListQuery,
} from '@portal/shared/contracts/supplier-requests';
import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';
import { supplierRequestKeys } from './query-keys';

/** The back office's view of every supplier's requests (files.view-all; changes need files.manage-all). */

export function getAdminSupplierRequests(filter: TAdminSupplierRequestListQuery) {
  return api.get('/api/admin/supplier-requests', {
    query: { ...filter },
    schema: ZAdminSupplierRequestListResponse,
  });
}

export function useAdminSupplierRequests(filter: TAdminSupplierRequestListQuery) {
  return useQuery(
    queryOptions({
      queryKey: [...supplierRequestKeys.all, 'admin', filter],
      queryFn: () => getAdminSupplierRequests(filter),
      placeholderData: keepPreviousData,
      staleTime: 5_000,
    }),
  );
}

export function getAdminSupplierRequestSnapshot(id: number) {
  return api.get(`/api/admin/supplier-requests/${id}/snapshot`, {
    schema: ZSupplierRequestSnapshot,
  });
}

export function useAdminSupplierRequestSnapshot(id: number | null) {
  return useQuery({
    queryKey: [...supplierRequestKeys.all, 'admin-snapshot', id],
    queryFn: () => getAdminSupplierRequestSnapshot(id ?? 0),
    enabled: id !== null,
  });
}

/** Revoke: the emailed links stop working at once. Resend: a fresh link is mailed. */
export function changeSupplierRequestLink(id: number, action: 'revoke-link' | 'resend') {
  return api.post(`/api/admin/supplier-requests/${id}/${action}`, undefined, {
    schema: ZSupplierRequestView,
  });
}

export function useChangeSupplierRequestLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'revoke-link' | 'resend' }) =>
      changeSupplierRequestLink(id, action),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supplierRequestKeys.all }),
  });
}

/** The back office's supplier requests with the current filters as a CSV download (every page). */
export function exportAdminSupplierRequests(filter: TAdminSupplierRequestCsvQuery) {
  return downloadFile('/api/admin/supplier-requests/export.csv', {
    query: { ...filter },
    fallbackName: 'supplier-requests.csv',
  });
}
