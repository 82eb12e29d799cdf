import type {
  TActivityFigures,
  TInsightsCurrency,
  TInsightsMoney,
} from '@portal/shared/contracts/insights';
import { INSIGHTS_CURRENCIES } from '@portal/shared/contracts/insights';
import { getBrand } from '@portal/shared/domain/brands';
import { gstSplitOfSums, marginExGstPercentOf } from '@portal/shared/domain/margin';
import { addDays } from '@portal/shared/domain/pricing/calendar';

/**
 * Pure pieces of the insights: adding grouped rows up (money only within one currency), the
 * margin without GST (domain/margin.ts), percentages, the default period and its months.
 */

/** GST-inclusive amounts, and the GST already taken out of each booking's net and cost. */
export interface TAmounts {
  sellCents: number;
  costCents: number;
  commissionCents: number;
  netCents: number;
  outputGstCents: number;
  inputGstCents: number;
}

/** Activity being summed: counts, and amounts per currency. */
export interface TActivityTally {
  quotes: number;
  converted: number;
  bookings: number;
  cancelled: number;
  money: Map<TInsightsCurrency, TAmounts>;
}

export function emptyTally(): TActivityTally {
  return { quotes: 0, converted: 0, bookings: 0, cancelled: 0, money: new Map() };
}

export function currencyOfBrand(brandId: number): TInsightsCurrency {
  return getBrand(brandId).currency;
}

export function addAmounts(tally: TActivityTally, currency: TInsightsCurrency, amounts: TAmounts) {
  const current = tally.money.get(currency) ?? {
    sellCents: 0,
    costCents: 0,
    commissionCents: 0,
    netCents: 0,
    outputGstCents: 0,
    inputGstCents: 0,
  };
  tally.money.set(currency, {
    sellCents: current.sellCents + amounts.sellCents,
    costCents: current.costCents + amounts.costCents,
    commissionCents: current.commissionCents + amounts.commissionCents,
    netCents: current.netCents + amounts.netCents,
    outputGstCents: current.outputGstCents + amounts.outputGstCents,
    inputGstCents: current.inputGstCents + amounts.inputGstCents,
  });
}

/** Adds `source` into `target` (counts, and money currency by currency). */
export function mergeTally(target: TActivityTally, source: TActivityTally): void {
  target.quotes += source.quotes;
  target.converted += source.converted;
  target.bookings += source.bookings;
  target.cancelled += source.cancelled;
  for (const [currency, amounts] of source.money) addAmounts(target, currency, amounts);
}

/** One decimal; null when there is nothing to divide by. */
export function percentOf(part: number, whole: number): number | null {
  if (whole === 0) return null;
  return Math.round((part * 1000) / whole) / 10;
}

/** A currency's money: the bookings' summed amounts and GST, and the margin without GST. */
function moneyOf(currency: TInsightsCurrency, amounts: TAmounts): TInsightsMoney {
  const split = gstSplitOfSums(amounts);
  return {
    currency,
    sellCents: amounts.sellCents,
    costCents: amounts.costCents,
    commissionCents: amounts.commissionCents,
    netCents: amounts.netCents,
    ...split,
    marginExGstPercent: marginExGstPercentOf(split),
  };
}

export function figuresOf(tally: TActivityTally): TActivityFigures {
  return {
    quotes: tally.quotes,
    converted: tally.converted,
    conversionPercent: percentOf(tally.converted, tally.quotes),
    bookings: tally.bookings,
    cancelled: tally.cancelled,
    revenue: INSIGHTS_CURRENCIES.flatMap((currency) => {
      const amounts = tally.money.get(currency);
      return amounts ? [moneyOf(currency, amounts)] : [];
    }),
  };
}

/** The default period: the twelve months up to `today` (from the first of the earliest). */
export function defaultPeriod(today: string, from?: string, to?: string) {
  const end = to ?? today;
  if (from) return { from, to: end };
  const [year, month] = end.split('-').map(Number) as [number, number];
  const startMonth = new Date(Date.UTC(year, month - 1 - 11, 1));
  return { from: startMonth.toISOString().slice(0, 10), to: end };
}

/** Every month (YYYY-MM) from `from`'s to `to`'s, in order. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let cursor = `${from.slice(0, 7)}-01`;
  const last = to.slice(0, 7);
  while (cursor.slice(0, 7) <= last) {
    months.push(cursor.slice(0, 7));
    // The 1st plus 32 days is always in the next month.
    cursor = `${addDays(cursor, 32).slice(0, 7)}-01`;
  }
  return months;
}
