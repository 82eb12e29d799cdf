import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { TProfitView } from '@portal/shared/contracts/finance-reports';
import type { TFileStatus } from '@portal/shared/domain/file-states';
import type { TTaxCode } from '@portal/shared/domain/tax';
import { selectRows, type TExecutor, type TTransaction } from '../../db/database';
import { agencies } from '../../db/schema/agencies';
import { auditLog } from '../../db/schema/audit-log';
import { files } from '../../db/schema/files';
import { fileServiceLines } from '../../db/schema/files-lines';
import { invoices, ledgerTransactions } from '../../db/schema/finance';

/**
 * What the finance reports read: agencies, their invoices and ledger, booking files and their
 * service lines. Read only — the reports write nothing but the audit log and the mail outbox,
 * through those modules' services.
 */

export interface TDebtorAgencyRow {
  id: number;
  name: string;
  email: string | null;
  brandId: number;
  creditLimitCents: number | null;
}

const agencyColumns = {
  id: agencies.id,
  name: agencies.name,
  email: agencies.email,
  brandId: agencies.brandId,
  creditLimitCents: agencies.creditLimitCents,
};

/** Every agency of the brand, by name. */
export async function findBrandAgencies(
  executor: TExecutor,
  brandId: number,
): Promise<TDebtorAgencyRow[]> {
  return executor
    .select(agencyColumns)
    .from(agencies)
    .where(eq(agencies.brandId, brandId))
    .orderBy(asc(agencies.name), asc(agencies.id));
}

export async function findAgency(
  executor: TExecutor,
  agencyId: number,
): Promise<TDebtorAgencyRow | null> {
  const [row] = await executor
    .select(agencyColumns)
    .from(agencies)
    .where(eq(agencies.id, agencyId));
  return row ?? null;
}

/**
 * Holds the agency's row until the transaction ends, so two copies of one statement email sent at
 * once queue it once (the second waits, then finds the first's audit entry).
 */
export async function lockAgency(tx: TTransaction, agencyId: number): Promise<void> {
  await tx
    .select({ id: agencies.id })
    .from(agencies)
    .where(eq(agencies.id, agencyId))
    .for('update');
}

/**
 * An agency's account as the ledger and its invoices of the brand hold it (docs/finance.md,
 * "Debtors"): the ledger's balance and its payments, refunds and commission credits, and what its
 * invoices show paid and paid or credited beyond their total.
 */
export interface TAgencyAccountRow {
  agencyId: number;
  ledgerBalanceCents: number;
  /** Payment rows of the ledger (the part of a traveller's payment the invoices took). */
  paymentsCents: number;
  refundsCents: number;
  commissionCents: number;
  /** What the agency's invoices of the brand show paid. */
  invoicesPaidCents: number;
  /** Per invoice, credited + paid beyond its total, summed. */
  overSettledCents: number;
}

