import { describe, expect, it } from 'vitest';
import { seasonOfMonth, seasonPeriods } from './seasons';

describe('seasons', () => {
  it.each([
    [12, 'summer'],
    [1, 'summer'],
    [2, 'summer'],
    [3, 'shoulder'],
    [5, 'shoulder'],
    [6, 'winter'],
    [8, 'winter'],
    [9, 'shoulder'],
    [11, 'shoulder'],
  ])('month %i is %s', (month, season) => {
    expect(seasonOfMonth(month)).toBe(season);
  });

  it('splits a range at every season change, without gaps or overlaps', () => {
    expect(seasonPeriods('2026-01-15', '2026-12-10')).toEqual([
      { season: 'summer', from: '2026-01-15', to: '2026-02-28' },
      { season: 'shoulder', from: '2026-03-01', to: '2026-05-31' },
      { season: 'winter', from: '2026-06-01', to: '2026-08-31' },
      { season: 'shoulder', from: '2026-09-01', to: '2026-11-30' },
      { season: 'summer', from: '2026-12-01', to: '2026-12-10' },
    ]);
    expect(seasonPeriods('2027-12-20', '2028-03-05')).toEqual([
      { season: 'summer', from: '2027-12-20', to: '2028-02-29' },
      { season: 'shoulder', from: '2028-03-01', to: '2028-03-05' },
    ]);
    expect(seasonPeriods('2026-04-10', '2026-04-10')).toEqual([
      { season: 'shoulder', from: '2026-04-10', to: '2026-04-10' },
    ]);
  });
});
