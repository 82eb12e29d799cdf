import { describe, expect, it } from 'vitest';
import {
  BRAND_TIME_ZONES,
  calendarDateIn,
  firstOfNextMonth,
  operatorDateOf,
} from './operator-calendar';

describe('operatorDateOf', () => {
  it("is New Zealand's date, a day ahead of UTC on a New Zealand morning", () => {
    expect(operatorDateOf(new Date('2026-11-27T19:00:00Z'))).toBe('2026-11-28');
    expect(operatorDateOf(new Date('2026-11-27T10:00:00Z'))).toBe('2026-11-27');
    expect(operatorDateOf(new Date('2026-06-30T12:30:00Z'))).toBe('2026-07-01');
  });
});

describe('calendarDateIn', () => {
  // 2026-11-28 08:00 in Auckland (NZDT, UTC+13) is 2026-11-27 19:00 UTC and 06:00 in Sydney (AEDT).
  const nzMorning = new Date('2026-11-27T19:00:00Z');
  // 2026-11-28 01:00 in Auckland is still 2026-11-27 23:00 in Sydney.
  const nzSmallHours = new Date('2026-11-27T12:00:00Z');

  it("gives each brand's zone its own date where the zones disagree", () => {
    expect(calendarDateIn('Pacific/Auckland', nzMorning)).toBe('2026-11-28');
    expect(calendarDateIn('Australia/Sydney', nzMorning)).toBe('2026-11-28');
    expect(calendarDateIn('Pacific/Auckland', nzSmallHours)).toBe('2026-11-28');
    expect(calendarDateIn('Australia/Sydney', nzSmallHours)).toBe('2026-11-27');
    expect(calendarDateIn('Australia/Perth', nzSmallHours)).toBe('2026-11-27');
  });

  it('every zone a brand may choose is one the runtime knows', () => {
    for (const zone of BRAND_TIME_ZONES) {
      expect(() => calendarDateIn(zone, nzMorning)).not.toThrow();
    }
  });
});

describe('firstOfNextMonth', () => {
  it('is the first of the following month, across a year end', () => {
    expect(firstOfNextMonth('2026-11-28')).toBe('2026-12-01');
    expect(firstOfNextMonth('2026-12-31')).toBe('2027-01-01');
    expect(firstOfNextMonth('2027-01-01')).toBe('2027-02-01');
  });
});
