import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { files } from './files';
import { users } from './users';

/**
 * Every save of a file freezes a version: the whole file (lines with cost included) as jsonb, so
 * any two can be compared and one restored. The summary columns list versions without reading
 * the snapshots.
 */
export const fileVersions = pgTable(
  'file_versions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    /** The file event action that made it (file.created, line.added ...). */
    action: text('action').notNull(),
    snapshot: jsonb('snapshot').notNull(),
    travelDate: date('travel_date', { mode: 'string' }).notNull(),
    lineCount: integer('line_count').notNull(),
    sellCents: integer('sell_cents').notNull(),
    netCents: integer('net_cents').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdByName: text('created_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('file_versions_file_number_key').on(table.fileId, table.number)],
);

/** Who did what to a file, and when; shown on the file and pushed live. */
export const fileEvents = pgTable(
  'file_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    /** agent, admin, supplier or system. */
    actorKind: text('actor_kind').notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as it was, so the history reads the same after a user is renamed or removed. */
    actorName: text('actor_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('file_events_file_idx').on(table.fileId, table.id),
    // Insights (modules/insights): a file becomes a booking once, with this event. By date for
    // the bookings of a period, by file for the conversion of a period's quotes.
    index('file_events_booking_requested_at_idx')
      .on(table.createdAt, table.fileId)
      .where(sql`${table.action} = 'booking.requested'`),
    index('file_events_booking_requested_file_idx')
      .on(table.fileId)
      .where(sql`${table.action} = 'booking.requested'`),
    // Insights' edited services: service lines changed by hand in the back office.
    index('file_events_admin_line_changes_idx')
      .on(table.createdAt, table.id)
      .where(
        sql`${table.actorKind} = 'admin' and ${table.action} in ('line.price-changed', 'line.status-changed', 'line.added', 'line.removed', 'line.replaced')`,
      ),
  ],
);
