import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { files } from './files';

/** Thank-you prizes a traveller may choose once feedback is in. Stock never goes below zero. */
export const prizes = pgTable(
  'prizes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    stock: integer('stock').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('prizes_stock_chk', sql`${table.stock} >= 0`)],
);

/** One prize per booking (file_id is the key). */
export const prizeChoices = pgTable(
  'prize_choices',
  {
    fileId: integer('file_id')
      .primaryKey()
      .references(() => files.id, { onDelete: 'cascade' }),
    prizeId: integer('prize_id')
      .notNull()
      .references(() => prizes.id),
    chosenAt: timestamp('chosen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('prize_choices_prize_idx').on(table.prizeId),
    // The claims list, newest first.
    index('prize_choices_chosen_idx').on(table.chosenAt, table.fileId),
  ],
);
