import { isEnglish, toIntlLocale } from './locale';

/**
 * Dates arrive as ISO calendar dates ("2027-03-05", or a timestamp whose date part is used).
 * They are read as calendar dates and formatted in UTC, so no time zone can move them a day.
 */
export interface TCalendarDate {
  year: number;
  month: number;
  day: number;
}

// Fixed rather than from Intl: some English locales say "Sept", the spec wants three letters.
const ENGLISH_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;
const ENGLISH_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

export function parseIsoDate(iso: string | null | undefined): TCalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(iso?.trim() ?? '');
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  const check = new Date(Date.UTC(date.year, date.month - 1, date.day));
  const isReal =
    check.getUTCFullYear() === date.year &&
    check.getUTCMonth() === date.month - 1 &&
    check.getUTCDate() === date.day;
  return isReal ? date : null;
}

function toUtcDate({ year, month, day }: TCalendarDate): Date {
  return new Date(Date.UTC(year, month - 1, day));
}

const pad2 = (value: number) => String(value).padStart(2, '0');

function monthName(date: TCalendarDate, locale: string | undefined): string {
  if (isEnglish(locale)) return ENGLISH_MONTHS[date.month - 1] ?? '';
  return new Intl.DateTimeFormat(toIntlLocale(locale), { month: 'short', timeZone: 'UTC' }).format(
    toUtcDate(date),
  );
}

/** "DD Mon": "2027-03-05" -> "05 Mar" ("05 mars" in French). Empty for a missing or invalid date. */
export function formatDayMonth(iso: string | null | undefined, locale?: string): string {
  const date = parseIsoDate(iso);
  return date ? `${pad2(date.day)} ${monthName(date, locale)}` : '';
}

/** "DD Mon YYYY": "2027-03-05" -> "05 Mar 2027". Empty for a missing or invalid date. */
export function formatDayMonthYear(iso: string | null | undefined, locale?: string): string {
  const date = parseIsoDate(iso);
  return date ? `${pad2(date.day)} ${monthName(date, locale)} ${date.year}` : '';
}

/**
 * Three-letter day name: "2027-03-05" -> "Fri" ("ven" in French, "Fre" in German). Other
 * languages take the first three letters of the full name, as Intl's short names vary in length.
 */
export function formatDayName(iso: string | null | undefined, locale?: string): string {
  const date = parseIsoDate(iso);
  if (!date) return '';
  const utc = toUtcDate(date);
  if (isEnglish(locale)) return ENGLISH_DAYS[utc.getUTCDay()] ?? '';
  const long = new Intl.DateTimeFormat(toIntlLocale(locale), {
    weekday: 'long',
    timeZone: 'UTC',
  }).format(utc);
  return Array.from(long).slice(0, 3).join('');
}

/**
 * Four-digit times as HH:MM: "0930" -> "09:30". Numbers lose their leading zero in transit, so
 * 930 -> "09:30" too. Anything else is returned unchanged (empty for null).
 */
export function formatTime(time: string | number | null | undefined): string {
  if (time === null || time === undefined) return '';
  const text = String(time).trim();
  const digits = /^\d{3,4}$/.test(text) ? text.padStart(4, '0') : null;
  if (!digits) return text;
  return `${digits.slice(0, 2)}:${digits.slice(2)}`;
}

export function toIsoDate({ year, month, day }: TCalendarDate): string {
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
}

/**
 * The past-date helper: `days` before today (the user's own calendar day) or before `from`,
 * as YYYY-MM-DD. `from` is an ISO date or a Date (its local calendar day).
 */
export function pastDate(days: number, from?: string | Date): string {
  let base: TCalendarDate | null;
  if (from === undefined || from instanceof Date) {
    const date = from ?? new Date();
    base = { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
  } else {
    base = parseIsoDate(from);
    if (!base) throw new RangeError(`pastDate: "${from}" is not an ISO date.`);
  }
  const shifted = new Date(Date.UTC(base.year, base.month - 1, base.day - days));
  return toIsoDate({
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  });
}
