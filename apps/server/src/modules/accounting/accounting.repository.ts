import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  TAccountingDocumentType,
  TAccountingExportKind,
} from '@portal/shared/domain/accounting-export';
import type { TExecutor, TTransaction } from '../../db/database';
import { accountingExportDocuments, accountingExports } from '../../db/schema/accounting-exports';
import { agencies } from '../../db/schema/agencies';
import { creditNotes, invoices, ledgerTransactions, payments } from '../../db/schema/finance';
import { files } from '../../db/schema/files';
import { users } from '../../db/schema/users';
import { onDayOf, type TBrandPeriod } from '../../lib/finance-period';

/**
 * The accounting module reads the finance tables (never writes them) and owns the export log:
 * accounting_exports and accounting_export_documents.
 */

export type TStoredInvoiceRow = typeof invoices.$inferSelect;

/** A tax invoice of the brand issued in the period, with its agency and booking, oldest first. */
export async function findInvoicesIssuedBetween(executor: TExecutor, period: TBrandPeriod) {
  return executor
    .select({
      invoice: invoices,
      agencyName: agencies.name,
      agencyEmail: agencies.email,
      fileReference: files.reference,
    })
    .from(invoices)
    .innerJoin(agencies, eq(agencies.id, invoices.agencyId))
    .innerJoin(files, eq(files.id, invoices.fileId))
    .where(and(eq(invoices.brandId, period.brandId), onDayOf(invoices.issuedOn, period)))
    .orderBy(asc(invoices.issuedOn), asc(invoices.id));
}
export type TInvoiceOfPeriod = Awaited<ReturnType<typeof findInvoicesIssuedBetween>>[number];

/** A credit note of the brand issued in the period, with the invoice it credits, oldest first. */
export async function findCreditNotesIssuedBetween(executor: TExecutor, period: TBrandPeriod) {
  return executor
    .select({
      creditNote: creditNotes,
      invoiceNumber: invoices.number,
      agencyName: agencies.name,
      agencyEmail: agencies.email,
      fileReference: files.reference,
    })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .innerJoin(agencies, eq(agencies.id, creditNotes.agencyId))
    .innerJoin(files, eq(files.id, creditNotes.fileId))
    .where(and(eq(creditNotes.brandId, period.brandId), onDayOf(creditNotes.issuedOn, period)))
    .orderBy(asc(creditNotes.issuedOn), asc(creditNotes.id));
}
export type TCreditNoteOfPeriod = Awaited<ReturnType<typeof findCreditNotesIssuedBetween>>[number];

/** Money received from the brand's agencies in the period (files of the brand), oldest first. */
export async function findPaymentsReceivedBetween(executor: TExecutor, period: TBrandPeriod) {
  return executor
    .select({
      id: payments.id,
      receivedOn: payments.receivedOn,
      amountCents: payments.amountCents,
      method: payments.method,
      reference: payments.reference,
      agencyId: payments.agencyId,
      agencyName: agencies.name,
      fileReference: files.reference,
    })
    .from(payments)
    .innerJoin(files, eq(files.id, payments.fileId))
    .innerJoin(agencies, eq(agencies.id, payments.agencyId))
    .where(and(eq(files.brandId, period.brandId), onDayOf(payments.receivedOn, period)))
    .orderBy(asc(payments.receivedOn), asc(payments.id));
}
export type TPaymentOfPeriod = Awaited<ReturnType<typeof findPaymentsReceivedBetween>>[number];

