import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { TFileRoom } from '@portal/shared/contracts/files';
import {
  DEPARTURE_STATUSES,
  TOUR_STATUSES,
  type TLocalizedText,
} from '@portal/shared/domain/tours';
import { agencies } from './agencies';
import { brands } from './brands';
import { roomTypeCode } from './catalogue-enums';
import { locations } from './catalogue-locations';
import { products } from './catalogue-products';
import { files } from './files';
import { fileServiceLines } from './files-lines';
import { suppliers } from './suppliers';
import { users } from './users';

export const tourStatus = pgEnum('tour_status', TOUR_STATUSES);
export const tourDepartureStatus = pgEnum('tour_departure_status', DEPARTURE_STATUSES);

/** Groups of tours as the back office files them and agents browse them ("Coach tours"). */
export const tourCategories = pgTable(
  'tour_categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('tour_categories_name_key').on(sql`lower(${table.name})`)],
);

/**
 * A scheduled tour of one brand. Its overview, its inclusions (one per line) and each day's
 * description live in the content store (kind `tour`, fields `overview`, `inclusions`, `day-<n>`:
 * modules/regular-tours/tour-texts.repository.ts), where they are versioned, assessed and
 * processed like every catalogue description; the day titles stay here. `product_id` is the
 * catalogue product (service type GU, inactive so it is never sold on its own) that the service
 * lines of its bookings point at, so files, supplier requests, invoices and itineraries treat a
 * tour like any other service; the tours service keeps its name, supplier and location in step.
 */
export const tours = pgTable(
  'tours',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => tourCategories.id),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    productId: integer('product_id')
      .notNull()
      .unique()
      .references(() => products.id),
    startLocationId: integer('start_location_id')
      .notNull()
      .references(() => locations.id),
    endLocationId: integer('end_location_id')
      .notNull()
      .references(() => locations.id),
    status: tourStatus('status').notNull().default('draft'),
    durationDays: integer('duration_days').notNull(),
    /** Image addresses, first one leads. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('tours_brand_status_idx').on(table.brandId, table.status),
    index('tours_category_idx').on(table.categoryId),
    index('tours_supplier_idx').on(table.supplierId),
    check('tours_duration_chk', sql`${table.durationDays} between 1 and 60`),
  ],
);

/** The itinerary, one row per day; each day's description is in the content store (`day-<n>`). */
export const tourDays = pgTable(
  'tour_days',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    dayNumber: integer('day_number').notNull(),
    title: jsonb('title').$type<TLocalizedText>().notNull(),
    overnightLocationId: integer('overnight_location_id').references(() => locations.id),
    hasBreakfast: boolean('has_breakfast').notNull().default(false),
    hasLunch: boolean('has_lunch').notNull().default(false),
    hasDinner: boolean('has_dinner').notNull().default(false),
  },
  (table) => [
    unique('tour_days_tour_day_key').on(table.tourId, table.dayNumber),
    index('tour_days_overnight_location_idx').on(table.overnightLocationId),
  ],
);

/** A date range whose per-person rates apply to the departures leaving in it. */
export const tourSeasons = pgTable(
  'tour_seasons',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('tour_seasons_tour_idx').on(table.tourId, table.validFrom),
    check('tour_seasons_validity_chk', sql`${table.validFrom} <= ${table.validTo}`),
  ],
);

/** Per person for the whole tour, by room type, in cents of the tour's brand currency. */
export const tourRates = pgTable(
  'tour_rates',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    seasonId: integer('season_id')
      .notNull()
      .references(() => tourSeasons.id, { onDelete: 'cascade' }),
    roomType: roomTypeCode('room_type').notNull(),
    costCents: integer('cost_cents').notNull(),
    sellCents: integer('sell_cents').notNull(),
    childCostCents: integer('child_cost_cents'),
    childSellCents: integer('child_sell_cents'),
  },
  (table) => [
    unique('tour_rates_season_room_type_key').on(table.seasonId, table.roomType),
    check(
      'tour_rates_money_chk',
      sql`${table.costCents} >= 0 and ${table.sellCents} >= 0 and coalesce(${table.childCostCents}, 0) >= 0 and coalesce(${table.childSellCents}, 0) >= 0`,
    ),
  ],
);

/**
 * A dated departure. `seats_sold` is never typed: a booking adds its seats with one conditional
 * UPDATE inside the booking transaction and a cancellation takes them off (tour_bookings holds
 * who has them), and the check makes selling past capacity impossible even for a bug.
 */
export const tourDepartures = pgTable(
  'tour_departures',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id),
    departureDate: date('departure_date', { mode: 'string' }).notNull(),
    capacity: integer('capacity').notNull(),
    seatsSold: integer('seats_sold').notNull().default(0),
    breakEvenSeats: integer('break_even_seats').notNull(),
    fixedCostCents: integer('fixed_cost_cents').notNull().default(0),
    isGuaranteed: boolean('is_guaranteed').notNull().default(false),
    status: tourDepartureStatus('status').notNull().default('open'),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('tour_departures_tour_date_key').on(table.tourId, table.departureDate),
    index('tour_departures_date_idx').on(table.departureDate),
    check(
      'tour_departures_seats_chk',
      sql`${table.seatsSold} >= 0 and ${table.seatsSold} <= ${table.capacity}`,
    ),
    check('tour_departures_capacity_chk', sql`${table.capacity} between 1 and 500`),
    check(
      'tour_departures_break_even_chk',
      sql`${table.breakEvenSeats} >= 0 and ${table.fixedCostCents} >= 0`,
    ),
  ],
);

/**
 * The seats a service line holds on a departure: written in the booking transaction with the
 * departure's seats_sold, released (released_at set, seats given back) when the line or its
 * booking is cancelled. Active rows of a departure always add up to its seats_sold.
 */
export const tourBookings = pgTable(
  'tour_bookings',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    departureId: integer('departure_id')
      .notNull()
      .references(() => tourDepartures.id),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    serviceLineId: integer('service_line_id')
      .notNull()
      .unique()
      .references(() => fileServiceLines.id),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    seats: integer('seats').notNull(),
    rooms: jsonb('rooms').$type<TFileRoom[]>().notNull(),
    bookedByUserId: integer('booked_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (table) => [
    index('tour_bookings_departure_idx').on(table.departureId, table.releasedAt),
    index('tour_bookings_file_idx').on(table.fileId),
    check('tour_bookings_seats_chk', sql`${table.seats} >= 1`),
  ],
);
