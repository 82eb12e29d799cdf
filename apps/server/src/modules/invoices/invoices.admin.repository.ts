import { and, asc, count, desc, eq, gte, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type {
  TInvoiceListStatus,
  TInvoiceSort,
  TPaymentFilters,
} from '@portal/shared/contracts/invoices-admin';
import type { TExecutor } from '../../db/database';
import { agencies } from '../../db/schema/agencies';
import { brands } from '../../db/schema/brands';
import { files } from '../../db/schema/files';
import { invoices, ledgerTransactions, payments } from '../../db/schema/finance';
import { paymentSessions } from '../../db/schema/online-payments';
import { users } from '../../db/schema/users';
import { listOrderBy, type TListOrder } from '../../lib/list-order';

/** The payment came through an online payment session (the traveller's or agent's card). */
const isOnline = sql<boolean>`exists (select 1 from ${paymentSessions} where ${paymentSessions.paymentId} = ${payments.id})`;

export async function findFilePayments(executor: TExecutor, fileId: number) {
  return executor
    .select({ payment: payments, isOnline })
    .from(payments)
    .where(eq(payments.fileId, fileId))
    .orderBy(asc(payments.id));
}

export async function findFileLedgerRows(executor: TExecutor, fileId: number) {
  return executor
    .select()
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.fileId, fileId))
    .orderBy(asc(ledgerTransactions.id));
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function cardPaymentConditions(filters: TPaymentFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(payments.method, 'credit-card')];
  if (filters.from) conditions.push(gte(payments.receivedOn, filters.from));
  if (filters.to) conditions.push(lte(payments.receivedOn, filters.to));
  if (filters.agency) conditions.push(ilike(agencies.name, `%${escapeLike(filters.agency)}%`));
  if (filters.fileReference) {
    conditions.push(ilike(files.reference, `%${escapeLike(filters.fileReference)}%`));
  }
  if (filters.minCents !== undefined) conditions.push(gte(payments.amountCents, filters.minCents));
  if (filters.maxCents !== undefined) conditions.push(lte(payments.amountCents, filters.maxCents));
  if (filters.channel === 'online') conditions.push(isOnline);
  if (filters.channel === 'back-office') conditions.push(sql`not ${isOnline}`);
  return and(...conditions);
}

const cardPaymentColumns = {
  payment: payments,
  fileReference: files.reference,
  bookingName: files.bookingName,
  brandId: files.brandId,
  agencyName: agencies.name,
  recordedByName: users.name,
  isOnline,
};

export type TCardPaymentRow = {
  payment: typeof payments.$inferSelect;
  fileReference: string;
  bookingName: string;
  brandId: number;
  agencyName: string;
  recordedByName: string | null;
  isOnline: boolean;
};

function cardPaymentsQuery(executor: TExecutor) {
  return executor
    .select(cardPaymentColumns)
    .from(payments)
    .innerJoin(files, eq(files.id, payments.fileId))
    .innerJoin(agencies, eq(agencies.id, payments.agencyId))
    .leftJoin(users, eq(users.id, payments.recordedByUserId));
}

/** Card payments (back-office and online), newest first, filtered; `limit` null: all of them. */
export async function findCardPaymentsPage(
  executor: TExecutor,
  filters: TPaymentFilters,
  page: { limit: number | null; offset: number },
): Promise<{ rows: TCardPaymentRow[]; total: number }> {
  const where = cardPaymentConditions(filters);
  const query = cardPaymentsQuery(executor)
    .where(where)
    .orderBy(desc(payments.receivedOn), desc(payments.id))
    .offset(page.offset);
  const rows = page.limit === null ? await query : await query.limit(page.limit);
  const [counted] = await executor
    .select({ total: count() })
    .from(payments)
    .innerJoin(files, eq(files.id, payments.fileId))
    .innerJoin(agencies, eq(agencies.id, payments.agencyId))
    .where(where);
  return { rows, total: Number(counted?.total ?? 0) };
}

export async function findCardPayment(
  executor: TExecutor,
  id: number,
): Promise<TCardPaymentRow | null> {
  const [row] = await cardPaymentsQuery(executor).where(
    and(eq(payments.id, id), eq(payments.method, 'credit-card')),
  );
  return row ?? null;
}

