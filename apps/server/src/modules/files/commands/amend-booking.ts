import type {
  TAmendBookingRequest,
  TAmendmentBlocker,
  TAmendmentLine,
  TAmendmentPreview,
} from '@portal/shared/contracts/amendments';
import type { TAdminFileView, TFileView } from '@portal/shared/contracts/files';
import { diffFiles } from '@portal/shared/domain/file-diff';
import {
  UNBOOKABLE_LINE_STATUSES,
  transitionError,
  type TFileActor as TStateMachineActor,
} from '@portal/shared/domain/file-states';
import { daysBetween } from '@portal/shared/domain/pricing/calendar';
import { AppError } from '../../../lib/app-error';
import type { TCaller } from '../../../lib/request-user';
import { recordAudit } from '../../audit/audit.service';
import { releaseAllotment, reserveAllotment } from '../../catalogue/availability.repository';
import { readSettingsSection } from '../../settings/settings.sections';
import { brandTodayWithin } from '../../settings/settings.service';
import { fileLifecycle } from '../file-lifecycle';
import { allotmentDemand, candidatesOf } from '../file-pricing.service';
import { adminFileView, agentFileView, reloadFile } from '../file-reads';
import {
  compareLines,
  shiftState,
  toDiffable,
  type TFileState,
  type TLineState,
} from '../file-state';
import { liveLineTotals } from '../file-totals';
import { scopeOf } from '../files.policy';
import { findFileLines, isCreditHeld, type TFileRow } from '../files.repository';
import { recordEvents } from '../file-events';
import {
  claimChangeKey,
  conflict,
  eventRow,
  hashOfRequest,
  isRepeatedChange,
  saveNextVersion,
  summarise,
  type TFileCommandDeps,
  type TLockedFile,
  withLockedFile,
} from './file-command';
import { bookedLine, instantConfirmation } from './instant-confirmation';
import { repriceState, withLines } from './service-lines';
import { requestFromSuppliers } from './within-transaction';

/**
 * Amending a confirmed booking (contracts/amendments.ts; docs/pricing.md, "Amendments"): the
 * travel date moves and every service with it, under the file's lock and in one transaction.
 *
 * Price preservation: each service is priced on its new dates and, for comparison, again on its
 * old dates at today's catalogue. Where the two agree (the move stays within the same rates) the
 * service keeps the price it was booked at, even if the catalogue has changed since; where they
 * differ (another season, a weekend rate) it takes the new dates' price. A manual service keeps
 * its price. The allotment the booking held is given back and taken again for the new dates; a
 * service sold from allotment or free sell is confirmed at once again and its supplier notified,
 * every other supplier is sent an amendment request and the booking waits in Amendment until they
 * confirm. The net difference is invoiced or credited (invoices.billing.ts) and the file's
 * versions keep the booking before and after.
 */

/** The `action` of an amendment's Idempotency-Key (idempotency_keys). */
const AMEND_BOOKING_ACTION = 'amend-booking';

interface TPlannedAmendment {
  after: TFileState;
  preview: TAmendmentPreview;
}

/** The rules the agent amends within (booking settings); the back office amends any time. */
async function checkWhoMayAmend(
  deps: TFileCommandDeps,
  locked: TLockedFile,
  stateActor: TStateMachineActor,
  request: TAmendBookingRequest,
): Promise<void> {
  const { tx, file } = locked;
  const today = await brandTodayWithin(tx, deps.ctx.clock, file.brandId);
  if (request.travelDate <= today) {
    throw AppError.invalidField('travelDate', 'Choose a travel date after today.');
  }
  if (stateActor !== 'agent') return;
  const { agentAmendmentCutoffDays: cutoff } = await readSettingsSection(tx, 'bookings');
  if (daysBetween(today, file.travelDate) < cutoff) {
    throw conflict(
      `${file.reference} travels within ${cutoff} days: please ask us to amend it for you.`,
    );
  }
  if (daysBetween(today, request.travelDate) < cutoff) {
    throw AppError.invalidField(
      'travelDate',
      `Choose a travel date at least ${cutoff} days from today, or ask us to amend it for you.`,
    );
  }
}

