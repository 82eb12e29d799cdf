import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { pricingModel } from './catalogue-enums';

/** Travel agencies that sell the operator's packages; each books under one brand. */
export const agencies = pgTable(
  'agencies',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    /** Gross: pays the published price less commission. Net: pays cost plus markup. */
    pricingModel: pricingModel('pricing_model').notNull().default('gross'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('agencies_brand_id_idx').on(table.brandId)],
);
