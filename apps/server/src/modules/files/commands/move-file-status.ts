import type {
  TAdminFileView,
  TChangeFileStatusRequest,
  TFileView,
} from '@portal/shared/contracts/files';
import {
  cancellationTarget,
  isCancelledFileStatus,
  transitionError,
  type TFileActor as TStateMachineActor,
  type TFileStatus,
  type TServiceLineStatus,
} from '@portal/shared/domain/file-states';
import type { TCaller } from '../../../lib/request-user';
import { brandTodayWithin } from '../../settings/settings.service';
import { cancelBookedLines } from './cancel-booked-lines';
import { chargeCancellation } from './cancellation-fees';
import { fileLifecycle } from '../file-lifecycle';
import { adminFileView, agentFileView, reloadFile } from '../file-reads';
import { scopeOf } from '../files.policy';
import { isCreditHeld, updateFileStatus, type TFileRow, type TLineRow } from '../files.repository';
import { recordEvents } from '../file-events';
import {
  claimChangeKey,
  conflict,
  eventRow,
  hashOfRequest,
  isRepeatedChange,
  withLockedFile,
  type TFileCommandDeps,
} from './file-command';
import { requestFromSuppliers } from './within-transaction';
import { requestBookingAs } from './request-booking';

/** Recorded when a booking on credit hold is cancelled (domain/event-facts.ts knows it). */
const HELD_CANCELLATION_REASON = 'No supplier had been asked: the booking was on credit hold.';

/** Lines a supplier holds (or was asked to hold): a cancellation asks for their release. */
const HELD_LINE_STATUSES: readonly TServiceLineStatus[] = [
  'Requested',
  'Confirmed',
  'Wait',
  'Provisional',
];

/**
 * A plain move through the state machine with its side effects: Cancellation asks suppliers to
 * release what they hold; Cancelled gives allotment back and cancels the lines; a cancelled
 * booking is credited what was invoiced and takes no more money.
 */