/** Refusals that do not depend on the new dates: the wrong status, a stale preview. */
function checkAmendable(
  file: TFileRow,
  stateActor: TStateMachineActor,
  request: TAmendBookingRequest,
): void {
  // First: a second amendment sent on the same preview learns why it lost, not the status the
  // first one left behind.
  if (request.expectedVersion !== file.version) {
    throw conflict(
      `${file.reference} has changed since you looked at it (it is now version ${file.version}). Review the amendment again.`,
    );
  }
  if (file.status !== 'Confirmed') {
    throw conflict(
      file.status === 'Quote'
        ? `${file.reference} is a quote: change its dates on the quote itself.`
        : `Only a confirmed booking can be amended; ${file.reference} is ${file.status}.`,
    );
  }
  const refusal = transitionError(file.status, 'Amendment', stateActor);
  if (refusal) throw conflict(refusal);
  if (isCreditHeld(file)) {
    throw conflict(`${file.reference} is waiting for its deposit or a credit approval.`);
  }
  if (request.travelDate === file.travelDate) {
    throw AppError.invalidField('travelDate', 'Choose a date other than the current travel date.');
  }
}

/** Whether two pricings of a service agree, amount for amount. */
function samePrice(a: TLineState | undefined, b: TLineState): boolean {
  return (
    a !== undefined &&
    a.costCents === b.costCents &&
    a.sellCents === b.sellCents &&
    a.commissionCents === b.commissionCents &&
    a.netCents === b.netCents
  );
}

/**
 * Works the amendment out inside the locked transaction: allotment given back and taken again,
 * each service priced and its supplier's part decided. Writes nothing of the file itself.
 */
