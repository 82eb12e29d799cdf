import { BACKOFFICE_CHANNEL } from '@portal/shared/domain/realtime-channels';
import type { RealtimeConnection } from '../../../lib/realtime';
import { realtime } from '../../../lib/realtime';
import { useRealtimeQuerySync } from '../../../lib/use-realtime-event';
import { payablesKeys } from '../api/query-keys';

/**
 * The payables screens follow 'supplier-payables.changed': an invoice a colleague (or another tab)
 * entered, matched, approved, voided or paid refetches every open payables query, since one change
 * moves the expected lines, the variances, the invoice and what a run may pay alike.
 */
export function usePayablesLiveUpdates(connection: RealtimeConnection = realtime): void {
  useRealtimeQuerySync(
    BACKOFFICE_CHANNEL,
    'supplier-payables.changed',
    { invalidate: () => [payablesKeys.all], resync: [payablesKeys.all] },
    connection,
  );
}
