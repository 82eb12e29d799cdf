import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { supplierRequests } from './files-supplier-requests';
import { users } from './users';

/**
 * The emailed links that let a supplier answer without signing in. Only a SHA-256 hash of the
 * token is stored; a link reaches its own request only, expires after the service and can be
 * revoked by the back office (a resend revokes the previous links).
 */
export const supplierRequestLinks = pgTable(
  'supplier_request_links',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    requestId: integer('request_id')
      .notNull()
      .references(() => supplierRequests.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** Why the link was mailed: the request itself or a reconfirmation. */
    purpose: text('purpose').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedByUserId: integer('revoked_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    revokedByName: text('revoked_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('supplier_request_links_request_idx').on(table.requestId)],
);
