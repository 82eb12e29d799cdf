import { integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The operator's selling brands; ids match BRANDS in @portal/shared/domain/brands. */
export const brands = pgTable('brands', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  currency: text('currency').notNull(),
  gstPercent: numeric('gst_percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
