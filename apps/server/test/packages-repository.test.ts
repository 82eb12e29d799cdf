import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPackage, TPackageDay } from '@portal/shared/contracts/catalogue';
import { writeContentText } from '../src/modules/content/content-store.repository';
import {
  findPackageById,
  insertPackage,
  replacePackageDays,
} from '../src/modules/packages/packages.repository';
import { buildTestApp, type TTestApp } from './build-test-app';
import { buildLocation, buildProduct } from './catalogue-factories';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('findPackageById', () => {
  it('reads back the days, accommodation by class and services in order as they were written', async () => {
    const [auckland, rotorua] = [await buildLocation(t), await buildLocation(t)];
    if (!auckland || !rotorua) throw new Error('no locations');
    const hotel = async (accommodationClass: 'standard' | 'superior' | 'deluxe') =>
      (await buildProduct(t, { locationId: auckland.id, accommodationClass })).id;
    const [standard, superior, deluxe] = [
      await hotel('standard'),
      await hotel('superior'),
      await hotel('deluxe'),
    ];
    const service = async () =>
      (
        await buildProduct(t, {
          locationId: rotorua.id,
          serviceTypeCode: 'AT',
          accommodationClass: null,
          roomTypes: [],
          pricingBasis: 'per_person',
        })
      ).id;
    const [car, tour, ferry] = [await service(), await service(), await service()];

    const days: TPackageDay[] = [
      {
        dayNumber: 1,
        title: 'Arrive in Auckland',
        description: 'Pick up the car at the airport.',
        overnightLocationId: auckland.id,
        // Written out of class order: the read puts them in standard, superior, deluxe order.
        accommodation: [
          { accommodationClass: 'deluxe', productId: deluxe },
          { accommodationClass: 'standard', productId: standard },
          { accommodationClass: 'superior', productId: superior },
        ],
        services: [
          { productId: car, spanDays: 3, startTime: '1000', endTime: '1000', notes: 'Airport' },
          { productId: ferry, spanDays: 1, startTime: null, endTime: null, notes: '' },
          { productId: tour, spanDays: 1, startTime: '1400', endTime: null, notes: 'Optional' },
        ],
        drivingNotes: [],
      },
      {
        dayNumber: 2,
        title: 'Auckland to Rotorua',
        description: '',
        overnightLocationId: rotorua.id,
        accommodation: [],
        services: [{ productId: tour, spanDays: 1, startTime: null, endTime: null, notes: '' }],
        drivingNotes: [
          {
            fromLocationId: auckland.id,
            toLocationId: rotorua.id,
            km: 228,
            minutes: 180,
            notes: 'Via SH1.',
          },
        ],
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
    const fields = {
      code: 'READ-2N',
      brandId: 2 as const,
      name: 'Read back',
      startLocationId: auckland.id,
      durationNights: 2,
      transportType: 'rental_car' as const,
      productTariff: 'FIT 2030/31',
      status: 'published' as const,
    };
    const id = await insertPackage(t.db, fields, new Date());
    await replacePackageDays(t.db, id, [...days].reverse());
    // The description comes from the content store, in the language asked for or English.
    await writeContentText(t.db, {
      kind: 'package',
      entityId: id,
      field: 'description',
      language: 'en',
      text: 'Two nights.',
      source: 'manual',
      author: null,
      at: new Date(),
    });

    const expected: TPackage = {
      id,
      ...fields,
      description: 'Two nights.',
      days: days.map((day) =>
        day.dayNumber === 1
          ? {
              ...day,
              accommodation: [
                { accommodationClass: 'standard', productId: standard },
                { accommodationClass: 'superior', productId: superior },
                { accommodationClass: 'deluxe', productId: deluxe },
              ],
            }
          : day,
      ),
    };
    expect(await findPackageById(t.db, id)).toEqual(expected);
    expect((await findPackageById(t.db, id, 'de'))?.description).toBe('Two nights.');
  });

  it('reads a package without days, and nothing for an unknown id', async () => {
    const location = await buildLocation(t);
    const id = await insertPackage(
      t.db,
      {
        code: 'READ-EMPTY',
        brandId: 1,
        name: 'Empty',
        startLocationId: location.id,
        durationNights: 1,
        transportType: 'seat_in_coach',
        productTariff: 'FIT',
        status: 'test',
      },
      new Date(),
    );
    expect((await findPackageById(t.db, id))?.days).toEqual([]);
    expect(await findPackageById(t.db, id + 1000)).toBeNull();
  });
});
