import { index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A back-office user's named filter set for one list screen ("client-files"): applying it puts
 * the saved query back in the address. Saving under an existing name replaces it.
 */
export const adminSavedViews = pgTable(
  'admin_saved_views',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    screen: text('screen').notNull(),
    name: text('name').notNull(),
    query: jsonb('query').$type<Record<string, string>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('admin_saved_views_user_screen_name_key').on(table.userId, table.screen, table.name),
    index('admin_saved_views_user_screen_idx').on(table.userId, table.screen),
  ],
);
