import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The operator's selling brands; ids match BRANDS in @portal/shared/domain/brands, which is the one
 * source of each brand's GST rate (docs/tax.md, "The GST rate").
 */
export const brands = pgTable('brands', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  currency: text('currency').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
