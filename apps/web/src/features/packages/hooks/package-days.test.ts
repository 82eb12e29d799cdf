import type { TPackageDay } from '@portal/shared/contracts/catalogue';
import { ZCreatePackageRequest } from '@portal/shared/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import {
  daysReducer,
  fromPackageDays,
  initialDays,
  toPackageDays,
  validateDays,
  type TDayDraft,
  type TDaysAction,
} from './package-days';

function apply(days: TDayDraft[], ...actions: TDaysAction[]): TDayDraft[] {
  return actions.reduce(daysReducer, days);
}

function titled(days: TDayDraft[], ...titles: string[]): TDayDraft[] {
  return apply(
    days,
    ...titles.map((title, index): TDaysAction => ({ type: 'updateDay', index, patch: { title } })),
  );
}

const SAVED_DAYS: TPackageDay[] = [
  {
    dayNumber: 1,
    title: 'Arrive in Auckland',
    description: 'Transfer to the hotel.',
    overnightLocationId: 10,
    accommodation: [
      { accommodationClass: 'standard', productId: 100 },
      { accommodationClass: 'deluxe', productId: 102 },
    ],
    services: [{ productId: 200, spanDays: 3, startTime: '0930', endTime: null, notes: 'SUV' }],
    drivingNotes: [],
  },
  {
    dayNumber: 2,
    title: 'Auckland to Rotorua',
    description: '',
    overnightLocationId: 11,
    accommodation: [{ accommodationClass: 'standard', productId: 110 }],
    services: [],
    drivingNotes: [{ fromLocationId: 10, toLocationId: 11, km: 228, minutes: 180, notes: '' }],
  },
  {
    dayNumber: 3,
    title: 'Depart',
    description: '',
    overnightLocationId: null,
    accommodation: [],
    services: [],
    drivingNotes: [],
  },
];

