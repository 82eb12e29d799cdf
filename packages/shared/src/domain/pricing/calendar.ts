/**
 * Calendar dates as ISO strings (YYYY-MM-DD) with no time zone: a travel date is the same day in
 * Auckland, Sydney and on the server. Arithmetic goes through a UTC day number so daylight saving
 * never moves a date. Nothing here reads the clock; callers pass `today` in.
 */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type TWeekday = (typeof WEEKDAYS)[number];

/** Every day of the week: bit 0 is Monday ... bit 6 is Sunday. */
export const ALL_WEEKDAYS_MASK = 0b111_1111;

export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2999 || month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function parse(iso: string): { year: number; month: number; day: number } {
  if (!isIsoDate(iso)) throw new RangeError(`Not an ISO date (YYYY-MM-DD): ${iso}`);
  return {
    year: Number(iso.slice(0, 4)),
    month: Number(iso.slice(5, 7)),
    day: Number(iso.slice(8, 10)),
  };
}

/** Days since 1970-01-01. */
export function toDayNumber(iso: string): number {
  const { year, month, day } = parse(iso);
  return Date.UTC(year, month - 1, day) / MS_PER_DAY;
}

export function fromDayNumber(dayNumber: number): string {
  return new Date(dayNumber * MS_PER_DAY).toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  return fromDayNumber(toDayNumber(iso) + days);
}

/** `to - from` in days: 1 from a Monday to the Tuesday after it. */
export function daysBetween(from: string, to: string): number {
  return toDayNumber(to) - toDayNumber(from);
}

/** Adds calendar months, keeping the day of the month where it exists (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(iso: string, months: number): string {
  const { year, month, day } = parse(iso);
  const monthIndex = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = (monthIndex % 12) + 1;
  const targetDay = Math.min(day, daysInMonth(targetYear, targetMonth));
  return `${String(targetYear).padStart(4, '0')}-${String(targetMonth).padStart(2, '0')}-${String(targetDay).padStart(2, '0')}`;
}

/** 0 = Monday ... 6 = Sunday (1970-01-01 was a Thursday). */
export function weekdayIndex(iso: string): number {
  return (((toDayNumber(iso) + 3) % 7) + 7) % 7;
}

export function weekdayOf(iso: string): TWeekday {
  return WEEKDAYS[weekdayIndex(iso)] as TWeekday;
}

export function weekdayMask(days: readonly TWeekday[]): number {
  return days.reduce((mask, day) => mask | (1 << WEEKDAYS.indexOf(day)), 0);
}

export function weekdaysOfMask(mask: number): TWeekday[] {
  return WEEKDAYS.filter((_, index) => (mask & (1 << index)) !== 0);
}

export function isDateInWeekdayMask(iso: string, mask: number): boolean {
  return (mask & (1 << weekdayIndex(iso))) !== 0;
}

/** Inclusive range check on ISO strings, which sort as dates. */
export function isDateWithin(iso: string, from: string | null, to: string | null): boolean {
  return (from === null || iso >= from) && (to === null || iso <= to);
}

/** Every date from `from` to `to` inclusive. */
export function eachDate(from: string, to: string): string[] {
  const start = toDayNumber(from);
  const end = toDayNumber(to);
  const dates: string[] = [];
  for (let day = start; day <= end; day += 1) dates.push(fromDayNumber(day));
  return dates;
}

/** Four-digit 24-hour time as the spec stores it ("0845"). */
export const HHMM_TIME = /^([01]\d|2[0-3])[0-5]\d$/;

export function isHhmmTime(value: string): boolean {
  return HHMM_TIME.test(value);
}
