import type { FastifyBaseLogger } from 'fastify';
import type { TRealtimeEventPayload } from '@portal/shared/contracts/realtime';
import {
  agencyChannel,
  BACKOFFICE_CHANNEL,
  fileChannel,
} from '@portal/shared/domain/realtime-channels';
import type { TBroadcaster } from '../realtime/broadcaster';

/**
 * Tells whoever has the file open, the agency (My Files, account) and the back office that a
 * payment came in. Called after commit; a push that fails is logged, never undoes the payment.
 */
export interface TPaymentsLive {
  paymentRecorded(fileId: number, payload: TRealtimeEventPayload<'payment.recorded'>): void;
}

export function createPaymentsLive(deps: {
  broadcaster: () => TBroadcaster;
  log: FastifyBaseLogger;
}): TPaymentsLive {
  return {
    paymentRecorded(fileId, payload) {
      const report = (error: unknown) =>
        deps.log.warn(
          { err: error, file: payload.bookingReference },
          'online-payments: live update not sent',
        );
      try {
        deps
          .broadcaster()
          .broadcast(
            [fileChannel(fileId), agencyChannel(payload.agencyId), BACKOFFICE_CHANNEL],
            'payment.recorded',
            payload,
          )
          .catch(report);
      } catch (error) {
        report(error);
      }
    },
  };
}
