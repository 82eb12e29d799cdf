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
