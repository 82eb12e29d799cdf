import { describe, expect, it } from 'vitest';
import { FIXTURE_PACKAGE } from '../domain/pricing/test-fixtures';
import {
  ZCreateAvailabilityRequest,
  ZCreateLocationRequest,
  ZCreateMarkupRuleRequest,
  ZCreatePackageRequest,
  ZCreateProductRequest,
  ZCreateRateRequest,
  ZCreateSupplierRequest,
  ZPackageQuery,
  ZUpdatePackageRequest,
  ZUpdateProductRequest,
  ZUpdateRateRequest,
} from './catalogue';
import { ZIsoDate } from './primitives';

function issues(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

const hotelProduct = {
  code: 'harbakl-sup',
  supplierId: 1,
  serviceTypeCode: 'AC',
  locationId: 1,
  name: 'Harbourview Hotel Auckland - Superior Harbour Room',
  accommodationClass: 'superior',
  roomTypes: ['DB', 'TW', 'SG'],
  pricingBasis: 'per_room_night',
};

const roomRate = {
  productId: 1,
  brandId: 1,
  roomType: 'DB',
  basis: 'per_room_night',
  validFrom: '2026-03-01',
  validTo: '2026-03-31',
  costCents: 18_000,
  sellCents: 25_900,
};

describe('ZIsoDate', () => {
  it.each(['2026-03-02', '2028-02-29'])('accepts %s', (value) => {
    expect(ZIsoDate.safeParse(value).success).toBe(true);
  });
  it.each(['2026-02-29', '2026-3-2', '2026-03-02T10:00', 'tomorrow'])('rejects %s', (value) => {
    expect(ZIsoDate.safeParse(value).success).toBe(false);
  });
});

describe('locations and suppliers', () => {
  it('normalises codes and fills defaults', () => {
    const location = ZCreateLocationRequest.parse({
      code: ' zqn ',
      name: 'Queenstown',
      region: 'Otago',
      country: 'NZ',
      latitude: -45.0312,
      longitude: 168.6626,
    });
    expect(location).toMatchObject({ code: 'ZQN', drivingNotes: [] });
    const supplier = ZCreateSupplierRequest.parse({
      code: 'cookfer',
      name: 'Cook Strait Ferries',
      email: 'bookings@cookstraitferries.example',
    });
    expect(supplier).toMatchObject({
      code: 'COOKFER',
      phone: '',
      address: '',
      active: true,
      locationId: null,
    });
  });

  it('rejects out-of-range coordinates, long strings and repeated driving notes', () => {
    const result = ZCreateLocationRequest.safeParse({
      code: 'AKL',
      name: 'x'.repeat(161),
      region: 'Auckland',
      country: 'NZ',
      latitude: -95,
      longitude: 174.76,
      drivingNotes: [
        { toLocationId: 2, km: 228, minutes: 180, notes: '' },
        { toLocationId: 2, km: 228, minutes: 180, notes: '' },
      ],
    });
    expect(issues(result)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^name:/),
        expect.stringMatching(/^latitude:/),
        'drivingNotes: One driving note per location',
      ]),
    );
    expect(
      ZCreateSupplierRequest.safeParse({ code: 'X Y', name: 'A', email: 'no-at-sign' }).success,
    ).toBe(false);
  });
});

