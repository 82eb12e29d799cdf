import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  daysBetween,
  eachDate,
  isDateInWeekdayMask,
  isDateWithin,
  isHhmmTime,
  isIsoDate,
  weekdayMask,
  weekdayOf,
  weekdaysOfMask,
} from './calendar';

describe('isIsoDate', () => {
  it.each([
    ['2026-03-02', true],
    ['2028-02-29', true],
    ['2027-02-29', false],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-3-2', false],
    ['02/03/2026', false],
    ['2026-03-02T00:00:00Z', false],
    ['', false],
  ])('%s -> %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });
});

describe('date arithmetic', () => {
  it.each([
    ['2026-03-02', 1, '2026-03-03'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2027-02-28', 1, '2027-03-01'],
    ['2026-04-05', -5, '2026-03-31'],
    // New Zealand daylight saving ends on 2026-04-05: calendar days must not drift.
    ['2026-04-04', 2, '2026-04-06'],
  ])('addDays(%s, %i) = %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it('counts days between dates', () => {
    expect(daysBetween('2026-03-02', '2026-03-09')).toBe(7);
    expect(daysBetween('2026-03-09', '2026-03-02')).toBe(-7);
    expect(daysBetween('2026-12-25', '2027-01-05')).toBe(11);
  });

  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-11-15', 18, '2028-05-15'],
    ['2026-03-31', -1, '2026-02-28'],
  ])('addMonths(%s, %i) = %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });

  it('lists each date of a range inclusively', () => {
    expect(eachDate('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(eachDate('2026-03-02', '2026-03-01')).toEqual([]);
  });

  it('rejects dates that are not ISO dates', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });

  it('checks open and closed ranges', () => {
    expect(isDateWithin('2026-03-02', '2026-03-02', '2026-03-02')).toBe(true);
    expect(isDateWithin('2026-03-03', null, '2026-03-02')).toBe(false);
    expect(isDateWithin('2026-03-01', '2026-03-02', null)).toBe(false);
    expect(isDateWithin('2030-01-01', null, null)).toBe(true);
  });
});

describe('weekdays', () => {
  it.each([
    ['2026-03-02', 'mon'],
    ['2026-03-07', 'sat'],
    ['2026-03-08', 'sun'],
    ['1970-01-01', 'thu'],
    ['2027-01-01', 'fri'],
  ] as const)('%s is a %s', (date, weekday) => {
    expect(weekdayOf(date)).toBe(weekday);
  });

  it('builds and reads weekday masks (bit 0 Monday ... bit 6 Sunday)', () => {
    expect(weekdayMask(['mon'])).toBe(1);
    expect(weekdayMask(['sun'])).toBe(64);
    expect(weekdayMask(['fri', 'sat'])).toBe(48);
    expect(weekdaysOfMask(48)).toEqual(['fri', 'sat']);
    expect(isDateInWeekdayMask('2026-03-06', 48)).toBe(true); // Friday
    expect(isDateInWeekdayMask('2026-03-08', 48)).toBe(false); // Sunday
  });
});

describe('isHhmmTime', () => {
  it.each([
    ['0845', true],
    ['2359', true],
    ['0000', true],
    ['2400', false],
    ['0860', false],
    ['845', false],
    ['08:45', false],
  ])('%s -> %s', (value, expected) => {
    expect(isHhmmTime(value)).toBe(expected);
  });
});
