import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { pricingBasis, roomTypeCode } from './catalogue-enums';
import { products } from './catalogue-products';

/**
 * Contracted prices: product x market (brand) x validity x basis (x room type), in integer cents
 * of the brand's currency. The pricing loader reads the rates of a few products overlapping a
 * travel span, so the index leads with the product and market, then `valid_to` (past seasons are
 * skipped by the range scan) and `valid_from`.
 */
export const rates = pgTable(
  'rates',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    roomType: roomTypeCode('room_type'),
    basis: pricingBasis('basis').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    /** Bit 0 Monday ... bit 6 Sunday. */
    weekdayMask: smallint('weekday_mask').notNull().default(127),
    minStay: smallint('min_stay').notNull().default(1),
    costCents: integer('cost_cents').notNull(),
    sellCents: integer('sell_cents').notNull(),
    childCostCents: integer('child_cost_cents'),
    childSellCents: integer('child_sell_cents'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('rates_product_brand_validity_idx').on(
      table.productId,
      table.brandId,
      table.validTo,
      table.validFrom,
    ),
    check('rates_validity_chk', sql`${table.validFrom} <= ${table.validTo}`),
    check('rates_money_chk', sql`${table.costCents} >= 0 and ${table.sellCents} >= 0`),
    check('rates_weekday_mask_chk', sql`${table.weekdayMask} between 1 and 127`),
    check('rates_min_stay_chk', sql`${table.minStay} >= 1`),
    check(
      'rates_room_type_chk',
      sql`(${table.basis} = 'per_room_night') = (${table.roomType} is not null)`,
    ),
  ],
);