describe('products', () => {
  it('accepts accommodation with a class and room types', () => {
    expect(ZCreateProductRequest.parse(hotelProduct)).toMatchObject({
      code: 'HARBAKL-SUP',
      startTime: null,
      capacity: null,
      active: true,
    });
  });

  it.each([
    [{ accommodationClass: null }, 'accommodationClass: Accommodation needs a class'],
    [{ roomTypes: [] }, 'roomTypes: Accommodation sells at least one room type'],
    [{ roomTypes: ['DB', 'DB'] }, 'roomTypes: Each room type once'],
    [{ pricingBasis: 'per_person' }, 'pricingBasis: Accommodation is priced per room night'],
    [{ startTime: '25:00' }, 'startTime: Must be a time as HHMM (24-hour)'],
  ])('rejects accommodation with %o', (overrides, message) => {
    expect(issues(ZCreateProductRequest.safeParse({ ...hotelProduct, ...overrides }))).toContain(
      message,
    );
  });

  it('keeps classes and room types to accommodation', () => {
    const result = ZCreateProductRequest.safeParse({
      ...hotelProduct,
      serviceTypeCode: 'CR',
      pricingBasis: 'per_room_night',
    });
    expect(issues(result)).toEqual([
      'accommodationClass: Only accommodation has a class',
      'roomTypes: Only accommodation sells room types',
      'pricingBasis: Only accommodation is priced per room night',
    ]);
  });

  it('defaults age bands and the cancellation policy to none', () => {
    expect(ZCreateProductRequest.parse(hotelProduct)).toMatchObject({
      infantMaxAge: null,
      childMaxAge: null,
      cancellationPolicy: null,
    });
  });

  it('takes age bands of 0 to 17, the infant band below the child band', () => {
    const tour = {
      ...hotelProduct,
      serviceTypeCode: 'IT',
      accommodationClass: null,
      roomTypes: [],
      pricingBasis: 'per_person',
    };
    expect(
      ZCreateProductRequest.parse({ ...tour, infantMaxAge: 1, childMaxAge: 11 }),
    ).toMatchObject({ infantMaxAge: 1, childMaxAge: 11 });
    expect(
      issues(ZCreateProductRequest.safeParse({ ...tour, infantMaxAge: 4, childMaxAge: 4 })),
    ).toEqual(['childMaxAge: The child band must end above the infant band']);
    expect(issues(ZUpdateProductRequest.safeParse({ infantMaxAge: 12, childMaxAge: 11 }))).toEqual([
      'childMaxAge: The child band must end above the infant band',
    ]);
    expect(ZCreateProductRequest.safeParse({ ...tour, childMaxAge: 18 }).success).toBe(false);
    expect(ZUpdateProductRequest.parse({ childMaxAge: null })).toEqual({ childMaxAge: null });
  });

  it('takes a cancellation policy with its bands', () => {
    const policy = {
      bands: [
        { withinDays: 14, kind: 'percent', value: 50 },
        { withinDays: 3, kind: 'percent', value: 100 },
      ],
    };
    expect(
      ZCreateProductRequest.parse({ ...hotelProduct, cancellationPolicy: policy })
        .cancellationPolicy,
    ).toEqual({ nonRefundable: false, ...policy });
    expect(
      issues(
        ZUpdateProductRequest.safeParse({
          cancellationPolicy: { bands: [{ withinDays: 3, kind: 'percent', value: 120 }] },
        }),
      ),
    ).toEqual(['cancellationPolicy.bands.0.value: At most 100%']);
  });

  it('updates only the fields sent, without filling defaults', () => {
    expect(ZUpdateProductRequest.parse({ name: 'Harbour Suite' })).toEqual({
      name: 'Harbour Suite',
    });
    expect(
      ZUpdateProductRequest.safeParse({ serviceTypeCode: 'AC', accommodationClass: null }).success,
    ).toBe(false);
  });
});

describe('rates', () => {
  it('defaults to every weekday, a one-night minimum and no child prices', () => {
    expect(ZCreateRateRequest.parse(roomRate)).toMatchObject({
      weekdayMask: 127,
      minStay: 1,
      childCostCents: null,
      childSellCents: null,
    });
  });

  it.each([
    [{ validTo: '2026-02-28' }, 'validTo: The end date must be on or after the start date'],
    [{ roomType: null }, 'roomType: A room night rate needs a room type'],
    [{ basis: 'per_person' }, 'roomType: Only room night rates have a room type'],
    [
      { basis: 'per_unit', roomType: null, childSellCents: 100, childCostCents: 50 },
      'childSellCents: Only per person rates have child prices',
    ],
    [
      { basis: 'per_person', roomType: null, childSellCents: 100 },
      'childSellCents: Give both child cost and child sell, or neither',
    ],
    [{ sellCents: 259.5 }, 'sellCents: Invalid input: expected int, received number'],
    [{ weekdayMask: 0 }, 'weekdayMask: Too small: expected number to be >=1'],
    [{ brandId: 3 }, 'brandId: Invalid input'],
  ])('rejects %o', (overrides, message) => {
    expect(issues(ZCreateRateRequest.safeParse({ ...roomRate, ...overrides }))).toContain(message);
  });

  it('checks the dates of a partial update when both are sent', () => {
    expect(
      ZUpdateRateRequest.safeParse({ validFrom: '2026-05-01', validTo: '2026-04-01' }).success,
    ).toBe(false);
    expect(ZUpdateRateRequest.parse({ validTo: '2026-04-01' })).toEqual({ validTo: '2026-04-01' });
  });
});

