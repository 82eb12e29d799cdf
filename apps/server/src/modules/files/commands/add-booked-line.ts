import type { TAddServiceLineRequest, TFileChangeResponse } from '@portal/shared/contracts/files';
import type { TAddManualLineRequest } from '@portal/shared/contracts/files-admin';
import { diffFiles } from '@portal/shared/domain/file-diff';
import {
  SERVICE_ADDABLE_BOOKING_STATUSES,
  isEditableFileStatus,
  lineTransitionError,
  type TFileStatus,
  type TServiceLineStatus,
} from '@portal/shared/domain/file-states';
import type { TTransaction } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import type { TCaller } from '../../../lib/request-user';
import { recordAudit } from '../../audit/audit.service';
import { reserveAllotment } from '../../catalogue/availability.repository';
import { findSupplierById } from '../../catalogue/suppliers.repository';
import { fileLifecycle } from '../file-lifecycle';
import {
  allotmentDemand,
  MANUAL_QUOTE_LINE_STATUS,
  priceManualLine,
} from '../file-pricing.service';
import { agentFileView, findFileOrThrow, pricingOf, reloadFile } from '../file-reads';
import { compareLines, toDiffable, type TFileState, type TLineState } from '../file-state';
import { liveLineTotals } from '../file-totals';
import { findFileLines, isCreditHeld, type TFileRow } from '../files.repository';
import { recordEvents } from '../file-events';
import { addQuoteLine, changeQuote } from './change-quote';
import { bookedLine, instantConfirmation } from './instant-confirmation';
import { requestFromSuppliers } from './within-transaction';
import {
  conflict,
  eventRow,
  saveNextVersion,
  summarise,
  type TFileCommandDeps,
  type TLockedFile,
  withLockedFile,
} from './file-command';
import { dayNumberOf, loadBookableProduct, newLineKey, priceOne, withLines } from './service-lines';

/**
 * Makes the line a booking gets (Requested, or Confirmed at once) and the detail its event
 * records.
 */
type TBuildBookedLine = (
  locked: TLockedFile,
  key: string,
) => Promise<{ line: TLineState; detail: Record<string, unknown> }>;

/**
 * A service added to a booking by the back office: `build` makes the line (Requested, or Confirmed
 * at once), which is saved, its supplier asked (or notified), the totals summed again from the live lines and the agency billed
 * the difference. A Confirmed booking moves to Amendment, the state machine's move for a change
 * to a confirmed booking (and back to Confirmed by the system once every service is confirmed
 * again); Requested, Processing and Amendment stay as they are.
 */
async function addLineToBooking(
  deps: TFileCommandDeps,
  caller: TCaller,
  reference: string,
  build: TBuildBookedLine,
): Promise<TFileChangeResponse> {
  const { ctx } = deps;
  return withLockedFile(deps, caller, { reference, scope: { agencyId: null } }, async (locked) => {
    const { tx, file, before, actor, at, afterCommit } = locked;
    if (!SERVICE_ADDABLE_BOOKING_STATUSES.includes(file.status)) {
      throw conflict(
        `A service can be added to a quote or a booking that is Requested, Processing, Confirmed or Amendment; ${file.reference} is ${file.status}.`,
      );
    }
    const key = newLineKey();
    const { line, detail } = await build(locked, key);
    // A service confirmed at once (instant confirmation) leaves a Confirmed booking Confirmed.
    const status: TFileStatus =
      file.status === 'Confirmed' && line.status !== 'Confirmed' ? 'Amendment' : file.status;
    const summed = withLines(file, before, [...before.lines, line]);
    const after: TFileState = {
      ...summed,
      status,
      lines: [...summed.lines].sort(compareLines),
      totals: liveLineTotals(summed.lines, file.brandId),
    };
    const version = await saveNextVersion(tx, file, after, 'line.added', actor, at);
    const saved = (await findFileLines(tx, file.id)).find((candidate) => candidate.key === key);
    if (!saved) throw new Error(`Line ${key} vanished mid-change`);
    await requestFromSuppliers(
      tx,
      file.id,
      [saved],
      saved.status === 'Confirmed' ? 'notice' : 'new',
      at,
    );
    const diff = diffFiles(toDiffable(before), toDiffable(after));
    const events = [
      eventRow(
        file.id,
        actor,
        'line.added',
        {
          version,
          ...summarise(diff),
          key,
          ...detail,
          name: saved.name,
          date: saved.date,
          netCents: saved.netCents,
          // Confirmed at once (instant confirmation): webhooks announce it (line.confirmed).
          ...(saved.status === 'Confirmed' ? { confirmedLineIds: [saved.id] } : {}),
        },
        at,
      ),
    ];
    if (status !== file.status) {
      events.push(
        eventRow(file.id, actor, 'status.changed', { from: file.status, to: status }, at),
      );
    }
    await recordEvents(tx, events);
    await recordAudit(
      tx,
      { userId: caller.user.id, label: caller.user.name },
      {
        action: 'file.line-added',
        entityType: 'file',
        entityId: file.reference,
        detail: { key, ...detail, name: saved.name, netCents: saved.netCents },
        at,
      },
    );
    const dispatched = await fileLifecycle().supplierRequests.dispatch(tx, ctx, file.id, at);
    const reloaded = await reloadFile(tx, file.id, file.reference);
    await fileLifecycle().invoices.reconcile(tx, reloaded, ctx.clock);
    if (status !== file.status) afterCommit.statusChanged(reloaded, file.status);
    afterCommit.linesUpdated(reloaded, [saved]);
    afterCommit.fileUpdated(reloaded, 'line.added');
    afterCommit.supplierRequestsChanged(reloaded, [...dispatched.sent, ...dispatched.withdrawn]);
    afterCommit.deliverMail();
    return { file: await agentFileView(tx, reloaded, caller), diff, dryRun: false };
  });
}

