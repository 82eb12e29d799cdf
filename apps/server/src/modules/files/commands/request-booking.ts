import type {
  TBookingBlocker,
  TFileView,
  TRequestBookingPreview,
} from '@portal/shared/contracts/files';
import { diffFiles } from '@portal/shared/domain/file-diff';
import {
  UNBOOKABLE_LINE_STATUSES,
  lineTransitionError,
  transitionError,
  type TFileActor as TStateMachineActor,
} from '@portal/shared/domain/file-states';
import type { TCaller } from '../../../lib/request-user';
import { reserveAllotment } from '../../catalogue/availability.repository';
import { fileLifecycle } from '../file-lifecycle';
import { allotmentDemand } from '../file-pricing.service';
import { agentFileView, reloadFile } from '../file-reads';
import { compareLines, toDiffable, type TFileState, type TLineState } from '../file-state';
import { scopeOf } from '../files.policy';
import {
  findFileLines,
  holdFileCredit,
  updateFileState,
  writeLines,
  type TFileRow,
} from '../files.repository';
import { recordEvents } from '../file-events';
import { overCreditLimit } from './credit-hold';
import { bookedLine, instantConfirmation } from './instant-confirmation';
import { moveFileAsSystem, requestFromSuppliers } from './within-transaction';
import {
  claimChangeKey,
  conflict,
  eventRow,
  hashOfRequest,
  isRepeatedChange,
  saveNextVersion,
  summarise,
  type TFileCommandDeps,
  withLockedFile,
} from './file-command';
import { repriceState } from './service-lines';

/** The `action` of a booking request's Idempotency-Key (idempotency_keys). */
const REQUEST_BOOKING_ACTION = 'request-booking';

/** Why a quote cannot be requested as it stands; none: it can. */
function blockersOf(file: TFileRow, state: TFileState): TBookingBlocker[] {
  const blockers: TBookingBlocker[] = [];
  if (file.status !== 'Quote') {
    blockers.push({
      code: 'not-a-quote',
      message: `${file.reference} is ${file.status}; only a quote can be requested.`,
      lineKey: null,
    });
  }
  if (state.lines.length === 0) {
    blockers.push({
      code: 'no-services',
      message: 'Add at least one service before requesting the booking.',
      lineKey: null,
    });
  }
  const savedKeys = new Set(file.droppedLines.map((line) => line.key));
  for (const dropped of state.droppedLines) {
    if (savedKeys.has(dropped.key)) continue;
    blockers.push({
      code: 'missing-rate',
      message: `${dropped.name} has no rate on ${dropped.missingRateDates.join(', ') || dropped.date} any more; replace or remove it.`,
      lineKey: dropped.key,
    });
  }
  for (const line of state.lines) {
    if (UNBOOKABLE_LINE_STATUSES.includes(line.status)) {
      blockers.push({
        code: 'unavailable-service',
        message: `${line.name} on ${line.date} is ${line.status}; replace or remove it.`,
        lineKey: line.key,
      });
    }
  }
  return blockers;
}

/**
 * Quote -> Requested in one transaction: reprice, refuse if anything cannot be booked or the
 * price moved from what the agent accepted, take allotment for allotment lines (a shortage is a
 * 409 and rolls everything back), confirm at once what is sold from allotment or free sell
 * (commands/instant-confirmation.ts: its supplier gets a notice) and mark every other line
 * Requested (its supplier gets a request), save a version, issue the invoice and record the
 * events; a booking whose every line is confirmed at once is Confirmed. Pushed live after commit.
 *
 * Over the agency's credit limit the booking is still requested, but on credit hold
 * (commands/credit-hold.ts): its supplier requests stay pending and its invoice is issued now
 * (even where the brand invoices at confirmation) so its deposit can be paid.
 */