describe('availability and rules', () => {
  it('requires units for an allotment and none otherwise', () => {
    const base = { productId: 1, dateFrom: '2026-12-25', dateTo: '2026-12-25' };
    expect(issues(ZCreateAvailabilityRequest.safeParse({ ...base, kind: 'allotment' }))).toContain(
      'allotment: An allotment needs a number of units',
    );
    expect(
      issues(
        ZCreateAvailabilityRequest.safeParse({
          ...base,
          kind: 'stop_sell',
          allotment: 3,
          releaseDays: 7,
        }),
      ),
    ).toEqual([
      'allotment: Only allotments count units',
      'releaseDays: Only allotments have release days',
    ]);
    expect(
      ZCreateAvailabilityRequest.parse({
        ...base,
        kind: 'allotment',
        allotment: 4,
        releaseDays: 14,
      }),
    ).toMatchObject({
      hasOnRequestFallback: false,
    });
  });

  it('caps commission at 100% and defaults scope to any', () => {
    expect(
      issues(
        ZCreateMarkupRuleRequest.safeParse({
          name: 'Too much',
          kind: 'commission_percent',
          basisPoints: 12_000,
        }),
      ),
    ).toContain('basisPoints: Commission cannot exceed 100%');
    expect(
      ZCreateMarkupRuleRequest.parse({
        name: 'Net markup',
        kind: 'markup_percent',
        basisPoints: 12_000,
      }),
    ).toMatchObject({
      agencyId: null,
      brandId: null,
      supplierId: null,
      serviceTypeCode: null,
      validFrom: null,
      validTo: null,
      priority: 0,
    });
  });
});

describe('packages', () => {
  const { id: _id, ...request } = FIXTURE_PACKAGE;

  it('accepts a well-formed package', () => {
    expect(ZCreatePackageRequest.safeParse(request).success).toBe(true);
  });

  it('needs N + 1 days numbered in order', () => {
    expect(issues(ZCreatePackageRequest.safeParse({ ...request, durationNights: 5 }))).toContain(
      'days: A package of N nights has N + 1 days',
    );
    const swapped = [request.days[1], request.days[0], ...request.days.slice(2)];
    expect(issues(ZCreatePackageRequest.safeParse({ ...request, days: swapped }))).toContain(
      'days: Days must be numbered 1, 2, 3... in order',
    );
  });

  it('rejects legs that run past the last day, two hotels for a class and a last-night hotel', () => {
    // A deep copy: the shared package has no DOM or Node globals such as structuredClone.
    const days = JSON.parse(JSON.stringify(request.days)) as typeof request.days;
    days[2]!.services[0]!.spanDays = 4;
    days[2]!.accommodation.push({ accommodationClass: 'standard', productId: 999 });
    days[4]!.overnightLocationId = 5;
    days[4]!.accommodation.push({ accommodationClass: 'standard', productId: 100 });
    expect(issues(ZCreatePackageRequest.safeParse({ ...request, days }))).toEqual([
      'days: Day 3: one accommodation per class',
      'days: Day 3: a service runs past the last day',
      'days: No accommodation on the last day',
    ]);
  });

  it('allows a partial update of the header', () => {
    expect(ZUpdatePackageRequest.parse({ status: 'published' })).toEqual({ status: 'published' });
  });

  it('coerces list filters from the query string', () => {
    expect(ZPackageQuery.parse({ durationNights: '7', transportType: 'rental_car' })).toEqual({
      durationNights: 7,
      transportType: 'rental_car',
    });
    expect(ZPackageQuery.safeParse({ transportType: 'helicopter' }).success).toBe(false);
  });
});
