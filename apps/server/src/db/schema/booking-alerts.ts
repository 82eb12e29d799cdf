import { index, integer, pgEnum, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { BOOKING_ALERT_KINDS } from '@portal/shared/contracts/supplier-requests';
import { files } from './files';
import { supplierRequests } from './files-supplier-requests';
import { users } from './users';

export const bookingAlertKind = pgEnum('booking_alert_kind', BOOKING_ALERT_KINDS);

/**
 * Things a consultant must act on: a supplier declined a service, or a request stayed unanswered
 * past its reminders. Raised at most once per request and kind (the unique key makes a repeated
 * job run or a repeated answer a no-op).
 */
export const bookingAlerts = pgTable(
  'booking_alerts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: bookingAlertKind('kind').notNull(),
    message: text('message').notNull(),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    supplierRequestId: integer('supplier_request_id').references(() => supplierRequests.id, {
      onDelete: 'cascade',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedByUserId: integer('resolved_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    resolvedByName: text('resolved_by_name'),
  },
  (table) => [
    unique('booking_alerts_request_kind_key').on(table.supplierRequestId, table.kind),
    index('booking_alerts_open_idx').on(table.resolvedAt, table.createdAt),
    index('booking_alerts_file_idx').on(table.fileId),
  ],
);
