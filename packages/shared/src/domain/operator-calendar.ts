/**
 * Whose calendar a date is on. Each brand works on its own operator time zone (a brand setting,
 * `brands.<code>.timeZone`): the New Zealand brand on Auckland's, the Australian brand on Sydney's.
 * A booking's invoice date, payment dates, release days, cut-offs and "today" in the travel app are
 * dates on its brand's calendar, and the dates a person enters for the same ledger (a payment
 * received, a refund given) default to it too, never to the browser's UTC date: before noon in New
 * Zealand the UTC date is still yesterday, and a receipt dated yesterday can land in the wrong GST
 * period or financial year (docs/tax.md).
 *
 * Reports over both brands (the audit log, insights, reviews) are dated on the head office's
 * calendar, `OPERATOR_TIME_ZONE`.
 */
export const OPERATOR_TIME_ZONE = 'Pacific/Auckland';

/**
 * The zones a brand may work on: where a New Zealand and Australian ground handler has an office.
 * A closed list keeps a typing slip from moving every date of a brand.
 */
export const BRAND_TIME_ZONES = [
  'Pacific/Auckland',
  'Pacific/Chatham',
  'Australia/Sydney',
  'Australia/Melbourne',
  'Australia/Brisbane',
  'Australia/Adelaide',
  'Australia/Darwin',
  'Australia/Hobart',
  'Australia/Perth',
] as const;
export type TBrandTimeZone = (typeof BRAND_TIME_ZONES)[number];

/** Each brand's zone before anyone changes it (by brand code). */
export const DEFAULT_BRAND_TIME_ZONES = {
  NZ: 'Pacific/Auckland',
  AU: 'Australia/Sydney',
} as const satisfies Record<string, TBrandTimeZone>;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // en-CA prints YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar date (YYYY-MM-DD) in `timeZone` at `instant`. */
export function calendarDateIn(timeZone: string, instant: Date): string {
  return formatterOf(timeZone).format(instant);
}

/** The first day of the month after `today` (YYYY-MM-DD): a quote's travel date by default. */
export function firstOfNextMonth(today: string): string {
  const [year = 0, month = 1] = today.split('-').map(Number);
  const next = year * 12 + month; // months since year 0, January counted as 0: this is the next
  return `${String(Math.floor(next / 12)).padStart(4, '0')}-${String((next % 12) + 1).padStart(2, '0')}-01`;
}

/** The head office's calendar date (YYYY-MM-DD) at `instant`. */
export function operatorDateOf(instant: Date): string {
  return calendarDateIn(OPERATOR_TIME_ZONE, instant);
}
