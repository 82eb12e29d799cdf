import { and, asc, count, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { TMarkupRuleKind, TServiceTypeCode } from '@portal/shared/domain/pricing/codes';
import type { TPricingRule } from '@portal/shared/domain/pricing/rules';
import type { TExecutor } from '../../db/database';
import { agencies } from '../../db/schema/agencies';
import { markupRules } from '../../db/schema/catalogue-markup-rules';
import { suppliers } from '../../db/schema/suppliers';

export type TMarkupRuleRow = typeof markupRules.$inferSelect;
export type TMarkupRuleListRow = TMarkupRuleRow & {
  agencyName: string | null;
  supplierName: string | null;
};
export type TMarkupRuleFields = Omit<
  typeof markupRules.$inferInsert,
  'id' | 'createdAt' | 'updatedAt'
>;

export interface TMarkupRuleFilter {
  agencyId?: number | undefined;
  brandId?: number | undefined;
  supplierId?: number | undefined;
  serviceTypeCode?: TServiceTypeCode | undefined;
  kind?: TMarkupRuleKind | undefined;
}

function ruleConditions(filter: TMarkupRuleFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.agencyId !== undefined) conditions.push(eq(markupRules.agencyId, filter.agencyId));
  if (filter.brandId !== undefined) conditions.push(eq(markupRules.brandId, filter.brandId));
  if (filter.supplierId !== undefined)
    conditions.push(eq(markupRules.supplierId, filter.supplierId));
  if (filter.serviceTypeCode !== undefined) {
    conditions.push(eq(markupRules.serviceTypeCode, filter.serviceTypeCode));
  }
  if (filter.kind !== undefined) conditions.push(eq(markupRules.kind, filter.kind));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

function listQuery(executor: TExecutor) {
  return executor
    .select({ rule: markupRules, agencyName: agencies.name, supplierName: suppliers.name })
    .from(markupRules)
    .leftJoin(agencies, eq(agencies.id, markupRules.agencyId))
    .leftJoin(suppliers, eq(suppliers.id, markupRules.supplierId));
}

function flatten(row: {
  rule: TMarkupRuleRow;
  agencyName: string | null;
  supplierName: string | null;
}): TMarkupRuleListRow {
  return { ...row.rule, agencyName: row.agencyName, supplierName: row.supplierName };
}

export async function findMarkupRulesPage(
  executor: TExecutor,
  filter: TMarkupRuleFilter & { page: number; perPage: number },
): Promise<{ rows: TMarkupRuleListRow[]; total: number }> {
  const where = ruleConditions(filter);
  const [rows, totals] = await Promise.all([
    listQuery(executor)
      .where(where)
      .orderBy(asc(markupRules.kind), asc(markupRules.name), asc(markupRules.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    executor.select({ total: count() }).from(markupRules).where(where),
  ]);
  return { rows: rows.map(flatten), total: totals[0]?.total ?? 0 };
}

export async function findMarkupRuleById(
  executor: TExecutor,
  id: number,
): Promise<TMarkupRuleListRow | null> {
  const [row] = await listQuery(executor).where(eq(markupRules.id, id));
  return row ? flatten(row) : null;
}

export async function insertMarkupRule(
  executor: TExecutor,
  fields: TMarkupRuleFields,
  now: Date,
): Promise<number> {
  const [row] = await executor
    .insert(markupRules)
    .values({ ...fields, createdAt: now, updatedAt: now })
    .returning({ id: markupRules.id });
  if (!row) throw new Error('markup_rules insert returned no row');
  return row.id;
}

export async function updateMarkupRule(
  executor: TExecutor,
  id: number,
  fields: Partial<TMarkupRuleFields>,
  now: Date,
): Promise<void> {
  await executor
    .update(markupRules)
    .set({ ...fields, updatedAt: now })
    .where(eq(markupRules.id, id));
}

export async function deleteMarkupRule(executor: TExecutor, id: number): Promise<boolean> {
  const rows = await executor
    .delete(markupRules)
    .where(eq(markupRules.id, id))
    .returning({ id: markupRules.id });
  return rows.length > 0;
}

/**
 * The rules that can apply in one market: any market or this one, any agency or (when pricing
 * for an agency) this one. With no agency, agency-specific rules are left out.
 */
export async function findPricingRules(
  executor: TExecutor,
  brandId: number,
  agencyId: number | null,
): Promise<(TPricingRule & { name: string; supplierName: string | null })[]> {
  const rows = await listQuery(executor).where(
    and(
      or(isNull(markupRules.brandId), eq(markupRules.brandId, brandId)),
      agencyId === null
        ? isNull(markupRules.agencyId)
        : or(isNull(markupRules.agencyId), eq(markupRules.agencyId, agencyId)),
    ),
  );
  return rows.map(({ rule, supplierName }) => ({
    id: rule.id,
    name: rule.name,
    agencyId: rule.agencyId,
    brandId: rule.brandId === null ? null : rule.brandId === 2 ? 2 : 1,
    supplierId: rule.supplierId,
    supplierName,
    serviceTypeCode: rule.serviceTypeCode,
    validFrom: rule.validFrom,
    validTo: rule.validTo,
    kind: rule.kind,
    basisPoints: rule.basisPoints,
    priority: rule.priority,
  }));
}
