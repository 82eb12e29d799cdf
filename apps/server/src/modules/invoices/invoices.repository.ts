import type { TLedgerTransactionType } from '@portal/shared/contracts/invoices';
import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { selectRows, type TExecutor } from '../../db/database';
import { creditNotes, invoices, ledgerTransactions, payments } from '../../db/schema/finance';
import { files } from '../../db/schema/files';

export type TInvoiceRow = typeof invoices.$inferSelect;
export type TCreditNoteRow = typeof creditNotes.$inferSelect;
export type TPaymentRow = typeof payments.$inferSelect;
export type TLedgerInsert = typeof ledgerTransactions.$inferInsert;

export async function findFileInvoices(executor: TExecutor, fileId: number) {
  return executor
    .select()
    .from(invoices)
    .where(eq(invoices.fileId, fileId))
    .orderBy(asc(invoices.id));
}

export async function findFileCreditNotes(executor: TExecutor, fileId: number) {
  return executor
    .select()
    .from(creditNotes)
    .where(eq(creditNotes.fileId, fileId))
    .orderBy(asc(creditNotes.id));
}

export async function insertInvoice(executor: TExecutor, row: typeof invoices.$inferInsert) {
  const [created] = await executor.insert(invoices).values(row).returning();
  if (!created) throw new Error('invoice not returned');
  return created;
}

/** What the back office credited by hand on a file (adjustment credit notes), in cents. */
export async function sumAdjustmentCredits(executor: TExecutor, fileId: number): Promise<number> {
  const [row] = await executor
    .select({ total: sql<string>`coalesce(sum(${creditNotes.totalCents}), 0)` })
    .from(creditNotes)
    .where(and(eq(creditNotes.fileId, fileId), eq(creditNotes.kind, 'adjustment')));
  return Number(row?.total ?? 0);
}

export async function insertCreditNote(executor: TExecutor, row: typeof creditNotes.$inferInsert) {
  const [created] = await executor.insert(creditNotes).values(row).returning();
  if (!created) throw new Error('credit note not returned');
  return created;
}

export async function insertPayment(executor: TExecutor, row: typeof payments.$inferInsert) {
  const [created] = await executor.insert(payments).values(row).returning();
  if (!created) throw new Error('payment not returned');
  return created;
}

/** The payment recorded with this Idempotency-Key, if one was. */
export async function findPaymentByIdempotencyKey(executor: TExecutor, key: string) {
  const [row] = await executor.select().from(payments).where(eq(payments.idempotencyKey, key));
  return row ?? null;
}

export async function updateInvoice(
  executor: TExecutor,
  id: number,
  changes: Partial<Pick<TInvoiceRow, 'status' | 'paidCents' | 'creditedCents' | 'updatedAt'>>,
) {
  await executor.update(invoices).set(changes).where(eq(invoices.id, id));
}

export async function insertLedgerTransactions(executor: TExecutor, rows: TLedgerInsert[]) {
  if (rows.length === 0) return;
  await executor.insert(ledgerTransactions).values(rows);
}

/** An invoice with its file's reference, only when it belongs to `agencyId` (null: any agency). */
export async function findInvoiceForAgency(
  executor: TExecutor,
  id: number,
  agencyId: number | null,
) {
  const [row] = await executor
    .select({ invoice: invoices, fileReference: files.reference })
    .from(invoices)
    .innerJoin(files, eq(files.id, invoices.fileId))
    .where(
      and(eq(invoices.id, id), agencyId === null ? undefined : eq(invoices.agencyId, agencyId)),
    );
  return row ?? null;
}

export async function findCreditNoteForAgency(
  executor: TExecutor,
  id: number,
  agencyId: number | null,
) {
  const [row] = await executor
    .select({
      creditNote: creditNotes,
      invoiceNumber: invoices.number,
      fileReference: files.reference,
    })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .innerJoin(files, eq(files.id, creditNotes.fileId))
    .where(
      and(
        eq(creditNotes.id, id),
        agencyId === null ? undefined : eq(creditNotes.agencyId, agencyId),
      ),
    );
  return row ?? null;
}

export interface TLedgerRow {
  id: number;
  occurredOn: string;
  type: TLedgerTransactionType;
  reference: string;
  fileReference: string | null;
  valueCents: number;
  runningBalanceCents: number;
}

interface TRawLedgerRow {
  id: number;
  occurred_on: string;
  type: TLedgerRow['type'];
  reference: string;
  file_reference: string | null;
  value_cents: number;
  running_balance_cents: string | number;
}

function toLedgerRow(row: TRawLedgerRow): TLedgerRow {
  return {
    id: row.id,
    occurredOn: row.occurred_on,
    type: row.type,
    reference: row.reference,
    fileReference: row.file_reference,
    valueCents: row.value_cents,
    runningBalanceCents: Number(row.running_balance_cents),
  };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The agency's ledger in date order with the running balance over the whole account (so a
 * period starts from what was owed before it), filtered to [from, to] and to the files whose
 * reference contains `fileReference`, and paged. The filters narrow the rows shown, never the
 * running balance: each row still shows what the whole account owed at that point. `fileId`
 * narrows to one file, its balance then being the file's own.
 */
