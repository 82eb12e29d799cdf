import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZFileListResponse, type TFileSortField } from '@portal/shared/contracts/files';
import type { TFileStatus } from '@portal/shared/domain/file-states';
import { api } from '../../../lib/api-client';
import { FILES_PAGE_SIZE, fileKeys } from './query-keys';

/** My Files' filters as the address holds them ("" means no filter). */
export interface TFileListFilter {
  reference: string;
  yourReference: string;
  bookingName: string;
  travelDateFrom: string;
  travelDateTo: string;
  status: TFileStatus | '';
  sort: TFileSortField;
  direction: 'asc' | 'desc';
  page: number;
}

export function getFiles(filter: TFileListFilter) {
  return api.get('/api/app/files', {
    query: {
      page: filter.page,
      per_page: FILES_PAGE_SIZE,
      reference: filter.reference || undefined,
      yourReference: filter.yourReference || undefined,
      bookingName: filter.bookingName || undefined,
      travelDateFrom: filter.travelDateFrom || undefined,
      travelDateTo: filter.travelDateTo || undefined,
      status: filter.status || undefined,
      sort: filter.sort,
      direction: filter.direction,
    },
    schema: ZFileListResponse,
  });
}

export function getFilesQueryOptions(filter: TFileListFilter) {
  return queryOptions({
    queryKey: fileKeys.list(filter),
    queryFn: () => getFiles(filter),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}

export function useFiles(filter: TFileListFilter) {
  return useQuery(getFilesQueryOptions(filter));
}
