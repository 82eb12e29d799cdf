import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZPublishedNotice } from '@portal/shared/contracts/notices';
import { zPaginated } from '@portal/shared/contracts/pagination';
import { api } from '../../../lib/api-client';

export const NOTICES_PAGE_SIZE = 20;

const ZPublishedNoticePage = zPaginated(ZPublishedNotice);

export const noticesKeys = {
  all: ['notices'] as const,
  list: (page: number) => [...noticesKeys.all, 'list', page] as const,
};

export function getPublishedNotices(page: number) {
  return api.get('/api/admin/notices', {
    query: { page, per_page: NOTICES_PAGE_SIZE },
    schema: ZPublishedNoticePage,
  });
}

export function usePublishedNotices(page: number) {
  return useQuery({
    queryKey: noticesKeys.list(page),
    queryFn: () => getPublishedNotices(page),
    placeholderData: keepPreviousData,
  });
}
