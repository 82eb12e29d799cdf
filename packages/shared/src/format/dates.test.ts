import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatDayMonth,
  formatDayMonthYear,
  formatDayName,
  formatTime,
  parseIsoDate,
  pastDate,
} from './dates';

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
];

describe('formatDayMonth and formatDayMonthYear', () => {
  it.each(ENGLISH_MONTHS.map((name, index) => [index + 1, name] as const))(
    'month %i is "%s" in English',
    (month, name) => {
      const iso = `2027-${String(month).padStart(2, '0')}-09`;
      expect(formatDayMonth(iso)).toBe(`09 ${name}`);
      expect(formatDayMonthYear(iso)).toBe(`09 ${name} 2027`);
    },
  );

  it.each([
    ['2027-03-05', '05 Mar 2027'],
    ['2027-12-31', '31 Dec 2027'],
    ['2028-01-01', '01 Jan 2028'],
    // The date part of a timestamp is the calendar date: no shift into the previous day.
    ['2027-03-05T00:00:00Z', '05 Mar 2027'],
    ['2027-03-05T23:30:00-12:00', '05 Mar 2027'],
  ])('%s -> %s', (iso, text) => {
    expect(formatDayMonthYear(iso)).toBe(text);
  });

  it.each([[''], [null], [undefined], ['05/03/2027'], ['2027-02-30'], ['2027-13-01']])(
    'answers "" for %j',
    (iso) => {
      expect(formatDayMonth(iso)).toBe('');
      expect(formatDayMonthYear(iso)).toBe('');
    },
  );

  it.each([
    // ICU versions differ between "Mär" and "März"; both are German.
    ['de', /^05 Mär(z)? 2027$/],
    ['fr', /^05 mars 2027$/],
    ['es', /^05 mar 2027$/],
    ['it', /^05 mar 2027$/],
    ['en', /^05 Mar 2027$/],
    ['en-NZ', /^05 Mar 2027$/],
  ])('uses the month names of %s', (locale, text) => {
    expect(formatDayMonthYear('2027-03-05', locale)).toMatch(text);
  });

  it('uses the language names in December', () => {
    expect(formatDayMonth('2027-12-24', 'de')).toBe('24 Dez');
    expect(formatDayMonth('2027-12-24', 'fr')).toBe('24 déc.');
  });
});

describe('formatDayName (three letters)', () => {
  it.each([
    ['2027-03-01', 'Mon'],
    ['2027-03-02', 'Tue'],
    ['2027-03-03', 'Wed'],
    ['2027-03-04', 'Thu'],
    ['2027-03-05', 'Fri'],
    ['2027-03-06', 'Sat'],
    ['2027-03-07', 'Sun'],
  ])('%s is %s', (iso, name) => {
    expect(formatDayName(iso)).toBe(name);
  });

  it.each([
    ['de', 'Fre'],
    ['fr', 'ven'],
    ['es', 'vie'],
    ['it', 'ven'],
  ])('in %s Friday is %s', (locale, name) => {
    expect(formatDayName('2027-03-05', locale)).toBe(name);
  });

  it('answers "" for a missing date', () => {
    expect(formatDayName(null)).toBe('');
  });
});

describe('formatTime', () => {
  it.each([
    ['0930', '09:30'],
    ['1745', '17:45'],
    ['0000', '00:00'],
    [930, '09:30'],
    ['930', '09:30'],
    [' 0805 ', '08:05'],
    ['', ''],
    [null, ''],
    ['9:30', '9:30'],
    ['TBA', 'TBA'],
  ])('%j -> %j', (time, text) => {
    expect(formatTime(time)).toBe(text);
  });
});

describe('pastDate', () => {
  afterEach(() => vi.useRealTimers());

  it.each([
    [0, '2027-03-05', '2027-03-05'],
    [1, '2027-03-05', '2027-03-04'],
    [5, '2027-03-05', '2027-02-28'],
    [5, '2028-03-05', '2028-02-29'],
    [1, '2027-01-01', '2026-12-31'],
    [365, '2027-03-05', '2026-03-05'],
    [-1, '2027-12-31', '2028-01-01'],
  ])('%i days before %s -> %s', (days, from, expected) => {
    expect(pastDate(days, from)).toBe(expected);
  });

  it('counts from the local calendar day today', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2027, 2, 5, 23, 59));
    expect(pastDate(7)).toBe('2027-02-26');
    vi.setSystemTime(new Date(2027, 2, 5, 0, 1));
    expect(pastDate(0)).toBe('2027-03-05');
  });

  it('accepts a Date', () => {
    expect(pastDate(2, new Date(2027, 0, 1, 12))).toBe('2026-12-30');
  });

  it('refuses a date it cannot read', () => {
    expect(() => pastDate(1, 'yesterday')).toThrow(RangeError);
  });

  it('parses calendar dates', () => {
    expect(parseIsoDate('2027-03-05')).toEqual({ year: 2027, month: 3, day: 5 });
  });
});
