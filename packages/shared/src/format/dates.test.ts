import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatDayMonth,
  formatDayMonthYear,
  formatDayName,
  formatMoment,
  formatTime,
  parseIsoDate,
  parseTypedDate,
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

describe("formatDayName (three letters in English, the language's own short names elsewhere)", () => {
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
    ['de', 'Fr'],
    ['fr', 'ven'],
    ['es', 'vie'],
    ['it', 'ven'],
  ])('in %s Friday is %s', (locale, name) => {
    expect(formatDayName('2027-03-05', locale)).toBe(name);
  });

  it('writes German days as Germans abbreviate them, not cut to three letters', () => {
    const week = ['2027-03-01', '2027-03-02', '2027-03-03', '2027-03-04', '2027-03-05'];
    expect(week.map((iso) => formatDayName(iso, 'de'))).toEqual(['Mo', 'Di', 'Mi', 'Do', 'Fr']);
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

describe('parseTypedDate (issue 19 point 17: typed dates read day first)', () => {
  it('reads day/month/year as SPEC section 9 writes dates, in every language', () => {
    expect(parseTypedDate('12/10/2026', 'en')).toBe('2026-10-12');
    expect(parseTypedDate('12/10/2026', 'en-US')).toBe('2026-10-12');
    expect(parseTypedDate('1.2.2027', 'de')).toBe('2027-02-01');
    expect(parseTypedDate('05-03-2027', 'fr')).toBe('2027-03-05');
    expect(parseTypedDate('2026-10-12', 'it')).toBe('2026-10-12');
  });

  it('reads the display format with the locale month names', () => {
    expect(parseTypedDate('08 Jun 2027', 'en')).toBe('2027-06-08');
    expect(parseTypedDate('08 Juni 2027', 'de')).toBe('2027-06-08');
    expect(parseTypedDate('08 juin 2027', 'fr')).toBe('2027-06-08');
    expect(parseTypedDate('01 févr. 2027', 'fr')).toBe('2027-02-01');
    expect(parseTypedDate('3 Sept 2027', 'en')).toBe('2027-09-03');
    expect(parseTypedDate('3 giu 2027', 'it')).toBe('2027-06-03');
  });

  it('reads nothing from a date still being typed or one that does not exist', () => {
    for (const text of ['1', '12/1', '12/10/2', '12/10/202', '31/02/2027', '12/13/2027', '']) {
      expect(parseTypedDate(text, 'en'), text).toBeNull();
    }
    // "ju" could be June or July.
    expect(parseTypedDate('08 ju 2027', 'en')).toBeNull();
  });
});

describe('formatMoment (DD Mon YYYY, HH:MM)', () => {
  it.each([
    ['en', '03 Dec 2026, 14:05'],
    ['de', '03 Dez 2026, 14:05'],
    ['es', '03 dic 2026, 14:05'],
  ])('in %s a moment reads %s', (locale, text) => {
    expect(formatMoment('2026-12-03T01:05:00Z', locale, 'Pacific/Auckland')).toBe(text);
  });

  it('takes the reader’s calendar day, not the UTC one', () => {
    expect(formatMoment('2026-12-03T20:30:00Z', 'en', 'Pacific/Auckland')).toBe(
      '04 Dec 2026, 09:30',
    );
  });

  it('answers "" for a missing or invalid moment', () => {
    expect(formatMoment(null)).toBe('');
    expect(formatMoment('not a date')).toBe('');
  });
});
