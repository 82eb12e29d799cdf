import type {
  TAgencyPricingItem,
  TAgencyPricingRule,
  TAgencyPricingRules,
  TMarkupRuleListItem,
} from '@portal/shared/contracts/catalogue-api';
import { getBrand } from '@portal/shared/domain/brands';
import type { TPricingRule } from '@portal/shared/domain/pricing/rules';
import type { TAgencyPricingRow } from '../catalogue/agencies.repository';
import type { TMarkupRuleListRow } from './markup-rules.repository';

export function presentMarkupRule(row: TMarkupRuleListRow): TMarkupRuleListItem {
  return {
    id: row.id,
    name: row.name,
    agencyId: row.agencyId,
    agencyName: row.agencyName,
    brandId: row.brandId === null ? null : getBrand(row.brandId).id,
    supplierId: row.supplierId,
    supplierName: row.supplierName,
    serviceTypeCode: row.serviceTypeCode,
    validFrom: row.validFrom,
    validTo: row.validTo,
    kind: row.kind,
    basisPoints: row.basisPoints,
    priority: row.priority,
  };
}

export function presentAgencyPricing(row: TAgencyPricingRow): TAgencyPricingItem {
  return {
    id: row.id,
    name: row.name,
    brandId: getBrand(row.brandId).id,
    pricingModel: row.pricingModel,
  };
}

export function presentAgencyRule(
  rule: TPricingRule & { name: string; supplierName: string | null },
): TAgencyPricingRule {
  return {
    id: rule.id,
    name: rule.name,
    kind: rule.kind,
    basisPoints: rule.basisPoints,
    isAgencySpecific: rule.agencyId !== null,
    supplierId: rule.supplierId,
    supplierName: rule.supplierName,
    serviceTypeCode: rule.serviceTypeCode,
    validFrom: rule.validFrom,
    validTo: rule.validTo,
    priority: rule.priority,
  };
}

/** An agency's own pricing rules, as its agents read them. */
export function presentAgencyPricingRules(
  agency: TAgencyPricingRow,
  rules: (TPricingRule & { name: string; supplierName: string | null })[],
): TAgencyPricingRules {
  return {
    agencyId: agency.id,
    agencyName: agency.name,
    brandId: getBrand(agency.brandId).id,
    pricingModel: agency.pricingModel,
    rules: rules.map(presentAgencyRule),
  };
}
