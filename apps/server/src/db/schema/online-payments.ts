import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  date,
} from 'drizzle-orm/pg-core';
import {
  PAYMENT_CLOSED_REASONS,
  PAYMENT_PROVIDERS,
  PAYMENT_PURPOSES,
  PAYMENT_SESSION_STATUSES,
} from '@portal/shared/contracts/online-payments';
import { files } from './files';
import { invoices, payments } from './finance';
import { users } from './users';

export const paymentPurpose = pgEnum('payment_purpose', PAYMENT_PURPOSES);
export const paymentSessionStatus = pgEnum('payment_session_status', PAYMENT_SESSION_STATUSES);
export const paymentProvider = pgEnum('payment_provider', PAYMENT_PROVIDERS);
export const PAYMENT_PAYER_KINDS = ['agent', 'admin', 'traveller'] as const;
export const paymentPayerKind = pgEnum('payment_payer_kind', PAYMENT_PAYER_KINDS);
export const paymentClosedReason = pgEnum('payment_closed_reason', PAYMENT_CLOSED_REASONS);
export const PAYMENT_REFUND_STATUSES = ['pending', 'refunded', 'failed'] as const;
export const paymentRefundStatus = pgEnum('payment_refund_status', PAYMENT_REFUND_STATUSES);

/**
 * One attempt to pay an invoice's deposit or balance online. The token is the only key the payer
 * holds (the payment page and the provider's return address carry it). The amount is fixed when
 * the session opens; a paid session is final and points at the payment it recorded. A file has at
 * most one live (open, requires_action, processing) session, so two tabs or two payers share it
 * instead of collecting the same amount twice (docs/decisions/017-one-collection-per-amount.md).
 */
export const paymentSessions = pgTable(
  'payment_sessions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    token: text('token').notNull().unique(),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    purpose: paymentPurpose('purpose').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    provider: paymentProvider('provider').notNull(),
    providerSessionId: text('provider_session_id'),
    checkoutUrl: text('checkout_url').notNull().default(''),
    status: paymentSessionStatus('status').notNull().default('open'),
    failureMessage: text('failure_message'),
    createdByKind: paymentPayerKind('created_by_kind').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paymentId: integer('payment_id').references(() => payments.id),
    /** Why the portal closed the session (cancelled) or gave its money back (refunded). */
    closedReason: paymentClosedReason('closed_reason'),
    /** When the provider's own checkout page was closed after the portal closed the session. */
    providerClosedAt: timestamp('provider_closed_at', { withTimezone: true }),
    /** Wrong sandbox verification codes so far (SANDBOX_VERIFICATION_ATTEMPTS fail the session). */
    verificationAttempts: integer('verification_attempts').notNull().default(0),
    /** The provider's id of the money it collected (Stripe's PaymentIntent): what a refund names. */
    providerPaymentId: text('provider_payment_id'),
    /** A refunded session's refund at the provider: pending until the provider confirms it. */
    refundStatus: paymentRefundStatus('refund_status'),
    refundAttempts: integer('refund_attempts').notNull().default(0),
    providerRefundId: text('provider_refund_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payment_sessions_file_idx').on(table.fileId, table.id),
    index('payment_sessions_provider_session_idx').on(table.provider, table.providerSessionId),
    // The database's own guarantee behind "one amount is collected once": whatever the number of
    // tabs, payers or instances, a second live session for the file cannot be stored.
    uniqueIndex('payment_sessions_one_live_per_file_key')
      .on(table.fileId)
      .where(sql`${table.status} in ('open', 'requires_action', 'processing')`),
  ],
);

/**
 * Every provider callback handled (the sandbox's outcomes included), by the provider's event id:
 * a repeated delivery finds its id here and changes nothing.
 */
export const paymentProviderEvents = pgTable(
  'payment_provider_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    provider: paymentProvider('provider').notNull(),
    eventId: text('event_id').notNull(),
    sessionId: integer('session_id').references(() => paymentSessions.id),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [unique('payment_provider_events_event_key').on(table.provider, table.eventId)],
);

/**
 * Reminders sent, one per invoice, purpose and offset from the due date (negative: days before,
 * positive: days after), so a second run of the job on the same day sends nothing.
 */
export const paymentReminders = pgTable(
  'payment_reminders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    purpose: paymentPurpose('purpose').notNull(),
    offsetDays: integer('offset_days').notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    recipients: text('recipients').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('payment_reminders_once_key').on(table.invoiceId, table.purpose, table.offsetDays),
  ],
);

/** Files the back office took out of the reminder run (a dispute, a special arrangement). */
export const paymentReminderFileExclusions = pgTable('payment_reminder_file_exclusions', {
  fileId: integer('file_id')
    .primaryKey()
    .references(() => files.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull().default(''),
  excludedByUserId: integer('excluded_by_user_id').references(() => users.id, {
    onDelete: 'set null',
  }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Addresses that never receive a payment reminder (stored lower-case). */
export const paymentReminderRecipientExclusions = pgTable('payment_reminder_recipient_exclusions', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  email: text('email').notNull().unique(),
  reason: text('reason').notNull().default(''),
  excludedByUserId: integer('excluded_by_user_id').references(() => users.id, {
    onDelete: 'set null',
  }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
