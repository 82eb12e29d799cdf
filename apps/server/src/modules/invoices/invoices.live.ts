import type { FastifyBaseLogger } from 'fastify';
import type { TRealtimeEventName, TRealtimeEventPayload } from '@portal/shared/contracts/realtime';
import {
  agencyChannel,
  BACKOFFICE_CHANNEL,
  fileChannel,
} from '@portal/shared/domain/realtime-channels';
import type { TBroadcaster } from '../realtime/broadcaster';

/**
 * Billing pushes: a new invoice, credit note or payment goes to whoever has the file open, the
 * agency (My Files, account summary) and the back office. Called after commit; a push that fails
 * is logged and never undoes the change.
 */
export interface TBillingLive {
  send<E extends 'invoice.created' | 'credit-note.created' | 'payment.recorded'>(
    file: { id: number; agencyId: number; reference: string },
    event: E,
    payload: TRealtimeEventPayload<E>,
  ): void;
}

export function createBillingLive(deps: {
  broadcaster: () => TBroadcaster;
  log: FastifyBaseLogger;
}): TBillingLive {
  return {
    send<E extends TRealtimeEventName>(
      file: { id: number; agencyId: number; reference: string },
      event: E,
      payload: TRealtimeEventPayload<E>,
    ) {
      const report = (error: unknown) =>
        deps.log.warn({ err: error, event, file: file.reference }, 'billing: live update not sent');
      try {
        deps
          .broadcaster()
          .broadcast(
            [fileChannel(file.id), agencyChannel(file.agencyId), BACKOFFICE_CHANNEL],
            event,
            payload,
          )
          .catch(report);
      } catch (error) {
        report(error);
      }
    },
  };
}
