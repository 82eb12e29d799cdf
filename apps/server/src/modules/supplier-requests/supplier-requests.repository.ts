import {
  and,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type {
  TSupplierRequestKind,
  TSupplierRequestStatus,
} from '@portal/shared/contracts/supplier-requests';
import type { TExecutor } from '../../db/database';
import { bookingAlerts } from '../../db/schema/booking-alerts';
import { files } from '../../db/schema/files';
import { fileServiceLines } from '../../db/schema/files-lines';
import { supplierRequests } from '../../db/schema/files-supplier-requests';
import { supplierRequestEvents } from '../../db/schema/supplier-request-events';
import { supplierRequestLinks } from '../../db/schema/supplier-request-links';
import { suppliers } from '../../db/schema/suppliers';

export type TSupplierRequestRow = typeof supplierRequests.$inferSelect;
export type TSupplierRequestUpdate = Partial<
  Omit<typeof supplierRequests.$inferInsert, 'id' | 'fileId' | 'serviceLineId' | 'supplierId'>
>;
export type TLinkRow = typeof supplierRequestLinks.$inferSelect;
export type TRequestEventRow = typeof supplierRequestEvents.$inferSelect;
export type TRequestEventInsert = typeof supplierRequestEvents.$inferInsert;
export type TBookingAlertRow = typeof bookingAlerts.$inferSelect;

/** Statuses still waiting for the supplier. */
export const OPEN_REQUEST_STATUSES: readonly TSupplierRequestStatus[] = [
  'pending',
  'sent',
  'waitlisted',
  'provisional',
];

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

// Requests ---------------------------------------------------------------------------------------

export function findPendingRequests(
  executor: TExecutor,
  fileId: number,
): Promise<TSupplierRequestRow[]> {
  return executor
    .select()
    .from(supplierRequests)
    .where(and(eq(supplierRequests.fileId, fileId), eq(supplierRequests.status, 'pending')))
    .orderBy(supplierRequests.id);
}

export async function findRequestById(
  executor: TExecutor,
  id: number,
): Promise<TSupplierRequestRow | null> {
  const [row] = await executor.select().from(supplierRequests).where(eq(supplierRequests.id, id));
  return row ?? null;
}

/** The request, locked until the transaction ends: two answers at once resolve to one. */
export async function lockRequestById(
  executor: TExecutor,
  id: number,
): Promise<TSupplierRequestRow | null> {
  const [row] = await executor
    .select()
    .from(supplierRequests)
    .where(eq(supplierRequests.id, id))
    .for('update');
  return row ?? null;
}

export function findFileRequests(
  executor: TExecutor,
  fileId: number,
): Promise<TSupplierRequestRow[]> {
  return executor
    .select()
    .from(supplierRequests)
    .where(eq(supplierRequests.fileId, fileId))
    .orderBy(supplierRequests.id);
}

export async function updateRequest(
  executor: TExecutor,
  id: number,
  values: TSupplierRequestUpdate,
): Promise<void> {
  await executor.update(supplierRequests).set(values).where(eq(supplierRequests.id, id));
}

/** Open requests of the given kinds on these lines become `cancelled`; answers the rows. */
export function withdrawOpenRequests(
  executor: TExecutor,
  where: { fileId: number; lineIds?: readonly number[]; kinds?: readonly TSupplierRequestKind[] },
  at: Date,
): Promise<TSupplierRequestRow[]> {
  return executor
    .update(supplierRequests)
    .set({ status: 'cancelled', updatedAt: at })
    .where(
      and(
        eq(supplierRequests.fileId, where.fileId),
        inArray(supplierRequests.status, [...OPEN_REQUEST_STATUSES]),
        where.lineIds ? inArray(supplierRequests.serviceLineId, [...where.lineIds]) : undefined,
        where.kinds ? inArray(supplierRequests.kind, [...where.kinds]) : undefined,
      ),
    )
    .returning();
}

/**
 * The open booking requests (new or amend) of one line take an answer the back office recorded
 * for the supplier (by phone, say); answers the rows.
 */
export function answerOpenLineRequests(
  executor: TExecutor,
  where: { fileId: number; lineId: number },
  values: Pick<
    TSupplierRequestUpdate,
    'status' | 'confirmation' | 'answeredAt' | 'answeredByUserId' | 'answeredByName' | 'updatedAt'
  >,
): Promise<TSupplierRequestRow[]> {
  return executor
    .update(supplierRequests)
    .set(values)
    .where(
      and(
        eq(supplierRequests.fileId, where.fileId),
        eq(supplierRequests.serviceLineId, where.lineId),
        inArray(supplierRequests.status, [...OPEN_REQUEST_STATUSES]),
        inArray(supplierRequests.kind, ['new', 'amend']),
      ),
    )
    .returning();
}

/** Supplier names and line statuses for presenting requests. */
export async function findRequestContext(
  executor: TExecutor,
  requests: readonly Pick<TSupplierRequestRow, 'supplierId' | 'serviceLineId'>[],
): Promise<{ supplierNames: Map<number, string>; lineStatuses: Map<number, string> }> {
  if (requests.length === 0) return { supplierNames: new Map(), lineStatuses: new Map() };
  const supplierRows = await executor
    .select({ id: suppliers.id, name: suppliers.name })
    .from(suppliers)
    .where(inArray(suppliers.id, [...new Set(requests.map((request) => request.supplierId))]));
  const lineRows = await executor
    .select({ id: fileServiceLines.id, status: fileServiceLines.status })
    .from(fileServiceLines)
    .where(
      inArray(fileServiceLines.id, [...new Set(requests.map((request) => request.serviceLineId))]),
    );
  return {
    supplierNames: new Map(supplierRows.map((row) => [row.id, row.name])),
    lineStatuses: new Map(lineRows.map((row) => [row.id, row.status])),
  };
}

export interface TRequestListFilter {
  supplierId?: number | undefined;
  statuses?: readonly TSupplierRequestStatus[] | undefined;
  kind?: TSupplierRequestKind | undefined;
  q?: string | undefined;
  bookingReference?: string | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  /** Only requests that were sent: a supplier never sees one withdrawn before it went out. */
  sentOnly?: boolean;
  page: number;
  perPage: number;
}

export interface TRequestListRow {
  request: TSupplierRequestRow;
  bookingReference: string;
  bookingName: string;
  lineName: string;
  lineTypeCode: string;
  lineDate: string;
  lineEndDate: string;
  paxAdults: number;
  paxChildren: number;
  supplierName: string;
  lineStatus: string;
}

/** Requests with their booking and line, newest service date first within a supplier's list. */
export async function findRequestsPage(
  executor: TExecutor,
  filter: TRequestListFilter,
): Promise<{ rows: TRequestListRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [
    filter.supplierId === undefined
      ? undefined
      : eq(supplierRequests.supplierId, filter.supplierId),
    filter.statuses ? inArray(supplierRequests.status, [...filter.statuses]) : undefined,
    filter.kind ? eq(supplierRequests.kind, filter.kind) : undefined,
    filter.bookingReference
      ? ilike(files.reference, `%${escapeLike(filter.bookingReference)}%`)
      : undefined,
    filter.dateFrom ? gte(fileServiceLines.date, filter.dateFrom) : undefined,
    filter.dateTo ? lte(fileServiceLines.date, filter.dateTo) : undefined,
    filter.sentOnly ? isNotNull(supplierRequests.sentAt) : undefined,
  ];
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    conditions.push(
      or(
        ilike(files.reference, pattern),
        ilike(files.bookingName, pattern),
        ilike(fileServiceLines.name, pattern),
      ),
    );
  }
  const where = and(...conditions);
  const rows = await executor
    .select({
      request: supplierRequests,
      bookingReference: files.reference,
      bookingName: files.bookingName,
      lineName: fileServiceLines.name,
      lineTypeCode: fileServiceLines.serviceTypeCode,
      lineDate: fileServiceLines.date,
      lineEndDate: fileServiceLines.endDate,
      paxAdults: files.paxAdults,
      paxChildren: files.paxChildren,
      supplierName: suppliers.name,
      lineStatus: fileServiceLines.status,
    })
    .from(supplierRequests)
    .innerJoin(files, eq(files.id, supplierRequests.fileId))
    .innerJoin(fileServiceLines, eq(fileServiceLines.id, supplierRequests.serviceLineId))
    .innerJoin(suppliers, eq(suppliers.id, supplierRequests.supplierId))
    .where(where)
    .orderBy(desc(supplierRequests.createdAt), desc(supplierRequests.id))
    .limit(filter.perPage)
    .offset((filter.page - 1) * filter.perPage);
  const [totals] = await executor
    .select({ total: count() })
    .from(supplierRequests)
    .innerJoin(files, eq(files.id, supplierRequests.fileId))
    .innerJoin(fileServiceLines, eq(fileServiceLines.id, supplierRequests.serviceLineId))
    .where(where);
  return { rows, total: totals?.total ?? 0 };
}

