import type { TAvailability } from '../../contracts/catalogue';
import type { TLineStatus } from './codes';
import { daysBetween, isDateWithin } from './calendar';

export type TPricingAvailability = Pick<
  TAvailability,
  | 'id'
  | 'productId'
  | 'dateFrom'
  | 'dateTo'
  | 'kind'
  | 'allotment'
  | 'releaseDays'
  | 'hasOnRequestFallback'
>;

/** Red is worse than amber, amber worse than green; a line takes the worst status of its dates. */
const STATUS_SEVERITY: Record<TLineStatus, number> = {
  Available: 0,
  Allotment: 1,
  'On Request': 2,
  Full: 3,
  Unavailable: 4,
};

export function worstStatus(statuses: readonly TLineStatus[]): TLineStatus {
  return statuses.reduce<TLineStatus>(
    (worst, status) => (STATUS_SEVERITY[status] > STATUS_SEVERITY[worst] ? status : worst),
    'Available',
  );
}

/**
 * The record that governs a date: the narrowest range covering it (a one-day stop sell beats the
 * season's free sell), then the highest id (the latest entered).
 */
export function findAvailability<TRecord extends TPricingAvailability>(
  records: readonly TRecord[],
  productId: number,
  date: string,
): TRecord | null {
  let best: TRecord | null = null;
  let bestLength = Number.POSITIVE_INFINITY;
  for (const record of records) {
    if (record.productId !== productId || !isDateWithin(date, record.dateFrom, record.dateTo)) {
      continue;
    }
    const length = daysBetween(record.dateFrom, record.dateTo);
    if (length < bestLength || (length === bestLength && best !== null && record.id > best.id)) {
      best = record;
      bestLength = length;
    }
  }
  return best;
}

/**
 * The status of one date for `units` rooms, vehicles, units or people:
 * - no record: On Request (nothing is promised without a contract);
 * - free_sell: Available; on_request: On Request; stop_sell: Unavailable;
 * - allotment: too few units left -> On Request when the supplier takes requests beyond the
 *   allotment (hasOnRequestFallback), else Full; otherwise, on or inside the release period
 *   (date - today <= releaseDays) -> On Request; otherwise Allotment.
 */
export function availabilityStatus(
  record: TPricingAvailability | null,
  date: string,
  units: number,
  today: string,
): TLineStatus {
  if (record === null) return 'On Request';
  switch (record.kind) {
    case 'free_sell':
      return 'Available';
    case 'on_request':
      return 'On Request';
    case 'stop_sell':
      return 'Unavailable';
    case 'allotment': {
      const remaining = record.allotment ?? 0;
      if (remaining < units) return record.hasOnRequestFallback ? 'On Request' : 'Full';
      if (record.releaseDays !== null && daysBetween(today, date) <= record.releaseDays) {
        return 'On Request';
      }
      return 'Allotment';
    }
  }
}
