import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { USER_KINDS } from '@portal/shared/domain/user-kinds';
import { agencies } from './agencies';
import { suppliers } from './suppliers';

export const userKind = pgEnum('user_kind', USER_KINDS);

/**
 * Everyone who signs in. Agents belong to an agency, supplier users to a supplier; usernames are
 * stored lower-cased so sign-in is case-insensitive and unique across all areas.
 */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: userKind('kind').notNull(),
    username: text('username').notNull().unique(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    agencyId: integer('agency_id').references(() => agencies.id),
    supplierId: integer('supplier_id').references(() => suppliers.id),
    isActive: boolean('is_active').notNull().default(true),
    // Agent preferences (/app/settings): the mails they want, and whether screens open in client view.
    notifyQuoteAccepted: boolean('notify_quote_accepted').notNull().default(true),
    defaultClientView: boolean('default_client_view').notNull().default(false),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('users_agency_id_idx').on(table.agencyId),
    index('users_supplier_id_idx').on(table.supplierId),
    check('users_username_lower_chk', sql`${table.username} = lower(${table.username})`),
    check(
      'users_kind_owner_chk',
      sql`(${table.kind} = 'agent') = (${table.agencyId} is not null) and (${table.kind} = 'supplier') = (${table.supplierId} is not null)`,
    ),
  ],
);
