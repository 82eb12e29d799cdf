import type { TCancellationPolicy } from '@portal/shared/contracts/cancellation';
import type { TDemoProduct } from './types';

/** Dates some products deliberately have no rate for (see rates.ts). */
export type TDemoRateGapKind = 'annual_june_survey' | 'second_year_not_loaded';

/** How the rates generator prices a product. */
export interface TDemoPricing {
  /**
   * Shoulder-season sell price in the home market's currency (NZD in New Zealand, AUD in
   * Australia), GST included: a double room night, an adult, a vehicle day or a unit.
   */
  baseSellCents: number;
  /** Child price as a share of the adult price (per_person only); null: children pay adult prices. */
  childBasisPoints: number | null;
  /** Days the service runs (bit 0 Monday ... bit 6 Sunday). */
  weekdayMask: number;
  /** Friday and Saturday nights at this share of the midweek price (city hotels); null: flat. */
  weekendBasisPoints: number | null;
  /** Minimum nights or hire days all year. */
  minStay: number;
  /** Minimum nights in summer (December to February) when higher than minStay. */
  summerMinStay: number | null;
  gap: TDemoRateGapKind | null;
}

export interface TDemoProductDefinition {
  product: TDemoProduct;
  pricing: TDemoPricing;
}

export const DEFAULT_PRICING: Omit<TDemoPricing, 'baseSellCents'> = {
  childBasisPoints: null,
  weekdayMask: 0b111_1111,
  weekendBasisPoints: null,
  minStay: 1,
  summerMinStay: null,
  gap: null,
};

/**
 * The demo's cancellation terms (docs/pricing.md, "Cancellation fees"), as hotels and tour
 * operators commonly publish them: a hotel keeps half within a fortnight and all of it within
 * three days; a day tour keeps all of it within two days.
 */
export const DEMO_HOTEL_CANCELLATION: TCancellationPolicy = {
  nonRefundable: false,
  bands: [
    { withinDays: 14, kind: 'percent', value: 50 },
    { withinDays: 3, kind: 'percent', value: 100 },
  ],
};

export const DEMO_TOUR_CANCELLATION: TCancellationPolicy = {
  nonRefundable: false,
  bands: [{ withinDays: 2, kind: 'percent', value: 100 }],
};

/**
 * Child age bands (docs/pricing.md, "Child ages"): a product with a child price lets infants up to
 * 1 travel free and charges children up to 11 the child price; older children pay as adults. A
 * product without a child price has no bands.
 */
export function demoChildAgeBands(pricing: Pick<TDemoPricing, 'childBasisPoints'>): {
  infantMaxAge: number | null;
  childMaxAge: number | null;
} {
  return pricing.childBasisPoints === null
    ? { infantMaxAge: null, childMaxAge: null }
    : { infantMaxAge: 1, childMaxAge: 11 };
}
