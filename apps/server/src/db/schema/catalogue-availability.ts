import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { agencies } from './agencies';
import { availabilityKind } from './catalogue-enums';
import { products } from './catalogue-products';

/**
 * Availability per product per date: free sell, on request, stop sell, or an allotment of units
 * with release days. A row with an agency is that agency's own allotment split on the date; the
 * row without one is the general record. Bookings move `allotment_used` inside their transaction
 * (reserveAllotment), and the check constraint makes overselling impossible even for a bug.
 */
export const productAvailability = pgTable(
  'product_availability',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    agencyId: integer('agency_id').references(() => agencies.id, { onDelete: 'cascade' }),
    kind: availabilityKind('kind').notNull(),
    /** Allotment only: units contracted on the date. */
    allotment: integer('allotment'),
    /** Units booked out of the allotment. */
    allotmentUsed: integer('allotment_used').notNull().default(0),
    releaseDays: integer('release_days'),
    hasOnRequestFallback: boolean('has_on_request_fallback').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('product_availability_product_date_agency_key')
      .on(table.productId, table.date, table.agencyId)
      .nullsNotDistinct(),
    index('product_availability_agency_idx').on(table.agencyId),
    check(
      'product_availability_allotment_chk',
      sql`${table.allotmentUsed} >= 0 and (${table.kind} <> 'allotment' or (${table.allotment} is not null and ${table.allotmentUsed} <= ${table.allotment}))`,
    ),
    check(
      'product_availability_split_chk',
      sql`${table.agencyId} is null or ${table.kind} = 'allotment'`,
    ),
  ],
);
