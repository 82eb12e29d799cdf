import {
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  CREDIT_NOTE_KINDS,
  INVOICE_STATUSES,
  LEDGER_TRANSACTION_TYPES,
  PAYMENT_METHODS,
  type TInvoiceLine,
} from '@portal/shared/contracts/invoices';
import { agencies } from './agencies';
import { brands } from './brands';
import { files } from './files';
import { users } from './users';

export const invoiceStatus = pgEnum('invoice_status', INVOICE_STATUSES);
export const ledgerTransactionType = pgEnum('ledger_transaction_type', LEDGER_TRANSACTION_TYPES);
export const paymentMethod = pgEnum('payment_method', PAYMENT_METHODS);
export const creditNoteKind = pgEnum('credit_note_kind', CREDIT_NOTE_KINDS);

/** An invoice line as stored: invoices issued before tax codes have none (all standard-rated). */
export type TStoredInvoiceLine = Omit<TInvoiceLine, 'taxCode'> &
  Partial<Pick<TInvoiceLine, 'taxCode'>>;

/**
 * What the operator bills an agency for a booking: the agency's net price, GST-inclusive at the
 * brand's rate, split into a deposit and a balance with their due dates. Lines are a copy of the
 * services as billed so the document never changes when the booking does; a later price change
 * is billed by a further invoice or credited by a credit note.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** INV-NZ-000001: per brand, see finance_document_counters. */
    number: text('number').notNull().unique(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    status: invoiceStatus('status').notNull().default('issued'),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    totalCents: integer('total_cents').notNull(),
    gstCents: integer('gst_cents').notNull(),
    /** The part of the total with no GST in it (services abroad); the rest is taxable. */
    zeroRatedCents: integer('zero_rated_cents').notNull().default(0),
    depositCents: integer('deposit_cents').notNull(),
    depositDueOn: date('deposit_due_on', { mode: 'string' }).notNull(),
    balanceCents: integer('balance_cents').notNull(),
    balanceDueOn: date('balance_due_on', { mode: 'string' }).notNull(),
    paidCents: integer('paid_cents').notNull().default(0),
    creditedCents: integer('credited_cents').notNull().default(0),
    lines: jsonb('lines').$type<TStoredInvoiceLine[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('invoices_file_idx').on(table.fileId, table.id),
    index('invoices_agency_idx').on(table.agencyId, table.id),
  ],
);

/** Money given back on an invoice: a cancellation or a price decrease. */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** CN-NZ-000001 */
    number: text('number').notNull().unique(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    totalCents: integer('total_cents').notNull(),
    gstCents: integer('gst_cents').notNull(),
    /** The part of the credit with no GST in it (services abroad); the rest is taxable. */
    zeroRatedCents: integer('zero_rated_cents').notNull().default(0),
    reason: text('reason').notNull(),
    kind: creditNoteKind('kind').notNull().default('billing'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('credit_notes_file_idx').on(table.fileId, table.id)],
);

/** Money received from an agency for a file (recorded by the back office). */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    amountCents: integer('amount_cents').notNull(),
    method: paymentMethod('method').notNull(),
    reference: text('reference').notNull().default(''),
    /** Back-office notes (card payments screen); the amount is never edited, see ADR 007. */
    notes: text('notes').notNull().default(''),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    recordedByUserId: integer('recorded_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /**
     * The Idempotency-Key the back office sent with a payment recorded by hand: a retried request
     * finds the payment already recorded instead of recording it twice (ADR 016).
     */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payments_file_idx').on(table.fileId, table.id),
    uniqueIndex('payments_idempotency_key_idx').on(table.idempotencyKey),
  ],
);

/**
 * The agency's account: one row per invoice, payment, credit note or refund, value signed from
 * the operator's side (what the agency owes goes up with an invoice or a refund, down with a
 * payment or a credit note). The running balance is summed when read, so a row is never updated.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    fileId: integer('file_id').references(() => files.id),
    type: ledgerTransactionType('type').notNull(),
    occurredOn: date('occurred_on', { mode: 'string' }).notNull(),
    valueCents: integer('value_cents').notNull(),
    /** The document number or payment reference shown in the ledger. */
    reference: text('reference').notNull(),
    invoiceId: integer('invoice_id').references(() => invoices.id),
    creditNoteId: integer('credit_note_id').references(() => creditNotes.id),
    paymentId: integer('payment_id').references(() => payments.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ledger_transactions_agency_idx').on(table.agencyId, table.occurredOn, table.id),
    index('ledger_transactions_file_idx').on(table.fileId, table.id),
  ],
);

/** The last number given to each kind of finance document per brand (row locked while taken). */
export const financeDocumentCounters = pgTable(
  'finance_document_counters',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    kind: text('kind').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [primaryKey({ columns: [table.brandId, table.kind] })],
);

/**
 * The Idempotency-Keys of money changes recorded by hand that leave no row of their own to carry
 * one (a refund, a credit note for an amount; a payment keeps its key on its row): a retried
 * request finds its key and answers what was recorded instead of giving the money back twice
 * (ADR 016). The request's fingerprint tells a retry from another change sent with the same key.
 */
export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  /** What the key was used for: 'refund', 'credit-note', 'request-booking', 'cancel-file' (files/commands). */
  action: text('action').notNull(),
  fileId: integer('file_id')
    .notNull()
    .references(() => files.id),
  /** SHA-256 of the request as validated (and the invoice, for a credit note). */
  requestHash: text('request_hash').notNull(),
  createdByUserId: integer('created_by_user_id').references(() => users.id, {
    onDelete: 'set null',
  }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
