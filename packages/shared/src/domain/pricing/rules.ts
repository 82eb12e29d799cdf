import type { TMarkupRule } from '../../contracts/catalogue';
import type { TMarkupRuleKind, TServiceTypeCode } from './codes';
import { isDateWithin } from './calendar';

/**
 * Markup and commission rules stack by agency, market (brand), supplier, service type and date
 * range. For each kind, the rule that wins for a line is:
 *   1. the most specific: the most scope fields set (agency, brand, supplier, service type, and the
 *      date range counting once when either end is set);
 *   2. then the highest priority;
 *   3. then the lowest id (the oldest rule), so the choice never depends on load order.
 * A rule with a scope field set only matches lines with that value; null matches anything.
 */
export type TPricingRule = Pick<
  TMarkupRule,
  | 'id'
  | 'agencyId'
  | 'brandId'
  | 'supplierId'
  | 'serviceTypeCode'
  | 'validFrom'
  | 'validTo'
  | 'kind'
  | 'basisPoints'
  | 'priority'
>;

export interface TRuleScope {
  agencyId: number | null;
  brandId: number;
  supplierId: number;
  serviceTypeCode: TServiceTypeCode;
  /** The line's start date. */
  date: string;
}

export function ruleSpecificity(rule: TPricingRule): number {
  return (
    Number(rule.agencyId !== null) +
    Number(rule.brandId !== null) +
    Number(rule.supplierId !== null) +
    Number(rule.serviceTypeCode !== null) +
    Number(rule.validFrom !== null || rule.validTo !== null)
  );
}

export function ruleMatches(rule: TPricingRule, scope: TRuleScope): boolean {
  return (
    (rule.agencyId === null || rule.agencyId === scope.agencyId) &&
    (rule.brandId === null || rule.brandId === scope.brandId) &&
    (rule.supplierId === null || rule.supplierId === scope.supplierId) &&
    (rule.serviceTypeCode === null || rule.serviceTypeCode === scope.serviceTypeCode) &&
    isDateWithin(scope.date, rule.validFrom, rule.validTo)
  );
}

/** Orders rules best first: specificity, then priority, then lowest id. */
export function compareRules(a: TPricingRule, b: TPricingRule): number {
  return ruleSpecificity(b) - ruleSpecificity(a) || b.priority - a.priority || a.id - b.id;
}

export function selectRule<TRule extends TPricingRule>(
  rules: readonly TRule[],
  kind: TMarkupRuleKind,
  scope: TRuleScope,
): TRule | null {
  const matching = rules.filter((rule) => rule.kind === kind && ruleMatches(rule, scope));
  matching.sort(compareRules);
  return matching[0] ?? null;
}
