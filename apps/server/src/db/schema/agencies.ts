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
import { CLIENT_DOCUMENT_BRANDINGS } from '@portal/shared/domain/client-documents';
import {
  CLIENT_MARKUP_MAX_BASIS_POINTS,
  DEFAULT_TRAVELLER_PAYMENTS,
  TRAVELLER_PAYMENT_COLLECTORS,
} from '@portal/shared/domain/client-price';
import { brands } from './brands';
import { pricingModel } from './catalogue-enums';

export const clientDocumentBranding = pgEnum('client_document_branding', CLIENT_DOCUMENT_BRANDINGS);
export const travellerPayments = pgEnum('traveller_payments', TRAVELLER_PAYMENT_COLLECTORS);

/** Travel agencies that sell the operator's packages; each books under one brand. */
export const agencies = pgTable(
  'agencies',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    /** Gross: pays the published price less commission. Net: pays cost plus markup. */
    pricingModel: pricingModel('pricing_model').notNull().default('gross'),
    active: boolean('active').notNull().default(true),
    /** The agency's commission in basis points (1250 = 12.5 %), set by the back office. */
    commissionBasisPoints: integer('commission_basis_points').notNull().default(0),
    /**
     * The most the agency may owe (its unpaid invoices of the brand and the booking it asks for)
     * before a booking waits for its deposit or the back office's approval; null = not checked,
     * 0 = every booking waits (docs/pricing.md, "Credit limits").
     */
    creditLimitCents: integer('credit_limit_cents'),
    email: text('email'),
    phone: text('phone'),
    /** Whose letterhead the itinerary the agency hands its clients carries (docs/documents.md). */
    clientDocumentBranding: clientDocumentBranding('client_document_branding')
      .notNull()
      .default('operator'),
    /** Who takes the traveller's money: the operator (travel app payments) or the agency itself. */
    travellerPayments: travellerPayments('traveller_payments')
      .notNull()
      .default(DEFAULT_TRAVELLER_PAYMENTS),
    /**
     * A net agency's own markup on its net price for its clients, in basis points; copied onto each
     * new file (files.client_markup_basis_points). Null: its clients see the published price.
     */
    clientMarkupBasisPoints: integer('client_markup_basis_points'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('agencies_brand_id_idx').on(table.brandId),
    check('agencies_commission_chk', sql`${table.commissionBasisPoints} between 0 and 10000`),
    check('agencies_credit_limit_chk', sql`${table.creditLimitCents} >= 0`),
    check(
      'agencies_client_markup_chk',
      sql`${table.clientMarkupBasisPoints} between 0 and ${sql.raw(String(CLIENT_MARKUP_MAX_BASIS_POINTS))}`,
    ),
  ],
);
