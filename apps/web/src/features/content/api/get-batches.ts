import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZContentBatchList } from '@portal/shared/contracts/content';
import { api } from '../../../lib/api-client';
import { contentKeys, listQuery } from './query-keys';

export const BATCHES_PAGE_SIZE = 10;

export interface TBatchFilter {
  page: number;
  status: string;
}

export function getContentBatches(filter: TBatchFilter) {
  return api.get('/api/admin/content/batches', {
    query: {
      page: filter.page,
      per_page: BATCHES_PAGE_SIZE,
      ...listQuery({ status: filter.status }),
    },
    schema: ZContentBatchList,
  });
}

export function useContentBatches(filter: TBatchFilter) {
  return useQuery({
    queryKey: contentKeys.batchList(filter),
    queryFn: () => getContentBatches(filter),
    placeholderData: keepPreviousData,
  });
}