export async function sumAgencyAccounts(
  executor: TExecutor,
  scope: { brandId: number; agencyId?: number },
): Promise<Map<number, TAgencyAccountRow>> {
  const { brandId, agencyId } = scope;
  const [ledger, billed] = await Promise.all([
    executor
      .select({
        agencyId: ledgerTransactions.agencyId,
        balance: sql<string>`sum(${ledgerTransactions.valueCents})`,
        payments: sql<string>`coalesce(-sum(${ledgerTransactions.valueCents}) filter (where ${ledgerTransactions.type} = 'payment'), 0)`,
        refunds: sql<string>`coalesce(sum(${ledgerTransactions.valueCents}) filter (where ${ledgerTransactions.type} = 'refund'), 0)`,
        commission: sql<string>`coalesce(-sum(${ledgerTransactions.valueCents}) filter (where ${ledgerTransactions.type} = 'commission'), 0)`,
      })
      .from(ledgerTransactions)
      .innerJoin(agencies, eq(agencies.id, ledgerTransactions.agencyId))
      .where(
        and(
          eq(agencies.brandId, brandId),
          agencyId === undefined ? undefined : eq(ledgerTransactions.agencyId, agencyId),
        ),
      )
      .groupBy(ledgerTransactions.agencyId),
    executor
      .select({
        agencyId: invoices.agencyId,
        paid: sql<string>`sum(${invoices.paidCents})`,
        overSettled: sql<string>`sum(greatest(0, ${invoices.creditedCents} + ${invoices.paidCents} - ${invoices.totalCents}))`,
      })
      .from(invoices)
      .where(
        and(
          eq(invoices.brandId, brandId),
          agencyId === undefined ? undefined : eq(invoices.agencyId, agencyId),
        ),
      )
      .groupBy(invoices.agencyId),
  ]);
  const accounts = new Map<number, TAgencyAccountRow>();
  const accountOf = (agencyId: number) => {
    let account = accounts.get(agencyId);
    if (!account) {
      account = {
        agencyId,
        ledgerBalanceCents: 0,
        paymentsCents: 0,
        refundsCents: 0,
        commissionCents: 0,
        invoicesPaidCents: 0,
        overSettledCents: 0,
      };
      accounts.set(agencyId, account);
    }
    return account;
  };
  for (const row of ledger) {
    const account = accountOf(row.agencyId);
    account.ledgerBalanceCents = Number(row.balance);
    account.paymentsCents = Number(row.payments);
    account.refundsCents = Number(row.refunds);
    account.commissionCents = Number(row.commission);
  }
  for (const row of billed) {
    const account = accountOf(row.agencyId);
    account.invoicesPaidCents = Number(row.paid);
    account.overSettledCents = Number(row.overSettled);
  }
  return accounts;
}

export interface TOpenInvoiceRow {
  id: number;
  number: string;
  agencyId: number;
  fileReference: string;
  issuedOn: string;
  totalCents: number;
  creditedCents: number;
  paidCents: number;
  depositCents: number;
  depositDueOn: string;
  balanceDueOn: string;
}

/**
 * The brand's invoices (of one agency, when given) with something still owing, oldest first. A
 * void invoice owes nothing: its credit note took back all of it.
 */
export async function findOpenInvoices(
  executor: TExecutor,
  scope: { brandId: number; agencyId?: number },
): Promise<TOpenInvoiceRow[]> {
  return executor
    .select({
      id: invoices.id,
      number: invoices.number,
      agencyId: invoices.agencyId,
      fileReference: files.reference,
      issuedOn: invoices.issuedOn,
      totalCents: invoices.totalCents,
      creditedCents: invoices.creditedCents,
      paidCents: invoices.paidCents,
      depositCents: invoices.depositCents,
      depositDueOn: invoices.depositDueOn,
      balanceDueOn: invoices.balanceDueOn,
    })
    .from(invoices)
    .innerJoin(files, eq(files.id, invoices.fileId))
    .where(
      and(
        eq(invoices.brandId, scope.brandId),
        scope.agencyId === undefined ? undefined : eq(invoices.agencyId, scope.agencyId),
        ne(invoices.status, 'void'),
        sql`${invoices.totalCents} - ${invoices.creditedCents} - ${invoices.paidCents} > 0`,
      ),
    )
    .orderBy(asc(invoices.issuedOn), asc(invoices.id));
}

/** The statement email sent with this Idempotency-Key, as its audit entry recorded it. */
export async function findStatementEmailByKey(
  executor: TExecutor,
  action: string,
  key: string,
): Promise<{ entityId: string | null; detail: unknown } | null> {
  const [row] = await executor
    .select({ entityId: auditLog.entityId, detail: auditLog.detail })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityType, 'agency'),
        eq(auditLog.action, action),
        sql`${auditLog.detail} ->> 'idempotencyKey' = ${key}`,
      ),
    )
    .limit(1);
  return row ?? null;
}

// Profit per booking -----------------------------------------------------------------------------

