import { addDays, addMonths, weekdayMask } from '@portal/shared/domain/pricing/calendar';
import type { TRoomTypeCode } from '@portal/shared/domain/pricing/codes';
import { applyBasisPoints, divideRoundHalfUp } from '@portal/shared/domain/pricing/rounding';
import { getPlace } from './locations';
import type { TDemoProductDefinition, TDemoRateGapKind } from './product-definition';
import { SEASON_BASIS_POINTS, seasonPeriods } from './seasons';
import type { TDemoRate, TDemoRateGap } from './types';

/** Suppliers sell to the operator at 70% of the published price (30% trade commission). */
export const DEMO_COST_BASIS_POINTS = 7_000;

/** The other market's price: NZD prices become AUD at 90%, AUD prices become NZD at 110%. */
const CROSS_MARKET_BASIS_POINTS = { 1: 9_000, 2: 11_000 } as const;

/** Room types against the double: singles a little cheaper, triples and quads dearer. */
const ROOM_TYPE_BASIS_POINTS: Record<TRoomTypeCode, number> = {
  DB: 10_000,
  TW: 10_000,
  SG: 9_200,
  TR: 12_500,
  QD: 14_500,
  OT: 10_000,
};

const SUNDAY_TO_THURSDAY = weekdayMask(['sun', 'mon', 'tue', 'wed', 'thu']);
const FRIDAY_AND_SATURDAY = weekdayMask(['fri', 'sat']);

function toWholeDollars(cents: number): number {
  return divideRoundHalfUp(cents, 100) * 100;
}

function homeBrandId(locationCode: string): 1 | 2 {
  return getPlace(locationCode).country === 'NZ' ? 1 : 2;
}

/** The dates a gap kind takes out of startDate..endDate. */
export function gapRanges(
  kind: TDemoRateGapKind,
  startDate: string,
  endDate: string,
): { from: string; to: string; reason: string }[] {
  if (kind === 'second_year_not_loaded') {
    const from = addMonths(startDate, 12);
    return from <= endDate
      ? [
          {
            from,
            to: endDate,
            reason: 'Contract renewal pending: second-year rates not loaded yet',
          },
        ]
      : [];
  }
  const ranges: { from: string; to: string; reason: string }[] = [];
  for (let year = Number(startDate.slice(0, 4)); year <= Number(endDate.slice(0, 4)); year += 1) {
    const from = `${year}-06-01` < startDate ? startDate : `${year}-06-01`;
    const to = `${year}-06-21` > endDate ? endDate : `${year}-06-21`;
    if (from <= to) ranges.push({ from, to, reason: 'Annual vessel survey: no sailings' });
  }
  return ranges;
}

export function buildDemoRateGaps(
  definitions: readonly TDemoProductDefinition[],
  startDate: string,
  endDate: string,
): TDemoRateGap[] {
  return definitions.flatMap(({ product, pricing }) =>
    pricing.gap === null
      ? []
      : gapRanges(pricing.gap, startDate, endDate).map((range) => ({
          productCode: product.code,
          ...range,
        })),
  );
}

/** `period` less the gap ranges (both inclusive). */
function withoutGaps(
  period: { from: string; to: string },
  gaps: readonly { from: string; to: string }[],
): { from: string; to: string }[] {
  let pieces = [period];
  for (const gap of gaps) {
    pieces = pieces.flatMap((piece) => {
      if (gap.to < piece.from || gap.from > piece.to) return [piece];
      const kept: { from: string; to: string }[] = [];
      if (gap.from > piece.from) kept.push({ from: piece.from, to: addDays(gap.from, -1) });
      if (gap.to < piece.to) kept.push({ from: addDays(gap.to, 1), to: piece.to });
      return kept;
    });
  }
  return pieces;
}

/**
 * Rates for every product in both markets from startDate to endDate, one per season period (and
 * room type, and midweek/weekend where a hotel prices weekends differently), with the product's
 * weekday limits and minimum stays; the gaps of buildDemoRateGaps have no rate at all.
 */
export function generateDemoRates(
  definitions: readonly TDemoProductDefinition[],
  startDate: string,
  endDate: string,
): TDemoRate[] {
  const rates: TDemoRate[] = [];
  const periods = seasonPeriods(startDate, endDate);
  for (const { product, pricing } of definitions) {
    const home = homeBrandId(product.locationCode);
    const profile = getPlace(product.locationCode).seasonProfile;
    const gaps = pricing.gap === null ? [] : gapRanges(pricing.gap, startDate, endDate);
    const roomTypes: (TRoomTypeCode | null)[] =
      product.pricingBasis === 'per_room_night' ? product.roomTypes : [null];

    for (const brandId of [1, 2] as const) {
      const marketBasisPoints = brandId === home ? 10_000 : CROSS_MARKET_BASIS_POINTS[home];
      for (const period of periods) {
        const seasonPrice = applyBasisPoints(
          applyBasisPoints(pricing.baseSellCents, SEASON_BASIS_POINTS[profile][period.season]),
          marketBasisPoints,
        );
        const minStay =
          period.season === 'summer' && pricing.summerMinStay !== null
            ? Math.max(pricing.minStay, pricing.summerMinStay)
            : pricing.minStay;
        for (const range of withoutGaps(period, gaps)) {
          for (const roomType of roomTypes) {
            const sell = toWholeDollars(
              applyBasisPoints(seasonPrice, roomType ? ROOM_TYPE_BASIS_POINTS[roomType] : 10_000),
            );
            const variants =
              pricing.weekendBasisPoints === null
                ? [{ mask: pricing.weekdayMask, sellCents: sell }]
                : [
                    { mask: SUNDAY_TO_THURSDAY, sellCents: sell },
                    {
                      mask: FRIDAY_AND_SATURDAY,
                      sellCents: toWholeDollars(applyBasisPoints(sell, pricing.weekendBasisPoints)),
                    },
                  ];
            for (const variant of variants) {
              const childSell =
                product.pricingBasis === 'per_person' && pricing.childBasisPoints !== null
                  ? toWholeDollars(applyBasisPoints(variant.sellCents, pricing.childBasisPoints))
                  : null;
              rates.push({
                productCode: product.code,
                brandId,
                roomType,
                basis: product.pricingBasis,
                validFrom: range.from,
                validTo: range.to,
                weekdayMask: variant.mask,
                minStay,
                costCents: toWholeDollars(
                  applyBasisPoints(variant.sellCents, DEMO_COST_BASIS_POINTS),
                ),
                sellCents: variant.sellCents,
                childCostCents:
                  childSell === null
                    ? null
                    : toWholeDollars(applyBasisPoints(childSell, DEMO_COST_BASIS_POINTS)),
                childSellCents: childSell,
              });
            }
          }
        }
      }
    }
  }
  return rates;
}
