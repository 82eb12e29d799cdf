import { describe, expect, it } from 'vitest';
import { buildMonthWeeks, currentMonth, monthRange, shiftMonth } from './month-grid';

describe('month grid', () => {
  it('lays a month out Monday first with blanks around it', () => {
    // 1 March 2027 is a Monday; 31 March a Wednesday.
    const weeks = buildMonthWeeks('2027-03');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.[0]).toBe('2027-03-01');
    expect(weeks[4]).toEqual(['2027-03-29', '2027-03-30', '2027-03-31', null, null, null, null]);
  });

  it('starts a month on its weekday', () => {
    // 1 August 2027 is a Sunday: six blanks, then the first.
    const weeks = buildMonthWeeks('2027-08');
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2027-08-01']);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
  });

  it('knows month ranges, leap years and steps between months', () => {
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(shiftMonth('2027-12', 1)).toBe('2028-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(currentMonth(new Date(2027, 4, 31))).toBe('2027-05');
  });
});
