import type { FastifyBaseLogger } from 'fastify';
import { BACKOFFICE_CHANNEL, supplierChannel } from '@portal/shared/domain/realtime-channels';
import type { TClock } from '../../lib/clock';
import type { TBroadcaster } from '../realtime/broadcaster';
import type { TRateProposalRow } from './rate-proposals.repository';

/**
 * Live updates of rate proposals, on the supplier's channel (its Rates page) and the back office
 * channel (the review list). Sent after commit; a failed push is logged and never fails the change.
 */
export interface TRateProposalsLive {
  changed(row: TRateProposalRow): void;
}

export function createRateProposalsLive(deps: {
  broadcaster: () => TBroadcaster;
  clock: TClock;
  log: FastifyBaseLogger;
}): TRateProposalsLive {
  return {
    changed(row) {
      const report = (error: unknown) =>
        deps.log.warn({ err: error, proposalId: row.id }, 'rate proposals: live update not sent');
      try {
        deps
          .broadcaster()
          .broadcast(
            [supplierChannel(row.supplierId), BACKOFFICE_CHANNEL],
            'rate-proposal.changed',
            {
              proposalId: row.id,
              supplierId: row.supplierId,
              productId: row.productId,
              status: row.status,
              changedAt: deps.clock.now().toISOString(),
            },
          )
          .catch(report);
      } catch (error) {
        report(error);
      }
    },
  };
}
