import type { TPackage } from '../../contracts/catalogue';
import type { TPricingAvailability } from './availability';
import { ALL_WEEKDAYS_MASK } from './calendar';
import type { TPricingProduct, TServiceLine } from './price-services';
import type { TPricingRate } from './rates';
import type { TPricingRule } from './rules';

/** Builders for the engine's inputs in tests: sensible defaults, override what a case is about. */

let nextId = 1000;
function id(): number {
  nextId += 1;
  return nextId;
}

export function buildProduct(overrides: Partial<TPricingProduct> = {}): TPricingProduct {
  return {
    id: id(),
    supplierId: 1,
    serviceTypeCode: 'AC',
    name: 'Harbourview Hotel Auckland - Superior Harbour Room',
    pricingBasis: 'per_room_night',
    capacity: null,
    startTime: null,
    endTime: null,
    infantMaxAge: null,
    childMaxAge: null,
    countryCode: 'NZ',
    ...overrides,
  };
}

export function buildRate(
  product: Pick<TPricingProduct, 'id' | 'pricingBasis'>,
  overrides: Partial<TPricingRate> = {},
): TPricingRate {
  return {
    id: id(),
    productId: product.id,
    brandId: 1,
    roomType: product.pricingBasis === 'per_room_night' ? 'DB' : null,
    basis: product.pricingBasis,
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
    weekdayMask: ALL_WEEKDAYS_MASK,
    minStay: 1,
    costCents: 10_000,
    sellCents: 14_000,
    childCostCents: null,
    childSellCents: null,
    ...overrides,
  };
}

export function buildAvailability(
  product: Pick<TPricingProduct, 'id'>,
  overrides: Partial<TPricingAvailability> = {},
): TPricingAvailability {
  return {
    id: id(),
    productId: product.id,
    dateFrom: '2026-01-01',
    dateTo: '2026-12-31',
    kind: 'free_sell',
    allotment: null,
    releaseDays: null,
    hasOnRequestFallback: false,
    ...overrides,
  };
}

export function buildRule(overrides: Partial<TPricingRule> = {}): TPricingRule {
  return {
    id: id(),
    agencyId: null,
    brandId: null,
    supplierId: null,
    serviceTypeCode: null,
    validFrom: null,
    validTo: null,
    kind: 'commission_percent',
    basisPoints: 2000,
    priority: 0,
    ...overrides,
  };
}

export function buildService(
  product: Pick<TPricingProduct, 'id'>,
  overrides: Partial<TServiceLine> = {},
): TServiceLine {
  return {
    key: `line-${product.id}`,
    dayNumber: 1,
    productId: product.id,
    startDate: '2026-03-02',
    span: 1,
    ...overrides,
  };
}

/**
 * A four-night Queenstown and Fiordland package: two nights in Queenstown, one in Te Anau (no
 * deluxe option there), one back in Queenstown; a two-day car hire from day 3 to day 5.
 */
export const FIXTURE_PACKAGE: TPackage = {
  id: 77,
  code: 'ZQN-FIORD-4',
  brandId: 1,
  name: 'Queenstown & Fiordland Escape',
  description: '',
  startLocationId: 5,
  durationNights: 4,
  transportType: 'rental_car',
  productTariff: 'FIT 2026/27',
  status: 'published',
  days: [
    {
      dayNumber: 1,
      title: 'Arrive Queenstown',
      description: 'Private transfer to your hotel.',
      overnightLocationId: 5,
      accommodation: [
        { accommodationClass: 'standard', productId: 100 },
        { accommodationClass: 'superior', productId: 101 },
        { accommodationClass: 'deluxe', productId: 102 },
      ],
      services: [{ productId: 200, spanDays: 1, startTime: '1400', endTime: null, notes: '' }],
      drivingNotes: [],
    },
    {
      dayNumber: 2,
      title: 'Milford Sound',
      description: '',
      overnightLocationId: 5,
      accommodation: [
        { accommodationClass: 'standard', productId: 100 },
        { accommodationClass: 'superior', productId: 101 },
        { accommodationClass: 'deluxe', productId: 102 },
      ],
      services: [{ productId: 201, spanDays: 1, startTime: null, endTime: null, notes: '' }],
      drivingNotes: [],
    },
    {
      dayNumber: 3,
      title: 'Queenstown to Te Anau',
      description: '',
      overnightLocationId: 6,
      accommodation: [
        { accommodationClass: 'standard', productId: 110 },
        { accommodationClass: 'superior', productId: 111 },
      ],
      services: [{ productId: 300, spanDays: 2, startTime: '0900', endTime: null, notes: '' }],
      drivingNotes: [
        {
          fromLocationId: 5,
          toLocationId: 6,
          km: 170,
          minutes: 130,
          notes: 'Via Kingston and Lumsden.',
        },
      ],
    },
    {
      dayNumber: 4,
      title: 'Back to Queenstown',
      description: '',
      overnightLocationId: 5,
      accommodation: [
        { accommodationClass: 'standard', productId: 100 },
        { accommodationClass: 'superior', productId: 101 },
        { accommodationClass: 'deluxe', productId: 102 },
      ],
      services: [],
      drivingNotes: [{ fromLocationId: 6, toLocationId: 5, km: 170, minutes: 130, notes: '' }],
    },
    {
      dayNumber: 5,
      title: 'Depart Queenstown',
      description: '',
      overnightLocationId: null,
      accommodation: [],
      services: [{ productId: 202, spanDays: 1, startTime: '1000', endTime: null, notes: '' }],
      drivingNotes: [],
    },
  ],
};

/** Products of FIXTURE_PACKAGE, with year-round rates for brand 1 and free sell. */
export function buildFixtureCatalogue() {
  const hotels = [100, 101, 102, 110, 111].map((productId, index) =>
    buildProduct({ id: productId, supplierId: 10 + index, name: `Hotel ${productId}` }),
  );
  const transferIn = buildProduct({
    id: 200,
    serviceTypeCode: 'TR',
    pricingBasis: 'per_unit',
    capacity: 4,
    supplierId: 20,
  });
  const milford = buildProduct({
    id: 201,
    serviceTypeCode: 'IT',
    pricingBasis: 'per_person',
    supplierId: 21,
    startTime: '0715',
  });
  const transferOut = buildProduct({
    id: 202,
    serviceTypeCode: 'TR',
    pricingBasis: 'per_unit',
    capacity: 4,
    supplierId: 20,
  });
  const car = buildProduct({
    id: 300,
    serviceTypeCode: 'RC',
    pricingBasis: 'per_vehicle_day',
    capacity: 5,
    supplierId: 30,
  });
  const products = [...hotels, transferIn, milford, transferOut, car];
  const rates = [
    ...hotels.flatMap((hotel, index) =>
      (['DB', 'SG', 'TW'] as const).map((roomType) =>
        buildRate(hotel, {
          roomType,
          costCents: 15_000 + index * 5_000,
          sellCents: 20_000 + index * 6_000,
        }),
      ),
    ),
    buildRate(transferIn, { costCents: 9_000, sellCents: 12_000 }),
    buildRate(milford, { costCents: 16_000, sellCents: 22_900 }),
    buildRate(transferOut, { costCents: 9_000, sellCents: 12_000 }),
    buildRate(car, { costCents: 7_000, sellCents: 9_900 }),
  ];
  const availability = products.map((product) => buildAvailability(product));
  return { products, rates, availability };
}
