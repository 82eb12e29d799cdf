import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { TPackageDrivingNote } from '@portal/shared/contracts/catalogue';
import { brands } from './brands';
import { accommodationClass, packageStatus, transportType } from './catalogue-enums';
import { locations } from './catalogue-locations';
import { products } from './catalogue-products';

/** Packages (the spec's quick quotes): a day-by-day itinerary priced on demand. */
export const packages = pgTable(
  'packages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: text('code').notNull().unique(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    name: text('name').notNull(),
    // The description lives in the content store (content_texts), in five languages.
    startLocationId: integer('start_location_id')
      .notNull()
      .references(() => locations.id),
    durationNights: integer('duration_nights').notNull(),
    transportType: transportType('transport_type').notNull(),
    productTariff: text('product_tariff').notNull(),
    status: packageStatus('status').notNull().default('test'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('packages_brand_status_idx').on(table.brandId, table.status),
    index('packages_start_location_idx').on(table.startLocationId),
    check('packages_duration_chk', sql`${table.durationNights} between 1 and 60`),
  ],
);

export const packageDays = pgTable(
  'package_days',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    dayNumber: integer('day_number').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    overnightLocationId: integer('overnight_location_id').references(() => locations.id),
    /** Shown on the itinerary only; kept with the day it belongs to. */
    drivingNotes: jsonb('driving_notes').$type<TPackageDrivingNote[]>().notNull().default([]),
  },
  (table) => [
    unique('package_days_package_day_key').on(table.packageId, table.dayNumber),
    index('package_days_overnight_location_idx').on(table.overnightLocationId),
  ],
);

/** The accommodation product for each class sold on a package night. */
export const packageDayAccommodation = pgTable(
  'package_day_accommodation',
  {
    packageDayId: integer('package_day_id')
      .notNull()
      .references(() => packageDays.id, { onDelete: 'cascade' }),
    accommodationClass: accommodationClass('accommodation_class').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
  },
  (table) => [
    primaryKey({ columns: [table.packageDayId, table.accommodationClass] }),
    index('package_day_accommodation_product_idx').on(table.productId),
  ],
);

/** Services on a package day, in the package's order. */
export const packageDayServices = pgTable(
  'package_day_services',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    packageDayId: integer('package_day_id')
      .notNull()
      .references(() => packageDays.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    spanDays: integer('span_days').notNull().default(1),
    startTime: text('start_time'),
    endTime: text('end_time'),
    notes: text('notes').notNull().default(''),
  },
  (table) => [
    unique('package_day_services_day_position_key').on(table.packageDayId, table.position),
    index('package_day_services_product_idx').on(table.productId),
  ],
);
