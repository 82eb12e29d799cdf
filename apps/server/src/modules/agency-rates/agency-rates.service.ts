import type { TSessionUser } from '@portal/shared/contracts/auth';
import { getBrand } from '@portal/shared/domain/brands';
import type { TPricingModel } from '@portal/shared/domain/pricing/codes';
import { applyBasisPoints } from '@portal/shared/domain/pricing/rounding';
import { selectRule, type TPricingRule } from '@portal/shared/domain/pricing/rules';
import type { TAppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { findAgencyById } from '../catalogue/agencies.repository';
import { findPricingRules } from '../pricing/markup-rules.repository';
import { brandToday } from '../settings/settings.service';
import { formatCents, formatCsv, formatWeekdays } from '../rates/rates-csv';
import { findSellableRates, type TSellableRate } from './agency-rates.repository';

/** The columns of the agency's rate sheet. There is deliberately no cost column. */
export const AGENCY_RATES_COLUMNS = [
  'product_code',
  'product',
  'supplier',
  'service_type',
  'location',
  'valid_from',
  'valid_to',
  'weekdays',
  'min_stay',
  'basis',
  'room_type',
  'currency',
  'retail_price',
  'agency_price',
] as const;

/**
 * What the agency pays for one unit of a rate, by the same rule choice and rounding as quote
 * pricing (price-services): gross agencies pay the published sell price less their commission,
 * net agencies pay cost plus their markup (the sell price when no markup rule applies).
 * Rules are dated: the rule in force on `date` (the first day of the season still ahead) applies.
 */
export function agencyUnitPriceCents(
  rate: Pick<TSellableRate, 'supplierId' | 'serviceTypeCode' | 'costCents' | 'sellCents'>,
  agency: { id: number; brandId: number; pricingModel: TPricingModel },
  rules: readonly TPricingRule[],
  date: string,
): number {
  const scope = {
    agencyId: agency.id,
    brandId: agency.brandId,
    supplierId: rate.supplierId,
    serviceTypeCode: rate.serviceTypeCode,
    date,
  };
  if (agency.pricingModel === 'gross') {
    const rule = selectRule(rules, 'commission_percent', scope);
    return rule
      ? rate.sellCents - applyBasisPoints(rate.sellCents, rule.basisPoints)
      : rate.sellCents;
  }
  const rule = selectRule(rules, 'markup_percent', scope);
  return rule
    ? rate.costCents + applyBasisPoints(rate.costCents, rule.basisPoints)
    : rate.sellCents;
}

/** Spreadsheets run a cell starting with = + - @ as a formula; a leading quote keeps it text. */
function asText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** The agency's sell rates of its brand, current and future seasons, as CSV. */
export async function buildAgencyRatesCsv(
  ctx: TAppContext,
  actor: TSessionUser,
): Promise<{ csv: string; fileName: string }> {
  if (actor.agencyId === null) throw AppError.forbidden();
  const agency = await findAgencyById(ctx.db, actor.agencyId);
  if (!agency) throw AppError.forbidden();
  const brand = getBrand(agency.brandId);
  const today = await brandToday(ctx, agency.brandId);
  const [rateRows, rules] = await Promise.all([
    findSellableRates(ctx.db, agency.brandId, today),
    findPricingRules(ctx.db, agency.brandId, agency.id),
  ]);
  const lines = rateRows.map((rate) => {
    const date = rate.validFrom > today ? rate.validFrom : today;
    return [
      asText(rate.productCode),
      asText(rate.productName),
      asText(rate.supplierName),
      rate.serviceTypeCode,
      asText(rate.locationName),
      rate.validFrom,
      rate.validTo,
      formatWeekdays(rate.weekdayMask),
      String(rate.minStay),
      rate.basis,
      rate.roomType ?? '',
      brand.currency,
      formatCents(rate.sellCents),
      formatCents(agencyUnitPriceCents(rate, agency, rules, date)),
    ];
  });
  return {
    csv: formatCsv([[...AGENCY_RATES_COLUMNS], ...lines]),
    fileName: `rates-${brand.code.toLowerCase()}-${today}.csv`,
  };
}
