import { createHash, randomBytes } from 'node:crypto';
import type {
  TAddServiceLineRequest,
  TAdminFileListQuery,
  TAdminFileTimelineEntry,
  TAdminFileView,
  TBookingBlocker,
  TChangeFileStatusRequest,
  TChangeLineStatusRequest,
  TCopyFileRequest,
  TCreateCustomFileRequest,
  TCreateFileRequest,
  TFileChangeResponse,
  TFileDiff,
  TFileEventAction,
  TFileListQuery,
  TFileVersionDiff,
  TFileVersionSummary,
  TFileView,
  TReplaceServiceLineRequest,
  TRequestBookingPreview,
  TUpdateFileRequest,
} from '@portal/shared/contracts/files';
import type { TAddManualLineRequest } from '@portal/shared/contracts/files-admin';
import type { TPaginated } from '@portal/shared/contracts/pagination';
import type { TSupplierRequestStatus } from '@portal/shared/contracts/supplier-requests';
import { buildPaginated } from '@portal/shared/contracts/pagination';
import type { TCaller } from '../../lib/request-user';
import { getBrand } from '@portal/shared/domain/brands';
import { diffFiles } from '@portal/shared/domain/file-diff';
import {
  SERVICE_ADDABLE_BOOKING_STATUSES,
  UNBOOKABLE_LINE_STATUSES,
  cancellationTarget,
  isCancelledFileStatus,
  isEditableFileStatus,
  lineTransitionError,
  transitionError,
  type TFileActor as TStateMachineActor,
  type TFileStatus,
  type TServiceLineStatus,
} from '@portal/shared/domain/file-states';
import { addDays, daysBetween } from '@portal/shared/domain/pricing/calendar';
import { gstContent } from '@portal/shared/domain/pricing/rounding';
import { expandPackage } from '@portal/shared/domain/pricing/expand-package';
import type { TAppContext } from '../../app-context';
import { nextFileReference } from './file-reference';
import type { TExecutor, TTransaction } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import { findAgencyById } from '../catalogue/agencies.repository';
import { releaseAllotment, reserveAllotment } from '../catalogue/availability.repository';
import { findProductById } from '../catalogue/products.repository';
import { findSupplierById } from '../catalogue/suppliers.repository';
import { findIdempotencyKey, insertIdempotencyKey } from '../../db/idempotency-keys';
import { isUniqueViolation } from '../../lib/database-errors';
import { findPackageById } from '../packages/packages.repository';
import { fileLifecycle, type TSupplierRequestRef } from './file-lifecycle';
import { listFileEmails } from '../mail/mail.service';
import { cancelBookedLines } from './file-cancellation';
import { mergeTimeline } from './file-timeline';
import type { TFilesLive } from './files.live';
import {
  allotmentDemand,
  candidatesOf,
  MANUAL_QUOTE_LINE_STATUS,
  priceFile,
  priceManualLine,
  type TCandidateLine,
  type TFilePricing,
} from './file-pricing.service';
import {
  compareLines,
  fromSnapshot,
  shiftState,
  toDiffable,
  toSnapshot,
  type TFileState,
  type TLineState,
} from './file-state';
import { liveLineTotals } from './file-totals';
import { updateFileTotals } from './files.admin.repository';
import { actorOf, fileAbilities, scopeOf, type TFileActor } from './files.policy';
import {
  presentAdminFileListItem,
  presentAdminFileView,
  presentFileEvent,
  presentFileListItem,
  presentFileView,
  presentVersion,
} from './files.presenter';
import {
  findAgencyName,
  findEventsPage,
  findFileByReference,
  findFileLines,
  findFilesPage,
  findSupplierNames,
  findUserNames,
  findVersionSnapshots,
  findVersions,
  insertEvents,
  findSupplierReasons,
  insertFile,
  insertSupplierRequests,
  insertVersion,
  lockFileByReference,
  updateFileState,
  updateFileStatus,
  updateLine,
  writeLines,
  type TFileRow,
  type TFileScope,
  type TLineRow,
  lineColumns,
} from './files.repository';

/** The signed-in caller and what they hold. */
const FILE_NOT_FOUND = 'File not found.';
/** The `action` of a booking request's Idempotency-Key (idempotency_keys). */
const REQUEST_BOOKING_ACTION = 'request-booking';
const IDEMPOTENCY_KEY_REUSED =
  'This Idempotency-Key was already used for another change. Reload the file to see what was recorded.';
/** Supplier request statuses in which the supplier holds (or was asked to hold) the service. */
const SUPPLIER_HOLDS = new Set<TSupplierRequestStatus>([
  'sent',
  'confirmed',
  'waitlisted',
  'provisional',
]);
const PACKAGE_NOT_FOUND = 'Package not found.';
const NO_RATE_MESSAGE =
  'Services highlighted in red have no rates for the selected travel date and are not saved to the quote.';

function notFound(message = FILE_NOT_FOUND): AppError {
  return new AppError('NOT_FOUND', message);
}

function conflict(message: string): AppError {
  return new AppError('CONFLICT', message);
}

/** Left-out services compared by what they are (jsonb does not keep key order). */
function droppedSignature(state: TFileState): string {
  return state.droppedLines
    .map((line) => `${line.key}|${line.productId}|${line.date}|${line.span}`)
    .sort()
    .join(',');
}

/** Thrown to roll back a dry run, carrying what the run computed. */
class DryRunRollback<T> extends Error {
  override name = 'DryRunRollback';
  constructor(readonly result: T) {
    super('dry run');
  }
}

/**
 * Quotes and bookings. Every change runs in one transaction with the file row locked, records who
 * did what (file_events), freezes a version when the quote's content changed, and pushes the change
 * live only after commit. A dry run (reprice?dryRun, the request-booking preview) runs the very
 * same code and rolls back, so what it shows is exactly what saving would do.
 */
