import { useQuery } from '@tanstack/react-query';
import { ZOutboxMessage } from '@portal/shared/contracts/outbox';
import { api } from '../../../lib/api-client';

/** One message of the outbox, as /admin/outbox?message=<id> opens it. */
export function getOutboxMessage(id: number) {
  return api.get(`/api/admin/outbox/${id}`, { schema: ZOutboxMessage });
}

/** Reads the message only when asked for one (`id` not null). */
export function useOutboxMessage(id: number | null) {
  return useQuery({
    queryKey: ['outbox', 'message', id],
    queryFn: () => getOutboxMessage(id ?? 0),
    enabled: id !== null,
    staleTime: 5_000,
  });
}
