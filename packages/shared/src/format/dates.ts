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
 * Short day name: "2027-03-05" -> "Fri" in English (three letters, SPEC section 9), and the
 * language's own abbreviation elsewhere ("Fr" in German, "ven" in French, "vie" in Spanish):
 * cutting the full name to three letters gave "Die/Mit/Don/Fre", which no German writes. A
 * trailing abbreviation dot ("ven.") is dropped so every language reads alike in a table.
 */
export function formatDayName(iso: string | null | undefined, locale?: string): string {
  const date = parseIsoDate(iso);
  if (!date) return '';
  const utc = toUtcDate(date);
  if (isEnglish(locale)) return ENGLISH_DAYS[utc.getUTCDay()] ?? '';
  const short = new Intl.DateTimeFormat(toIntlLocale(locale), {
    weekday: 'short',
    timeZone: 'UTC',
  }).format(utc);
  return short.replace(/\.$/, '');
}

/**
 * A moment (ISO timestamp or Date) as "DD Mon YYYY, HH:MM" in the reader's time zone (or the one
 * given): the spec's date format (section 9) with a 24-hour time, in every language, so lists
 * never mix "Dec 3, 2026" with "03 Dec 2026". Empty for a missing or invalid moment.
 */
export function formatMoment(
  value: string | Date | null | undefined,
  locale?: string,
  timeZone?: string,
): string {
  if (value === null || value === undefined || value === '') return '';
  const moment = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(moment.getTime())) return '';
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(moment)
      .map((part) => [part.type, part.value]),
  );
  const day = formatDayMonthYear(`${parts.year}-${parts.month}-${parts.day}`, locale);
  return `${day}, ${parts.hour}:${parts.minute}`;
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

/** Lower case, no accents, no full stops: "Févr." and "fevr" compare equal. */
function foldMonthWord(word: string): string {
  return word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\./g, '')
    .toLowerCase();
}

/** The month (1-12) a typed word names in the locale: a unique start of its full name, 3+ letters. */
function monthOfWord(word: string, locale: string | undefined): number | null {
  const typed = foldMonthWord(word);
  if (typed.length < 3) return null;
  const intlLocale = toIntlLocale(locale);
  const matches = new Set<number>();
  for (let month = 1; month <= 12; month += 1) {
    const date = toUtcDate({ year: 2001, month, day: 1 });
    const names = (['long', 'short'] as const).map((style) =>
      foldMonthWord(
        new Intl.DateTimeFormat(intlLocale, { month: style, timeZone: 'UTC' }).format(date),
      ),
    );
    if (names.some((name) => name === typed) || names[0]?.startsWith(typed)) matches.add(month);
  }
  return matches.size === 1 ? ([...matches][0] ?? null) : null;
}

/**
 * A date as a person types it, read day first as SPEC section 9 writes dates ("DD Mon YYYY", so
 * 12/10/2026 is 12 October 2026 in every interface language): "12/10/2026", "12.10.2026",
 * "12-10-2026", "12 Oct 2026" or "12 Okt. 2026" (month names of the locale), or ISO "2026-10-12".
 * Only a whole, real date with a four-digit year is read: a date still being typed ("12/10/2")
 * is null, never year 2.
 */
export function parseTypedDate(text: string | null | undefined, locale?: string): string | null {
  const value = (text ?? '').trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return parseIsoDate(value) ? value : null;
  const numeric = /^(\d{1,2})\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*(\d{4})$/.exec(value);
  const named = /^(\d{1,2})\.?\s+([^\d\s]+)\s+(\d{4})$/u.exec(value);
  let parts: TCalendarDate | null = null;
  if (numeric) {
    parts = { day: Number(numeric[1]), month: Number(numeric[2]), year: Number(numeric[3]) };
  } else if (named) {
    const month = monthOfWord(named[2] ?? '', locale);
    if (month !== null) parts = { day: Number(named[1]), month, year: Number(named[3]) };
  }
  if (!parts || parts.year < 1000) return null;
  const iso = toIsoDate(parts);
  return parseIsoDate(iso) ? iso : null;
}