/**
 * A catalogue service added to a booking by the back office, priced like a quote's new line
 * (only that line; the others keep their booked prices). An allotment line takes its allotment;
 * one sold from allotment or free sell is confirmed at once (commands/instant-confirmation.ts).
 */
export function addBookedLine(
  deps: TFileCommandDeps,
  caller: TCaller,
  reference: string,
  request: TAddServiceLineRequest,
): Promise<TFileChangeResponse> {
  return addLineToBooking(deps, caller, reference, async ({ tx, file, before }, key) => {
    const product = await loadBookableProduct(tx, request.productId);
    const priced = await priceOne(deps.ctx, tx, file, before, {
      key,
      dayNumber: dayNumberOf(before, request.date),
      productId: product.id,
      date: request.date,
      span: request.span,
      startTime: request.startTime,
      endTime: request.endTime,
      remarks: request.remarks,
      confirmation: null,
      voucher: null,
      allotmentHold: null,
    });
    const refusal = lineTransitionError(priced.status, 'Requested', 'admin');
    if (refusal) throw conflict(`${priced.name} cannot be booked: it is ${priced.status}.`);
    let allotmentHold = null;
    if (priced.status === 'Allotment' && priced.productId !== null) {
      const demand = allotmentDemand(priced);
      await reserveAllotment(tx, priced.productId, demand.dates, demand.units, file.agencyId);
      allotmentHold = { ...demand, agencyId: file.agencyId };
    }
    const atOnce = await instantConfirmation(tx, [priced], { creditHeld: isCreditHeld(file) });
    return {
      line: { ...bookedLine(priced, file, atOnce), allotmentHold },
      detail: { productId: product.id },
    };
  });
}

/**
 * A manual service (contracts/files-admin.ts ZAddManualLineRequest): on a quote it joins the
 * quote On Request at the price given; on a booking it is requested from its supplier and
 * billed like any service added to a booking.
 */
export async function addManualLine(
  deps: TFileCommandDeps,
  caller: TCaller,
  reference: string,
  request: TAddManualLineRequest,
): Promise<TFileChangeResponse> {
  const current = await findFileOrThrow(deps.ctx.db, reference, { agencyId: null });
  const build = async (
    tx: TTransaction,
    file: TFileRow,
    before: TFileState,
    key: string,
    status: TServiceLineStatus,
  ) => {
    const supplier = await findSupplierById(tx, request.supplierId);
    if (!supplier || !supplier.active) {
      throw AppError.invalidField('supplierId', 'Choose an active supplier.');
    }
    return priceManualLine(
      tx,
      pricingOf(file),
      { ...request, key, dayNumber: dayNumberOf(before, request.date), status },
      { phone: supplier.phone ?? '', address: supplier.address, countryCode: supplier.countryCode },
    );
  };
  const detail = { manual: true, supplierId: request.supplierId };
  if (isEditableFileStatus(current.status)) {
    return changeQuote(deps, caller, reference, async ({ tx, file, before }) => {
      const key = newLineKey();
      const line = await build(tx, file, before, key, MANUAL_QUOTE_LINE_STATUS);
      return {
        state: withLines(file, before, [...before.lines, line]),
        action: 'line.added',
        detail: { key, ...detail, name: line.name, date: line.date },
      };
    });
  }
  return addLineToBooking(deps, caller, reference, async ({ tx, file, before }, key) => ({
    line: await build(tx, file, before, key, 'Requested'),
    detail,
  }));
}

/**
 * A catalogue service added by a consultant: a quote takes the agents' own path (priced by the
 * server, a new version, a file event, pushed live); a booking gets the line Requested, its
 * supplier asked and the agency billed for it.
 */
export async function addServiceLineAsStaff(
  deps: TFileCommandDeps,
  caller: TCaller,
  reference: string,
  request: TAddServiceLineRequest,
): Promise<TFileChangeResponse> {
  const current = await findFileOrThrow(deps.ctx.db, reference, { agencyId: null });
  return current.status === 'Quote'
    ? addQuoteLine(deps, caller, reference, request)
    : addBookedLine(deps, caller, reference, request);
}
