import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZOutboxMessage } from '@portal/shared/contracts/outbox';
import { zPaginated } from '@portal/shared/contracts/pagination';
import { api } from '../../../lib/api-client';

export const OUTBOX_PAGE_SIZE = 20;

const ZOutboxPage = zPaginated(ZOutboxMessage);

export interface TOutboxFilter {
  page: number;
  /** Part of a recipient address. */
  to: string;
  /** The column sorted by ('' or none: newest first) and which way. */
  sort?: string;
  dir?: 'asc' | 'desc';
}

/** The filter and order as the server's query string (empty ones left out). */
export function outboxQuery({ to, sort, dir }: Omit<TOutboxFilter, 'page'>) {
  return { to: to.trim() || undefined, sort: sort || undefined, dir: sort ? dir : undefined };
}

export function getOutboxMessages({ page, ...filter }: TOutboxFilter) {
  return api.get('/api/admin/outbox', {
    query: { page, per_page: OUTBOX_PAGE_SIZE, ...outboxQuery(filter) },
    schema: ZOutboxPage,
  });
}

export function getOutboxMessagesQueryOptions(filter: TOutboxFilter) {
  return queryOptions({
    queryKey: ['outbox', filter],
    queryFn: () => getOutboxMessages(filter),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}

export function useOutboxMessages(filter: TOutboxFilter) {
  return useQuery(getOutboxMessagesQueryOptions(filter));
}
