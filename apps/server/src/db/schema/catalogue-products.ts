import { sql } from 'drizzle-orm';
import type { TCancellationPolicy } from '@portal/shared/contracts/cancellation';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { accommodationClass, pricingBasis, roomTypeCode, serviceTypeCode } from './catalogue-enums';
import { locations } from './catalogue-locations';
import { suppliers } from './suppliers';

/** What a supplier sells: a room type set at a hotel, a tour, a transfer, a car class... */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: text('code').notNull().unique(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    serviceTypeCode: serviceTypeCode('service_type_code').notNull(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    name: text('name').notNull(),
    // The description lives in the content store (content_texts), in five languages.
    /** HHMM, 24-hour. */
    startTime: text('start_time'),
    endTime: text('end_time'),
    durationMinutes: integer('duration_minutes'),
    voucherText: text('voucher_text').notNull().default(''),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    accommodationClass: accommodationClass('accommodation_class'),
    roomTypes: roomTypeCode('room_types')
      .array()
      .notNull()
      .default(sql`'{}'`),
    pricingBasis: pricingBasis('pricing_basis').notNull(),
    capacity: integer('capacity'),
    /**
     * What cancelling costs (docs/pricing.md, "Cancellation fees"); null cancels free of charge.
     * Read when a booking is cancelled: the agency's fee on the line's net, the supplier's charge
     * on its cost.
     */
    cancellationPolicy: jsonb('cancellation_policy').$type<TCancellationPolicy>(),
    /**
     * Child age bands (docs/pricing.md, "Child ages"): a child of at most `infantMaxAge` travels
     * free, one of at most `childMaxAge` at the child price, an older one at the adult price. Null
     * leaves that band out (every child at the child price, as before ages were known).
     */
    infantMaxAge: integer('infant_max_age'),
    childMaxAge: integer('child_max_age'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('products_supplier_id_idx').on(table.supplierId),
    index('products_location_service_type_idx').on(table.locationId, table.serviceTypeCode),
    index('products_service_type_idx').on(table.serviceTypeCode),
    check(
      'products_accommodation_chk',
      sql`(${table.serviceTypeCode} in ('AC', 'AF')) = (${table.accommodationClass} is not null)`,
    ),
  ],
);
