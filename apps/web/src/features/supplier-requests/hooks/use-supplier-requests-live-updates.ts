import { supplierChannel } from '@portal/shared/domain/realtime-channels';
import { useUser } from '../../../lib/auth';
import type { RealtimeConnection } from '../../../lib/realtime';
import { realtime } from '../../../lib/realtime';
import { useRealtimeQuerySync } from '../../../lib/use-realtime-event';
import { supplierRequestKeys } from '../api/query-keys';

/**
 * The supplier app follows its supplier's channel: any request that changes (a new booking, an
 * amendment, a cancellation, an answer given from the emailed link) refetches the lists and the
 * open request; whatever was missed while offline is read again on reconnect.
 */
export function useSupplierRequestsLiveUpdates(connection: RealtimeConnection = realtime): void {
  const user = useUser();
  const channel =
    user?.kind === 'supplier' && user.supplierId ? supplierChannel(user.supplierId) : null;
  useRealtimeQuerySync(
    channel,
    'supplier-request.changed',
    {
      invalidate: () => [supplierRequestKeys.all],
      resync: [supplierRequestKeys.all],
    },
    connection,
  );
}
