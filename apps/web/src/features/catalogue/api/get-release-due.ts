import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZReleaseDueItem } from '@portal/shared/contracts/allotment-release';
import { zPaginated } from '@portal/shared/contracts/pagination';
import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';
import { CATALOGUE_PAGE_SIZE, catalogueKeys } from './query-keys';

const ZReleaseDuePage = zPaginated(ZReleaseDueItem);

export interface TReleaseDueFilter {
  page: number;
  /** From today to this many days ahead. */
  days: number;
}

export function useReleaseDue(filter: TReleaseDueFilter) {
  return useQuery({
    queryKey: [...catalogueKeys.all, 'release-due', filter],
    queryFn: () =>
      api.get('/api/admin/allotments/release-due', {
        query: { page: filter.page, per_page: CATALOGUE_PAGE_SIZE, days: filter.days },
        schema: ZReleaseDuePage,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Every row of the window as a CSV download. */
export function exportReleaseDue(days: number) {
  return downloadFile('/api/admin/allotments/release-due/export.csv', {
    query: { days },
    fallbackName: 'release-due.csv',
  });
}