export async function findFileIdByReference(
  executor: TExecutor,
  reference: string,
): Promise<number | null> {
  const [row] = await executor
    .select({ id: files.id })
    .from(files)
    .where(eq(files.reference, reference));
  return row?.id ?? null;
}

// Scheduled jobs: claim rows with a conditional UPDATE so a repeated run finds nothing ----------

/**
 * Requests still unanswered whose last mail (sending or reminder) is older than `cutoff` and that
 * have reminders left: the reminder is counted in the same statement that selects them.
 */
export function claimDueReminders(
  executor: TExecutor,
  args: { cutoff: Date; maxReminders: number; now: Date },
): Promise<TSupplierRequestRow[]> {
  return executor
    .update(supplierRequests)
    .set({
      reminderCount: sql`${supplierRequests.reminderCount} + 1`,
      lastReminderAt: args.now,
      updatedAt: args.now,
    })
    .where(
      and(
        eq(supplierRequests.status, 'sent'),
        sql`${supplierRequests.reminderCount} < ${args.maxReminders}`,
        sql`coalesce(${supplierRequests.lastReminderAt}, ${supplierRequests.sentAt}) <= ${args.cutoff.toISOString()}`,
      ),
    )
    .returning();
}

/** Requests whose reminders ran out and stayed unanswered a further period: escalated once. */
export function claimUnanswered(
  executor: TExecutor,
  args: { cutoff: Date; maxReminders: number; now: Date },
): Promise<TSupplierRequestRow[]> {
  return executor
    .update(supplierRequests)
    .set({ escalatedAt: args.now, updatedAt: args.now })
    .where(
      and(
        eq(supplierRequests.status, 'sent'),
        isNull(supplierRequests.escalatedAt),
        sql`${supplierRequests.reminderCount} >= ${args.maxReminders}`,
        sql`coalesce(${supplierRequests.lastReminderAt}, ${supplierRequests.sentAt}) <= ${args.cutoff.toISOString()}`,
      ),
    )
    .returning();
}

