import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productAvailability } from '../src/db/schema/catalogue-availability';
import { markupRules } from '../src/db/schema/catalogue-markup-rules';
import { findPricingAvailability } from '../src/modules/catalogue/availability.repository';
import { findPricingProducts } from '../src/modules/catalogue/products.repository';
import { findPricingRules } from '../src/modules/pricing/markup-rules.repository';
import {
  findPricingInputs,
  type TPricingInputsQuery,
} from '../src/modules/pricing/pricing.repository';
import { findPricingRates } from '../src/modules/rates/rates.repository';
import { buildTestApp, type TTestApp } from './build-test-app';
import { buildAllotment, buildProduct, buildRate } from './catalogue-factories';
import { buildAgency, buildSupplier } from './factories';

/**
 * findPricingInputs reads in one statement what the four single-purpose repository functions read
 * separately; these cases hold the two equal, so the price endpoint and the features that use the
 * single reads (file repricing, product search) never disagree.
 */

let t: TTestApp;
let agencyId: number;
let otherAgencyId: number;
let hotelId: number;
let tourId: number;
let untouchedId: number;

beforeAll(async () => {
  t = await buildTestApp();
  agencyId = (await buildAgency(t)).id;
  otherAgencyId = (await buildAgency(t, { brandId: 2 })).id;
  const supplier = await buildSupplier(t);
  const hotel = await buildProduct(t, { supplierId: supplier.id });
  const tour = await buildProduct(t, {
    serviceTypeCode: 'AT',
    accommodationClass: null,
    roomTypes: [],
    pricingBasis: 'per_person',
    startTime: '0900',
    endTime: '1200',
    infantMaxAge: 1,
    childMaxAge: 11,
  });
  const untouched = await buildProduct(t);
  hotelId = hotel.id;
  tourId = tour.id;
  untouchedId = untouched.id;

  // Rates: a season, a special inside it, one ending before and one starting after the span, the
  // other market, and a product outside the request.
  await buildRate(t, hotel, { validFrom: '2030-01-01', validTo: '2030-12-31' });
  await buildRate(t, hotel, { roomType: 'SG', validFrom: '2030-07-02', validTo: '2030-07-03' });
  await buildRate(t, hotel, { validFrom: '2029-01-01', validTo: '2030-06-30' });
  await buildRate(t, hotel, { validFrom: '2030-07-05', validTo: '2030-08-31' });
  await buildRate(t, hotel, { brandId: 2, validFrom: '2030-01-01', validTo: '2030-12-31' });
  await buildRate(t, tour, {
    validFrom: '2030-07-01',
    validTo: '2030-07-31',
    weekdayMask: 0b0011111,
    minStay: 2,
    childCostCents: 5_000,
    childSellCents: 7_000,
  });
  await buildRate(t, untouched, { validFrom: '2030-01-01', validTo: '2030-12-31' });

  // Availability: general allotments with units booked, this agency's split on one date, another
  // agency's split, a stop sell and a free sell day, and a date outside the span.
  await buildAllotment(t, hotelId, ['2030-07-01', '2030-07-02', '2030-07-03'], 5, {
    releaseDays: 14,
  });
  await t.db.insert(productAvailability).values([
    { productId: hotelId, date: '2030-07-04', kind: 'allotment', allotment: 2, allotmentUsed: 2 },
    { productId: hotelId, date: '2030-07-06', kind: 'free_sell' },
    { productId: tourId, date: '2030-07-02', kind: 'stop_sell' },
    {
      productId: tourId,
      date: '2030-07-03',
      kind: 'on_request',
      hasOnRequestFallback: false,
    },
  ]);
  await buildAllotment(t, hotelId, ['2030-07-02'], 3, { agencyId, releaseDays: 7 });
  await buildAllotment(t, hotelId, ['2030-07-03'], 4, { agencyId: otherAgencyId });

  // Rules: any market, each market, this agency, another agency, a supplier and a dated one.
  await t.db.insert(markupRules).values([
    { name: 'Everyone', kind: 'commission_percent', basisPoints: 1000 },
    { name: 'NZ', brandId: 1, kind: 'commission_percent', basisPoints: 1500 },
    { name: 'AU', brandId: 2, kind: 'commission_percent', basisPoints: 1200 },
    { name: 'Agency', agencyId, kind: 'commission_percent', basisPoints: 2000, priority: 5 },
    { name: 'Other agency', agencyId: otherAgencyId, kind: 'markup_percent', basisPoints: 2500 },
    {
      name: 'Supplier summer',
      supplierId: supplier.id,
      serviceTypeCode: 'AC',
      validFrom: '2030-06-01',
      validTo: '2030-08-31',
      kind: 'markup_percent',
      basisPoints: 1800,
    },
  ]);
});
afterAll(() => t.close());