export interface TProfitFileRow {
  id: number;
  reference: string;
  bookingName: string;
  agencyId: number;
  agencyName: string;
  travelDate: string;
  status: TFileStatus;
  invoicedCents: number;
  receivedCents: number;
}

interface TRawProfitFileRow {
  id: number;
  reference: string;
  booking_name: string;
  agency_id: number;
  agency_name: string;
  travel_date: string;
  status: TFileStatus;
  invoiced_cents: string | number;
  received_cents: string | number;
}

/**
 * The brand's booking files travelling between `from` and `to`, by travel date then reference,
 * with what each was invoiced (invoices less credit notes) and received (payments less refunds,
 * from the ledger: a traveller's payment without the commission it credited the agency). A
 * booking is a file past Quote; a Cancelled one only if it was requested (a withdrawn quote is
 * Cancelled too) or invoiced. Views narrow the list: Confirmed (or being amended) with a net to
 * bill and nothing billed, or invoiced for more than was received.
 */
export async function findProfitFiles(
  executor: TExecutor,
  filter: { brandId: number; from: string; to: string; view: TProfitView },
): Promise<TProfitFileRow[]> {
  const viewCondition =
    filter.view === 'confirmed-not-invoiced'
      ? sql`status in ('Confirmed', 'Amendment') and net_cents > 0 and invoiced_cents <= 0`
      : filter.view === 'invoiced-not-paid'
        ? sql`invoiced_cents > received_cents`
        : sql`true`;
  const rows = await selectRows<TRawProfitFileRow & { net_cents: number }>(
    executor,
    sql`select * from (
      select f.id, f.reference, f.booking_name, f.agency_id, a.name as agency_name,
        f.travel_date::text as travel_date, f.status, f.net_cents,
        coalesce((select sum(i.total_cents) from invoices i where i.file_id = f.id), 0)
          - coalesce((select sum(c.total_cents) from credit_notes c where c.file_id = f.id), 0)
          as invoiced_cents,
        coalesce((select -sum(l.value_cents) from ledger_transactions l
          where l.file_id = f.id and l.type in ('payment', 'refund')), 0) as received_cents
      from files f
      join agencies a on a.id = f.agency_id
      where f.brand_id = ${filter.brandId}
        and f.travel_date between ${filter.from} and ${filter.to}
        and f.status <> 'Quote'
        and (f.status <> 'Cancelled'
          or exists (select 1 from file_events e
            where e.file_id = f.id and e.action = 'booking.requested')
          or exists (select 1 from invoices i where i.file_id = f.id))
    ) booking
    where ${viewCondition}
    order by travel_date, reference`,
  );
  return rows.map((row) => ({
    id: row.id,
    reference: row.reference,
    bookingName: row.booking_name,
    agencyId: row.agency_id,
    agencyName: row.agency_name,
    travelDate: row.travel_date,
    status: row.status,
    invoicedCents: Number(row.invoiced_cents),
    receivedCents: Number(row.received_cents),
  }));
}

export interface TProfitLineRow {
  fileId: number;
  taxCode: TTaxCode;
  costCents: number;
  sellCents: number;
  commissionCents: number;
  netCents: number;
}

/** The live (not cancelled) service lines of these files: what the file yield counts. */
export async function findLiveLines(
  executor: TExecutor,
  fileIds: readonly number[],
): Promise<TProfitLineRow[]> {
  if (fileIds.length === 0) return [];
  return executor
    .select({
      fileId: fileServiceLines.fileId,
      taxCode: fileServiceLines.taxCode,
      costCents: fileServiceLines.costCents,
      sellCents: fileServiceLines.sellCents,
      commissionCents: fileServiceLines.commissionCents,
      netCents: fileServiceLines.netCents,
    })
    .from(fileServiceLines)
    .where(
      and(inArray(fileServiceLines.fileId, [...fileIds]), ne(fileServiceLines.status, 'Cancelled')),
    )
    .orderBy(asc(fileServiceLines.fileId), asc(fileServiceLines.id));
}
