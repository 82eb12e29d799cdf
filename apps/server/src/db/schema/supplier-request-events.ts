import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { supplierRequests } from './files-supplier-requests';
import { users } from './users';

/**
 * The history of a supplier request: sent, reminded, answered, reconfirmed, link revoked... with
 * who (a user, the emailed link, the portal or the back office), when and from which address.
 */
export const supplierRequestEvents = pgTable(
  'supplier_request_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    requestId: integer('request_id')
      .notNull()
      .references(() => supplierRequests.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    /** user, token, system or admin. */
    actorKind: text('actor_kind').notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name'),
    ip: text('ip'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('supplier_request_events_request_idx').on(table.requestId, table.id)],
);
