import {
  RATE_PROPOSAL_KINDS,
  RATE_PROPOSAL_STATUSES,
  type TCurrentValues,
  type TProposedChange,
} from '@portal/shared/contracts/rate-proposals';
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalogue-products';
import { suppliers } from './suppliers';
import { users } from './users';

export const rateProposalKind = pgEnum('rate_proposal_kind', RATE_PROPOSAL_KINDS);
export const rateProposalStatus = pgEnum('rate_proposal_status', RATE_PROPOSAL_STATUSES);

/**
 * A supplier's proposed change to the rates or availability of one of its products, waiting for
 * (or decided by) the back office. `proposed` holds the values to apply, `captured` the live values
 * they replaced when proposed (the review compares against the live values again).
 */
export const rateProposals = pgTable(
  'rate_proposals',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: rateProposalKind('kind').notNull(),
    status: rateProposalStatus('status').notNull().default('pending'),
    /** The season changed or deleted; no foreign key, the season may be deleted meanwhile. */
    rateId: integer('rate_id'),
    proposed: jsonb('proposed').$type<TProposedChange>().notNull(),
    captured: jsonb('captured').$type<TCurrentValues>().notNull(),
    note: text('note').notNull().default(''),
    createdByUserId: integer('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdByLabel: text('created_by_label'),
    reviewedByUserId: integer('reviewed_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    reviewedByLabel: text('reviewed_by_label'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewReason: text('review_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('rate_proposals_supplier_status_idx').on(table.supplierId, table.status, table.createdAt),
    index('rate_proposals_status_created_idx').on(table.status, table.createdAt),
    index('rate_proposals_product_idx').on(table.productId),
  ],
);
