import type { FastifyBaseLogger } from 'fastify';
import type { TFileEventAction } from '@portal/shared/contracts/files';
import type { TRealtimeEventName, TRealtimeEventPayload } from '@portal/shared/contracts/realtime';
import {
  BACKOFFICE_CHANNEL,
  agencyChannel,
  fileChannel,
  supplierChannel,
} from '@portal/shared/domain/realtime-channels';
import type { TClock } from '../../lib/clock';
import type { TBroadcaster } from '../realtime/broadcaster';
import type { TFileRow, TLineRow } from './files.repository';

/**
 * Live updates of client files, on the file's channel (whoever has it open) and its agency's
 * channel (My Files). Called after the change has committed; a push that fails is logged and
 * never undoes or fails the change (browsers refetch on their next visit anyway).
 */
export interface TFilesLive {
  fileUpdated(file: TFileRow, action: TFileEventAction): void;
  statusChanged(file: TFileRow, previousStatus: string): void;
  linesUpdated(file: TFileRow, lines: readonly Pick<TLineRow, 'id' | 'status'>[]): void;
  /** Supplier requests the change sent or withdrew: the suppliers' lists and the back office. */
  supplierRequestsChanged(
    file: TFileRow,
    requests: readonly { id: number; supplierId: number; status: string }[],
  ): void;
}

export function createFilesLive(deps: {
  broadcaster: () => TBroadcaster;
  clock: TClock;
  log: FastifyBaseLogger;
}): TFilesLive {
  function send<E extends TRealtimeEventName>(
    file: TFileRow,
    event: E,
    payload: TRealtimeEventPayload<E>,
  ): void {
    const report = (error: unknown) =>
      deps.log.warn({ err: error, event, file: file.reference }, 'files: live update not sent');
    try {
      deps
        .broadcaster()
        .broadcast([fileChannel(file.id), agencyChannel(file.agencyId)], event, payload)
        .catch(report);
    } catch (error) {
      report(error);
    }
  }
  const at = () => deps.clock.now().toISOString();

  return {
    fileUpdated(file, action) {
      send(file, 'file.updated', {
        fileId: file.id,
        bookingReference: file.reference,
        agencyId: file.agencyId,
        action,
        version: file.version,
        changedAt: at(),
      });
    },
    statusChanged(file, previousStatus) {
      send(file, 'booking.status-changed', {
        bookingReference: file.reference,
        agencyId: file.agencyId,
        status: file.status,
        previousStatus,
        changedAt: at(),
      });
    },
    supplierRequestsChanged(file, requests) {
      for (const request of requests) {
        const report = (error: unknown) =>
          deps.log.warn({ err: error, file: file.reference }, 'files: live update not sent');
        try {
          deps
            .broadcaster()
            .broadcast(
              [supplierChannel(request.supplierId), BACKOFFICE_CHANNEL],
              'supplier-request.changed',
              {
                supplierRequestId: request.id,
                supplierId: request.supplierId,
                bookingReference: file.reference,
                status: request.status,
                changedAt: at(),
              },
            )
            .catch(report);
        } catch (error) {
          report(error);
        }
      }
    },
    linesUpdated(file, lines) {
      for (const line of lines) {
        send(file, 'service-line.updated', {
          bookingReference: file.reference,
          agencyId: file.agencyId,
          serviceLineId: line.id,
          status: line.status,
          changedAt: at(),
        });
      }
    },
  };
}
