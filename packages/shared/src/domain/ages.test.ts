import { describe, expect, it } from 'vitest';
import { ageOn } from './ages';

describe('ageOn', () => {
  it('counts whole years, a year older from the birthday on', () => {
    expect(ageOn('2020-06-15', '2026-06-14')).toBe(5);
    expect(ageOn('2020-06-15', '2026-06-15')).toBe(6);
    expect(ageOn('2020-06-15', '2026-12-31')).toBe(6);
  });

  it('is 0 on the day of birth and null before it', () => {
    expect(ageOn('2026-03-02', '2026-03-02')).toBe(0);
    expect(ageOn('2026-03-03', '2026-03-02')).toBeNull();
  });

  it('turns someone born on 29 February a year older on 1 March in common years', () => {
    expect(ageOn('2020-02-29', '2027-02-28')).toBe(6);
    expect(ageOn('2020-02-29', '2027-03-01')).toBe(7);
    expect(ageOn('2020-02-29', '2028-02-29')).toBe(8);
  });

  it('refuses what is not a date', () => {
    expect(() => ageOn('2020-02-30', '2026-01-01')).toThrow(RangeError);
  });
});
