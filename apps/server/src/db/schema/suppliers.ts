import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { locations } from './catalogue-locations';

/** Service providers (hotels, car rental, ferries...) that confirm booked services. */
export const suppliers = pgTable(
  'suppliers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    /** Where service requests and amendments are sent. */
    email: text('email').notNull(),
    phone: text('phone'),
    address: text('address').notNull().default(''),
    locationId: integer('location_id').references(() => locations.id),
    active: boolean('active').notNull().default(true),
    /**
     * The supplier confirms every booking itself: even a service sold from its allotment or free
     * sell is requested, never confirmed at once (docs/pricing.md, "Instant confirmation").
     */
    confirmsEveryBooking: boolean('confirms_every_booking').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('suppliers_location_id_idx').on(table.locationId)],
);
