import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  lte,
  notInArray,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { TFileSortField } from '@portal/shared/contracts/files';
import type { TFileStatus } from '@portal/shared/domain/file-states';
import type { TExecutor } from '../../db/database';
import { agencies } from '../../db/schema/agencies';
import { fileReferenceCounters, files } from '../../db/schema/files';
import { fileEvents, fileVersions } from '../../db/schema/files-history';
import { fileServiceLines } from '../../db/schema/files-lines';
import { fileCounts, fileSearchWords } from '../../db/schema/files-search';
import { supplierRequests } from '../../db/schema/files-supplier-requests';
import { suppliers } from '../../db/schema/suppliers';
import { users } from '../../db/schema/users';
import type { TFileState, TLineState } from './file-state';

export type TFileRow = typeof files.$inferSelect;
export type TFileInsert = typeof files.$inferInsert;
export type TLineRow = typeof fileServiceLines.$inferSelect;
export type TVersionRow = typeof fileVersions.$inferSelect;
export type TEventRow = typeof fileEvents.$inferSelect;

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
  >,
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
    Pick<TLineRow, 'status' | 'confirmation' | 'voucher' | 'remarks' | 'allotmentHold'>
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

export async function insertEvents(
  executor: TExecutor,
  events: (typeof fileEvents.$inferInsert)[],
): Promise<void> {
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

// My Files ---------------------------------------------------------------------------------------

export interface TFileListFilter {
  agencyId: number | null;
  reference?: string | undefined;
  yourReference?: string | undefined;
  bookingName?: string | undefined;
  travelDateFrom?: string | undefined;
  travelDateTo?: string | undefined;
  status?: TFileStatus[] | undefined;
  sort: TFileSortField;
  direction: 'asc' | 'desc';
  page: number;
  perPage: number;
}

/** "NZ-1002" -> "NZ-1002%" for LIKE, with the term's own wildcards escaped. */
function prefixPattern(term: string): string {
  return `${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * A typed reference as a LIKE pattern (issue 19, point 22): a prefix of the whole reference
 * ("NZ-1000", "nz-100044"), or of its number alone in any brand ("100044" finds NZ-100044);
 * "NZ 100044" and "NZ100044" are read as "NZ-100044".
 */
export function referencePattern(term: string): string {
  const typed = term.toUpperCase().replace(/\s+/g, '');
  if (/^\d+$/.test(typed)) return `__-${typed}%`;
  const joined = /^([A-Z]{2})(\d+)$/.exec(typed);
  return prefixPattern(joined ? `${joined[1]}-${joined[2]}` : typed);
}

/**
 * The words of a booking-name search, split as the file_search_words trigger splits names (at
 * spaces and punctuation) and lower-cased; at most eight.
 */
export function searchWords(text: string): string[] {
  return [
    ...new Set(
      text
        .toLowerCase()
        .split(/[\s\p{P}\p{S}]+/u)
        .filter(Boolean),
    ),
  ].slice(0, 8);
}

function hasOnlyCountedFilters(filter: TFileListFilter): boolean {
  return !(
    filter.reference ||
    filter.yourReference ||
    filter.bookingName ||
    filter.travelDateFrom ||
    filter.travelDateTo
  );
}

function listConditions(filter: TFileListFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.agencyId !== null) conditions.push(eq(files.agencyId, filter.agencyId));
  if (filter.reference) {
    conditions.push(sql`${files.reference} collate "C" like ${referencePattern(filter.reference)}`);
  }
  if (filter.yourReference) {
    conditions.push(
      sql`lower(${files.yourReference}) like ${prefixPattern(filter.yourReference.toLowerCase())}`,
    );
  }
  // Every word typed must start a word of the name ("smi jo" finds "John Smith").
  for (const word of searchWords(filter.bookingName ?? '')) {
    const agency =
      filter.agencyId === null ? sql`` : sql`${fileSearchWords.agencyId} = ${filter.agencyId} and `;
    conditions.push(
      sql`${files.id} in (select ${fileSearchWords.fileId} from ${fileSearchWords} where ${agency}${fileSearchWords.word} like ${prefixPattern(word)})`,
    );
  }
  if (filter.travelDateFrom) conditions.push(gte(files.travelDate, filter.travelDateFrom));
  if (filter.travelDateTo) conditions.push(lte(files.travelDate, filter.travelDateTo));
  if (filter.status && filter.status.length > 0) {
    conditions.push(inArray(files.status, filter.status));
  }
  return conditions;
}

type TSortable = Record<
  'createdAt' | 'updatedAt' | 'travelDate' | 'reference' | 'bookingName' | 'status',
  SQLWrapper
>;

/** The ORDER BY expression of a sort, on the files table or on a subquery of its columns. */
function sortExpression(sort: TFileSortField, source: TSortable): SQL {
  switch (sort) {
    case 'reference':
      return sql`${source.reference} collate "C"`;
    case 'bookingName':
      return sql`lower(${source.bookingName})`;
    default:
      return sql`${source[sort]}`;
  }
}

const listColumns = {
  id: files.id,
  reference: files.reference,
  yourReference: files.yourReference,
  bookingName: files.bookingName,
  status: files.status,
  relatedReference: files.relatedReference,
  travelDate: files.travelDate,
  endDate: files.endDate,
  brandId: files.brandId,
  agencyId: files.agencyId,
  agentId: files.agentId,
  paxAdults: files.paxAdults,
  paxChildren: files.paxChildren,
  sellCents: files.sellCents,
  netCents: files.netCents,
  createdAt: files.createdAt,
  updatedAt: files.updatedAt,
};

export interface TFileListRow {
  id: number;
  reference: string;
  yourReference: string;
  bookingName: string;
  status: TFileStatus;
  relatedReference: string | null;
  travelDate: string;
  endDate: string;
  brandId: number;
  agencyId: number;
  agencyName: string;
  agentName: string;
  paxAdults: number;
  paxChildren: number;
  sellCents: number;
  netCents: number;
  createdAt: Date;
  updatedAt: Date;
}

/** Files per agency and status from file_counts (kept by triggers), for unfiltered lists. */
async function countFromCounters(executor: TExecutor, filter: TFileListFilter): Promise<number> {
  const [row] = await executor
    .select({ total: sql<number>`coalesce(sum(${fileCounts.total}), 0)::int` })
    .from(fileCounts)
    .where(
      and(
        filter.agencyId === null ? undefined : eq(fileCounts.agencyId, filter.agencyId),
        filter.status && filter.status.length > 0
          ? inArray(fileCounts.status, filter.status)
          : undefined,
      ),
    );
  return row?.total ?? 0;
}

/**
 * One page of files and the count of all that match, in two steps: first the ids and sort keys of
 * the page (from indexes alone where they cover the filters), then those rows with their agent's
 * and agency's names. How the matches are found depends on the filters:
 * - none but status: one index scan in the requested order that stops after the page; the total
 *   comes from file_counts, so a large agency's files are never all counted;
 * - any other filter: the matches are few enough to gather once; `count(*) over ()` counts them in
 *   the same pass (and, being a window function, keeps PostgreSQL from walking a sort index and
 *   filtering instead, which a LIMIT makes look cheap though every match must be read to count).
 */
export async function findFilesPage(
  executor: TExecutor,
  filter: TFileListFilter,
): Promise<{ rows: TFileListRow[]; total: number }> {
  const order = filter.direction === 'asc' ? sql`asc` : sql`desc`;
  const where = and(...listConditions(filter));
  const isCounted = hasOnlyCountedFilters(filter);

  const matches = executor
    .select({
      id: files.id,
      sortKey: sql`${sortExpression(filter.sort, files)}`.as('sort_key'),
      matches: (isCounted ? sql<number>`0` : sql<number>`count(*) over ()`)
        .mapWith(Number)
        .as('matches'),
    })
    .from(files)
    .where(where)
    .as('matches');
  const page = executor
    .select()
    .from(matches)
    .orderBy(sql`${matches.sortKey} ${order}`, sql`${matches.id} ${order}`)
    .limit(filter.perPage)
    .offset((filter.page - 1) * filter.perPage)
    .as('page');
  const pageQuery = executor
    .select({
      ...listColumns,
      matches: page.matches,
      agentName: users.name,
      agencyName: agencies.name,
    })
    .from(page)
    .innerJoin(files, eq(files.id, page.id))
    .innerJoin(users, eq(users.id, files.agentId))
    .innerJoin(agencies, eq(agencies.id, files.agencyId))
    .orderBy(sql`${page.sortKey} ${order}`, sql`${page.id} ${order}`);

  const [rows, counted] = await Promise.all([
    pageQuery,
    isCounted ? countFromCounters(executor, filter) : Promise.resolve(null),
  ]);
  const total =
    counted ??
    rows[0]?.matches ??
    // A page past the last one has no row to carry the count.
    (await executor.select({ total: count() }).from(files).where(where))[0]?.total ??
    0;
  return {
    rows: rows.map(({ matches: _matches, agentId: _agentId, ...row }) => row),
    total,
  };
}
