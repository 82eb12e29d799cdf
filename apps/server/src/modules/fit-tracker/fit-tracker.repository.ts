import { and, asc, count, eq, gte, inArray, lte, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { TFitTrackerLack } from '@portal/shared/contracts/fit-tracker';
import type { TExecutor } from '../../db/database';
import { agencies } from '../../db/schema/agencies';
import { fileDocumentsSent } from '../../db/schema/file-documents-sent';
import { files } from '../../db/schema/files';
import { fileServiceLines } from '../../db/schema/files-lines';
import { supplierRequests } from '../../db/schema/files-supplier-requests';
import { invoices } from '../../db/schema/finance';
import { travellerEmergencyContacts } from '../../db/schema/traveller';
import { users } from '../../db/schema/users';

export interface TTrackerFilter {
  /** Operator dates, inclusive. */
  from: string;
  to: string;
  agencyId?: number | undefined;
  status?: string | undefined;
  lacking?: TFitTrackerLack | undefined;
  includeComplete: boolean;
  /** One file only (the row an action answers with); the date window still applies when set. */
  fileId?: number | undefined;
}

export interface TTrackerRow {
  id: number;
  reference: string;
  bookingName: string;
  status: (typeof files.$inferSelect)['status'];
  brandId: number;
  agencyId: number;
  agencyName: string;
  agentName: string;
  travelDate: string;
  endDate: string;
  unconfirmedServices: number;
  balanceOwingCents: number;
  hasEmergencyContact: boolean;
  documentsSentAt: Date | null;
}

/** Lines still waiting for a supplier: neither confirmed nor cancelled. */
const unconfirmedServices = sql<number>`(
  select count(*)::int from ${fileServiceLines}
  where ${fileServiceLines.fileId} = ${files.id}
    and ${fileServiceLines.status} not in ('Confirmed', 'Cancelled')
)`;

/** Everything still owing on the file's invoices (never negative per invoice). */
const balanceOwingCents = sql<number>`(
  select coalesce(sum(greatest(0, ${invoices.totalCents} - ${invoices.creditedCents} - ${invoices.paidCents})), 0)::int
  from ${invoices}
  where ${invoices.fileId} = ${files.id} and ${invoices.status} <> 'void'
)`;

const hasEmergencyContact = sql<boolean>`exists (
  select 1 from ${travellerEmergencyContacts}
  where ${travellerEmergencyContacts.fileId} = ${files.id}
)`;

const documentsSentAt = sql<Date | null>`(
  select max(${fileDocumentsSent.sentAt}) from ${fileDocumentsSent}
  where ${fileDocumentsSent.fileId} = ${files.id}
    and ${fileDocumentsSent.kind} = 'travel-documents'
)`.mapWith((value: unknown) => (value === null ? null : new Date(value as string)));

const LACK_CONDITIONS: Record<TFitTrackerLack, SQL> = {
  'unconfirmed-services': sql`${unconfirmedServices} > 0`,
  'balance-owing': sql`${balanceOwingCents} > 0`,
  'emergency-contact': sql`not ${hasEmergencyContact}`,
  'travel-documents': sql`${documentsSentAt} is null`,
};

function whereOf(filter: TTrackerFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    notInArray(files.status, ['Quote', 'Cancelled']),
    gte(files.travelDate, filter.from),
    lte(files.travelDate, filter.to),
    filter.agencyId === undefined ? undefined : eq(files.agencyId, filter.agencyId),
    filter.status === undefined
      ? undefined
      : eq(files.status, filter.status as TTrackerRow['status']),
    filter.fileId === undefined ? undefined : eq(files.id, filter.fileId),
    filter.lacking === undefined ? undefined : LACK_CONDITIONS[filter.lacking],
  ];
  if (!filter.includeComplete && filter.lacking === undefined) {
    const lacks = Object.values(LACK_CONDITIONS);
    conditions.push(sql`(${sql.join(lacks, sql` or `)})`);
  }
  return and(...conditions);
}

function selectRows(executor: TExecutor) {
  return executor
    .select({
      id: files.id,
      reference: files.reference,
      bookingName: files.bookingName,
      status: files.status,
      brandId: files.brandId,
      agencyId: files.agencyId,
      agencyName: agencies.name,
      agentName: users.name,
      travelDate: files.travelDate,
      endDate: files.endDate,
      unconfirmedServices,
      balanceOwingCents,
      hasEmergencyContact,
      documentsSentAt,
    })
    .from(files)
    .innerJoin(agencies, eq(agencies.id, files.agencyId))
    .innerJoin(users, eq(users.id, files.agentId));
}

/** One page of bookings travelling in the window, soonest first. */
export async function findTrackerPage(
  executor: TExecutor,
  filter: TTrackerFilter,
  page: { limit: number; offset: number } | null,
): Promise<{ rows: TTrackerRow[]; total: number }> {
  const where = whereOf(filter);
  const query = selectRows(executor).where(where).orderBy(asc(files.travelDate), asc(files.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  if (!page) return { rows, total: rows.length };
  const [counted] = await executor.select({ total: count() }).from(files).where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** The tracker's view of one file, whatever its dates (an action's answer). */
export async function findTrackerRow(
  executor: TExecutor,
  fileId: number,
): Promise<TTrackerRow | null> {
  const [row] = await selectRows(executor).where(eq(files.id, fileId));
  return row ?? null;
}

export async function findAgent(executor: TExecutor, userId: number) {
  const [row] = await executor
    .select({ name: users.name, email: users.email, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function insertDocumentsSent(
  executor: TExecutor,
  row: typeof fileDocumentsSent.$inferInsert,
): Promise<void> {
  await executor.insert(fileDocumentsSent).values(row);
}

/** Requests of the file still waiting for the supplier's answer, for lines not yet confirmed. */
export async function findChaseableRequests(executor: TExecutor, fileId: number) {
  return executor
    .select({ id: supplierRequests.id })
    .from(supplierRequests)
    .innerJoin(fileServiceLines, eq(fileServiceLines.id, supplierRequests.serviceLineId))
    .where(
      and(
        eq(supplierRequests.fileId, fileId),
        inArray(supplierRequests.status, ['sent', 'waitlisted']),
        notInArray(fileServiceLines.status, ['Confirmed', 'Cancelled']),
      ),
    )
    .orderBy(asc(supplierRequests.id));
}

/** The file's invoices that still have something owing. */
export async function findOwingInvoices(executor: TExecutor, fileId: number) {
  return executor
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.fileId, fileId),
        ne(invoices.status, 'void'),
        sql`${invoices.totalCents} - ${invoices.creditedCents} - ${invoices.paidCents} > 0`,
      ),
    )
    .orderBy(asc(invoices.id));
}

/** Every agency, by name, for the agency filter. */
export function findAgencyOptions(executor: TExecutor) {
  return executor
    .select({ id: agencies.id, name: agencies.name })
    .from(agencies)
    .orderBy(asc(agencies.name), asc(agencies.id));
}