/** Confirmed requests whose service starts on or before `lastDate`, not asked yet, not past. */
export function claimDueReconfirmations(
  executor: TExecutor,
  args: { firstDate: string; lastDate: string; now: Date },
): Promise<TSupplierRequestRow[]> {
  const lines = sql`(select ${fileServiceLines.id} from ${fileServiceLines}
    where ${fileServiceLines.date} >= ${args.firstDate} and ${fileServiceLines.date} <= ${args.lastDate}
      and ${fileServiceLines.status} = 'Confirmed')`;
  return executor
    .update(supplierRequests)
    .set({ reconfirmRequestedAt: args.now, updatedAt: args.now })
    .where(
      and(
        eq(supplierRequests.status, 'confirmed'),
        isNull(supplierRequests.reconfirmRequestedAt),
        isNull(supplierRequests.reconfirmedAt),
        sql`${supplierRequests.serviceLineId} in ${lines}`,
      ),
    )
    .returning();
}

// Links ------------------------------------------------------------------------------------------

export async function insertLink(
  executor: TExecutor,
  link: typeof supplierRequestLinks.$inferInsert,
): Promise<void> {
  await executor.insert(supplierRequestLinks).values(link);
}

export async function findLinkByHash(
  executor: TExecutor,
  tokenHash: string,
): Promise<TLinkRow | null> {
  const [row] = await executor
    .select()
    .from(supplierRequestLinks)
    .where(eq(supplierRequestLinks.tokenHash, tokenHash));
  return row ?? null;
}

/** Revokes every live link of a request; answers how many were revoked. */
export async function revokeLinks(
  executor: TExecutor,
  requestId: number,
  by: { userId: number | null; name: string | null },
  at: Date,
): Promise<number> {
  const rows = await executor
    .update(supplierRequestLinks)
    .set({ revokedAt: at, revokedByUserId: by.userId, revokedByName: by.name })
    .where(
      and(eq(supplierRequestLinks.requestId, requestId), isNull(supplierRequestLinks.revokedAt)),
    )
    .returning({ id: supplierRequestLinks.id });
  return rows.length;
}

