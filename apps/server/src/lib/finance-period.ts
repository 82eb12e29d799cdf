import { and, gte, lte, type AnyColumn, type SQL } from 'drizzle-orm';

/** A brand's books over whole days, both ends included (ISO dates): a GST period, an export. */
export type TBrandPeriod = { brandId: number; from: string; to: string };

/** The date in `column` is a day of the period. */
export function onDayOf(column: AnyColumn, period: TBrandPeriod): SQL {
  return and(gte(column, period.from), lte(column, period.to)) as SQL;
}