describe('the day-by-day editor state', () => {
  it('starts a new package with an arrival and a departure day', () => {
    const days = initialDays();
    expect(days).toHaveLength(2);
    expect(new Set(days.map((day) => day.key)).size).toBe(2);
  });

  it('round-trips a saved package to the contract unchanged', () => {
    const days = toPackageDays(fromPackageDays(SAVED_DAYS));
    expect(days).toEqual(SAVED_DAYS);
    expect(
      ZCreatePackageRequest.safeParse({
        code: 'NZ-TEST-2',
        brandId: 1,
        name: 'Test',
        startLocationId: 10,
        durationNights: 2,
        transportType: 'rental_car',
        productTariff: 'FIT 2026/27',
        days,
      }).success,
    ).toBe(true);
  });

  it('numbers days by position when a day is inserted, moved or removed', () => {
    const start = fromPackageDays(SAVED_DAYS);
    const inserted = apply(start, { type: 'insertDay', index: 1 });
    expect(inserted.map((day) => day.title)).toEqual([
      'Arrive in Auckland',
      '',
      'Auckland to Rotorua',
      'Depart',
    ]);
    expect(toPackageDays(inserted).map((day) => day.dayNumber)).toEqual([1, 2, 3, 4]);

    const moved = apply(start, { type: 'moveDay', index: 2, offset: -1 });
    expect(moved.map((day) => day.title)).toEqual([
      'Arrive in Auckland',
      'Depart',
      'Auckland to Rotorua',
    ]);
    // Moving past either end changes nothing.
    expect(apply(start, { type: 'moveDay', index: 0, offset: -1 })).toEqual(start);

    const removed = apply(start, { type: 'removeDay', index: 1 });
    expect(toPackageDays(removed).map((day) => [day.dayNumber, day.title])).toEqual([
      [1, 'Arrive in Auckland'],
      [2, 'Depart'],
    ]);
  });

  it('keeps at least two days', () => {
    const days = initialDays();
    expect(apply(days, { type: 'removeDay', index: 0 })).toBe(days);
  });

  it('drops the hotels when the overnight location changes, not when it is chosen again', () => {
    const start = fromPackageDays(SAVED_DAYS);
    const same = apply(start, { type: 'setOvernight', index: 0, locationId: 10 });
    expect(same[0]?.accommodation).toEqual({ standard: 100, deluxe: 102 });
    const moved = apply(start, { type: 'setOvernight', index: 0, locationId: 12 });
    expect(moved[0]?.accommodation).toEqual({});
    expect(moved[0]?.overnightLocationId).toBe(12);
  });

  it('sets and clears the hotel of one class', () => {
    const start = fromPackageDays(SAVED_DAYS);
    const next = apply(
      start,
      { type: 'setAccommodation', index: 0, accommodationClass: 'superior', productId: 101 },
      { type: 'setAccommodation', index: 0, accommodationClass: 'deluxe', productId: null },
    );
    expect(toPackageDays(next)[0]?.accommodation).toEqual([
      { accommodationClass: 'standard', productId: 100 },
      { accommodationClass: 'superior', productId: 101 },
    ]);
  });

  it('adds, edits, reorders and removes services on a day', () => {
    const days = apply(
      fromPackageDays(SAVED_DAYS),
      { type: 'addService', index: 0 },
      { type: 'updateService', index: 0, serviceIndex: 1, patch: { productId: 300 } },
      { type: 'moveService', index: 0, serviceIndex: 1, offset: -1 },
    );
    expect(days[0]?.services.map((service) => service.productId)).toEqual([300, 200]);
    const removed = apply(days, { type: 'removeService', index: 0, serviceIndex: 0 });
    expect(removed[0]?.services.map((service) => service.productId)).toEqual([200]);
  });

  it("starts a day's drive where the previous night was spent", () => {
    const days = apply(fromPackageDays(SAVED_DAYS), { type: 'addDrivingNote', index: 2 });
    expect(days[2]?.drivingNotes[0]?.fromLocationId).toBe(11);
    const second = apply(
      days,
      { type: 'updateDrivingNote', index: 2, noteIndex: 0, patch: { toLocationId: 10 } },
      { type: 'addDrivingNote', index: 2 },
    );
    expect(second[2]?.drivingNotes[1]?.fromLocationId).toBe(10);
  });

  describe('validation', () => {
    it('finds nothing wrong with a complete package', () => {
      expect(validateDays(fromPackageDays(SAVED_DAYS))).toEqual([]);
    });

    it('reports each problem on its own day', () => {
      let days = titled(initialDays(), 'Arrive');
      days = apply(
        days,
        { type: 'addService', index: 0 },
        { type: 'addService', index: 1 },
        { type: 'updateService', index: 1, serviceIndex: 0, patch: { productId: 5, spanDays: 2 } },
        { type: 'addDrivingNote', index: 1 },
      );
      days = apply(days, {
        type: 'updateService',
        index: 1,
        serviceIndex: 0,
        patch: { startTime: '930' },
      });
      expect(validateDays(days)).toEqual([
        { dayIndex: 0, key: 'editor.issues.serviceProduct', params: { day: 1, service: 1 } },
        { dayIndex: 1, key: 'editor.issues.titleRequired', params: { day: 2 } },
        { dayIndex: 1, key: 'editor.issues.servicePastEnd', params: { day: 2, service: 1 } },
        { dayIndex: 1, key: 'editor.issues.serviceTime', params: { day: 2, service: 1 } },
        { dayIndex: 1, key: 'editor.issues.drivingNote', params: { day: 2, note: 1 } },
      ]);
    });

    it('refuses accommodation on the last day', () => {
      const days = apply(
        titled(initialDays(), 'Arrive', 'Depart'),
        { type: 'setOvernight', index: 1, locationId: 10 },
        { type: 'setAccommodation', index: 1, accommodationClass: 'standard', productId: 100 },
      );
      expect(validateDays(days)).toEqual([
        { dayIndex: 1, key: 'editor.issues.lastDayAccommodation', params: { day: 2 } },
      ]);
    });
  });
});
