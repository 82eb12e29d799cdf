import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZClientFileListResponse } from '@portal/shared/contracts/files-admin';
import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';
import {
  activeFilters,
  CLIENT_FILES_PAGE_SIZE,
  clientFileKeys,
  type TClientFileFilterValues,
} from './query-keys';

export function getClientFiles(filters: TClientFileFilterValues, page: number) {
  return api.get('/api/admin/client-files', {
    query: { ...activeFilters(filters), page, per_page: CLIENT_FILES_PAGE_SIZE },
    schema: ZClientFileListResponse,
  });
}

export function useClientFiles(filters: TClientFileFilterValues, page: number) {
  return useQuery(
    queryOptions({
      queryKey: clientFileKeys.list({ ...activeFilters(filters), page: String(page) }),
      queryFn: () => getClientFiles(filters, page),
      placeholderData: keepPreviousData,
    }),
  );
}

export function downloadClientFilesCsv(filters: TClientFileFilterValues) {
  return downloadFile('/api/admin/client-files/export.csv', {
    query: activeFilters(filters),
    fallbackName: 'client-files.csv',
  });
}
