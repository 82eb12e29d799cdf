import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { countryCode } from './catalogue-enums';

/** Places where services run and travellers stay (itinerary locations). */
export const locations = pgTable(
  'locations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    region: text('region').notNull(),
    country: countryCode('country').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('locations_name_idx').on(table.name)],
);

/** Driving notes from a location to a neighbouring one (shown on itineraries). */
export const locationDrivingNotes = pgTable(
  'location_driving_notes',
  {
    fromLocationId: integer('from_location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    toLocationId: integer('to_location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    km: integer('km').notNull(),
    minutes: integer('minutes').notNull(),
    notes: text('notes').notNull().default(''),
  },
  (table) => [
    primaryKey({ columns: [table.fromLocationId, table.toLocationId] }),
    index('location_driving_notes_to_idx').on(table.toLocationId),
    check(
      'location_driving_notes_not_self_chk',
      sql`${table.fromLocationId} <> ${table.toLocationId}`,
    ),
  ],
);
