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
  unique,
} from 'drizzle-orm/pg-core';
import { SERVICE_LINE_STATUSES } from '@portal/shared/domain/file-states';
import { pricingBasis, serviceTypeCode, taxCode } from './catalogue-enums';
import { products } from './catalogue-products';
import { files } from './files';
import { suppliers } from './suppliers';

export const serviceLineStatus = pgEnum('service_line_status', SERVICE_LINE_STATUSES);

/** What a requested line took from an allotment, so exactly that is given back on cancellation. */
export interface TAllotmentHold {
  units: number;
  dates: string[];
  /** The agency whose split (or, null, the general allotment) governed the dates. */
  agencyId: number | null;
}

/**
 * A service of a file: a hotel stay, a car hire, a tour... Product, supplier and contact details
 * are copied when the line is priced so a booking keeps what was sold even if the catalogue
 * changes. `key` is stable across repricing and versions. Lines with no rate are never stored
 * (they are listed in files.dropped_lines instead).
 */
export const fileServiceLines = pgTable(
  'file_service_lines',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    dayNumber: integer('day_number').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    startTime: text('start_time'),
    endTime: text('end_time'),
    /**
     * Position within the day set in the back office's itinerary editor; null (never ordered)
     * sorts after the ordered lines, by start time.
     */
    sortOrder: integer('sort_order'),
    /** Null for a manual service: priced by hand in the back office, never repriced. */
    productId: integer('product_id').references(() => products.id),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    serviceTypeCode: serviceTypeCode('service_type_code').notNull(),
    name: text('name').notNull(),
    basis: pricingBasis('basis').notNull(),
    span: integer('span').notNull(),
    quantity: integer('quantity').notNull(),
    status: serviceLineStatus('status').notNull(),
    costCents: integer('cost_cents').notNull(),
    sellCents: integer('sell_cents').notNull(),
    commissionCents: integer('commission_cents').notNull(),
    netCents: integer('net_cents').notNull(),
    /**
     * Standard-rated at home or zero-rated abroad, from the brand's country and the product's
     * (docs/tax.md); fixed when the line is priced, like its amounts.
     */
    taxCode: taxCode('tax_code').notNull().default('standard'),
    confirmation: text('confirmation'),
    voucher: text('voucher'),
    remarks: text('remarks').notNull().default(''),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    allotmentHold: jsonb('allotment_hold').$type<TAllotmentHold>(),
    /**
     * Set when the line is cancelled under its product's cancellation policy (docs/pricing.md,
     * "Cancellation fees"): what the agency keeps paying (invoiced, never credited) and what the
     * supplier charges the operator (owed to it, for payables). Zero while the line is live.
     */
    cancellationFeeCents: integer('cancellation_fee_cents').notNull().default(0),
    supplierChargeCents: integer('supplier_charge_cents').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('file_service_lines_file_key_key').on(table.fileId, table.key),
    index('file_service_lines_product_idx').on(table.productId),
    index('file_service_lines_supplier_idx').on(table.supplierId, table.status),
    check('file_service_lines_span_chk', sql`${table.span} >= 1 and ${table.dayNumber} >= 1`),
  ],
);
