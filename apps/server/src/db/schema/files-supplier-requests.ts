import { date, index, integer, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import {
  SUPPLIER_REQUEST_KINDS,
  SUPPLIER_REQUEST_STATUSES,
  type TStoredSupplierRequestDetails,
} from '@portal/shared/contracts/supplier-requests';
import { files } from './files';
import { fileServiceLines } from './files-lines';
import { suppliers } from './suppliers';
import { users } from './users';

export { SUPPLIER_REQUEST_KINDS, SUPPLIER_REQUEST_STATUSES };

export const supplierRequestKind = pgEnum('supplier_request_kind', SUPPLIER_REQUEST_KINDS);
export const supplierRequestStatus = pgEnum('supplier_request_status', SUPPLIER_REQUEST_STATUSES);

/**
 * What a supplier must be asked about a service line: book it (new), change it (amend) or release
 * it (cancel). Written pending in the same transaction as the booking change that needs it, then
 * sent (details frozen, link mailed) and answered by the supplier; see the supplier-requests module.
 */
export const supplierRequests = pgTable(
  'supplier_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    serviceLineId: integer('service_line_id')
      .notNull()
      .references(() => fileServiceLines.id, { onDelete: 'cascade' }),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    kind: supplierRequestKind('kind').notNull(),
    status: supplierRequestStatus('status').notNull().default('pending'),
    /** What the supplier was asked, frozen when the request was sent (null while pending). */
    details: jsonb('details').$type<TStoredSupplierRequestDetails>(),
    /** As the supplier typed it (suffixes such as " -cl" included). */
    confirmation: text('confirmation'),
    remarks: text('remarks').notNull().default(''),
    /** Why the supplier declined, or what it offers instead when waitlisting. */
    reason: text('reason').notNull().default(''),
    /** A provisional answer holds the service until this date (the option expiry). */
    optionExpiresOn: date('option_expires_on', { mode: 'string' }),
    /** The supplier's cancellation number, given with its release of the service. */
    cancellationNumber: text('cancellation_number'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredByUserId: integer('answered_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** A user's name, or null when answered from the emailed link. */
    answeredByName: text('answered_by_name'),
    reminderCount: integer('reminder_count').notNull().default(0),
    lastReminderAt: timestamp('last_reminder_at', { withTimezone: true }),
    /** When the back office was alerted that reminders ran out (once per request). */
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    reconfirmRequestedAt: timestamp('reconfirm_requested_at', { withTimezone: true }),
    reconfirmedAt: timestamp('reconfirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('supplier_requests_supplier_status_idx').on(table.supplierId, table.status),
    index('supplier_requests_file_idx').on(table.fileId),
    index('supplier_requests_line_idx').on(table.serviceLineId),
    // The scheduled jobs scan by status (sent: reminders; confirmed: reconfirmations).
    index('supplier_requests_status_sent_idx').on(table.status, table.sentAt),
  ],
);
