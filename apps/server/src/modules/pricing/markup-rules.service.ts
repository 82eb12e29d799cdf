import {
  ZCreateMarkupRuleRequest,
  type TCreateMarkupRuleRequest,
  type TUpdateMarkupRuleRequest,
} from '@portal/shared/contracts/catalogue';
import type { TPricingModel } from '@portal/shared/domain/pricing/codes';
import { compareRules, type TPricingRule } from '@portal/shared/domain/pricing/rules';
import type { TAppContext } from '../../app-context';
import { AppError, notFound } from '../../lib/app-error';
import { recordAudit, type TAuditActor } from '../audit/audit.service';
import {
  findAgencyById,
  updateAgencyPricingModel,
  type TAgencyPricingRow,
} from '../catalogue/agencies.repository';
import { getAgencyPricing } from '../catalogue/agencies.service';
import { validateMerged } from '../../lib/validate-merged';
import { findExistingSupplierIds } from '../catalogue/suppliers.repository';
import {
  deleteMarkupRule,
  findMarkupRuleById,
  findMarkupRulesPage,
  findPricingRules,
  insertMarkupRule,
  updateMarkupRule,
  type TMarkupRuleFilter,
  type TMarkupRuleListRow,
} from './markup-rules.repository';

/** A page of markup and commission rules, by kind then name (and the export, as one long page). */
export function listMarkupRules(
  ctx: TAppContext,
  filter: TMarkupRuleFilter & { page: number; perPage: number },
): Promise<{ rows: TMarkupRuleListRow[]; total: number }> {
  return findMarkupRulesPage(ctx.db, filter);
}

/**
 * An agency and the rules of its pricing model (commission when it buys gross, markup when net)
 * that can apply to it, best first; NOT_FOUND for a caller without an agency.
 */
export async function getAgencyPricingRules(
  ctx: TAppContext,
  agencyId: number | null,
): Promise<{
  agency: TAgencyPricingRow;
  rules: (TPricingRule & { name: string; supplierName: string | null })[];
}> {
  if (agencyId === null) throw notFound('Agency');
  const agency = await getAgencyPricing(ctx.db, agencyId);
  const kind = agency.pricingModel === 'gross' ? 'commission_percent' : 'markup_percent';
  const rules = (await findPricingRules(ctx.db, agency.brandId, agency.id))
    .filter((rule) => rule.kind === kind)
    .sort(compareRules);
  return { agency, rules };
}

export async function getMarkupRule(ctx: TAppContext, id: number): Promise<TMarkupRuleListRow> {
  const rule = await findMarkupRuleById(ctx.db, id);
  if (!rule) throw notFound('Markup rule');
  return rule;
}

async function checkReferences(ctx: TAppContext, rule: TCreateMarkupRuleRequest): Promise<void> {
  if (rule.agencyId !== null) {
    const agency = await findAgencyById(ctx.db, rule.agencyId);
    if (!agency) throw AppError.invalidField('agencyId', 'This agency does not exist');
    if (rule.brandId !== null && agency.brandId !== rule.brandId) {
      throw AppError.invalidField('brandId', `This agency buys in market ${agency.brandId}`);
    }
  }
  if (rule.supplierId !== null) {
    const existing = await findExistingSupplierIds(ctx.db, [rule.supplierId]);
    if (!existing.has(rule.supplierId)) {
      throw AppError.invalidField('supplierId', 'This supplier does not exist');
    }
  }
}

export async function createMarkupRule(
  ctx: TAppContext,
  actor: TAuditActor,
  input: TCreateMarkupRuleRequest,
): Promise<TMarkupRuleListRow> {
  await checkReferences(ctx, input);
  const now = ctx.clock.now();
  const id = await ctx.db.transaction(async (tx) => {
    const newId = await insertMarkupRule(tx, input, now);
    await recordAudit(tx, actor, {
      action: 'markup_rule.created',
      entityType: 'markup_rule',
      entityId: newId,
      detail: { ...input },
      at: now,
    });
    return newId;
  });
  return getMarkupRule(ctx, id);
}

export async function updateMarkupRuleById(
  ctx: TAppContext,
  actor: TAuditActor,
  id: number,
  input: TUpdateMarkupRuleRequest,
): Promise<TMarkupRuleListRow> {
  const before = await getMarkupRule(ctx, id);
  const merged = validateMerged(ZCreateMarkupRuleRequest, {
    name: before.name,
    agencyId: before.agencyId,
    brandId: before.brandId,
    supplierId: before.supplierId,
    serviceTypeCode: before.serviceTypeCode,
    validFrom: before.validFrom,
    validTo: before.validTo,
    kind: before.kind,
    basisPoints: before.basisPoints,
    priority: before.priority,
    ...input,
  });
  await checkReferences(ctx, merged);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await updateMarkupRule(tx, id, merged, now);
    await recordAudit(tx, actor, {
      action: 'markup_rule.updated',
      entityType: 'markup_rule',
      entityId: id,
      detail: { ...input },
      at: now,
    });
  });
  return getMarkupRule(ctx, id);
}

export async function removeMarkupRule(
  ctx: TAppContext,
  actor: TAuditActor,
  id: number,
): Promise<void> {
  const before = await getMarkupRule(ctx, id);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    if (!(await deleteMarkupRule(tx, id))) throw notFound('Markup rule');
    await recordAudit(tx, actor, {
      action: 'markup_rule.deleted',
      entityType: 'markup_rule',
      entityId: id,
      detail: { name: before.name, kind: before.kind, basisPoints: before.basisPoints },
      at: now,
    });
  });
}

export async function setAgencyPricingModel(
  ctx: TAppContext,
  actor: TAuditActor,
  agencyId: number,
  pricingModel: TPricingModel,
): Promise<TAgencyPricingRow> {
  const before = await findAgencyById(ctx.db, agencyId);
  if (!before) throw notFound('Agency');
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await updateAgencyPricingModel(tx, agencyId, pricingModel, now);
    await recordAudit(tx, actor, {
      action: 'agency.pricing_model_changed',
      entityType: 'agency',
      entityId: agencyId,
      detail: { from: before.pricingModel, to: pricingModel },
      at: now,
    });
  });
  return { ...before, pricingModel };
}
