import type { TRate } from '../../contracts/catalogue';
import type { TPricingBasis, TRoomTypeCode } from './codes';
import { daysBetween, isDateInWeekdayMask, isDateWithin } from './calendar';

export type TPricingRate = Pick<
  TRate,
  | 'id'
  | 'productId'
  | 'brandId'
  | 'roomType'
  | 'basis'
  | 'validFrom'
  | 'validTo'
  | 'weekdayMask'
  | 'minStay'
  | 'costCents'
  | 'sellCents'
  | 'childCostCents'
  | 'childSellCents'
>;

export interface TRateQuery {
  productId: number;
  brandId: number;
  basis: TPricingBasis;
  /** Only for per_room_night. */
  roomType: TRoomTypeCode | null;
  /** The night (check-in date of that night), the vehicle day or the service date. */
  date: string;
  /** The line's nights or days: a rate whose minimum stay is longer is not used. */
  span: number;
}

/**
 * A rate prices a date when it is for the product, market, basis (and room type), the date lies
 * in validFrom..validTo inclusive, the date's weekday is in the rate's weekday mask, and the line
 * is at least the rate's minimum stay. Each date is checked on its own, so a stay across a change
 * of season is priced night by night at each night's rate.
 */
export function rateApplies(rate: TPricingRate, query: TRateQuery): boolean {
  return (
    rate.productId === query.productId &&
    rate.brandId === query.brandId &&
    rate.basis === query.basis &&
    (query.basis !== 'per_room_night' || rate.roomType === query.roomType) &&
    isDateWithin(query.date, rate.validFrom, rate.validTo) &&
    isDateInWeekdayMask(query.date, rate.weekdayMask) &&
    rate.minStay <= query.span
  );
}

/**
 * When several rates apply, the narrowest validity wins (a special laid over a season), then the
 * highest id (the latest entered).
 */
export function selectRate<TRateRow extends TPricingRate>(
  rates: readonly TRateRow[],
  query: TRateQuery,
): TRateRow | null {
  let best: TRateRow | null = null;
  let bestLength = Number.POSITIVE_INFINITY;
  for (const rate of rates) {
    if (!rateApplies(rate, query)) continue;
    const length = daysBetween(rate.validFrom, rate.validTo);
    if (length < bestLength || (length === bestLength && best !== null && rate.id > best.id)) {
      best = rate;
      bestLength = length;
    }
  }
  return best;
}
