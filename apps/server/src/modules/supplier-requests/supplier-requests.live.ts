import type { FastifyBaseLogger } from 'fastify';
import type { TRealtimeEventName, TRealtimeEventPayload } from '@portal/shared/contracts/realtime';
import { BACKOFFICE_CHANNEL, supplierChannel } from '@portal/shared/domain/realtime-channels';
import type { TClock } from '../../lib/clock';
import type { TBroadcaster } from '../realtime/broadcaster';
import type { TBookingAlertRow, TSupplierRequestRow } from './supplier-requests.repository';

/**
 * Live updates of supplier requests: the supplier's own channel (its app's lists) and the back
 * office. Called after commit; a failed push is logged and never fails the change.
 */
export interface TSupplierRequestsLive {
  requestChanged(
    request: Pick<TSupplierRequestRow, 'id' | 'supplierId' | 'status'>,
    reference: string,
  ): void;
  alertRaised(alert: TBookingAlertRow, reference: string): void;
}

export function createSupplierRequestsLive(deps: {
  broadcaster: () => TBroadcaster;
  clock: TClock;
  log: FastifyBaseLogger;
}): TSupplierRequestsLive {
  function send<E extends TRealtimeEventName>(
    channels: string[],
    event: E,
    payload: TRealtimeEventPayload<E>,
  ): void {
    const report = (error: unknown) =>
      deps.log.warn({ err: error, event }, 'supplier-requests: live update not sent');
    try {
      deps.broadcaster().broadcast(channels, event, payload).catch(report);
    } catch (error) {
      report(error);
    }
  }

  return {
    requestChanged(request, reference) {
      send([supplierChannel(request.supplierId), BACKOFFICE_CHANNEL], 'supplier-request.changed', {
        supplierRequestId: request.id,
        supplierId: request.supplierId,
        bookingReference: reference,
        status: request.status,
        changedAt: deps.clock.now().toISOString(),
      });
    },
    alertRaised(alert, reference) {
      send([BACKOFFICE_CHANNEL], 'booking-alert.raised', {
        alertId: alert.id,
        kind: alert.kind,
        bookingReference: reference,
        message: alert.message,
        raisedAt: alert.createdAt.toISOString(),
      });
    },
  };
}
