import { describe, expect, it } from 'vitest';
import type { TAccommodationClass } from './codes';
import { expandPackage } from './expand-package';
import { FIXTURE_PACKAGE } from './test-fixtures';

const rooms = [{ roomType: 'DB' as const, adults: 2, children: 0 }];

function lineSummary(travelDate: string, accommodationClass: TAccommodationClass) {
  return expandPackage(FIXTURE_PACKAGE, travelDate, accommodationClass, rooms).services.map(
    (service) => [service.key, service.startDate, service.span],
  );
}

describe('expandPackage', () => {
  it('dates each day from the travel date and ends after the package nights', () => {
    const expansion = expandPackage(FIXTURE_PACKAGE, '2026-03-02', 'standard', rooms);
    expect(expansion.endDate).toBe('2026-03-06');
    expect(expansion.days.map((day) => [day.dayNumber, day.date, day.title])).toEqual([
      [1, '2026-03-02', 'Arrive Queenstown'],
      [2, '2026-03-03', 'Milford Sound'],
      [3, '2026-03-04', 'Queenstown to Te Anau'],
      [4, '2026-03-05', 'Back to Queenstown'],
      [5, '2026-03-06', 'Depart Queenstown'],
    ]);
    expect(expansion.days[2]?.drivingNotes[0]).toMatchObject({ km: 170, minutes: 130 });
    expect(expansion.rooms).toEqual(rooms);
  });

  it.each([
    [
      'standard',
      [
        ['d1-s1-p200', '2026-03-02', 1],
        ['d1-acc-p100', '2026-03-02', 2],
        ['d2-s1-p201', '2026-03-03', 1],
        ['d3-s1-p300', '2026-03-04', 2],
        ['d3-acc-p110', '2026-03-04', 1],
        ['d4-acc-p100', '2026-03-05', 1],
        ['d5-s1-p202', '2026-03-06', 1],
      ],
    ],
    [
      'superior',
      [
        ['d1-s1-p200', '2026-03-02', 1],
        ['d1-acc-p101', '2026-03-02', 2],
        ['d2-s1-p201', '2026-03-03', 1],
        ['d3-s1-p300', '2026-03-04', 2],
        ['d3-acc-p111', '2026-03-04', 1],
        ['d4-acc-p101', '2026-03-05', 1],
        ['d5-s1-p202', '2026-03-06', 1],
      ],
    ],
  ] as const)(
    'picks the %s accommodation and merges consecutive nights',
    (accommodationClass, expected) => {
      expect(lineSummary('2026-03-02', accommodationClass)).toEqual(expected);
    },
  );

  it('reports nights without accommodation in the chosen class', () => {
    const expansion = expandPackage(FIXTURE_PACKAGE, '2026-03-02', 'deluxe', rooms);
    expect(expansion.missingAccommodationDays).toEqual([3]);
    expect(expansion.services.filter((service) => service.key.includes('-acc-'))).toEqual([
      expect.objectContaining({ key: 'd1-acc-p102', span: 2 }),
      expect.objectContaining({ key: 'd4-acc-p102', span: 1 }),
    ]);
  });

  it('carries legs that span several days with their span and the package’s times', () => {
    const car = expandPackage(FIXTURE_PACKAGE, '2026-03-02', 'standard', rooms).services.find(
      (service) => service.productId === 300,
    );
    expect(car).toEqual({
      key: 'd3-s1-p300',
      dayNumber: 3,
      productId: 300,
      startDate: '2026-03-04',
      span: 2,
      startTime: '0900',
      endTime: null,
    });
  });

  it('keeps keys stable for another travel date, so repricing can be diffed', () => {
    const keys = (date: string) => lineSummary(date, 'standard').map(([key]) => key);
    expect(keys('2026-07-20')).toEqual(keys('2026-03-02'));
  });

  it('does not depend on the order days are stored in', () => {
    const shuffled = { ...FIXTURE_PACKAGE, days: [...FIXTURE_PACKAGE.days].reverse() };
    expect(expandPackage(shuffled, '2026-03-02', 'standard', rooms)).toEqual(
      expandPackage(FIXTURE_PACKAGE, '2026-03-02', 'standard', rooms),
    );
  });
});
