import {
  DEFAULT_TRAVELLER_PAYMENTS,
  type TTravellerPayments,
} from '@portal/shared/domain/client-price';
import { and, asc, count, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { TFileStatus } from '@portal/shared/domain/file-states';
import type { TExecutor } from '../../db/database';
import { agencies } from '../../db/schema/agencies';
import { fileReferenceCounters, files } from '../../db/schema/files';
import { fileEvents, fileVersions } from '../../db/schema/files-history';
import { fileServiceLines } from '../../db/schema/files-lines';
import { supplierRequests } from '../../db/schema/files-supplier-requests';
import { suppliers } from '../../db/schema/suppliers';
import { users } from '../../db/schema/users';
import type { TFileState, TLineState } from './file-state';

export type TFileRow = typeof files.$inferSelect;
export type TFileInsert = typeof files.$inferInsert;
export type TLineRow = typeof fileServiceLines.$inferSelect;
export type TVersionRow = typeof fileVersions.$inferSelect;
export type TEventRow = typeof fileEvents.$inferSelect;
export type TEventInsert = typeof fileEvents.$inferInsert;

/** Which files a caller may reach: one agency's (agents) or all (back office). */
export type TFileScope = { agencyId: number } | { agencyId: null };

/** Files are numbered from here in each brand, so references always have six digits. */
const FIRST_FILE_NUMBER = 100_001;

function scopeCondition(scope: TFileScope): SQL | undefined {
  return scope.agencyId === null ? undefined : eq(files.agencyId, scope.agencyId);
}

export async function findFileByReference(
  executor: TExecutor,
  reference: string,
  scope: TFileScope,
): Promise<TFileRow | null> {
  const [row] = await executor
    .select()
    .from(files)
    .where(and(eq(files.reference, reference), scopeCondition(scope)));
  return row ?? null;
}

/** The file, locked until the transaction ends: changes to one file happen one after another. */
export async function lockFileByReference(
  executor: TExecutor,
  reference: string,
  scope: TFileScope,
): Promise<TFileRow | null> {
  const [row] = await executor
    .select()
    .from(files)
    .where(and(eq(files.reference, reference), scopeCondition(scope)))
    .for('update');
  return row ?? null;
}

export async function findFileAgencyId(
  executor: TExecutor,
  fileId: number,
): Promise<number | null> {
  const [row] = await executor
    .select({ agencyId: files.agencyId })
    .from(files)
    .where(eq(files.id, fileId));
  return row?.agencyId ?? null;
}

export function findFileLines(executor: TExecutor, fileId: number): Promise<TLineRow[]> {
  return executor
    .select()
    .from(fileServiceLines)
    .where(eq(fileServiceLines.fileId, fileId))
    .orderBy(
      asc(fileServiceLines.dayNumber),
      sql`${fileServiceLines.sortOrder} asc nulls last`,
      sql`${fileServiceLines.startTime} asc nulls last`,
      asc(fileServiceLines.key),
    );
}

/** The next number of a brand's file sequence; the counter row stays locked until commit. */
export async function nextFileNumber(executor: TExecutor, brandId: number): Promise<number> {
  const [row] = await executor
    .insert(fileReferenceCounters)
    .values({ brandId, lastNumber: FIRST_FILE_NUMBER })
    .onConflictDoUpdate({
      target: fileReferenceCounters.brandId,
      set: { lastNumber: sql`${fileReferenceCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: fileReferenceCounters.lastNumber });
  if (!row) throw new Error('nextFileNumber: no row');
  return row.lastNumber;
}

/** Moves a brand's sequence past `number` (a file given a fixed reference, as the demo's are). */
export async function reserveFileNumbersUpTo(
  executor: TExecutor,
  brandId: number,
  number: number,
): Promise<void> {
  await executor
    .insert(fileReferenceCounters)
    .values({ brandId, lastNumber: number })
    .onConflictDoUpdate({
      target: fileReferenceCounters.brandId,
      set: { lastNumber: sql`greatest(${fileReferenceCounters.lastNumber}, ${number})` },
    });
}

function stateColumns(state: TFileState) {
  return {
    bookingName: state.bookingName,
    yourReference: state.yourReference,
    notes: state.notes,
    supplierNote: state.supplierNote,
    travelDate: state.travelDate,
    endDate: state.endDate,
    status: state.status,
    rooms: state.rooms,
    dayHeaders: state.dayHeaders,
    droppedLines: state.droppedLines,
    paxAdults: state.pax.adults,
    paxChildren: state.pax.children,
    costCents: state.totals.costCents,
    sellCents: state.totals.sellCents,
    commissionCents: state.totals.commissionCents,
    netCents: state.totals.netCents,
    gstCents: state.totals.gstCents,
    netGstCents: state.totals.netGstCents,
  };
}

export async function insertFile(
  executor: TExecutor,
  identity: Pick<
    TFileInsert,
    | 'reference'
    | 'brandId'
    | 'agencyId'
    | 'agentId'
    | 'relatedFileId'
    | 'relatedReference'
    | 'packageId'
    | 'packageName'
    | 'accommodationClass'
    | 'pricingModel'
    | 'createdByUserId'
    | 'createdAt'
  > &
    // Named by every caller: a net agency's file starts at its agency's client markup.
    Required<Pick<TFileInsert, 'clientMarkupBasisPoints'>>,
  state: TFileState,
): Promise<TFileRow> {
  const [row] = await executor
    .insert(files)
    .values({
      ...identity,
      ...stateColumns(state),
      version: 1,
      updatedByUserId: identity.createdByUserId,
      updatedAt: identity.createdAt,
    })
    .returning();
  if (!row) throw new Error('insertFile: no row');
  return row;
}

export async function updateFileState(
  executor: TExecutor,
  fileId: number,
  state: TFileState,
  change: { version: number; updatedByUserId: number | null; updatedAt: Date },
): Promise<void> {
  await executor
    .update(files)
    .set({ ...stateColumns(state), ...change })
    .where(eq(files.id, fileId));
}

export async function updateFileStatus(
  executor: TExecutor,
  fileId: number,
  status: TFileStatus,
  change: { updatedByUserId: number | null; updatedAt: Date },
): Promise<void> {
  await executor
    .update(files)
    .set({ status, ...change })
    .where(eq(files.id, fileId));
}

/** The stored columns of a service line (also the shape a version snapshot keeps). */
export function lineColumns(line: TLineState) {
  return {
    dayNumber: line.dayNumber,
    date: line.date,
    endDate: line.endDate,
    startTime: line.startTime,
    endTime: line.endTime,
    productId: line.productId,
    supplierId: line.supplierId,
    serviceTypeCode: line.serviceTypeCode,
    name: line.name,
    basis: line.basis,
    taxCode: line.taxCode,
    span: line.span,
    quantity: line.quantity,
    status: line.status,
    costCents: line.costCents,
    sellCents: line.sellCents,
    commissionCents: line.commissionCents,
    netCents: line.netCents,
    confirmation: line.confirmation,
    voucher: line.voucher,
    remarks: line.remarks,
    phone: line.phone,
    address: line.address,
    allotmentHold: line.allotmentHold,
  };
}

/**
 * Makes the file's lines exactly `lines`: a line keeps its id while its key stays (so a supplier
 * request or a link to a line survives repricing), new keys are inserted, missing keys deleted.
 */
export async function writeLines(
  executor: TExecutor,
  fileId: number,
  lines: readonly TLineState[],
  now: Date,
): Promise<void> {
  const keys = lines.map((line) => line.key);
  await executor
    .delete(fileServiceLines)
    .where(
      and(
        eq(fileServiceLines.fileId, fileId),
        keys.length > 0 ? notInArray(fileServiceLines.key, keys) : undefined,
      ),
    );
  if (lines.length === 0) return;
  await executor
    .insert(fileServiceLines)
    .values(lines.map((line) => ({ fileId, key: line.key, ...lineColumns(line), updatedAt: now })))
    .onConflictDoUpdate({
      target: [fileServiceLines.fileId, fileServiceLines.key],
      set: {
        dayNumber: sql`excluded.day_number`,
        date: sql`excluded.date`,
        endDate: sql`excluded.end_date`,
        startTime: sql`excluded.start_time`,
        endTime: sql`excluded.end_time`,
        productId: sql`excluded.product_id`,
        supplierId: sql`excluded.supplier_id`,
        serviceTypeCode: sql`excluded.service_type_code`,
        name: sql`excluded.name`,
        basis: sql`excluded.basis`,
        taxCode: sql`excluded.tax_code`,
        span: sql`excluded.span`,
        quantity: sql`excluded.quantity`,
        status: sql`excluded.status`,
        costCents: sql`excluded.cost_cents`,
        sellCents: sql`excluded.sell_cents`,
        commissionCents: sql`excluded.commission_cents`,
        netCents: sql`excluded.net_cents`,
        confirmation: sql`excluded.confirmation`,
        voucher: sql`excluded.voucher`,
        remarks: sql`excluded.remarks`,
        phone: sql`excluded.phone`,
        address: sql`excluded.address`,
        allotmentHold: sql`excluded.allotment_hold`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}

export async function updateLine(
  executor: TExecutor,
  lineId: number,
  values: Partial<
    Pick<
      TLineRow,
      | 'status'
      | 'confirmation'
      | 'voucher'
      | 'remarks'
      | 'allotmentHold'
      | 'cancellationFeeCents'
      | 'supplierChargeCents'
    >
  >,
  now: Date,
): Promise<void> {
  await executor
    .update(fileServiceLines)
    .set({ ...values, updatedAt: now })
    .where(eq(fileServiceLines.id, lineId));
}

// Versions ---------------------------------------------------------------------------------------

export async function insertVersion(
  executor: TExecutor,
  version: typeof fileVersions.$inferInsert,
): Promise<void> {
  await executor.insert(fileVersions).values(version);
}

export function findVersions(executor: TExecutor, fileId: number) {
  return executor
    .select({
      number: fileVersions.number,
      action: fileVersions.action,
      travelDate: fileVersions.travelDate,
      lineCount: fileVersions.lineCount,
      sellCents: fileVersions.sellCents,
      netCents: fileVersions.netCents,
      createdByName: fileVersions.createdByName,
      createdAt: fileVersions.createdAt,
    })
    .from(fileVersions)
    .where(eq(fileVersions.fileId, fileId))
    .orderBy(desc(fileVersions.number));
}

export async function findVersionSnapshots(
  executor: TExecutor,
  fileId: number,
  numbers: readonly number[],
): Promise<Map<number, unknown>> {
  const rows = await executor
    .select({ number: fileVersions.number, snapshot: fileVersions.snapshot })
    .from(fileVersions)
    .where(and(eq(fileVersions.fileId, fileId), inArray(fileVersions.number, [...numbers])));
  return new Map(rows.map((row) => [row.number, row.snapshot]));
}

// Events and supplier requests -------------------------------------------------------------------

/** Only file-events.ts (and the demo seed) write here, so the lifecycle hears of every event. */
export async function insertEvents(executor: TExecutor, events: TEventInsert[]): Promise<void> {
  if (events.length > 0) await executor.insert(fileEvents).values(events);
}

/** Whether the file was ever requested as a booking (a cancelled quote never was). */
export async function wasRequestedAsBooking(executor: TExecutor, fileId: number): Promise<boolean> {
  const [row] = await executor
    .select({ id: fileEvents.id })
    .from(fileEvents)
    .where(and(eq(fileEvents.fileId, fileId), eq(fileEvents.action, 'booking.requested')))
    .limit(1);
  return row !== undefined;
}

export async function findEventsPage(
  executor: TExecutor,
  fileId: number,
  page: { page: number; perPage: number },
): Promise<{ rows: TEventRow[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    executor
      .select()
      .from(fileEvents)
      .where(eq(fileEvents.fileId, fileId))
      .orderBy(desc(fileEvents.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    executor.select({ total: count() }).from(fileEvents).where(eq(fileEvents.fileId, fileId)),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function insertSupplierRequests(
  executor: TExecutor,
  requests: (typeof supplierRequests.$inferInsert)[],
): Promise<void> {
  if (requests.length > 0) await executor.insert(supplierRequests).values(requests);
}

/**
 * Why each of a file's lines was declined or waitlisted: the reason of the line's latest answered
 * request that gave one (the supplier-requests module writes it; the file shows it on the line).
 */
export async function findSupplierReasons(
  executor: TExecutor,
  fileId: number,
): Promise<Map<number, string>> {
  const rows = await executor
    .select({ lineId: supplierRequests.serviceLineId, reason: supplierRequests.reason })
    .from(supplierRequests)
    .where(
      and(
        eq(supplierRequests.fileId, fileId),
        sql`${supplierRequests.reason} <> ''`,
        sql`${supplierRequests.answeredAt} is not null`,
      ),
    )
    .orderBy(asc(supplierRequests.answeredAt), asc(supplierRequests.id));
  // Oldest first, so the latest answer of each line wins.
  return new Map(rows.map((row) => [row.lineId, row.reason]));
}

// Names shown beside ids ------------------------------------------------------------------------

export async function findSupplierNames(
  executor: TExecutor,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await executor
    .select({ id: suppliers.id, name: suppliers.name })
    .from(suppliers)
    .where(inArray(suppliers.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function findUserNames(
  executor: TExecutor,
  ids: readonly (number | null)[],
): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await executor
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function findAgencyName(executor: TExecutor, agencyId: number): Promise<string> {
  const [row] = await executor
    .select({ name: agencies.name })
    .from(agencies)
    .where(eq(agencies.id, agencyId));
  return row?.name ?? '';
}

/** The agency's name and who takes its travellers' money (docs/pricing.md, "Two prices"). */
export async function findFileAgency(
  executor: TExecutor,
  agencyId: number,
): Promise<{ name: string; travellerPayments: TTravellerPayments }> {
  const [row] = await executor
    .select({ name: agencies.name, travellerPayments: agencies.travellerPayments })
    .from(agencies)
    .where(eq(agencies.id, agencyId));
  return row ?? { name: '', travellerPayments: DEFAULT_TRAVELLER_PAYMENTS };
}

// Credit hold -----------------------------------------------------------------------------------

/** The agency's credit limit (null: not checked) and name, for a booking's credit check. */
export async function findAgencyCredit(
  executor: TExecutor,
  agencyId: number,
): Promise<{ name: string; creditLimitCents: number | null }> {
  const [row] = await executor
    .select({ name: agencies.name, creditLimitCents: agencies.creditLimitCents })
    .from(agencies)
    .where(eq(agencies.id, agencyId));
  return row ?? { name: '', creditLimitCents: null };
}

/** The booking waits for its deposit or an approval: its suppliers are not asked meanwhile. */
export async function holdFileCredit(executor: TExecutor, fileId: number, at: Date) {
  await executor
    .update(files)
    .set({
      creditHeldAt: at,
      creditReleasedAt: null,
      creditRelease: null,
      creditReleasedByUserId: null,
    })
    .where(eq(files.id, fileId));
}

export async function releaseFileCredit(
  executor: TExecutor,
  fileId: number,
  release: { how: 'deposit' | 'approval'; byUserId: number | null; at: Date },
) {
  await executor
    .update(files)
    .set({
      creditReleasedAt: release.at,
      creditRelease: release.how,
      creditReleasedByUserId: release.byUserId,
      updatedAt: release.at,
    })
    .where(eq(files.id, fileId));
}

/** Whether the file is on credit hold now (held and not released). */
export async function isFileCreditHeld(executor: TExecutor, fileId: number): Promise<boolean> {
  const [row] = await executor
    .select({ heldAt: files.creditHeldAt, releasedAt: files.creditReleasedAt })
    .from(files)
    .where(eq(files.id, fileId));
  return isCreditHeld({
    creditHeldAt: row?.heldAt ?? null,
    creditReleasedAt: row?.releasedAt ?? null,
  });
}

export function isCreditHeld(file: Pick<TFileRow, 'creditHeldAt' | 'creditReleasedAt'>): boolean {
  return file.creditHeldAt !== null && file.creditReleasedAt === null;
}

/** A net agency's markup for the file's client (files.client_markup_basis_points). */
export async function updateClientMarkup(
  executor: TExecutor,
  fileId: number,
  clientMarkupBasisPoints: number | null,
  change: { updatedByUserId: number | null; updatedAt: Date },
): Promise<void> {
  await executor
    .update(files)
    .set({ clientMarkupBasisPoints, ...change })
    .where(eq(files.id, fileId));
}
