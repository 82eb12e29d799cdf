import { alias } from 'drizzle-orm/pg-core';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  notInArray,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { TClientFileFilters, TClientFileSort } from '@portal/shared/contracts/files-admin';
import type { TExecutor } from '../../db/database';
import { adminSavedViews } from '../../db/schema/admin-saved-views';
import { agencies } from '../../db/schema/agencies';
import { files } from '../../db/schema/files';
import { fileEvents, fileVersions } from '../../db/schema/files-history';
import { fileLabels, labels } from '../../db/schema/labels';
import { fileServiceLines } from '../../db/schema/files-lines';
import { users } from '../../db/schema/users';

const consultants = alias(users, 'consultants');

/** "NZ-1002" -> "NZ-1002%" for LIKE, with the term's own wildcards escaped. */
function prefixPattern(term: string): string {
  return `${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function clientFileConditions(filter: TClientFileFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.reference) {
    conditions.push(
      sql`${files.reference} collate "C" like ${prefixPattern(filter.reference.toUpperCase())}`,
    );
  }
  if (filter.agencyId) conditions.push(eq(files.agencyId, filter.agencyId));
  if (filter.agentId) conditions.push(eq(files.agentId, filter.agentId));
  if (filter.consultantId) conditions.push(eq(files.consultantUserId, filter.consultantId));
  if (filter.labelId) {
    conditions.push(
      sql`${files.id} in (select ${fileLabels.fileId} from ${fileLabels} where ${fileLabels.labelId} = ${filter.labelId})`,
    );
  }
  if (filter.brandId) conditions.push(eq(files.brandId, filter.brandId));
  if (filter.status && filter.status.length > 0)
    conditions.push(inArray(files.status, filter.status));
  if (filter.travelDateFrom) conditions.push(gte(files.travelDate, filter.travelDateFrom));
  if (filter.travelDateTo) conditions.push(lte(files.travelDate, filter.travelDateTo));
  if (filter.creditHeld === true) {
    // Waiting now: a booking cancelled while held waits for nothing.
    conditions.push(
      isNotNull(files.creditHeldAt),
      isNull(files.creditReleasedAt),
      notInArray(files.status, ['Cancellation', 'Cancelled']),
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export interface TClientFileRow {
  id: number;
  reference: string;
  yourReference: string;
  bookingName: string;
  status: (typeof files.$inferSelect)['status'];
  relatedReference: string | null;
  travelDate: string;
  endDate: string;
  brandId: number;
  agencyId: number;
  agencyName: string;
  agentId: number;
  agentName: string;
  consultantId: number | null;
  consultantName: string | null;
  paxAdults: number;
  paxChildren: number;
  sellCents: number;
  netCents: number;
  createdAt: Date;
  updatedAt: Date;
}

/** What each sortable column of the list orders by. */
const CLIENT_FILE_SORT_COLUMNS = {
  reference: files.reference,
  bookingName: files.bookingName,
  agency: agencies.name,
  agent: users.name,
  consultant: consultants.name,
  travelDate: files.travelDate,
  status: files.status,
  sell: files.sellCents,
} satisfies Record<TClientFileSort, unknown>;

/**
 * Every agency's files matching the filters, in the column order asked for or newest first (the
 * id breaks ties, so pages never repeat or skip a file).
 */
export async function findClientFiles(
  executor: TExecutor,
  filter: TClientFileFilters,
  page: { limit: number; offset: number },
  order: { sort?: TClientFileSort | undefined; dir?: 'asc' | 'desc' } = {},
): Promise<{ rows: TClientFileRow[]; total: number }> {
  const direction = order.dir === 'desc' ? desc : asc;
  const orderBy = order.sort
    ? [direction(CLIENT_FILE_SORT_COLUMNS[order.sort]), direction(files.id)]
    : [desc(files.createdAt), desc(files.id)];
  const where = clientFileConditions(filter);
  const rows = await executor
    .select({
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
      agencyName: agencies.name,
      agentId: files.agentId,
      agentName: users.name,
      consultantId: files.consultantUserId,
      consultantName: consultants.name,
      paxAdults: files.paxAdults,
      paxChildren: files.paxChildren,
      sellCents: files.sellCents,
      netCents: files.netCents,
      createdAt: files.createdAt,
      updatedAt: files.updatedAt,
    })
    .from(files)
    .innerJoin(users, eq(users.id, files.agentId))
    .innerJoin(agencies, eq(agencies.id, files.agencyId))
    .leftJoin(consultants, eq(consultants.id, files.consultantUserId))
    .where(where)
    .orderBy(...orderBy)
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await executor.select({ total: count() }).from(files).where(where);
  return { rows, total: counted?.total ?? 0 };
}

export async function findFilterOptions(executor: TExecutor) {
  const agencyRows = await executor
    .select({ id: agencies.id, name: agencies.name, brandId: agencies.brandId })
    .from(agencies)
    .orderBy(asc(agencies.name));
  const agentRows = await executor
    .select({ id: users.id, name: users.name, agencyId: users.agencyId })
    .from(users)
    .where(eq(users.kind, 'agent'))
    .orderBy(asc(users.name));
  const consultantRows = await findConsultants(executor);
  const labelRows = await executor
    .select({ id: labels.id, name: labels.name })
    .from(labels)
    .orderBy(asc(labels.name));
  return { agencyRows, agentRows, consultantRows, labelRows };
}

/** The agent, if it is an active agent of the agency. */
export async function findAgentOfAgency(executor: TExecutor, agentId: number, agencyId: number) {
  const [row] = await executor
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, agentId),
        eq(users.kind, 'agent'),
        eq(users.agencyId, agencyId),
        eq(users.isActive, true),
      ),
    );
  return row ?? null;
}

/** Active back-office users: who may be a file's consultant. */
export function findConsultants(executor: TExecutor) {
  return executor
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.kind, 'admin'), eq(users.isActive, true)))
    .orderBy(asc(users.name));
}

export async function findUserName(executor: TExecutor, userId: number | null) {
  if (userId === null) return null;
  const [row] = await executor.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? null;
}

export async function updateBackOffice(
  executor: TExecutor,
  fileId: number,
  values: { consultantUserId?: number | null; internalNotes?: string },
  at: Date,
): Promise<void> {
  await executor
    .update(files)
    .set({ ...values, updatedAt: at })
    .where(eq(files.id, fileId));
}

export async function updateFileRooms(
  executor: TExecutor,
  fileId: number,
  rooms: (typeof files.$inferSelect)['rooms'],
  change: { updatedByUserId: number | null; updatedAt: Date },
): Promise<void> {
  await executor
    .update(files)
    .set({ rooms, ...change })
    .where(eq(files.id, fileId));
}

export async function updateLinePrice(
  executor: TExecutor,
  lineId: number,
  values: { sellCents: number; commissionCents: number; netCents: number },
  at: Date,
): Promise<void> {
  await executor
    .update(fileServiceLines)
    .set({ ...values, updatedAt: at })
    .where(eq(fileServiceLines.id, lineId));
}

export async function updateFileTotals(
  executor: TExecutor,
  fileId: number,
  totals: {
    costCents: number;
    sellCents: number;
    commissionCents: number;
    netCents: number;
    gstCents: number;
    netGstCents: number;
  },
  change: { updatedByUserId: number | null; updatedAt: Date },
): Promise<void> {
  await executor
    .update(files)
    .set({ ...totals, ...change })
    .where(eq(files.id, fileId));
}

// Saved views ------------------------------------------------------------------------------------

export function findSavedViews(executor: TExecutor, userId: number, screen: string) {
  return executor
    .select()
    .from(adminSavedViews)
    .where(and(eq(adminSavedViews.userId, userId), eq(adminSavedViews.screen, screen)))
    .orderBy(asc(adminSavedViews.name));
}

export async function upsertSavedView(
  executor: TExecutor,
  values: { userId: number; screen: string; name: string; query: Record<string, string> },
) {
  const [row] = await executor
    .insert(adminSavedViews)
    .values(values)
    .onConflictDoUpdate({
      target: [adminSavedViews.userId, adminSavedViews.screen, adminSavedViews.name],
      set: { query: values.query },
    })
    .returning();
  if (!row) throw new Error('Saving a view returned no row');
  return row;
}

export async function deleteSavedView(
  executor: TExecutor,
  userId: number,
  id: number,
): Promise<boolean> {
  const deleted = await executor
    .delete(adminSavedViews)
    .where(and(eq(adminSavedViews.id, id), eq(adminSavedViews.userId, userId)))
    .returning({ id: adminSavedViews.id });
  return deleted.length > 0;
}

// A traveller's personal data erased (modules/privacy asks, through commands/erase-traveller-data.ts)

type TRewrite<T> = (value: T) => T;

export async function rewriteVersionSnapshots(
  executor: TExecutor,
  rows: readonly { id: number; snapshot: unknown }[],
  rewrite: TRewrite<unknown>,
) {
  for (const row of rows) {
    await executor
      .update(fileVersions)
      .set({ snapshot: rewrite(row.snapshot) })
      .where(eq(fileVersions.id, row.id));
  }
  return rows.length;
}

/** A traveller's own actions (accepting the quote) carry their name as the actor's. */
export async function rewriteFileEvents(
  executor: TExecutor,
  rows: readonly { id: number; detail: unknown; actorName: string | null }[],
  rewrite: { value: TRewrite<unknown>; text: TRewrite<string> },
) {
  for (const row of rows) {
    await executor
      .update(fileEvents)
      .set({
        detail: rewrite.value(row.detail) as Record<string, unknown>,
        actorName: row.actorName === null ? null : rewrite.text(row.actorName),
      })
      .where(eq(fileEvents.id, row.id));
  }
  return rows.length;
}

export async function rewriteLineRemarks(
  executor: TExecutor,
  fileId: number,
  rewrite: TRewrite<string>,
) {
  const rows = await executor
    .select({ id: fileServiceLines.id, remarks: fileServiceLines.remarks })
    .from(fileServiceLines)
    .where(eq(fileServiceLines.fileId, fileId));
  let changed = 0;
  for (const row of rows) {
    const remarks = rewrite(row.remarks);
    if (remarks === row.remarks) continue;
    await executor.update(fileServiceLines).set({ remarks }).where(eq(fileServiceLines.id, row.id));
    changed += 1;
  }
  return changed;
}

export async function updateFilePersonalFields(
  executor: TExecutor,
  fileId: number,
  fields: Pick<
    typeof files.$inferInsert,
    | 'bookingName'
    | 'yourReference'
    | 'notes'
    | 'supplierNote'
    | 'internalNotes'
    | 'rooms'
    | 'dayHeaders'
    | 'droppedLines'
    | 'updatedAt'
    | 'updatedByUserId'
  >,
) {
  await executor.update(files).set(fields).where(eq(files.id, fileId));
}
