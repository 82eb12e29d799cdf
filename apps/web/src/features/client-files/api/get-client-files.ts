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

/** The column the server sorts by ('' for newest first) and which way. */
export interface TClientFileOrder {
  sort: string;
  dir: 'asc' | 'desc';
}

const NO_ORDER: TClientFileOrder = { sort: '', dir: 'asc' };

function orderQuery({ sort, dir }: TClientFileOrder): Record<string, string> {
  return sort ? { sort, dir } : {};
}

export function getClientFiles(
  filters: TClientFileFilterValues,
  page: number,
  order: TClientFileOrder = NO_ORDER,
) {
  return api.get('/api/admin/client-files', {
    query: {
      ...activeFilters(filters),
      ...orderQuery(order),
      page,
      per_page: CLIENT_FILES_PAGE_SIZE,
    },
    schema: ZClientFileListResponse,
  });
}

export function useClientFiles(
  filters: TClientFileFilterValues,
  page: number,
  order: TClientFileOrder = NO_ORDER,
) {
  return useQuery(
    queryOptions({
      queryKey: clientFileKeys.list({
        ...activeFilters(filters),
        ...orderQuery(order),
        page: String(page),
      }),
      queryFn: () => getClientFiles(filters, page, order),
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