async function planAmendment(
  deps: TFileCommandDeps,
  locked: TLockedFile,
  request: TAmendBookingRequest,
): Promise<TPlannedAmendment> {
  const { ctx } = deps;
  const { tx, file, lines, before } = locked;
  const liveRows = lines.filter((line) => line.status !== 'Cancelled');
  const liveKeys = new Set(liveRows.map((line) => line.key));
  const blockers: TAmendmentBlocker[] = [];

  const onDeparture = new Set(
    await fileLifecycle().tours.seatHoldingLines(
      tx,
      liveRows.map((line) => line.id),
    ),
  );
  for (const line of liveRows.filter((row) => onDeparture.has(row.id))) {
    blockers.push({
      code: 'scheduled-departure',
      lineId: line.id,
      name: line.name,
      message: `${line.name} is booked on a scheduled departure: please ask us to move it to another departure.`,
    });
  }

  // The booking's own allotment is given back first, so new dates that overlap the old ones
  // can take it again.
  for (const line of liveRows) {
    if (line.allotmentHold && line.productId !== null) {
      const hold = line.allotmentHold;
      await releaseAllotment(tx, line.productId, hold.dates, hold.units, hold.agencyId);
    }
  }

  const moved = shiftState(before, daysBetween(before.travelDate, request.travelDate));
  const liveOf = (state: TFileState) => candidatesOf(state).filter((c) => liveKeys.has(c.key));
  const onNewDates = await repriceState(ctx, tx, file, moved, liveOf(moved));
  const onOldDates = await repriceState(ctx, tx, file, before, liveOf(before));
  const freshByKey = new Map(onNewDates.lines.map((line) => [line.key, line]));
  const oldByKey = new Map(onOldDates.lines.map((line) => [line.key, line]));
  const movedByKey = new Map(moved.lines.map((line) => [line.key, line]));
  const rowByKey = new Map(liveRows.map((row) => [row.key, row]));

  const atOnce = await instantConfirmation(tx, onNewDates.lines, { creditHeld: false });
  const amended: TLineState[] = [];
  const previewLines: TAmendmentLine[] = [];
  for (const line of before.lines) {
    const shifted = movedByKey.get(line.key);
    const row = rowByKey.get(line.key);
    if (!shifted) continue;
    if (!row) {
      // A cancelled service moves with the trip and keeps what it was charged.
      amended.push(shifted);
      continue;
    }
    if (onDeparture.has(row.id)) continue;
    const fresh = freshByKey.get(line.key);
    if (!fresh) {
      const dropped = onNewDates.droppedLines.find((candidate) => candidate.key === line.key);
      const dates = dropped?.missingRateDates.join(', ') || shifted.date;
      blockers.push({
        code: 'no-rate',
        lineId: row.id,
        name: line.name,
        message: `${line.name} has no rate on ${dates}.`,
      });
      continue;
    }
    if (UNBOOKABLE_LINE_STATUSES.includes(fresh.status)) {
      blockers.push({
        code: 'unavailable',
        lineId: row.id,
        name: line.name,
        message: `${line.name} is ${fresh.status} on ${fresh.date}.`,
      });
      continue;
    }
    const kept = line.productId === null || samePrice(oldByKey.get(line.key), fresh);
    const priced: TLineState = {
      ...shifted,
      ...(kept
        ? {}
        : {
            costCents: fresh.costCents,
            sellCents: fresh.sellCents,
            commissionCents: fresh.commissionCents,
            netCents: fresh.netCents,
          }),
      status: fresh.status,
      confirmation: null,
      allotmentHold: null,
    };
    let allotmentHold = null;
    if (priced.status === 'Allotment' && priced.productId !== null) {
      const demand = allotmentDemand(priced);
      await reserveAllotment(tx, priced.productId, demand.dates, demand.units, file.agencyId);
      allotmentHold = { ...demand, agencyId: file.agencyId };
    }
    const booked = { ...bookedLine(priced, file, atOnce), allotmentHold };
    amended.push(booked);
    previewLines.push({
      lineId: row.id,
      name: line.name,
      fromDate: line.date,
      toDate: booked.date,
      fromNetCents: line.netCents,
      toNetCents: booked.netCents,
      fromSellCents: line.sellCents,
      toSellCents: booked.sellCents,
      pricing: kept ? 'kept' : 'repriced',
      status: booked.status,
      supplier: booked.status === 'Confirmed' ? 'notified' : 'asked',
    });
  }

  const summed = withLines(file, moved, amended);
  const waiting = amended.some((line) => line.status === 'Requested');
  const after: TFileState = {
    ...summed,
    status: waiting ? 'Amendment' : 'Confirmed',
    lines: [...summed.lines].sort(compareLines),
    totals: liveLineTotals(summed.lines, file.brandId),
  };
  return {
    after,
    preview: {
      reference: file.reference,
      version: file.version,
      fromTravelDate: before.travelDate,
      toTravelDate: moved.travelDate,
      lines: previewLines,
      blockers,
      fromNetCents: file.netCents,
      toNetCents: after.totals.netCents,
      fromSellCents: file.sellCents,
      toSellCents: after.totals.sellCents,
      netDeltaCents: after.totals.netCents - file.netCents,
    },
  };
}

/** Saves a planned amendment: version, lines, supplier requests, events, audit and billing. */
async function saveAmendment(
  deps: TFileCommandDeps,
  locked: TLockedFile,
  planned: TPlannedAmendment,
): Promise<TFileRow> {
  const { ctx } = deps;
  const { tx, file, before, at, actor, caller, afterCommit } = locked;
  const { after, preview } = planned;
  const version = await saveNextVersion(tx, file, after, 'booking.amended', actor, at);
  const amendedIds = new Set(preview.lines.map((line) => line.lineId));
  const saved = (await findFileLines(tx, file.id)).filter((line) => amendedIds.has(line.id));
  await requestFromSuppliers(
    tx,
    file.id,
    saved.filter((line) => line.status === 'Requested'),
    'amend',
    at,
  );
  await requestFromSuppliers(
    tx,
    file.id,
    saved.filter((line) => line.status === 'Confirmed'),
    'notice',
    at,
  );
  const diff = diffFiles(toDiffable(before), toDiffable(after));
  const detail = {
    version,
    ...summarise(diff),
    repriced: preview.lines.filter((line) => line.pricing === 'repriced').length,
    netDeltaCents: preview.netDeltaCents,
  };
  // Lines confirmed again at once on their new dates, for webhooks (line.confirmed).
  const confirmedLineIds = saved
    .filter((line) => line.status === 'Confirmed')
    .map((line) => line.id);
  await recordEvents(tx, [
    eventRow(file.id, actor, 'booking.amended', { ...detail, confirmedLineIds }, at),
    ...(after.status !== file.status
      ? [eventRow(file.id, actor, 'status.changed', { from: file.status, to: after.status }, at)]
      : []),
  ]);
  await recordAudit(
    tx,
    { userId: caller.user.id, label: caller.user.name },
    {
      action: 'file.amended',
      entityType: 'file',
      entityId: file.reference,
      detail: { from: preview.fromTravelDate, to: preview.toTravelDate, ...detail },
      at,
    },
  );
  const dispatched = await fileLifecycle().supplierRequests.dispatch(tx, ctx, file.id, at);
  const amendedFile = await reloadFile(tx, file.id, file.reference);
  const label = `Amendment of ${file.reference}`;
  await fileLifecycle().invoices.reconcile(tx, amendedFile, ctx.clock, {
    creditReason: label,
    increaseLabel: label,
  });
  if (after.status !== file.status) afterCommit.statusChanged(amendedFile, file.status);
  afterCommit.linesUpdated(amendedFile, saved);
  afterCommit.fileUpdated(amendedFile, 'booking.amended');
  afterCommit.supplierRequestsChanged(amendedFile, [...dispatched.sent, ...dispatched.withdrawn]);
  afterCommit.deliverMail();
  return amendedFile;
}

