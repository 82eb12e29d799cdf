import { BACKOFFICE_CHANNEL, supplierChannel } from '@portal/shared/domain/realtime-channels';
import { useUser } from '../../../lib/auth';
import type { RealtimeConnection } from '../../../lib/realtime';
import { realtime } from '../../../lib/realtime';
import { useRealtimeQuerySync } from '../../../lib/use-realtime-event';
import { rateProposalKeys, type TProposalArea } from '../api/query-keys';

/**
 * Proposal lists and details follow 'rate-proposal.changed': the supplier on its own channel (an
 * approval or rejection shows without reload), the back office on its channel (new proposals).
 * An approval also changes the supplier's current rates and availability, which are refetched.
 */
export function useRateProposalLiveUpdates(
  area: TProposalArea,
  connection: RealtimeConnection = realtime,
): void {
  const user = useUser();
  const channel =
    area === 'admin'
      ? BACKOFFICE_CHANNEL
      : user?.supplierId
        ? supplierChannel(user.supplierId)
        : null;
  useRealtimeQuerySync(
    channel,
    'rate-proposal.changed',
    {
      invalidate: (event) => [
        rateProposalKeys.lists(area),
        rateProposalKeys.detail(area, event.proposalId),
        ...(area === 'supplier' ? [rateProposalKeys.products()] : []),
      ],
      resync: [rateProposalKeys.all],
    },
    connection,
  );
}
