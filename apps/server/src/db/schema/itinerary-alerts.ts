import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { ITINERARY_ALERT_SEVERITIES } from '@portal/shared/contracts/itinerary-alerts';
import { locations } from './catalogue-locations';
import { users } from './users';

export const itineraryAlertSeverity = pgEnum(
  'itinerary_alert_severity',
  ITINERARY_ALERT_SEVERITIES,
);

/**
 * Notices shown on itineraries travelling through a location (or anywhere, when location_id is
 * null) between two dates: road closures, weather warnings.
 */
export const itineraryAlerts = pgTable(
  'itinerary_alerts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    severity: itineraryAlertSeverity('severity').notNull(),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    updatedByName: text('updated_by_name'),
  },
  (table) => [
    index('itinerary_alerts_dates_idx').on(table.startsOn, table.endsOn),
    index('itinerary_alerts_location_idx').on(table.locationId),
    check('itinerary_alerts_dates_chk', sql`${table.endsOn} >= ${table.startsOn}`),
  ],
);