const byId = <T extends { id: number }>(rows: readonly T[]) =>
  [...rows].sort((a, b) => a.id - b.id);

async function separateReads(query: TPricingInputsQuery) {
  const [products, rates, availability, rules] = await Promise.all([
    findPricingProducts(t.db, query.productIds),
    findPricingRates(t.db, query.productIds, query.brandId, query.from, query.to),
    findPricingAvailability(t.db, query.productIds, query.from, query.to, query.agencyId),
    findPricingRules(t.db, query.brandId, query.agencyId),
  ]);
  return {
    products: byId(products).map((product) => ({
      id: product.id,
      supplierId: product.supplierId,
      serviceTypeCode: product.serviceTypeCode,
      name: product.name,
      pricingBasis: product.pricingBasis,
      capacity: product.capacity,
      startTime: product.startTime,
      endTime: product.endTime,
      infantMaxAge: product.infantMaxAge,
      childMaxAge: product.childMaxAge,
      countryCode: product.countryCode,
    })),
    rates: byId(rates),
    availability: byId(availability),
    rules: byId(rules).map(({ name: _name, supplierName: _supplierName, ...rule }) => rule),
  };
}

async function oneStatement(query: TPricingInputsQuery) {
  const inputs = await findPricingInputs(t.db, query);
  return {
    products: byId(inputs.products),
    rates: byId(inputs.rates),
    availability: byId(inputs.availability),
    rules: byId(inputs.rules),
  };
}

describe('findPricingInputs', () => {
  const span = { from: '2030-07-01', to: '2030-07-04' };

  it.each([
    ['the agency-less view in the NZ market', 1, (): number | null => null],
    ['an agency with its own split in the NZ market', 1, (): number | null => agencyId],
    ['another agency in the AU market', 2, (): number | null => otherAgencyId],
  ] as const)('reads what the separate reads do: %s', async (_name, brandId, agency) => {
    const query = { productIds: [hotelId, tourId, hotelId], brandId, ...span, agencyId: agency() };
    const expected = await separateReads(query);
    expect(expected.rates.length).toBeGreaterThan(0);
    expect(expected.availability.length).toBeGreaterThan(0);
    expect(await oneStatement(query)).toEqual(expected);
  });

  it("takes the agency's own split on a date and the general record on the others", async () => {
    const { availability } = await findPricingInputs(t.db, {
      productIds: [hotelId],
      brandId: 1,
      ...span,
      agencyId,
    });
    const hotelDays = Object.fromEntries(
      availability.map((record) => [record.dateFrom, [record.allotment, record.releaseDays]]),
    );
    expect(hotelDays).toEqual({
      '2030-07-01': [5, 14],
      '2030-07-02': [3, 7],
      '2030-07-03': [5, 14],
      '2030-07-04': [0, null],
    });
    expect(availability.every((record) => record.dateFrom === record.dateTo)).toBe(true);
  });

  it('leaves out products, rates and dates outside the request', async () => {
    const inputs = await findPricingInputs(t.db, {
      productIds: [tourId],
      brandId: 1,
      from: '2030-07-03',
      to: '2030-07-03',
      agencyId: null,
    });
    expect(inputs.products.map((product) => product.id)).toEqual([tourId]);
    expect(inputs.rates.map((rate) => rate.productId)).toEqual([tourId]);
    expect(inputs.availability).toEqual([
      expect.objectContaining({ productId: tourId, dateFrom: '2030-07-03', kind: 'on_request' }),
    ]);
    expect(inputs.rates.some((rate) => rate.productId === untouchedId)).toBe(false);
  });

  it('still reads the rules when there are no products', async () => {
    const inputs = await findPricingInputs(t.db, {
      productIds: [],
      brandId: 1,
      ...span,
      agencyId,
    });
    expect(inputs.products).toEqual([]);
    expect(inputs.rates).toEqual([]);
    expect(inputs.availability).toEqual([]);
    expect(inputs.rules.map((rule) => rule.basisPoints).sort((a, b) => a - b)).toEqual([
      1000, 1500, 1800, 2000,
    ]);
  });
});