export function createFilesService(ctx: TAppContext, live: TFilesLive) {
  const now = () => ctx.clock.now();

  async function inTransaction<T>(
    work: (tx: TTransaction) => Promise<T>,
    options: { dryRun?: boolean } = {},
  ): Promise<T> {
    try {
      return await ctx.db.transaction(async (tx) => {
        const result = await work(tx);
        if (options.dryRun) throw new DryRunRollback(result);
        return result;
      });
    } catch (error) {
      if (error instanceof DryRunRollback) return error.result as T;
      throw error;
    }
  }

  // Reading ------------------------------------------------------------------------------------

  function stateOf(file: TFileRow, lines: readonly TLineRow[]): TFileState {
    return {
      bookingName: file.bookingName,
      yourReference: file.yourReference,
      notes: file.notes,
      travelDate: file.travelDate,
      endDate: file.endDate,
      status: file.status,
      rooms: file.rooms,
      dayHeaders: file.dayHeaders,
      droppedLines: file.droppedLines,
      pax: { adults: file.paxAdults, children: file.paxChildren },
      totals: {
        costCents: file.costCents,
        sellCents: file.sellCents,
        commissionCents: file.commissionCents,
        netCents: file.netCents,
        gstCents: file.gstCents,
        netGstCents: file.netGstCents,
      },
      lines: lines.map((line) => ({ key: line.key, ...lineColumns(line) })),
    };
  }

  async function viewContext(
    executor: TExecutor,
    file: TFileRow,
    lines: TLineRow[],
    caller: TCaller,
  ) {
    // Sequential: inside a transaction the queries share one connection.
    return {
      agencyName: await findAgencyName(executor, file.agencyId),
      supplierReasons: await findSupplierReasons(executor, file.id),
      supplierNames: await findSupplierNames(
        executor,
        lines.map((line) => line.supplierId),
      ),
      userNames: await findUserNames(executor, [
        file.agentId,
        file.createdByUserId,
        file.updatedByUserId,
      ]),
      abilities: fileAbilities(file.status, caller.user, caller.permissions),
    };
  }

  async function agentView(
    executor: TExecutor,
    file: TFileRow,
    caller: TCaller,
  ): Promise<TFileView> {
    const lines = await findFileLines(executor, file.id);
    return presentFileView(file, lines, await viewContext(executor, file, lines, caller));
  }

  async function adminView(
    executor: TExecutor,
    file: TFileRow,
    caller: TCaller,
  ): Promise<TAdminFileView> {
    const lines = await findFileLines(executor, file.id);
    return presentAdminFileView(file, lines, await viewContext(executor, file, lines, caller));
  }

  async function reload(executor: TExecutor, fileId: number, reference: string): Promise<TFileRow> {
    const file = await findFileByReference(executor, reference, { agencyId: null });
    if (!file || file.id !== fileId) throw new Error(`File ${reference} vanished mid-change`);
    return file;
  }

  async function findOrThrow(executor: TExecutor, reference: string, scope: TFileScope) {
    const file = await findFileByReference(executor, reference, scope);
    if (!file) throw notFound();
    return file;
  }

  async function lockOrThrow(tx: TTransaction, reference: string, scope: TFileScope) {
    const file = await lockFileByReference(tx, reference, scope);
    if (!file) throw notFound();
    return file;
  }

  function pricingOf(file: Pick<TFileRow, 'brandId' | 'agencyId' | 'pricingModel'>): TFilePricing {
    return { brandId: file.brandId, agencyId: file.agencyId, pricingModel: file.pricingModel };
  }

  // Recording --------------------------------------------------------------------------------

  function eventRow(
    fileId: number,
    actor: TFileActor,
    action: TFileEventAction,
    detail: Record<string, unknown>,
    at: Date,
  ) {
    return {
      fileId,
      action,
      detail,
      actorKind: actor.kind,
      actorUserId: actor.userId,
      actorName: actor.name,
      createdAt: at,
    };
  }

  async function freezeVersion(
    tx: TTransaction,
    fileId: number,
    number: number,
    action: TFileEventAction,
    state: TFileState,
    actor: TFileActor,
    at: Date,
  ): Promise<void> {
    await insertVersion(tx, {
      fileId,
      number,
      action,
      snapshot: toSnapshot(state),
      travelDate: state.travelDate,
      lineCount: state.lines.length,
      sellCents: state.totals.sellCents,
      netCents: state.totals.netCents,
      createdByUserId: actor.userId,
      createdByName: actor.name,
      createdAt: at,
    });
  }

  function summarise(diff: TFileDiff) {
    return {
      fields: diff.fields.map((change) => change.field),
      added: diff.added.map((line) => line.name),
      removed: diff.removed.map((line) => line.name),
      changed: diff.changed.length,
      sellDeltaCents: diff.totalDelta.sellCents,
    };
  }

  // Quote changes ------------------------------------------------------------------------------

  interface TQuoteChange {
    state: TFileState;
    action: TFileEventAction;
    detail?: Record<string, unknown>;
  }

  /**
   * Applies a change to a quote: lock, compute the new state, diff, save a new version and record
   * the event (only if anything changed), then answer the file and the diff.
   */
  async function changeQuote(
    caller: TCaller,
    reference: string,
    compute: (tx: TTransaction, file: TFileRow, before: TFileState) => Promise<TQuoteChange>,
    options: { dryRun?: boolean } = {},
  ): Promise<TFileChangeResponse> {
    const actor = actorOf(caller.user);
    const outcome = await inTransaction(async (tx) => {
      const file = await lockOrThrow(tx, reference, scopeOf(caller.user));
      if (!isEditableFileStatus(file.status)) {
        throw conflict(`Only a quote can be changed; ${file.reference} is ${file.status}.`);
      }
      const before = stateOf(file, await findFileLines(tx, file.id));
      const change = await compute(tx, file, before);
      const after = { ...change.state, lines: [...change.state.lines].sort(compareLines) };
      const diff = diffFiles(toDiffable(before), toDiffable(after));
      const isChanged = diff.hasChanges || droppedSignature(before) !== droppedSignature(after);
      const at = now();
      let version = file.version;
      if (isChanged) {
        version += 1;
        await updateFileState(tx, file.id, after, {
          version,
          updatedByUserId: actor.userId,
          updatedAt: at,
        });
        await writeLines(tx, file.id, after.lines, at);
        await freezeVersion(tx, file.id, version, change.action, after, actor, at);
        await insertEvents(tx, [
          eventRow(
            file.id,
            actor,
            change.action,
            { version, ...summarise(diff), ...change.detail },
            at,
          ),
        ]);
      }
      const saved = await reload(tx, file.id, file.reference);
      return {
        response: {
          file: await agentView(tx, saved, caller),
          diff,
          dryRun: options.dryRun ?? false,
        },
        isChanged,
        file: saved,
        action: change.action,
      };
    }, options);
    if (outcome.isChanged && !options.dryRun) {
      live.fileUpdated(outcome.file, outcome.action);
    }
    return outcome.response;
  }

  async function repriceState(
    tx: TTransaction,
    file: TFileRow,
    state: TFileState,
    candidates: readonly TCandidateLine[] = candidatesOf(state),
  ): Promise<TFileState> {
    return priceFile(ctx, tx, pricingOf(file), state, candidates);
  }

  function dayNumberOf(state: TFileState, date: string): number {
    if (date < state.travelDate || date > state.endDate) {
      throw AppError.invalidField(
        'date',
        `The date must be within the trip, from ${state.travelDate} to ${state.endDate}.`,
      );
    }
    return daysBetween(state.travelDate, date) + 1;
  }

  async function loadBookableProduct(tx: TExecutor, productId: number) {
    const product = await findProductById(tx, productId);
    if (!product || !product.active) {
      throw AppError.invalidField('productId', 'This service is not available.');
    }
    return product;
  }

  /** The line the new service became; a service with no rate is refused rather than saved. */
  function requirePriced(state: TFileState, key: string): TLineState {
    const line = state.lines.find((candidate) => candidate.key === key);
    if (!line) throw AppError.invalidField('productId', NO_RATE_MESSAGE);
    return line;
  }

  /**
   * Sets `lines` on a state and sums the totals again. Adding, replacing and removing one service
   * price only that service: the others keep their saved prices until the agent reprices (or changes
   * dates or rooms), so one change never moves the price of another line unannounced.
   */
  function withLines(file: TFileRow, state: TFileState, lines: TLineState[]): TFileState {
    const { gstPercent } = getBrand(file.brandId);
    const sum = (pick: (line: TLineState) => number) =>
      lines.reduce((total, line) => total + pick(line), 0);
    const sellCents = sum((line) => line.sellCents);
    const netCents = sum((line) => line.netCents);
    const lastHeader = state.dayHeaders.at(-1)?.date ?? state.travelDate;
    const endDate = lines.reduce(
      (last, line) => (line.endDate > last ? line.endDate : last),
      lastHeader > state.travelDate ? lastHeader : state.travelDate,
    );
    return {
      ...state,
      endDate,
      lines,
      totals: {
        costCents: sum((line) => line.costCents),
        sellCents,
        commissionCents: sum((line) => line.commissionCents),
        netCents,
        gstCents: gstContent(sellCents, gstPercent),
        netGstCents: gstContent(netCents, gstPercent),
      },
    };
  }

  /** Prices one new or replacing service on its own; refused (422) when it has no rate. */
  async function priceOne(
    tx: TTransaction,
    file: TFileRow,
    state: TFileState,
    candidate: TCandidateLine,
  ): Promise<TLineState> {
    const priced = await repriceState(tx, file, state, [candidate]);
    return requirePriced(priced, candidate.key);
  }

  function newLineKey(): string {
    return `c-${randomBytes(5).toString('hex')}`;
  }

  /**
   * Writes a new quote (version 1, its lines, the "file.created" event) under the brand's next
   * reference. Both ways of starting a quote, from a package and from scratch, end here.
   */
  async function saveNewFile(
    tx: TTransaction,
    caller: TCaller,
    identity: {
      brandId: number;
      agencyId: number;
      packageId: number | null;
      packageName: string | null;
      accommodationClass: TCreateFileRequest['accommodationClass'] | null;
      pricingModel: TFileRow['pricingModel'];
      state: TFileState;
      detail: Record<string, unknown>;
    },
  ) {
    const actor = actorOf(caller.user);
    const sorted = { ...identity.state, lines: [...identity.state.lines].sort(compareLines) };
    const at = now();
    const reference = await nextFileReference(tx, identity.brandId);
    const file = await insertFile(
      tx,
      {
        reference,
        brandId: identity.brandId,
        agencyId: identity.agencyId,
        agentId: caller.user.id,
        packageId: identity.packageId,
        packageName: identity.packageName,
        accommodationClass: identity.accommodationClass,
        pricingModel: identity.pricingModel,
        createdByUserId: caller.user.id,
        createdAt: at,
      },
      sorted,
    );
    await writeLines(tx, file.id, sorted.lines, at);
    await freezeVersion(tx, file.id, 1, 'file.created', sorted, actor, at);
    await insertEvents(tx, [
      eventRow(
        file.id,
        actor,
        'file.created',
        {
          version: 1,
          ...identity.detail,
          travelDate: sorted.travelDate,
          lineCount: sorted.lines.length,
          droppedCount: sorted.droppedLines.length,
          sellCents: sorted.totals.sellCents,
        },
        at,
      ),
    ]);
    return { file, view: await agentView(tx, file, caller) };
  }

  /** The caller's agency, which every new quote is for; staff and suppliers have none. */
  async function agencyOfCaller(caller: TCaller) {
    const { agencyId } = caller.user;
    const agency = agencyId === null ? null : await findAgencyById(ctx.db, agencyId);
    if (!agency) throw AppError.forbidden();
    return agency;
  }

  // Request booking --------------------------------------------------------------------------

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
   * True when this Idempotency-Key already requested this very file with the same body; a key
   * used for anything else is a 409. Looked up under the file's lock.
   */
  async function isRepeatedRequest(
    tx: TTransaction,
    key: string,
    fileId: number,
    requestHash: string,
  ): Promise<boolean> {
    const used = await findIdempotencyKey(tx, key);
    if (!used) return false;
    if (
      used.action === REQUEST_BOOKING_ACTION &&
      used.fileId === fileId &&
      used.requestHash === requestHash
    ) {
      return true;
    }
    throw conflict(IDEMPOTENCY_KEY_REUSED);
  }

  async function claimIdempotencyKey(
    tx: TTransaction,
    row: Parameters<typeof insertIdempotencyKey>[1],
  ): Promise<void> {
    try {
      await insertIdempotencyKey(tx, row);
    } catch (error) {
      // The same key sent for another file at the same moment: that file's lock is not ours.
      if (isUniqueViolation(error, 'idempotency_keys_pkey')) throw conflict(IDEMPOTENCY_KEY_REUSED);
      throw error;
    }
  }

  /**
   * Quote -> Requested in one transaction: reprice, refuse if anything cannot be booked or the
   * price moved from what the agent accepted, take allotment for allotment lines (a shortage is a
   * 409 and rolls everything back), mark every line Requested, create the supplier requests, save
   * a version and record the events. Pushed live after commit.
   */
  async function requestBookingAs(
    caller: TCaller,
    stateActor: TStateMachineActor,
    reference: string,
    expectedSellCents: number | null,
    idempotencyKey?: string,
  ): Promise<TFileRow> {
    const actor = actorOf(caller.user);
    const requestHash = createHash('sha256')
      .update(JSON.stringify({ expectedSellCents }))
      .digest('hex');
    const outcome = await inTransaction(async (tx) => {
      const file = await lockOrThrow(tx, reference, scopeOf(caller.user));
      // A second copy of a request already carried out (a double click, a retry after a lost
      // answer) waits for the first under the lock, then answers as it did instead of a 409.
      if (idempotencyKey && (await isRepeatedRequest(tx, idempotencyKey, file.id, requestHash))) {
        return { file, isRepeat: true as const };
      }
      const refusal = transitionError(file.status, 'Requested', stateActor);
      if (refusal) throw conflict(refusal);
      const before = stateOf(file, await findFileLines(tx, file.id));
      const repriced = await repriceState(tx, file, before);
      const blockers = blockersOf(file, repriced);
      const [firstBlocker] = blockers;
      if (firstBlocker) throw conflict(firstBlocker.message);
      if (expectedSellCents !== null && expectedSellCents !== repriced.totals.sellCents) {
        throw conflict(
          'Prices have changed since you checked them. Review the changes and request the booking again.',
        );
      }

      const at = now();
      const lines: TLineState[] = [];
      for (const line of repriced.lines) {
        let allotmentHold = null;
        if (line.status === 'Allotment' && line.productId !== null) {
          const demand = allotmentDemand(line);
          await reserveAllotment(tx, line.productId, demand.dates, demand.units, file.agencyId);
          allotmentHold = { ...demand, agencyId: file.agencyId };
        }
        const refusalOfLine = lineTransitionError(line.status, 'Requested', 'system');
        if (refusalOfLine) throw conflict(refusalOfLine);
        lines.push({ ...line, status: 'Requested', allotmentHold });
      }
      const after: TFileState = { ...repriced, status: 'Requested', lines };
      const version = file.version + 1;
      await updateFileState(tx, file.id, after, {
        version,
        updatedByUserId: actor.userId,
        updatedAt: at,
      });
      await writeLines(tx, file.id, after.lines, at);
      await freezeVersion(tx, file.id, version, 'booking.requested', after, actor, at);
      const savedLines = await findFileLines(tx, file.id);
      await insertSupplierRequests(
        tx,
        savedLines.map((line) => ({
          fileId: file.id,
          serviceLineId: line.id,
          supplierId: line.supplierId,
          kind: 'new' as const,
          createdAt: at,
          updatedAt: at,
        })),
      );
      const diff = diffFiles(toDiffable(before), toDiffable(after));
      await insertEvents(tx, [
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
            sellCents: after.totals.sellCents,
            ...summarise(diff),
          },
          at,
        ),
      ]);
      const dispatched = await fileLifecycle().supplierRequests.dispatch(tx, ctx, file.id, at);
      const requested = await reload(tx, file.id, file.reference);
      // Billing (issue 6): the booking's invoice is issued in the same transaction.
      await fileLifecycle().invoices.reconcile(tx, requested, ctx.clock);
      if (idempotencyKey) {
        await claimIdempotencyKey(tx, {
          key: idempotencyKey,
          action: REQUEST_BOOKING_ACTION,
          fileId: file.id,
          requestHash,
          createdByUserId: actor.userId,
        });
      }
      return {
        file: requested,
        isRepeat: false as const,
        lines: savedLines,
        from: file.status,
        supplierRequests: [...dispatched.sent, ...dispatched.withdrawn],
      };
    });
    if (outcome.isRepeat) return outcome.file;
    live.statusChanged(outcome.file, outcome.from);
    live.linesUpdated(outcome.file, outcome.lines);
    live.fileUpdated(outcome.file, 'booking.requested');
    live.supplierRequestsChanged(outcome.file, outcome.supplierRequests);
    // The supplier mails were queued in the transaction; deliver them now, outside it, so a
    // slow or refusing mail server never holds up the booking (mail.service.ts retries).
    ctx.mail.kick();
    return outcome.file;
  }

  /**
   * A service added to a booking by the back office: `build` makes the line (Requested), which is
   * saved, its supplier asked, the totals summed again from the live lines and the agency billed
   * the difference. A Confirmed booking moves to Amendment, the state machine's move for a change
   * to a confirmed booking (and back to Confirmed by the system once every service is confirmed
   * again); Requested, Processing and Amendment stay as they are.
   */
  async function addLineToBooking(
    caller: TCaller,
    reference: string,
    build: (
      tx: TTransaction,
      file: TFileRow,
      before: TFileState,
      key: string,
    ) => Promise<{ line: TLineState; detail: Record<string, unknown> }>,
  ): Promise<TFileChangeResponse> {
    const actor = actorOf(caller.user);
    const outcome = await inTransaction(async (tx) => {
      const file = await lockOrThrow(tx, reference, { agencyId: null });
      if (!SERVICE_ADDABLE_BOOKING_STATUSES.includes(file.status)) {
        throw conflict(
          `A service can be added to a quote or a booking that is Requested, Processing, Confirmed or Amendment; ${file.reference} is ${file.status}.`,
        );
      }
      const before = stateOf(file, await findFileLines(tx, file.id));
      const key = newLineKey();
      const { line, detail } = await build(tx, file, before, key);
      const at = now();
      const status: TFileStatus = file.status === 'Confirmed' ? 'Amendment' : file.status;
      const summed = withLines(file, before, [...before.lines, line]);
      const after: TFileState = {
        ...summed,
        status,
        lines: [...summed.lines].sort(compareLines),
        totals: liveLineTotals(summed.lines, file.brandId),
      };
      const version = file.version + 1;
      await updateFileState(tx, file.id, after, {
        version,
        updatedByUserId: actor.userId,
        updatedAt: at,
      });
      await writeLines(tx, file.id, after.lines, at);
      await freezeVersion(tx, file.id, version, 'line.added', after, actor, at);
      const savedLines = await findFileLines(tx, file.id);
      const saved = savedLines.find((candidate) => candidate.key === key);
      if (!saved) throw new Error(`Line ${key} vanished mid-change`);
      await insertSupplierRequests(tx, [
        {
          fileId: file.id,
          serviceLineId: saved.id,
          supplierId: saved.supplierId,
          kind: 'new' as const,
          createdAt: at,
          updatedAt: at,
        },
      ]);
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
          },
          at,
        ),
      ];
      if (status !== file.status) {
        events.push(
          eventRow(file.id, actor, 'status.changed', { from: file.status, to: status }, at),
        );
      }
      await insertEvents(tx, events);
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
      const reloaded = await reload(tx, file.id, file.reference);
      await fileLifecycle().invoices.reconcile(tx, reloaded, ctx.clock);
      return {
        response: { file: await agentView(tx, reloaded, caller), diff, dryRun: false },
        file: reloaded,
        from: file.status,
        line: saved,
        supplierRequests: [...dispatched.sent, ...dispatched.withdrawn],
      };
    });
    if (outcome.from !== outcome.file.status) live.statusChanged(outcome.file, outcome.from);
    live.linesUpdated(outcome.file, [outcome.line]);
    live.fileUpdated(outcome.file, 'line.added');
    live.supplierRequestsChanged(outcome.file, outcome.supplierRequests);
    ctx.mail.kick();
    return outcome.response;
  }

  // Status moves (cancel, back office) ----------------------------------------------------

  /**
   * A plain move through the state machine with its side effects: Cancellation asks suppliers to
   * release what they hold; Cancelled gives allotment back and cancels the lines.
   */
  async function moveStatus(
    caller: TCaller,
    stateActor: TStateMachineActor,
    reference: string,
    to: TFileStatus,
    note: string,
  ): Promise<TFileRow> {
    const actor = actorOf(caller.user);
    const outcome = await inTransaction(async (tx) => {
      const file = await lockOrThrow(tx, reference, scopeOf(caller.user));
      const refusal = transitionError(file.status, to, stateActor);
      if (refusal) throw conflict(refusal);
      const at = now();
      const lines = await findFileLines(tx, file.id);
      const changedLines: TLineRow[] = [];
      const supplierRequests: { id: number; supplierId: number; status: string }[] = [];

      if (to === 'Cancellation') {
        const held = lines.filter((line) =>
          (['Requested', 'Confirmed', 'Wait', 'Provisional'] as TServiceLineStatus[]).includes(
            line.status,
          ),
        );
        await insertSupplierRequests(
          tx,
          held.map((line) => ({
            fileId: file.id,
            serviceLineId: line.id,
            supplierId: line.supplierId,
            kind: 'cancel' as const,
            createdAt: at,
            updatedAt: at,
          })),
        );
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
      await insertEvents(tx, [
        eventRow(
          file.id,
          actor,
          'status.changed',
          { from: file.status, to, ...(note ? { note } : {}), cancelledLines: changedLines.length },
          at,
        ),
      ]);
      const moved = await reload(tx, file.id, file.reference);
      // Billing (issue 6): a cancellation credits what was invoiced.
      await fileLifecycle().invoices.reconcile(tx, moved, ctx.clock);
      // A cancelled booking takes no more money: its open payment pages close with it.
      if (isCancelledFileStatus(to))
        await fileLifecycle().payments.closeSessionsOfCancelledFile(tx, file.id, at);
      return {
        file: moved,
        from: file.status,
        changedLines,
        supplierRequests,
      };
    });
    live.statusChanged(outcome.file, outcome.from);
    live.linesUpdated(outcome.file, outcome.changedLines);
    live.fileUpdated(outcome.file, 'status.changed');
    live.supplierRequestsChanged(outcome.file, outcome.supplierRequests);
    ctx.mail.kick();
    return outcome.file;
  }

  async function findPage(query: TFileListQuery | TAdminFileListQuery, agencyId: number | null) {
    const { page, per_page: perPage, ...filters } = query;
    const { rows, total } = await findFilesPage(ctx.db, { ...filters, agencyId, page, perPage });
    // Page links keep the filters as the browser sent them.
    const linkQuery = { ...filters, status: filters.status?.join(','), per_page: perPage };
    return { rows, total, filters: linkQuery, page, perPage };
  }

  // The operations -------------------------------------------------------------------------

  return {
    async listAgentFiles(caller: TCaller, query: TFileListQuery, path: string) {
      const { rows, total, filters, page, perPage } = await findPage(
        query,
        scopeOf(caller.user).agencyId,
      );
      return buildPaginated(rows.map(presentFileListItem), {
        page,
        perPage,
        total,
        path,
        query: filters,
      });
    },

    async listAdminFiles(query: TAdminFileListQuery, path: string) {
      const { rows, total, filters, page, perPage } = await findPage(query, query.agencyId ?? null);
      return buildPaginated(rows.map(presentAdminFileListItem), {
        page,
        perPage,
        total,
        path,
        query: filters,
      });
    },

    async getFile(caller: TCaller, reference: string): Promise<TFileView> {
      const file = await findOrThrow(ctx.db, reference, scopeOf(caller.user));
      return agentView(ctx.db, file, caller);
    },

    async getAdminFile(caller: TCaller, reference: string): Promise<TAdminFileView> {
      const file = await findOrThrow(ctx.db, reference, { agencyId: null });
      return adminView(ctx.db, file, caller);
    },

    /** Save a quote from the price form: priced again here, red services left out. */
    async createFile(caller: TCaller, request: TCreateFileRequest): Promise<TFileView> {
      const agency = await agencyOfCaller(caller);
      const pkg = await findPackageById(ctx.db, request.packageId);
      if (!pkg || pkg.status !== 'published' || pkg.brandId !== agency.brandId) {
        throw notFound(PACKAGE_NOT_FOUND);
      }
      const expansion = expandPackage(
        pkg,
        request.travelDate,
        request.accommodationClass,
        request.rooms,
      );
      const notesByKey = new Map<string, string>();
      for (const day of pkg.days) {
        day.services.forEach((service, index) => {
          notesByKey.set(`d${day.dayNumber}-s${index + 1}-p${service.productId}`, service.notes);
        });
      }
      const pricing = {
        brandId: pkg.brandId,
        agencyId: agency.id,
        pricingModel: agency.pricingModel,
      };
      const created = await inTransaction(async (tx) => {
        const state = await priceFile(
          ctx,
          tx,
          pricing,
          {
            bookingName: request.bookingName,
            yourReference: request.yourReference,
            notes: request.notes,
            travelDate: request.travelDate,
            status: 'Quote',
            rooms: request.rooms,
            dayHeaders: expansion.days,
          },
          expansion.services.map((service) => ({
            key: service.key,
            dayNumber: service.dayNumber,
            productId: service.productId,
            date: service.startDate,
            span: service.span,
            startTime: service.startTime ?? null,
            endTime: service.endTime ?? null,
            remarks: notesByKey.get(service.key) ?? '',
            confirmation: null,
            voucher: null,
            allotmentHold: null,
          })),
        );
        return saveNewFile(tx, caller, {
          brandId: pkg.brandId,
          agencyId: agency.id,
          packageId: pkg.id,
          packageName: pkg.name,
          accommodationClass: request.accommodationClass,
          pricingModel: agency.pricingModel,
          state,
          detail: { packageId: pkg.id, packageName: pkg.name },
        });
      });
      live.fileUpdated(created.file, 'file.created');
      return created.view;
    },

    /**
     * A custom quote from scratch: the trip's days (one per night and the day of departure) with
     * no services yet, for the agent to fill day by day from product search.
     */
    async createCustomFile(caller: TCaller, request: TCreateCustomFileRequest): Promise<TFileView> {
      const agency = await agencyOfCaller(caller);
      const dayHeaders = Array.from({ length: request.nights + 1 }, (_, index) => ({
        dayNumber: index + 1,
        date: addDays(request.travelDate, index),
        title: '',
        description: '',
        overnightLocationId: null,
        drivingNotes: [],
      }));
      const pricing = {
        brandId: agency.brandId,
        agencyId: agency.id,
        pricingModel: agency.pricingModel,
      };
      const created = await inTransaction(async (tx) => {
        // Priced like any quote (with nothing to price yet) so pax and totals come out the same way.
        const state = await priceFile(
          ctx,
          tx,
          pricing,
          {
            bookingName: request.bookingName,
            yourReference: request.yourReference,
            notes: request.notes,
            travelDate: request.travelDate,
            status: 'Quote',
            rooms: request.rooms,
            dayHeaders,
          },
          [],
        );
        return saveNewFile(tx, caller, {
          brandId: agency.brandId,
          agencyId: agency.id,
          packageId: null,
          packageName: null,
          accommodationClass: null,
          pricingModel: agency.pricingModel,
          state,
          detail: { custom: true, nights: request.nights },
        });
      });
      live.fileUpdated(created.file, 'file.created');
      return created.view;
    },

    updateFile(caller: TCaller, reference: string, request: TUpdateFileRequest) {
      return changeQuote(caller, reference, async (tx, file, before) => {
        const shift =
          request.travelDate === undefined ? 0 : daysBetween(before.travelDate, request.travelDate);
        const moved = shiftState(before, shift);
        const framed: TFileState = {
          ...moved,
          bookingName: request.bookingName ?? before.bookingName,
          yourReference: request.yourReference ?? before.yourReference,
          notes: request.notes ?? before.notes,
          rooms: request.rooms ?? before.rooms,
        };
        // Names and notes change nothing else; new dates or rooms change every price.
        const needsPricing = shift !== 0 || request.rooms !== undefined;
        return {
          state: needsPricing ? await repriceState(tx, file, framed) : framed,
          action: 'file.updated',
        };
      });
    },

    addLine(caller: TCaller, reference: string, request: TAddServiceLineRequest) {
      return changeQuote(caller, reference, async (tx, file, before) => {
        const product = await loadBookableProduct(tx, request.productId);
        const key = newLineKey();
        const candidate: TCandidateLine = {
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
        };
        const line = await priceOne(tx, file, before, candidate);
        const state = withLines(
          file,
          {
            ...before,
            droppedLines: before.droppedLines.filter(
              (dropped) => dropped.key !== request.replacesDroppedKey,
            ),
          },
          [...before.lines, line],
        );
        return {
          state,
          action: 'line.added',
          detail: {
            key,
            productId: product.id,
            name: line.name,
            date: line.date,
            ...(request.replacesDroppedKey
              ? { replacesDroppedKey: request.replacesDroppedKey }
              : {}),
          },
        };
      });
    },

    removeLine(caller: TCaller, reference: string, lineId: number) {
      return changeQuote(caller, reference, async (tx, file, before) => {
        const lines = await findFileLines(tx, file.id);
        const target = lines.find((line) => line.id === lineId);
        if (!target) throw notFound('Service not found.');
        const state = withLines(
          file,
          before,
          before.lines.filter((line) => line.key !== target.key),
        );
        return {
          state,
          action: 'line.removed',
          detail: { key: target.key, productId: target.productId, name: target.name },
        };
      });
    },

    replaceLine(
      caller: TCaller,
      reference: string,
      lineId: number,
      request: TReplaceServiceLineRequest,
    ) {
      return changeQuote(caller, reference, async (tx, file, before) => {
        const lines = await findFileLines(tx, file.id);
        const target = lines.find((line) => line.id === lineId);
        if (!target) throw notFound('Service not found.');
        const product = await loadBookableProduct(tx, request.productId);
        const date = request.date ?? target.date;
        const replaced = candidatesOf(before).find((line) => line.key === target.key);
        if (!replaced) throw notFound('Service not found.');
        const line = await priceOne(tx, file, before, {
          ...replaced,
          productId: product.id,
          manual: null,
          date,
          dayNumber: dayNumberOf(before, date),
          span: request.span ?? replaced.span,
          // The new product's own times, not the replaced one's.
          startTime: null,
          endTime: null,
          confirmation: null,
          voucher: null,
        });
        const state = withLines(
          file,
          before,
          before.lines.map((existing) => (existing.key === target.key ? line : existing)),
        );
        return {
          state,
          action: 'line.replaced',
          detail: {
            key: target.key,
            from: { productId: target.productId, name: target.name },
            to: { productId: product.id, name: line.name },
          },
        };
      });
    },

    reprice(caller: TCaller, reference: string, dryRun: boolean) {
      return changeQuote(
        caller,
        reference,
        async (tx, file, before) => ({
          state: await repriceState(tx, file, before),
          action: 'file.repriced',
        }),
        { dryRun },
      );
    },

    async listVersions(caller: TCaller, reference: string): Promise<TFileVersionSummary[]> {
      const file = await findOrThrow(ctx.db, reference, scopeOf(caller.user));
      const rows = await findVersions(ctx.db, file.id);
      return rows.map((row) => presentVersion(row, file.version));
    },

    async diffVersions(
      caller: TCaller,
      reference: string,
      from: number,
      to: number,
    ): Promise<TFileVersionDiff> {
      const file = await findOrThrow(ctx.db, reference, scopeOf(caller.user));
      const snapshots = await findVersionSnapshots(ctx.db, file.id, [from, to]);
      const before = snapshots.get(from);
      const after = snapshots.get(to);
      if (before === undefined || after === undefined) throw notFound('Version not found.');
      return {
        from,
        to,
        diff: diffFiles(toDiffable(fromSnapshot(before)), toDiffable(fromSnapshot(after))),
      };
    },

    /** Back to an older version's services, dates, rooms and names, priced at today's rates. */
    restoreVersion(caller: TCaller, reference: string, number: number) {
      return changeQuote(caller, reference, async (tx, file) => {
        const snapshots = await findVersionSnapshots(tx, file.id, [number]);
        const snapshot = snapshots.get(number);
        if (snapshot === undefined) throw notFound('Version not found.');
        const restored: TFileState = { ...fromSnapshot(snapshot), status: file.status };
        return {
          state: await repriceState(tx, file, restored),
          action: 'version.restored',
          detail: { restoredVersion: number },
        };
      });
    },

    /** A new quote with the same services (at today's prices), pointing back at this one. */
    async copyFile(
      caller: TCaller,
      reference: string,
      request: TCopyFileRequest,
    ): Promise<TFileView> {
      const user = caller.user;
      const actor = actorOf(user);
      const created = await inTransaction(async (tx) => {
        const source = await findOrThrow(tx, reference, scopeOf(user));
        const original = stateOf(source, await findFileLines(tx, source.id));
        const shift =
          request.travelDate === undefined
            ? 0
            : daysBetween(original.travelDate, request.travelDate);
        const moved = shiftState(original, shift);
        const frame: TFileState = {
          ...moved,
          status: 'Quote',
          bookingName: request.bookingName ?? original.bookingName,
          yourReference: request.yourReference ?? original.yourReference,
        };
        const candidates = candidatesOf(frame).map((line) => ({
          ...line,
          confirmation: null,
          voucher: null,
          allotmentHold: null,
        }));
        const priced = await priceFile(ctx, tx, pricingOf(source), frame, candidates);
        const state = { ...priced, lines: [...priced.lines].sort(compareLines) };
        const at = now();
        const copyReference = await nextFileReference(tx, source.brandId);
        const file = await insertFile(
          tx,
          {
            reference: copyReference,
            brandId: source.brandId,
            agencyId: source.agencyId,
            agentId: user.kind === 'agent' ? user.id : source.agentId,
            relatedFileId: source.id,
            relatedReference: source.reference,
            packageId: source.packageId,
            packageName: source.packageName,
            accommodationClass: source.accommodationClass,
            pricingModel: source.pricingModel,
            createdByUserId: user.id,
            createdAt: at,
          },
          state,
        );
        await writeLines(tx, file.id, state.lines, at);
        await freezeVersion(tx, file.id, 1, 'file.copied', state, actor, at);
        await insertEvents(tx, [
          eventRow(
            file.id,
            actor,
            'file.copied',
            {
              version: 1,
              fromReference: source.reference,
              lineCount: state.lines.length,
              droppedCount: state.droppedLines.length,
              sellCents: state.totals.sellCents,
            },
            at,
          ),
        ]);
        return { file, view: await agentView(tx, file, caller) };
      });
      live.fileUpdated(created.file, 'file.copied');
      return created.view;
    },

    /** Every price and availability checked again, nothing saved: what requesting would do. */
    async previewRequestBooking(
      caller: TCaller,
      reference: string,
    ): Promise<TRequestBookingPreview> {
      return inTransaction(
        async (tx) => {
          const file = await lockOrThrow(tx, reference, scopeOf(caller.user));
          const before = stateOf(file, await findFileLines(tx, file.id));
          const repriced = file.status === 'Quote' ? await repriceState(tx, file, before) : before;
          const blockers = blockersOf(file, repriced);
          const sorted = { ...repriced, lines: [...repriced.lines].sort(compareLines) };
          const diff = diffFiles(toDiffable(before), toDiffable(sorted));
          // The file as it would be booked: written here and rolled back below.
          await updateFileState(tx, file.id, sorted, {
            version: file.version,
            updatedByUserId: file.updatedByUserId,
            updatedAt: file.updatedAt,
          });
          await writeLines(tx, file.id, sorted.lines, file.updatedAt);
          const view = await agentView(tx, await reload(tx, file.id, file.reference), caller);
          return { canRequest: blockers.length === 0, blockers, diff, file: view };
        },
        { dryRun: true },
      );
    },

    async requestBooking(
      caller: TCaller,
      reference: string,
      expectedSellCents: number | null,
      idempotencyKey?: string,
    ): Promise<TFileView> {
      const file = await requestBookingAs(
        caller,
        'agent',
        reference,
        expectedSellCents,
        idempotencyKey,
      );
      return agentView(ctx.db, file, caller);
    },

    async cancelFile(caller: TCaller, reference: string): Promise<TFileView> {
      const current = await findOrThrow(ctx.db, reference, scopeOf(caller.user));
      const target = cancellationTarget(current.status);
      if (!target) {
        throw conflict(`${current.reference} is ${current.status} and cannot be cancelled.`);
      }
      const file = await moveStatus(caller, 'agent', reference, target, '');
      return agentView(ctx.db, file, caller);
    },

    async changeStatus(
      caller: TCaller,
      reference: string,
      request: TChangeFileStatusRequest,
    ): Promise<TAdminFileView> {
      const file =
        request.to === 'Requested'
          ? await requestBookingAs(caller, 'admin', reference, null)
          : await moveStatus(caller, 'admin', reference, request.to, request.note);
      return adminView(ctx.db, file, caller);
    },

    /**
     * A catalogue service added to a booking by the back office, priced like a quote's new line
     * (only that line; the others keep their booked prices). An allotment line takes its allotment.
     */
    async addBookedLine(
      caller: TCaller,
      reference: string,
      request: TAddServiceLineRequest,
    ): Promise<TFileChangeResponse> {
      return addLineToBooking(caller, reference, async (tx, file, before, key) => {
        const product = await loadBookableProduct(tx, request.productId);
        const priced = await priceOne(tx, file, before, {
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
        return {
          line: { ...priced, status: 'Requested', allotmentHold },
          detail: { productId: product.id },
        };
      });
    },

    /**
     * A manual service (contracts/files-admin.ts ZAddManualLineRequest): on a quote it joins the
     * quote On Request at the price given; on a booking it is requested from its supplier and
     * billed like any service added to a booking.
     */
    async addManualLine(
      caller: TCaller,
      reference: string,
      request: TAddManualLineRequest,
    ): Promise<TFileChangeResponse> {
      const current = await findOrThrow(ctx.db, reference, { agencyId: null });
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
          { phone: supplier.phone ?? '', address: supplier.address },
        );
      };
      const detail = { manual: true, supplierId: request.supplierId };
      if (isEditableFileStatus(current.status)) {
        return changeQuote(caller, reference, async (tx, file, before) => {
          const key = newLineKey();
          const line = await build(tx, file, before, key, MANUAL_QUOTE_LINE_STATUS);
          return {
            state: withLines(file, before, [...before.lines, line]),
            action: 'line.added',
            detail: { key, ...detail, name: line.name, date: line.date },
          };
        });
      }
      return addLineToBooking(caller, reference, async (tx, file, before, key) => ({
        line: await build(tx, file, before, key, 'Requested'),
        detail,
      }));
    },

    /**
     * A consultant records a supplier's answer on a line (or cancels it). When every live line of
     * a booking being worked is confirmed, the portal confirms the booking.
     */
    async changeLineStatus(
      caller: TCaller,
      reference: string,
      lineId: number,
      request: TChangeLineStatusRequest,
    ): Promise<TAdminFileView> {
      const actor = actorOf(caller.user);
      const system: TFileActor = { kind: 'system', userId: null, name: null };
      const outcome = await inTransaction(async (tx) => {
        const file = await lockOrThrow(tx, reference, { agencyId: null });
        const lines = await findFileLines(tx, file.id);
        const line = lines.find((candidate) => candidate.id === lineId);
        if (!line) throw notFound('Service not found.');
        const refusal = lineTransitionError(line.status, request.to, 'admin');
        if (refusal) throw conflict(refusal);
        const at = now();
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
            eventRow(file.id, system, 'status.changed', { from: file.status, to: 'Confirmed' }, at),
          );
        } else {
          await updateFileStatus(tx, file.id, file.status, {
            updatedByUserId: actor.userId,
            updatedAt: at,
          });
        }
        await insertEvents(tx, events);
        if (request.to === 'Cancelled' && file.status !== 'Quote') {
          // One service of a booking cancelled: the file no longer sells it, the agency is
          // credited for it, and a supplier that was asked (or answered) is asked to release it.
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
            await insertSupplierRequests(tx, [
              {
                fileId: file.id,
                serviceLineId: line.id,
                supplierId: line.supplierId,
                kind: 'cancel' as const,
                createdAt: at,
                updatedAt: at,
              },
            ]);
            const dispatched = await fileLifecycle().supplierRequests.dispatch(
              tx,
              ctx,
              file.id,
              at,
            );
            supplierRequests.push(...dispatched.sent, ...dispatched.withdrawn);
          }
        }
        const saved = await reload(tx, file.id, file.reference);
        if (request.to === 'Cancelled' && file.status !== 'Quote') {
          await fileLifecycle().invoices.reconcile(tx, saved, ctx.clock, {
            creditReason: `Cancelled service: ${line.name} (${line.date})`,
          });
        }
        return {
          file: saved,
          line: { ...line, ...values },
          fileStatusFrom,
          supplierRequests,
        };
      });
      live.linesUpdated(outcome.file, [outcome.line]);
      if (outcome.fileStatusFrom) live.statusChanged(outcome.file, outcome.fileStatusFrom);
      live.fileUpdated(outcome.file, 'line.status-changed');
      if (outcome.supplierRequests.length > 0) {
        live.supplierRequestsChanged(outcome.file, outcome.supplierRequests);
        ctx.mail.kick();
      }
      return adminView(ctx.db, outcome.file, caller);
    },

    /**
     * The back office's timeline of a file: its events and the emails queued for it (the mail
     * outbox), newest first, one page of both together.
     */
    async listAdminTimeline(
      caller: TCaller,
      reference: string,
      page: { page: number; perPage: number },
      path: string,
    ): Promise<TPaginated<TAdminFileTimelineEntry>> {
      const file = await findOrThrow(ctx.db, reference, scopeOf(caller.user));
      const needed = page.page * page.perPage;
      const [events, emails] = await Promise.all([
        findEventsPage(ctx.db, file.id, { page: 1, perPage: needed }),
        listFileEmails(ctx.db, file.id, needed),
      ]);
      const entries = mergeTimeline(
        events.rows.map((row) => ({ kind: 'event' as const, ...presentFileEvent(row) })),
        emails.entries,
      );
      return buildPaginated(entries.slice(needed - page.perPage, needed), {
        ...page,
        total: events.total + emails.total,
        path,
        query: { per_page: page.perPage },
      });
    },

    async listEvents(
      caller: TCaller,
      reference: string,
      page: { page: number; perPage: number },
      path: string,
    ): Promise<TPaginated<ReturnType<typeof presentFileEvent>>> {
      const file = await findOrThrow(ctx.db, reference, scopeOf(caller.user));
      const { rows, total } = await findEventsPage(ctx.db, file.id, page);
      return buildPaginated(rows.map(presentFileEvent), {
        ...page,
        total,
        path,
        query: { per_page: page.perPage },
      });
    },
  };
}

export type TFilesService = ReturnType<typeof createFilesService>;
