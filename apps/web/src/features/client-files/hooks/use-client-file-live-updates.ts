import { fileChannel } from '@portal/shared/domain/realtime-channels';
import type { RealtimeConnection } from '../../../lib/realtime';
import { realtime } from '../../../lib/realtime';
import { useRealtimeQuerySync } from '../../../lib/use-realtime-event';
import { clientFileKeys } from '../api/query-keys';

/**
 * Live updates of one client file in the back office (its `private-file.{id}` channel, open to
 * staff holding 'files.view-all'): a change by an agent, a supplier or the portal refetches the
 * file and its back-office details, and the lists when next shown; events missed while offline
 * are caught up when the connection comes back.
 */
export function useClientFileLiveUpdates(
  file: { id: number; reference: string } | undefined,
  connection: RealtimeConnection = realtime,
): void {
  const channel = file ? fileChannel(file.id) : null;
  const reference = file?.reference ?? '';
  const fileKeys = [clientFileKeys.file(reference), clientFileKeys.backOffice(reference)];

  useRealtimeQuerySync(
    channel,
    'file.updated',
    { invalidate: () => [...fileKeys, clientFileKeys.lists()], resync: fileKeys },
    connection,
  );
  useRealtimeQuerySync(
    channel,
    'booking.status-changed',
    { invalidate: () => [clientFileKeys.file(reference), clientFileKeys.lists()] },
    connection,
  );
  useRealtimeQuerySync(
    channel,
    'service-line.updated',
    { invalidate: () => [clientFileKeys.file(reference)] },
    connection,
  );
}
