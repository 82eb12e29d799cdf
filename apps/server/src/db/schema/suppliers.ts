import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import {
  DEFAULT_PAYMENT_TERMS,
  MAX_PAYMENT_TERMS_DAYS,
  PAYMENT_TERMS_BASES,
} from '@portal/shared/domain/payables';
import { locations } from './catalogue-locations';

export const paymentTermsBasis = pgEnum('payment_terms_basis', PAYMENT_TERMS_BASES);

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
    /**
     * When the supplier is paid for a confirmed service (docs/finance.md, "Supplier payables"):
     * `days` after the service's last day, or before the booking's arrival.
     */
    paymentTermsBasis: paymentTermsBasis('payment_terms_basis')
      .notNull()
      .default(DEFAULT_PAYMENT_TERMS.basis),
    paymentTermsDays: integer('payment_terms_days').notNull().default(DEFAULT_PAYMENT_TERMS.days),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('suppliers_location_id_idx').on(table.locationId),
    check(
      'suppliers_payment_terms_days_chk',
      sql`${table.paymentTermsDays} between 0 and ${sql.raw(String(MAX_PAYMENT_TERMS_DAYS))}`,
    ),
  ],
);
