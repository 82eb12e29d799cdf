import type { TMarkupRule } from '../../contracts/catalogue';
import type { TMarkupRuleKind, TServiceTypeCode } from './codes';
import { isDateWithin } from './calendar';

/**
 * Markup and commission rules stack by agency, market (brand), supplier, service type and date
 * range. A rule with a scope field set only matches lines with that value; null matches anything.
 * For each kind, the rule that wins for a line is decided by a declared hierarchy of who the rule
 * was agreed with (docs/pricing.md, "Which rule prices a line"), never by how many fields it sets:
 *   1. its tier: a rule naming the agency (the agency's own deal) outranks one naming a supplier
 *      (a supplier deal), which outranks any other (the market's);
 *   2. within a tier, the most specific: the most scope fields set (agency, brand, supplier,
 *      service type, and the date range counting once when either end is set);
 *   3. then the highest priority;
 *   4. then the lowest id (the oldest rule), so the choice never depends on load order.
 * A gross agency's contracted commission (agencies.commission_basis_points) sits between the
 * agency's own rules and the supplier deals: see agencyPriceOf in price-services.ts.
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

/** Who a rule was agreed with, highest precedence first. */
export const RULE_TIERS = ['agency', 'supplier', 'market'] as const;
export type TRuleTier = (typeof RULE_TIERS)[number];

/** What priced a line, in the order of the hierarchy (the contract sits inside the agency's tier). */
export const PRICE_BASIS_SOURCES = [
  'agency-rule',
  'agency-contract',
  'supplier-rule',
  'market-rule',
] as const;
export type TPriceBasisSource = (typeof PRICE_BASIS_SOURCES)[number];

export function ruleTier(rule: Pick<TPricingRule, 'agencyId' | 'supplierId'>): TRuleTier {
  if (rule.agencyId !== null) return 'agency';
  if (rule.supplierId !== null) return 'supplier';
  return 'market';
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

/** Orders rules best first: tier, then specificity, then priority, then lowest id. */
export function compareRules(a: TPricingRule, b: TPricingRule): number {
  return (
    RULE_TIERS.indexOf(ruleTier(a)) - RULE_TIERS.indexOf(ruleTier(b)) ||
    ruleSpecificity(b) - ruleSpecificity(a) ||
    b.priority - a.priority ||
    a.id - b.id
  );
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
