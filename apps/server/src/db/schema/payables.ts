import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  PAYABLE_KINDS,
  PAYABLE_MATCH_SOURCES,
  SUPPLIER_INVOICE_STATUSES,
} from '@portal/shared/domain/payables';
import { brands } from './brands';
import { taxCode } from './catalogue-enums';
import { fileServiceLines } from './files-lines';
import { files } from './files';
import { mailOutbox } from './mail-outbox';
import { suppliers } from './suppliers';
import { users } from './users';

export const payableKind = pgEnum('payable_kind', PAYABLE_KINDS);
export const supplierInvoiceStatus = pgEnum('supplier_invoice_status', SUPPLIER_INVOICE_STATUSES);
export const payableMatchSource = pgEnum('payable_match_source', PAYABLE_MATCH_SOURCES);

/** A payment run: approved supplier invoices of one brand paid on one day. */
export const supplierPaymentRuns = pgTable(
  'supplier_payment_runs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** PR-NZ-000001: per brand, like invoice numbers (finance_document_counters). */
    number: text('number').notNull().unique(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    totalCents: integer('total_cents').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('supplier_payment_runs_idempotency_key_idx').on(table.idempotencyKey)],
);

/**
 * A supplier's invoice to the operator (a bill), entered or imported by the back office. Its
 * amounts are GST-inclusive like every amount in the portal; its GST is taken once from the total
 * of its standard-rated lines (docs/tax.md), and is claimable in the period of `issuedOn`.
 * The expected lines it pays are derived from the files (confirmed lines and supplier charges),
 * so only the match is stored, on its lines.
 */
export const supplierInvoices = pgTable(
  'supplier_invoices',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The operator brand (entity) the supplier invoiced: its GST return claims the GST. */
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    /** The supplier's own invoice number, unique per supplier. */
    supplierReference: text('supplier_reference').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    totalCents: integer('total_cents').notNull(),
    gstCents: integer('gst_cents').notNull(),
    /** The part of the total with no GST of the brand's country in it (a foreign supplier). */
    zeroRatedCents: integer('zero_rated_cents').notNull().default(0),
    status: supplierInvoiceStatus('status').notNull().default('entered'),
    notes: text('notes').notNull().default(''),
    enteredByUserId: integer('entered_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    approvedByUserId: integer('approved_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    paymentRunId: integer('payment_run_id').references(() => supplierPaymentRuns.id),
    /** The Idempotency-Key it was entered with: a retried entry finds it instead of a twin. */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A supplier's invoice number is entered once, whatever its case; one voided as entered in
    // error leaves its number free for the invoice entered in its place.
    uniqueIndex('supplier_invoices_supplier_reference_idx')
      .on(table.supplierId, sql`upper(${table.supplierReference})`)
      .where(sql`${table.status} <> 'void'`),
    uniqueIndex('supplier_invoices_idempotency_key_idx').on(table.idempotencyKey),
    index('supplier_invoices_status_idx').on(table.status, table.dueOn),
    index('supplier_invoices_brand_issued_idx').on(table.brandId, table.issuedOn),
  ],
);

/**
 * A line of a supplier invoice: what the supplier billed for one service of one file. Matched to
 * an expected line (a file's service line and the kind of charge) automatically by file reference
 * and amount, or by hand; `expectedCents` is the expected cost when it was matched, so the variance
 * shown is the one that was approved.
 */
export const supplierInvoiceLines = pgTable(
  'supplier_invoice_lines',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    supplierInvoiceId: integer('supplier_invoice_id')
      .notNull()
      .references(() => supplierInvoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The file reference as the supplier wrote it (matched to files.reference). */
    fileReference: text('file_reference').notNull().default(''),
    description: text('description').notNull().default(''),
    amountCents: integer('amount_cents').notNull(),
    /** The tax code of the matched line; an unmatched line is taken as standard-rated. */
    taxCode: taxCode('tax_code').notNull().default('standard'),
    fileId: integer('file_id').references(() => files.id),
    serviceLineId: integer('service_line_id').references(() => fileServiceLines.id),
    kind: payableKind('kind'),
    expectedCents: integer('expected_cents'),
    matchSource: payableMatchSource('match_source'),
    matchedByUserId: integer('matched_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    matchedAt: timestamp('matched_at', { withTimezone: true }),
  },
  (table) => [
    index('supplier_invoice_lines_invoice_idx').on(table.supplierInvoiceId, table.position),
    // An expected line is paid once: a void invoice releases its matches (service_line_id = null).
    uniqueIndex('supplier_invoice_lines_expected_idx').on(table.serviceLineId, table.kind),
    index('supplier_invoice_lines_file_idx').on(table.fileId),
  ],
);

/**
 * What one supplier is told it was paid in a run: the remittance advice (a PDF rendered when
 * downloaded, and emailed through the outbox when the run is made).
 */
export const supplierRemittances = pgTable(
  'supplier_remittances',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    paymentRunId: integer('payment_run_id')
      .notNull()
      .references(() => supplierPaymentRuns.id),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    totalCents: integer('total_cents').notNull(),
    mailId: integer('mail_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('supplier_remittances_run_supplier_idx').on(table.paymentRunId, table.supplierId),
  ],
);