export async function updatePaymentDetails(
  executor: TExecutor,
  id: number,
  changes: { reference: string; notes: string },
): Promise<void> {
  await executor.update(payments).set(changes).where(eq(payments.id, id));
}

export async function lockFileById(executor: TExecutor, fileId: number) {
  const [row] = await executor.select().from(files).where(eq(files.id, fileId)).for('update');
  return row ?? null;
}

// Invoices of every file -------------------------------------------------------------------------

/** What is still owed on an invoice (never below nothing). */
const outstandingCents = sql<number>`greatest(0, ${invoices.totalCents} - ${invoices.creditedCents} - ${invoices.paidCents})`;

/** The next payment's date: the deposit's until it is paid, then the balance's; none when settled. */
const dueDate = sql`case when ${outstandingCents} <= 0 then null when ${invoices.paidCents} < ${invoices.depositCents} then ${invoices.depositDueOn} else ${invoices.balanceDueOn} end`;
/** The same as YYYY-MM-DD text, as the date columns read (whichever driver is underneath). */
const dueOn = sql<string | null>`(${dueDate})::text`;

/** Issued or part-paid with money outstanding: what the back office waits to be paid. */
const isUnpaid = and(
  inArray(invoices.status, ['issued', 'part-paid']),
  sql`${outstandingCents} > 0`,
);

function invoiceConditions(status: TInvoiceListStatus | undefined): SQL | undefined {
  if (status === undefined) return undefined;
  return status === 'unpaid' ? isUnpaid : eq(invoices.status, status);
}

/** What each sortable column of the invoices list orders by. */
const INVOICE_SORT_COLUMNS = {
  number: invoices.number,
  fileReference: files.reference,
  agency: agencies.name,
  issuedOn: invoices.issuedOn,
  dueOn: dueDate,
  total: invoices.totalCents,
  outstanding: outstandingCents,
  status: invoices.status,
} satisfies Record<TInvoiceSort, unknown>;

export interface TAdminInvoiceRow {
  invoice: typeof invoices.$inferSelect;
  fileReference: string;
  bookingName: string;
  agencyName: string;
  outstandingCents: number;
  dueOn: string | null;
}

/** Every file's invoices, filtered by status, newest first or in the column order asked for. */
export async function findInvoicesPage(
  executor: TExecutor,
  filter: { status?: TInvoiceListStatus | undefined },
  page: { limit: number; offset: number },
  order: TListOrder<TInvoiceSort> = {},
): Promise<{ rows: TAdminInvoiceRow[]; total: number }> {
  const where = invoiceConditions(filter.status);
  const [rows, totals] = await Promise.all([
    executor
      .select({
        invoice: invoices,
        fileReference: files.reference,
        bookingName: files.bookingName,
        agencyName: agencies.name,
        outstandingCents,
        dueOn,
      })
      .from(invoices)
      .innerJoin(files, eq(files.id, invoices.fileId))
      .innerJoin(agencies, eq(agencies.id, invoices.agencyId))
      .where(where)
      .orderBy(
        ...listOrderBy(INVOICE_SORT_COLUMNS, order, invoices.id, [
          desc(invoices.issuedOn),
          desc(invoices.id),
        ]),
      )
      .limit(page.limit)
      .offset(page.offset),
    executor.select({ total: count() }).from(invoices).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, outstandingCents: Number(row.outstandingCents) })),
    total: totals[0]?.total ?? 0,
  };
}

/** The unpaid invoices per currency: how many, what is owed and the earliest date due. */
export async function sumUnpaidInvoices(
  executor: TExecutor,
): Promise<
  { currency: string; count: number; outstandingCents: number; oldestDueOn: string | null }[]
> {
  const rows = await executor
    .select({
      currency: brands.currency,
      count: count(),
      outstandingCents: sql<string>`sum(${outstandingCents})`,
      oldestDueOn: sql<string | null>`min(${dueDate})::text`,
    })
    .from(invoices)
    .innerJoin(brands, eq(brands.id, invoices.brandId))
    .where(isUnpaid)
    .groupBy(brands.currency);
  return rows.map((row) => ({ ...row, outstandingCents: Number(row.outstandingCents) }));
}