async function moveStatus(
  deps: TFileCommandDeps,
  caller: TCaller,
  stateActor: TStateMachineActor,
  reference: string,
  move: {
    /** Where the file goes, decided from the file as it is under the lock. */
    to: (file: TFileRow) => TFileStatus;
    note: string;
    idempotency?: { key: string; action: string };
  },
): Promise<TFileRow> {
  const { ctx } = deps;
  return withLockedFile(
    deps,
    caller,
    { reference, scope: scopeOf(caller.user) },
    async ({ tx, file, lines, at, actor, afterCommit }) => {
      const keyed = move.idempotency && {
        key: move.idempotency.key,
        change: {
          action: move.idempotency.action,
          fileId: file.id,
          requestHash: hashOfRequest({}),
        },
      };
      if (keyed && (await isRepeatedChange(tx, keyed.key, keyed.change))) return file;
      const { note } = move;
      const asked = move.to(file);
      const refusal = transitionError(file.status, asked, stateActor);
      if (refusal) throw conflict(refusal);
      const changedLines: TLineRow[] = [];
      const supplierRequests: { id: number; supplierId: number; status: string }[] = [];
      // A booking on credit hold never reached its suppliers: there is nothing to ask them to
      // release, so it is Cancelled at once and its unsent requests are withdrawn.
      const isHeldCancellation = asked === 'Cancellation' && isCreditHeld(file);
      if (isCreditHeld(file) && !isHeldCancellation && !isCancelledFileStatus(file.status)) {
        throw conflict(
          `${file.reference} is waiting for its deposit or a credit approval; its suppliers have not been asked yet. Approve the credit first.`,
        );
      }
      const to: TFileStatus = isHeldCancellation ? 'Cancelled' : asked;

      // The fees are those of the day the cancellation is asked for, however long the suppliers
      // take to release (docs/pricing.md, "Cancellation fees").
      const charged =
        to === 'Cancellation' || isHeldCancellation
          ? await chargeCancellation(
              tx,
              lines,
              await brandTodayWithin(tx, ctx.clock, file.brandId),
              at,
            )
          : { cancellationFeeCents: 0, supplierChargeCents: 0 };
      if (to === 'Cancellation') {
        const held = lines.filter((line) => HELD_LINE_STATUSES.includes(line.status));
        await requestFromSuppliers(tx, file.id, held, 'cancel', at);
        const dispatched = await fileLifecycle().supplierRequests.dispatch(tx, ctx, file.id, at);
        supplierRequests.push(...dispatched.sent, ...dispatched.withdrawn);
      }
      if (to === 'Cancelled' && file.status !== 'Quote') {
        changedLines.push(...(await cancelBookedLines(tx, lines, at)));
        supplierRequests.push(
          ...(await fileLifecycle().supplierRequests.withdrawAll(tx, file.id, at)),
        );
      }

      await updateFileStatus(tx, file.id, to, { updatedByUserId: actor.userId, updatedAt: at });
      await recordEvents(tx, [
        eventRow(
          file.id,
          actor,
          'status.changed',
          {
            from: file.status,
            to: asked,
            ...(note ? { note } : {}),
            cancelledLines: isHeldCancellation ? 0 : changedLines.length,
            ...(charged.cancellationFeeCents > 0 || charged.supplierChargeCents > 0 ? charged : {}),
          },
          at,
        ),
        ...(isHeldCancellation
          ? [
              eventRow(
                file.id,
                { kind: 'system', userId: null, name: null },
                'status.changed',
                {
                  from: asked,
                  to,
                  reason: HELD_CANCELLATION_REASON,
                  cancelledLines: changedLines.length,
                },
                at,
              ),
            ]
          : []),
      ]);
      const moved = await reloadFile(tx, file.id, file.reference);
      // Billing (issue 6): a cancellation credits what was invoiced, less its fees.
      await fileLifecycle().invoices.reconcile(tx, moved, ctx.clock);
      // A cancelled booking takes no more money: its open payment pages close with it.
      if (isCancelledFileStatus(to)) {
        await fileLifecycle().payments.closeSessionsOfCancelledFile(tx, file.id, at);
      }
      if (keyed) await claimChangeKey(tx, keyed.key, keyed.change, actor);
      afterCommit.statusChanged(moved, file.status);
      afterCommit.linesUpdated(moved, changedLines);
      afterCommit.fileUpdated(moved, 'status.changed');
      afterCommit.supplierRequestsChanged(moved, supplierRequests);
      afterCommit.deliverMail();
      return moved;
    },
  );
}

/** The `action` of a cancellation's Idempotency-Key (idempotency_keys). */
const CANCEL_FILE_ACTION = 'cancel-file';

/**
 * The agent cancels a quote or a booking (a booking goes through Cancellation first). With an
 * Idempotency-Key, a second copy (a double click, a retry) answers as the first did.
 */
export async function cancelFile(
  deps: TFileCommandDeps,
  caller: TCaller,
  reference: string,
  idempotencyKey?: string,
): Promise<TFileView> {
  const file = await moveStatus(deps, caller, 'agent', reference, {
    to: (current) => {
      const target = cancellationTarget(current.status);
      if (!target) {
        throw conflict(`${current.reference} is ${current.status} and cannot be cancelled.`);
      }
      return target;
    },
    note: '',
    ...(idempotencyKey ? { idempotency: { key: idempotencyKey, action: CANCEL_FILE_ACTION } } : {}),
  });
  return agentFileView(deps.ctx.db, file, caller);
}

/** The back office moves a file through the state machine, with a note for its history. */
export async function changeFileStatus(
  deps: TFileCommandDeps,
  caller: TCaller,
  reference: string,
  request: TChangeFileStatusRequest,
): Promise<TAdminFileView> {
  const file =
    request.to === 'Requested'
      ? await requestBookingAs(deps, caller, 'admin', reference, null)
      : await moveStatus(deps, caller, 'admin', reference, {
          to: () => request.to,
          note: request.note,
        });
  return adminFileView(deps.ctx.db, file, caller);
}
