import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { TDroppedLine, TFileDayHeader, TFileRoom } from '@portal/shared/contracts/files';
import { FILE_STATUSES } from '@portal/shared/domain/file-states';
import { agencies } from './agencies';
import { brands } from './brands';
import { accommodationClass, pricingModel } from './catalogue-enums';
import { packages } from './catalogue-packages';
import { users } from './users';

export const fileStatus = pgEnum('file_status', FILE_STATUSES);

/**
 * Client files: quotes and bookings. Rooms, day headers and the services left out for want of a
 * rate are small and always read with the file, so they live in jsonb; service lines have their
 * own table (they carry statuses, confirmations and allotment holds of their own). The totals are
 * kept here so My Files lists without touching the lines.
 */
export const files = pgTable(
  'files',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Brand prefix and a per-brand number: NZ-100234 (see file_reference_counters). */
    reference: text('reference').notNull().unique(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    agentId: integer('agent_id')
      .notNull()
      .references(() => users.id),
    yourReference: text('your_reference').notNull().default(''),
    bookingName: text('booking_name').notNull(),
    travelDate: date('travel_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    status: fileStatus('status').notNull().default('Quote'),
    relatedFileId: integer('related_file_id').references((): AnyPgColumn => files.id, {
      onDelete: 'set null',
    }),
    relatedReference: text('related_reference'),
    packageId: integer('package_id').references(() => packages.id, { onDelete: 'set null' }),
    packageName: text('package_name'),
    accommodationClass: accommodationClass('accommodation_class'),
    pricingModel: pricingModel('pricing_model').notNull(),
    /**
     * A net agency's markup for this file's client in basis points (domain/client-price.ts): the
     * agency's when the file was made, changed by its agent; null: the client sees the published price.
     */
    clientMarkupBasisPoints: integer('client_markup_basis_points'),
    rooms: jsonb('rooms').$type<TFileRoom[]>().notNull(),
    dayHeaders: jsonb('day_headers').$type<TFileDayHeader[]>().notNull(),
    droppedLines: jsonb('dropped_lines').$type<TDroppedLine[]>().notNull().default([]),
    notes: text('notes').notNull().default(''),
    /** "Note to suppliers": the only text of the file its suppliers are sent (never `notes`). */
    supplierNote: text('supplier_note').notNull().default(''),
    /** Back office only (never shown to agents): the consultant who runs the file, their notes. */
    consultantUserId: integer('consultant_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    internalNotes: text('internal_notes').notNull().default(''),
    paxAdults: integer('pax_adults').notNull(),
    paxChildren: integer('pax_children').notNull().default(0),
    costCents: integer('cost_cents').notNull().default(0),
    sellCents: integer('sell_cents').notNull().default(0),
    commissionCents: integer('commission_cents').notNull().default(0),
    netCents: integer('net_cents').notNull().default(0),
    gstCents: integer('gst_cents').notNull().default(0),
    netGstCents: integer('net_gst_cents').notNull().default(0),
    /**
     * Credit hold (docs/pricing.md, "Credit limits"): the booking was requested over its agency's
     * credit limit, so its suppliers are not asked until the deposit is paid or the back office
     * approves. Null when the booking was never held.
     */
    creditHeldAt: timestamp('credit_held_at', { withTimezone: true }),
    creditReleasedAt: timestamp('credit_released_at', { withTimezone: true }),
    /** How the hold lifted: 'deposit' (paid) or 'approval' (the back office). */
    creditRelease: text('credit_release', { enum: ['deposit', 'approval'] }),
    creditReleasedByUserId: integer('credit_released_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** The number of the latest version (file_versions). */
    version: integer('version').notNull().default(1),
    createdByUserId: integer('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // My Files lists one agency's files in each sort order; the id breaks ties so pages never
    // overlap. Ascending on purpose: read backwards they serve ORDER BY ... DESC, whose NULLS
    // FIRST a "DESC NULLS LAST" index would not match. docs/benchmarks.md has the figures.
    index('files_agency_created_idx').on(table.agencyId, table.createdAt, table.id),
    index('files_agency_updated_idx').on(table.agencyId, table.updatedAt, table.id),
    // Filter columns first, then created_at and id: a travel-date or your-reference filter is
    // answered from the index alone (no table rows read) for the default newest-first order;
    // sorting by travel date reads it in order with an incremental sort on the id.
    index('files_agency_travel_date_idx').on(
      table.agencyId,
      table.travelDate,
      table.createdAt,
      table.id,
    ),
    index('files_agency_status_created_idx').on(
      table.agencyId,
      table.status,
      table.createdAt,
      table.id,
    ),
    index('files_agency_booking_name_idx').on(
      table.agencyId,
      sql`lower(${table.bookingName})`,
      table.id,
    ),
    // Byte order ("C") serves both the prefix filter (LIKE 'NZ-1002%') and sorting by reference.
    index('files_agency_reference_idx').on(table.agencyId, sql`${table.reference} collate "C"`),
    // your_reference itself is listed too: PostgreSQL only answers from an expression index
    // alone when the expression's column is in it.
    index('files_agency_your_reference_idx').using(
      'btree',
      table.agencyId,
      sql`lower(${table.yourReference}) text_pattern_ops`,
      table.yourReference,
      table.createdAt,
      table.id,
    ),
    // The back office lists every agency's files.
    index('files_reference_c_idx').on(sql`${table.reference} collate "C"`),
    index('files_created_idx').on(table.createdAt, table.id),
    index('files_travel_date_idx').on(table.travelDate, table.id),
    index('files_related_file_idx').on(table.relatedFileId),
    check('files_pax_chk', sql`${table.paxAdults} >= 1 and ${table.paxChildren} >= 0`),
    check('files_dates_chk', sql`${table.endDate} >= ${table.travelDate}`),
    check(
      'files_credit_release_chk',
      sql`${table.creditRelease} is null or ${table.creditRelease} in ('deposit', 'approval')`,
    ),
    // The back office's list of held bookings.
    index('files_credit_held_idx')
      .on(table.creditHeldAt)
      .where(sql`${table.creditHeldAt} is not null and ${table.creditReleasedAt} is null`),
  ],
);

/**
 * The last number given to a file of each brand. Taking the next one is an UPDATE ... RETURNING
 * on the brand's row, so two quotes saved at once never share a reference; the row stays locked
 * only until the saving transaction ends.
 */
export const fileReferenceCounters = pgTable('file_reference_counters', {
  brandId: integer('brand_id')
    .primaryKey()
    .references(() => brands.id),
  lastNumber: integer('last_number').notNull(),
});
