import type { TAdminFileView, TChangeLineStatusRequest } from '@portal/shared/contracts/files';
import type { TSupplierRequestStatus } from '@portal/shared/contracts/supplier-requests';
import {
  lineTransitionError,
  transitionError,
  type TFileStatus,
} from '@portal/shared/domain/file-states';
import { notFound } from '../../../lib/app-error';
import type { TCaller } from '../../../lib/request-user';
import { releaseAllotment } from '../../catalogue/availability.repository';
import { fileLifecycle, type TSupplierRequestRef } from '../file-lifecycle';
import { adminFileView, reloadFile } from '../file-reads';
import { liveLineTotals } from '../file-totals';
import { updateFileTotals } from '../files.admin.repository';
import type { TFileActor } from '../files.policy';
import { updateFileStatus, updateLine } from '../files.repository';
import { recordEvents } from '../file-events';
import { conflict, eventRow, withLockedFile, type TFileCommandDeps } from './file-command';
import { requestFromSuppliers } from './within-transaction';

/** Supplier request statuses in which the supplier holds (or was asked to hold) the service. */
const SUPPLIER_HOLDS = new Set<TSupplierRequestStatus>([
  'sent',
  'confirmed',
  'waitlisted',
  'provisional',
]);

const SYSTEM: TFileActor = { kind: 'system', userId: null, name: null };

/**
 * A consultant records a supplier's answer on a line (or cancels it). When every live line of
 * a booking being worked is confirmed, the portal confirms the booking. A cancelled service of a
 * booking is no longer sold, is credited to the agency, and its supplier is asked to release it.
 */
export async function changeLineStatus(
  deps: TFileCommandDeps,
  caller: TCaller,
  reference: string,
  lineId: number,
  request: TChangeLineStatusRequest,
): Promise<TAdminFileView> {
  const { ctx } = deps;
  const file = await withLockedFile(
    deps,
    caller,
    { reference, scope: { agencyId: null } },
    async ({ tx, file, lines, at, actor, afterCommit }) => {
      const line = lines.find((candidate) => candidate.id === lineId);
      if (!line) throw notFound('Service');
      const refusal = lineTransitionError(line.status, request.to, 'admin');
      if (refusal) throw conflict(refusal);
      if (request.to === 'Cancelled' && line.allotmentHold && line.productId !== null) {
        const hold = line.allotmentHold;
        await releaseAllotment(tx, line.productId, hold.dates, hold.units, hold.agencyId);
      }
      // A cancelled tour service gives its seats back to the departure.
      if (request.to === 'Cancelled') await fileLifecycle().tours.releaseSeats(tx, [line.id], at);
      const values = {
        status: request.to,
        ...(request.confirmation !== undefined ? { confirmation: request.confirmation } : {}),
        ...(request.voucher !== undefined ? { voucher: request.voucher } : {}),
        ...(request.to === 'Cancelled' ? { allotmentHold: null } : {}),
      };
      await updateLine(tx, line.id, values, at);
      const supplierRequests: TSupplierRequestRef[] =
        file.status === 'Quote'
          ? []
          : await fileLifecycle().supplierRequests.recordStaffAnswer(
              tx,
              { fileId: file.id, lineId: line.id },
              request.to,
              {
                userId: actor.userId,
                name: actor.name,
                confirmation: request.confirmation ?? null,
              },
              at,
            );
      const events = [
        eventRow(
          file.id,
          actor,
          'line.status-changed',
          {
            lineId: line.id,
            key: line.key,
            name: line.name,
            from: line.status,
            to: request.to,
            ...(request.confirmation ? { confirmation: request.confirmation } : {}),
            ...(request.note ? { note: request.note } : {}),
          },
          at,
        ),
      ];
      const updated = lines.map((candidate) =>
        candidate.id === line.id ? { ...candidate, ...values } : candidate,
      );
      const active = updated.filter((candidate) => candidate.status !== 'Cancelled');
      let fileStatusFrom: TFileStatus | null = null;
      if (
        transitionError(file.status, 'Confirmed', 'system') === null &&
        active.length > 0 &&
        active.every((candidate) => candidate.status === 'Confirmed')
      ) {
        fileStatusFrom = file.status;
        await updateFileStatus(tx, file.id, 'Confirmed', {
          updatedByUserId: null,
          updatedAt: at,
        });
        events.push(
          eventRow(file.id, SYSTEM, 'status.changed', { from: file.status, to: 'Confirmed' }, at),
        );
      } else {
        await updateFileStatus(tx, file.id, file.status, {
          updatedByUserId: actor.userId,
          updatedAt: at,
        });
      }
      await recordEvents(tx, events);
      const cancelsBookedService = request.to === 'Cancelled' && file.status !== 'Quote';
      if (cancelsBookedService) {
        const totals = liveLineTotals(updated, file.brandId);
        await updateFileTotals(tx, file.id, totals, {
          updatedByUserId: actor.userId,
          updatedAt: at,
        });
        const ofLine = (await fileLifecycle().supplierRequests.ofFile(tx, file.id)).filter(
          (candidate) => candidate.serviceLineId === line.id,
        );
        const asked = ofLine.some(
          (candidate) => candidate.kind !== 'cancel' && SUPPLIER_HOLDS.has(candidate.status),
        );
        // A booking already in Cancellation has asked for the release of this service.
        const releaseAsked = ofLine.some(
          (candidate) => candidate.kind === 'cancel' && candidate.status !== 'cancelled',
        );
        if (asked && !releaseAsked) {
          await requestFromSuppliers(tx, file.id, [line], 'cancel', at);
          const dispatched = await fileLifecycle().supplierRequests.dispatch(tx, ctx, file.id, at);
          supplierRequests.push(...dispatched.sent, ...dispatched.withdrawn);
        }
      }
      const saved = await reloadFile(tx, file.id, file.reference);
      // A cancelled service is credited; a booking just confirmed is invoiced if its brand waits
      // for confirmation (booking settings).
      if (cancelsBookedService || fileStatusFrom) {
        await fileLifecycle().invoices.reconcile(tx, saved, ctx.clock, {
          creditReason: `Cancelled service: ${line.name} (${line.date})`,
        });
      }
      afterCommit.linesUpdated(saved, [{ ...line, ...values }]);
      if (fileStatusFrom) afterCommit.statusChanged(saved, fileStatusFrom);
      afterCommit.fileUpdated(saved, 'line.status-changed');
      if (supplierRequests.length > 0) {
        afterCommit.supplierRequestsChanged(saved, supplierRequests);
        afterCommit.deliverMail();
      }
      return saved;
    },
  );
  return adminFileView(ctx.db, file, caller);
}
