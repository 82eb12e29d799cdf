import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { agencies } from './agencies';
import { brands } from './brands';
import { markupRuleKind, serviceTypeCode } from './catalogue-enums';
import { suppliers } from './suppliers';

/**
 * Commission (gross agencies) and markup (net agencies) rules, scoped by agency, market,
 * supplier, service type and dates; null scope fields match anything (docs/pricing.md). The
 * table is small and read whole for a market when pricing.
 */
export const markupRules = pgTable(
  'markup_rules',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    agencyId: integer('agency_id').references(() => agencies.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id').references(() => brands.id),
    supplierId: integer('supplier_id').references(() => suppliers.id, { onDelete: 'cascade' }),
    serviceTypeCode: serviceTypeCode('service_type_code'),
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    kind: markupRuleKind('kind').notNull(),
    basisPoints: integer('basis_points').notNull(),
    priority: integer('priority').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('markup_rules_agency_idx').on(table.agencyId),
    index('markup_rules_brand_idx').on(table.brandId),
    index('markup_rules_supplier_idx').on(table.supplierId),
    check('markup_rules_basis_points_chk', sql`${table.basisPoints} >= 0`),
    check(
      'markup_rules_validity_chk',
      sql`${table.validFrom} is null or ${table.validTo} is null or ${table.validFrom} <= ${table.validTo}`,
    ),
  ],
);