// Events -----------------------------------------------------------------------------------------

export async function insertRequestEvents(
  executor: TExecutor,
  events: readonly TRequestEventInsert[],
): Promise<void> {
  if (events.length > 0) await executor.insert(supplierRequestEvents).values([...events]);
}

export function findRequestEvents(
  executor: TExecutor,
  requestId: number,
): Promise<TRequestEventRow[]> {
  return executor
    .select()
    .from(supplierRequestEvents)
    .where(eq(supplierRequestEvents.requestId, requestId))
    .orderBy(supplierRequestEvents.id);
}

// Alerts -----------------------------------------------------------------------------------------

/** Raises an alert unless this request already has one of the kind; answers the new row. */
export async function insertAlertOnce(
  executor: TExecutor,
  alert: typeof bookingAlerts.$inferInsert,
): Promise<TBookingAlertRow | null> {
  const [row] = await executor
    .insert(bookingAlerts)
    .values(alert)
    .onConflictDoNothing({ target: [bookingAlerts.supplierRequestId, bookingAlerts.kind] })
    .returning();
  return row ?? null;
}

export interface TAlertListRow {
  alert: TBookingAlertRow;
  bookingReference: string;
  supplierName: string | null;
}

export async function findAlertsPage(
  executor: TExecutor,
  filter: {
    state: 'open' | 'resolved' | 'all';
    q?: string | undefined;
    page: number;
    perPage: number;
  },
): Promise<{ rows: TAlertListRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [
    filter.state === 'open'
      ? isNull(bookingAlerts.resolvedAt)
      : filter.state === 'resolved'
        ? isNotNull(bookingAlerts.resolvedAt)
        : undefined,
  ];
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    conditions.push(or(ilike(files.reference, pattern), ilike(bookingAlerts.message, pattern)));
  }
  const where = and(...conditions);
  const rows = await executor
    .select({
      alert: bookingAlerts,
      bookingReference: files.reference,
      supplierName: suppliers.name,
    })
    .from(bookingAlerts)
    .innerJoin(files, eq(files.id, bookingAlerts.fileId))
    .leftJoin(supplierRequests, eq(supplierRequests.id, bookingAlerts.supplierRequestId))
    .leftJoin(suppliers, eq(suppliers.id, supplierRequests.supplierId))
    .where(where)
    .orderBy(desc(bookingAlerts.createdAt), desc(bookingAlerts.id))
    .limit(filter.perPage)
    .offset((filter.page - 1) * filter.perPage);
  const [totals] = await executor
    .select({ total: count() })
    .from(bookingAlerts)
    .innerJoin(files, eq(files.id, bookingAlerts.fileId))
    .where(where);
  return { rows, total: totals?.total ?? 0 };
}

export async function findAlertRow(executor: TExecutor, id: number): Promise<TAlertListRow | null> {
  const [row] = await executor
    .select({
      alert: bookingAlerts,
      bookingReference: files.reference,
      supplierName: suppliers.name,
    })
    .from(bookingAlerts)
    .innerJoin(files, eq(files.id, bookingAlerts.fileId))
    .leftJoin(supplierRequests, eq(supplierRequests.id, bookingAlerts.supplierRequestId))
    .leftJoin(suppliers, eq(suppliers.id, supplierRequests.supplierId))
    .where(eq(bookingAlerts.id, id));
  return row ?? null;
}

/** Resolves an open alert; null when it was already resolved (or does not exist). */
export async function resolveAlert(
  executor: TExecutor,
  id: number,
  by: { userId: number; name: string },
  at: Date,
): Promise<TBookingAlertRow | null> {
  const [row] = await executor
    .update(bookingAlerts)
    .set({ resolvedAt: at, resolvedByUserId: by.userId, resolvedByName: by.name })
    .where(and(eq(bookingAlerts.id, id), isNull(bookingAlerts.resolvedAt)))
    .returning();
  return row ?? null;
}

// The booking side ------------------------------------------------------------------------------

/** The file, locked: an answer changes it one at a time, like every other booking change. */
export async function lockFileById(
  executor: TExecutor,
  fileId: number,
): Promise<typeof files.$inferSelect | null> {
  const [row] = await executor.select().from(files).where(eq(files.id, fileId)).for('update');
  return row ?? null;
}