export async function findLedgerPage(
  executor: TExecutor,
  args: {
    agencyId: number;
    fileId?: number;
    from?: string | undefined;
    to?: string | undefined;
    fileReference?: string | undefined;
    limit: number | null;
    offset: number;
  },
): Promise<{ rows: TLedgerRow[]; total: number }> {
  const scope: SQL[] = [sql`l.agency_id = ${args.agencyId}`];
  if (args.fileId !== undefined) scope.push(sql`l.file_id = ${args.fileId}`);
  // The same filters apply to the ledger's rows (`occurred_on`, `file_reference`) and, for the
  // count, to the tables they come from.
  const filters = (occurredOn: SQL, fileReference: SQL): SQL[] => {
    const conditions: SQL[] = [sql`true`];
    if (args.from) conditions.push(sql`${occurredOn} >= ${args.from}`);
    if (args.to) conditions.push(sql`${occurredOn} <= ${args.to}`);
    if (args.fileReference) {
      conditions.push(sql`${fileReference} ilike ${`%${escapeLike(args.fileReference)}%`}`);
    }
    return conditions;
  };
  const ledger = sql`
    select l.id, l.occurred_on::text as occurred_on, l.type, l.reference, f.reference as file_reference,
      l.value_cents,
      sum(l.value_cents) over (order by l.occurred_on, l.id rows unbounded preceding) as running_balance_cents
    from ledger_transactions l left join files f on f.id = l.file_id
    where ${sql.join(scope, sql` and `)}`;
  const rows = await selectRows<TRawLedgerRow>(
    executor,
    sql`select * from (${ledger}) ledger
      where ${sql.join(filters(sql`occurred_on`, sql`file_reference`), sql` and `)}
      order by occurred_on, id
      ${args.limit === null ? sql`` : sql`limit ${args.limit}`} offset ${args.offset}`,
  );
  const [count] = await selectRows<{ total: string | number }>(
    executor,
    sql`select count(*) as total from ledger_transactions l left join files f on f.id = l.file_id
      where ${sql.join(scope, sql` and `)}
        and ${sql.join(filters(sql`l.occurred_on`, sql`f.reference`), sql` and `)}`,
  );
  return { rows: rows.map(toLedgerRow), total: Number(count?.total ?? 0) };
}

/** What the agency owed at the end of `before` (exclusive) and at the end of the period. */
export async function findLedgerBalances(
  executor: TExecutor,
  agencyId: number,
  from: string | undefined,
  to: string | undefined,
): Promise<{ openingCents: number; closingCents: number }> {
  const [row] = await executor
    .select({
      opening: from
        ? sql<string>`coalesce(sum(${ledgerTransactions.valueCents}) filter (where ${ledgerTransactions.occurredOn} < ${from}), 0)`
        : sql<string>`0`,
      closing: to
        ? sql<string>`coalesce(sum(${ledgerTransactions.valueCents}) filter (where ${ledgerTransactions.occurredOn} <= ${to}), 0)`
        : sql<string>`coalesce(sum(${ledgerTransactions.valueCents}), 0)`,
    })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.agencyId, agencyId));
  return { openingCents: Number(row?.opening ?? 0), closingCents: Number(row?.closing ?? 0) };
}

/** Invoices of a file still open to payment, oldest first. */
/**
 * Everything received on a file from anyone, less refunds: the payments (an agency's or a
 * traveller's) and the commission credited out of a traveller's payment, read from the ledger.
 */
export async function sumReceivedOnFile(executor: TExecutor, fileId: number): Promise<number> {
  const [row] = await executor
    .select({ received: sql<number>`coalesce(-sum(${ledgerTransactions.valueCents}), 0)::int` })
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.fileId, fileId),
        inArray(ledgerTransactions.type, ['payment', 'commission', 'refund']),
      ),
    );
  return row?.received ?? 0;
}

export async function findOpenInvoices(executor: TExecutor, fileId: number) {
  return executor
    .select()
    .from(invoices)
    .where(and(eq(invoices.fileId, fileId), ne(invoices.status, 'void')))
    .orderBy(asc(invoices.id));
}

/**
 * What an agency still owes on its invoices of a brand that are not void: total less credited
 * less paid, never negative per invoice (an overpaid invoice does not lend credit to another).
 */
export async function sumAgencyOwing(
  executor: TExecutor,
  agency: { agencyId: number; brandId: number },
): Promise<number> {
  const [row] = await executor
    .select({
      owing: sql<number>`coalesce(sum(greatest(0, ${invoices.totalCents} - ${invoices.creditedCents} - ${invoices.paidCents})), 0)::int`,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.agencyId, agency.agencyId),
        eq(invoices.brandId, agency.brandId),
        ne(invoices.status, 'void'),
      ),
    );
  return row?.owing ?? 0;
}