/**
 * What the amendment would do, worked out exactly as saving would and rolled back: the lines,
 * their prices and availability, the difference to pay or credit, and what stands in the way.
 */
export function previewAmendment(
  deps: TFileCommandDeps,
  caller: TCaller,
  stateActor: TStateMachineActor,
  reference: string,
  request: TAmendBookingRequest,
): Promise<TAmendmentPreview> {
  return withLockedFile(
    deps,
    caller,
    { reference, scope: scopeOf(caller.user) },
    async (locked) => {
      checkAmendable(locked.file, stateActor, request);
      await checkWhoMayAmend(deps, locked, stateActor, request);
      return (await planAmendment(deps, locked, request)).preview;
    },
    { dryRun: true },
  );
}

async function amendBookingAs(
  deps: TFileCommandDeps,
  caller: TCaller,
  stateActor: TStateMachineActor,
  reference: string,
  request: TAmendBookingRequest,
  idempotencyKey?: string,
): Promise<TFileRow> {
  return withLockedFile(
    deps,
    caller,
    { reference, scope: scopeOf(caller.user) },
    async (locked) => {
      const { tx, file, actor } = locked;
      const change = {
        action: AMEND_BOOKING_ACTION,
        fileId: file.id,
        requestHash: hashOfRequest(request),
      };
      // A second copy (a double click, a retry after a lost answer) waits for the first under
      // the lock and answers as it did, instead of a 409 for the version it moved on.
      if (idempotencyKey && (await isRepeatedChange(tx, idempotencyKey, change))) return file;
      checkAmendable(file, stateActor, request);
      await checkWhoMayAmend(deps, locked, stateActor, request);
      const planned = await planAmendment(deps, locked, request);
      const [blocker] = planned.preview.blockers;
      if (blocker) throw conflict(blocker.message);
      const amended = await saveAmendment(deps, locked, planned);
      if (idempotencyKey) await claimChangeKey(tx, idempotencyKey, change, actor);
      return amended;
    },
  );
}

/** The agent's "Confirm amendment". */
export async function amendBooking(
  deps: TFileCommandDeps,
  caller: TCaller,
  reference: string,
  request: TAmendBookingRequest,
  idempotencyKey?: string,
): Promise<TFileView> {
  const file = await amendBookingAs(deps, caller, 'agent', reference, request, idempotencyKey);
  return agentFileView(deps.ctx.db, file, caller);
}

/** The back office amends a booking, whenever it travels. */
export async function amendBookingInBackOffice(
  deps: TFileCommandDeps,
  caller: TCaller,
  reference: string,
  request: TAmendBookingRequest,
  idempotencyKey?: string,
): Promise<TAdminFileView> {
  const file = await amendBookingAs(deps, caller, 'admin', reference, request, idempotencyKey);
  return adminFileView(deps.ctx.db, file, caller);
}