export async function requestBookingAs(
  deps: TFileCommandDeps,
  caller: TCaller,
  stateActor: TStateMachineActor,
  reference: string,
  expectedSellCents: number | null,
  idempotencyKey?: string,
): Promise<TFileRow> {
  const { ctx } = deps;
  const requestHash = hashOfRequest({ expectedSellCents });
  return withLockedFile(
    deps,
    caller,
    { reference, scope: scopeOf(caller.user) },
    async ({ tx, file, before, at, actor, afterCommit }) => {
      // A second copy of a request already carried out (a double click, a retry after a lost
      // answer) waits for the first under the lock, then answers as it did instead of a 409.
      const change = { action: REQUEST_BOOKING_ACTION, fileId: file.id, requestHash };
      if (idempotencyKey && (await isRepeatedChange(tx, idempotencyKey, change))) return file;
      const refusal = transitionError(file.status, 'Requested', stateActor);
      if (refusal) throw conflict(refusal);
      const repriced = await repriceState(ctx, tx, file, before);
      const [firstBlocker] = blockersOf(file, repriced);
      if (firstBlocker) throw conflict(firstBlocker.message);
      if (expectedSellCents !== null && expectedSellCents !== repriced.totals.sellCents) {
        throw conflict(
          'Prices have changed since you checked them. Review the changes and request the booking again.',
        );
      }

      const creditHold = await overCreditLimit(tx, file, repriced.totals.netCents);
      const atOnce = await instantConfirmation(tx, repriced.lines, {
        creditHeld: creditHold !== null,
      });
      const lines: TLineState[] = [];
      for (const line of repriced.lines) {
        let allotmentHold = null;
        if (line.status === 'Allotment' && line.productId !== null) {
          const demand = allotmentDemand(line);
          await reserveAllotment(tx, line.productId, demand.dates, demand.units, file.agencyId);
          allotmentHold = { ...demand, agencyId: file.agencyId };
        }
        const booked = bookedLine(line, file, atOnce);
        const refusalOfLine = lineTransitionError(line.status, booked.status, 'system');
        if (refusalOfLine) throw conflict(refusalOfLine);
        lines.push({ ...booked, allotmentHold });
      }
      const after: TFileState = { ...repriced, status: 'Requested', lines };
      const version = await saveNextVersion(tx, file, after, 'booking.requested', actor, at);
      const savedLines = await findFileLines(tx, file.id);
      const confirmedAtOnce = savedLines.filter((line) => line.status === 'Confirmed');
      await requestFromSuppliers(
        tx,
        file.id,
        savedLines.filter((line) => line.status === 'Requested'),
        'new',
        at,
      );
      await requestFromSuppliers(tx, file.id, confirmedAtOnce, 'notice', at);
      if (creditHold) await holdFileCredit(tx, file.id, at);
      const diff = diffFiles(toDiffable(before), toDiffable(after));
      await recordEvents(tx, [
        eventRow(
          file.id,
          actor,
          'booking.requested',
          {
            from: file.status,
            to: 'Requested',
            version,
            lineCount: savedLines.length,
            allotmentLines: lines.filter((line) => line.allotmentHold).length,
            confirmedAtOnce: confirmedAtOnce.length,
            // Which lines, for webhooks (line.confirmed); the history shows only the count.
            confirmedLineIds: confirmedAtOnce.map((line) => line.id),
            sellCents: after.totals.sellCents,
            ...summarise(diff),
          },
          at,
        ),
        ...(creditHold
          ? [eventRow(file.id, actor, 'booking.credit-held', { ...creditHold }, at)]
          : []),
      ]);
      // Held: the lifecycle sends nothing, the requests wait for the hold to lift.
      const dispatched = await fileLifecycle().supplierRequests.dispatch(tx, ctx, file.id, at);
      if (confirmedAtOnce.length === savedLines.length) {
        await moveFileAsSystem(
          tx,
          { id: file.id, status: 'Requested' },
          'Confirmed',
          { reason: 'Every service was confirmed at once from allotment or free sell.' },
          at,
        );
      }
      const requested = await reloadFile(tx, file.id, file.reference);
      // Billing (issue 6): the booking's invoice is issued in the same transaction; a held
      // booking's at once, whatever the brand's timing, so that its deposit can be paid.
      await fileLifecycle().invoices.reconcile(
        tx,
        requested,
        ctx.clock,
        creditHold ? { issueNow: true } : {},
      );
      if (idempotencyKey) await claimChangeKey(tx, idempotencyKey, change, actor);
      afterCommit.statusChanged(requested, file.status);
      afterCommit.linesUpdated(requested, savedLines);
      afterCommit.fileUpdated(requested, 'booking.requested');
      afterCommit.supplierRequestsChanged(requested, [...dispatched.sent, ...dispatched.withdrawn]);
      afterCommit.deliverMail();
      return requested;
    },
  );
}

/** The agent's "Confirm booking request". */
export async function requestBooking(
  deps: TFileCommandDeps,
  caller: TCaller,
  reference: string,
  expectedSellCents: number | null,
  idempotencyKey?: string,
): Promise<TFileView> {
  const file = await requestBookingAs(
    deps,
    caller,
    'agent',
    reference,
    expectedSellCents,
    idempotencyKey,
  );
  return agentFileView(deps.ctx.db, file, caller);
}

/** Every price and availability checked again, nothing saved: what requesting would do. */
export function previewRequestBooking(
  deps: TFileCommandDeps,
  caller: TCaller,
  reference: string,
): Promise<TRequestBookingPreview> {
  return withLockedFile(
    deps,
    caller,
    { reference, scope: scopeOf(caller.user) },
    async ({ tx, file, before }) => {
      const repriced =
        file.status === 'Quote' ? await repriceState(deps.ctx, tx, file, before) : before;
      const blockers = blockersOf(file, repriced);
      const credit =
        file.status === 'Quote' ? await overCreditLimit(tx, file, repriced.totals.netCents) : null;
      const sorted = { ...repriced, lines: [...repriced.lines].sort(compareLines) };
      const diff = diffFiles(toDiffable(before), toDiffable(sorted));
      // The file as it would be booked: written here and rolled back (a dry run).
      await updateFileState(tx, file.id, sorted, {
        version: file.version,
        updatedByUserId: file.updatedByUserId,
        updatedAt: file.updatedAt,
      });
      await writeLines(tx, file.id, sorted.lines, file.updatedAt);
      const view = await agentFileView(tx, await reloadFile(tx, file.id, file.reference), caller);
      return {
        canRequest: blockers.length === 0,
        blockers,
        creditHold: credit && { limitCents: credit.limitCents, usedCents: credit.usedCents },
        diff,
        file: view,
      };
    },
    { dryRun: true },
  );
}
