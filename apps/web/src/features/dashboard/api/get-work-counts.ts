import { useQueries } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/** Only the total of a list: a one-row page is all the count needs. */
const ZListTotal = z.object({ meta: z.object({ total: z.number().int() }) });

/** A back-office queue: the list that holds it (with its filter) and who may read it. */
export interface TWorkQueue {
  key: string;
  /** The list endpoint and the filter that selects what needs action. */
  endpoint: string;
  query: Record<string, string>;
  /** The screen that lists the same rows. */
  to: string;
  permission: string;
}

export const ADMIN_WORK_QUEUES: readonly TWorkQueue[] = [
  {
    key: 'bookingAlerts',
    endpoint: '/api/admin/booking-alerts',
    query: { state: 'open' },
    to: '/admin/booking-alerts',
    permission: 'files.view-all',
  },
  {
    key: 'supplierRequests',
    endpoint: '/api/admin/supplier-requests',
    query: { status: 'sent' },
    to: '/admin/supplier-requests?status=sent',
    permission: 'files.view-all',
  },
  {
    key: 'processingFiles',
    endpoint: '/api/admin/client-files',
    query: { status: 'Processing' },
    to: '/admin/client-files?status=Processing',
    permission: 'files.view-all',
  },
  {
    key: 'fitTracker',
    endpoint: '/api/admin/fit-tracker',
    query: {},
    to: '/admin/fit-finalisation-tracker',
    permission: 'files.view-all',
  },
  {
    key: 'rateProposals',
    endpoint: '/api/admin/rate-proposals',
    query: { status: 'pending' },
    to: '/admin/rate-proposals?status=pending',
    permission: 'rate-proposals.review',
  },
];

/** How many rows each queue holds now; each is asked for only when the user may read it. */
export function useWorkCounts(queues: readonly TWorkQueue[]) {
  return useQueries({
    queries: queues.map((queue) => ({
      queryKey: ['dashboard', 'work', queue.key],
      queryFn: () =>
        api
          .get(queue.endpoint, { query: { ...queue.query, per_page: 1 }, schema: ZListTotal })
          .then((page) => page.meta.total),
      staleTime: 30_000,
    })),
  });
}
