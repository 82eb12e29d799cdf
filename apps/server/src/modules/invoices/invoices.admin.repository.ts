import { and, asc, count, desc, eq, gte, ilike, lte, sql, type SQL } from 'drizzle-orm';
import type { TPaymentFilters } from '@portal/shared/contracts/invoices-admin';
import type { TExecutor } from '../../db/database';
import { agencies } from '../../db/schema/agencies';
import { files } from '../../db/schema/files';
import { ledgerTransactions, payments } from '../../db/schema/finance';
import { paymentSessions } from '../../db/schema/online-payments';
import { users } from '../../db/schema/users';

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
