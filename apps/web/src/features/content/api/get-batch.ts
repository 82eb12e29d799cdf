import { useQuery } from '@tanstack/react-query';
import { ZContentBatch } from '@portal/shared/contracts/content';
import { ACTIVE_BATCH_STATUSES } from '@portal/shared/domain/content-codes';
import { api } from '../../../lib/api-client';
import { contentKeys } from './query-keys';

/** How often a running batch is read again when no live update arrives. */
export const BATCH_POLL_MS = 2_000;

export function getContentBatch(id: number) {
  return api.get(`/api/admin/content/batches/${id}`, { schema: ZContentBatch });
}

/** One batch; while it runs it is read again every few seconds (live pushes come in between). */
export function useContentBatch(id: number | null) {
  return useQuery({
    queryKey: contentKeys.batch(id ?? 0),
    queryFn: () => getContentBatch(id ?? 0),
    enabled: id !== null,
    refetchInterval: (query) =>
      query.state.data && ACTIVE_BATCH_STATUSES.includes(query.state.data.status)
        ? BATCH_POLL_MS
        : false,
  });
}
