import { addDays, addMonths } from '@portal/shared/domain/pricing/calendar';
import type { TSeasonProfile } from './locations';

/**
 * Southern-hemisphere seasons by month: summer December to February, winter June to August,
 * shoulder the months between. What a season does to prices depends on the place: the tropics
 * are busiest in the dry winter, the desert in its mild winter, the ski towns in summer and winter.
 */
export type TSeason = 'summer' | 'shoulder' | 'winter';

export function seasonOfMonth(month: number): TSeason {
  if (month === 12 || month <= 2) return 'summer';
  if (month >= 6 && month <= 8) return 'winter';
  return 'shoulder';
}

/** Price level of each season as a share of the shoulder price (10 000 = 100%). */
export const SEASON_BASIS_POINTS: Record<TSeasonProfile, Record<TSeason, number>> = {
  temperate: { summer: 11_500, shoulder: 10_000, winter: 8_500 },
  alpine: { summer: 11_500, shoulder: 9_500, winter: 10_500 },
  tropical: { summer: 8_500, shoulder: 10_000, winter: 11_500 },
  desert: { summer: 8_500, shoulder: 10_000, winter: 11_000 },
};

export interface TSeasonPeriod {
  season: TSeason;
  from: string;
  to: string;
}

/** The periods of one season each from `from` to `to` inclusive, split at season changes. */
export function seasonPeriods(from: string, to: string): TSeasonPeriod[] {
  const periods: TSeasonPeriod[] = [];
  let cursor = from;
  while (cursor <= to) {
    const season = seasonOfMonth(Number(cursor.slice(5, 7)));
    // Walk month by month until the season changes.
    let nextMonthStart = addMonths(`${cursor.slice(0, 7)}-01`, 1);
    while (nextMonthStart <= to && seasonOfMonth(Number(nextMonthStart.slice(5, 7))) === season) {
      nextMonthStart = addMonths(nextMonthStart, 1);
    }
    const periodEnd = addDays(nextMonthStart, -1) < to ? addDays(nextMonthStart, -1) : to;
    periods.push({ season, from: cursor, to: periodEnd });
    cursor = addDays(periodEnd, 1);
  }
  return periods;
}