/** Refunds (ledger rows of type refund) paid back to the brand's agencies in the period. */
export async function findRefundsPaidBetween(executor: TExecutor, period: TBrandPeriod) {
  return executor
    .select({
      id: ledgerTransactions.id,
      refundedOn: ledgerTransactions.occurredOn,
      amountCents: ledgerTransactions.valueCents,
      reference: ledgerTransactions.reference,
      agencyId: ledgerTransactions.agencyId,
      agencyName: agencies.name,
      fileReference: files.reference,
    })
    .from(ledgerTransactions)
    .innerJoin(files, eq(files.id, ledgerTransactions.fileId))
    .innerJoin(agencies, eq(agencies.id, ledgerTransactions.agencyId))
    .where(
      and(
        eq(ledgerTransactions.type, 'refund'),
        eq(files.brandId, period.brandId),
        onDayOf(ledgerTransactions.occurredOn, period),
      ),
    )
    .orderBy(asc(ledgerTransactions.occurredOn), asc(ledgerTransactions.id));
}
export type TRefundOfPeriod = Awaited<ReturnType<typeof findRefundsPaidBetween>>[number];

/** Which of these documents an earlier export already carried. */
export async function findExportedDocumentIds(
  executor: TExecutor,
  documentType: TAccountingDocumentType,
  documentIds: readonly number[],
): Promise<Set<number>> {
  if (documentIds.length === 0) return new Set();
  const rows = await executor
    .selectDistinct({ documentId: accountingExportDocuments.documentId })
    .from(accountingExportDocuments)
    .where(
      and(
        eq(accountingExportDocuments.documentType, documentType),
        inArray(accountingExportDocuments.documentId, [...documentIds]),
      ),
    );
  return new Set(rows.map((row) => row.documentId));
}

/**
 * Exports are taken one at a time (a transaction-level advisory lock, released at commit): two
 * exports of the same documents sent at once would otherwise both find them not yet exported,
 * and two tries under one Idempotency-Key both find the key unused.
 */
export async function lockAccountingExports(tx: TTransaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('accounting_exports'))`);
}

export async function insertAccountingExport(
  tx: TTransaction,
  row: typeof accountingExports.$inferInsert,
  documents: readonly { documentType: TAccountingDocumentType; documentId: number }[],
) {
  const [inserted] = await tx.insert(accountingExports).values(row).returning();
  if (!inserted) throw new Error('insertAccountingExport: no row');
  if (documents.length > 0) {
    await tx
      .insert(accountingExportDocuments)
      .values(documents.map((document) => ({ exportId: inserted.id, ...document })));
  }
  return inserted;
}

const exportColumns = { export: accountingExports, createdBy: users.name };
export type TAccountingExportRow = {
  export: typeof accountingExports.$inferSelect;
  createdBy: string | null;
};

export async function findAccountingExport(
  executor: TExecutor,
  id: number,
): Promise<TAccountingExportRow | null> {
  const [row] = await executor
    .select(exportColumns)
    .from(accountingExports)
    .leftJoin(users, eq(users.id, accountingExports.createdByUserId))
    .where(eq(accountingExports.id, id));
  return row ?? null;
}

export async function findAccountingExportsPage(
  executor: TExecutor,
  filter: { brandId?: number; kind?: TAccountingExportKind; page: number; perPage: number },
): Promise<{ rows: TAccountingExportRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.brandId !== undefined) conditions.push(eq(accountingExports.brandId, filter.brandId));
  if (filter.kind !== undefined) conditions.push(eq(accountingExports.kind, filter.kind));
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    executor
      .select(exportColumns)
      .from(accountingExports)
      .leftJoin(users, eq(users.id, accountingExports.createdByUserId))
      .where(where)
      .orderBy(desc(accountingExports.createdAt), desc(accountingExports.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    executor.select({ total: count() }).from(accountingExports).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** The export made under this Idempotency-Key, with the hash of the request it was made for. */
export async function findExportByIdempotencyKey(
  executor: TExecutor,
  key: string,
): Promise<{ exportId: number; requestHash: string | null } | null> {
  const [row] = await executor
    .select({ exportId: accountingExports.id, requestHash: accountingExports.requestHash })
    .from(accountingExports)
    .where(eq(accountingExports.idempotencyKey, key));
  return row ?? null;
}
