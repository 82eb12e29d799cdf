import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TAgencyPricingRules,
  TAgentPackageSummary,
  TProductSearchResult,
  TStartLocation,
} from '@portal/shared/contracts/catalogue-api';
import { UNAUTHENTICATED_MESSAGES } from '@portal/shared/contracts/errors';
import type { TFileChangeResponse, TFileView } from '@portal/shared/contracts/files';
import type { TPaginated } from '@portal/shared/contracts/pagination';
import type {
  TAgentPricedQuote,
  TPriceRequest,
  TPricedQuote,
  TRoomRequest,
} from '@portal/shared/contracts/pricing';
import { gstSplitOf } from '@portal/shared/domain/margin';
import { pricePackage, toAgentPricedQuote } from '@portal/shared/domain/pricing/price-package';
import type { TAgencyPricingModel } from '@portal/shared/domain/pricing/price-services';
import {
  buildDemoCatalogue,
  indexDemoCatalogue,
} from '../src/db/demo-catalogue/build-demo-catalogue';
import { DEMO_TOURS } from '../src/db/demo-tours';
import { rates } from '../src/db/schema/catalogue-rates';
import { products } from '../src/db/schema/catalogue-products';
import { DEMO_PASSWORD } from '../src/db/seed';
import { seedDemoCatalogue } from '../src/db/seed-demo-catalogue';
import { reserveAllotment } from '../src/modules/catalogue/availability.repository';
import { buildTestApp, createTestClock, type TestClient, type TTestApp } from './build-test-app';
import { buildAreaOnlyRole } from './catalogue-factories';
import { buildAgency, buildAgent } from './factories';

/** The operator's "today" for the whole file: the demo catalogue starts here, 18 months of rates. */
const TODAY = '2030-02-01';
const indexed = indexDemoCatalogue(buildDemoCatalogue(TODAY));

let t: TTestApp;
let nzAgent: TestClient;
let auAgent: TestClient;
let admin: TestClient;
const packageIds = new Map<string, number>();

beforeAll(async () => {
  // Midday in Auckland on TODAY, so the operator's date is TODAY.
  const clock = createTestClock(new Date(`${TODAY}T00:00:00Z`));
  t = await buildTestApp({ clock, seed: 'demo' });
  nzAgent = await t.signIn('nz.agent', 'agent', DEMO_PASSWORD);
  auAgent = await t.signIn('au.agent', 'agent', DEMO_PASSWORD);
  admin = await t.signIn('admin', 'admin', DEMO_PASSWORD);
  const list = await admin.get('/api/admin/packages?per_page=100');
  for (const pkg of list.json<TPaginated<{ id: number; code: string }>>().data) {
    packageIds.set(pkg.code, pkg.id);
  }
});
afterAll(() => t.close());

function packageId(code: string): number {
  const id = packageIds.get(code);
  if (id === undefined) throw new Error(`No package ${code}`);
  return id;
}

function agencyModel(name: string): TAgencyPricingModel {
  const agency = indexed.agencies.find((row) => row.name === name);
  if (!agency) throw new Error(`No demo agency ${name}`);
  return { id: agency.id, pricingModel: agency.pricingModel, commissionBasisPoints: 0 };
}

/** The same pricing done by the pure engine straight from the demo data, without a database. */
function expectedQuote(
  code: string,
  request: {
    travelDate: string;
    accommodationClass: TPriceRequest['accommodationClass'];
    rooms: readonly TRoomRequest[];
  },
  agency: TAgencyPricingModel,
): TPricedQuote {
  const pkg = indexed.packages.find((row) => row.code === code);
  if (!pkg) throw new Error(`No demo package ${code}`);
  return pricePackage({
    pkg,
    ...request,
    agency,
    products: indexed.products,
    rates: indexed.rates,
    availability: indexed.availability,
    rules: indexed.markupRules,
    today: TODAY,
  });
}

/** Supplier ids differ between the demo index and the database (the foundation seed made three). */
function withoutSupplierIds<T extends { days: { lines: { supplierId: number }[] }[] }>(quote: T) {
  return {
    ...quote,
    days: quote.days.map((day) => ({
      ...day,
      lines: day.lines.map(({ supplierId: _supplierId, ...line }) => line),
    })),
  };
}

function lineOf(quote: { days: { lines: { key: string }[] }[] }, productCode: string) {
  const product = indexed.products.find((row) => row.code === productCode);
  const line = quote.days
    .flatMap((day) => day.lines)
    .find((candidate) => product && candidate.key.endsWith(`-p${product.id}`));
  if (!line) throw new Error(`No line for ${productCode}`);
  return line as TPricedQuote['days'][number]['lines'][number];
}

const TWO_ROOMS = [
  { roomType: 'DB', adults: 2, children: 0 },
  { roomType: 'SG', adults: 1, children: 0 },
] as const;

describe('the demo catalogue seed', () => {
  it('loads the whole demo catalogue once', async () => {
    const [productTotal] = await t.db.select({ total: count() }).from(products);
    const [rateTotal] = await t.db.select({ total: count() }).from(rates);
    // Each demo tour adds the hidden product its bookings point at (decision 011).
    expect(productTotal?.total).toBe(indexed.products.length + DEMO_TOURS.length);
    expect(rateTotal?.total).toBe(indexed.rates.length);
    expect(packageIds.size).toBe(indexed.packages.length);
    expect(await seedDemoCatalogue(t.db, TODAY)).toEqual({ seeded: false });
    const [again] = await t.db.select({ total: count() }).from(rates);
    expect(again?.total).toBe(indexed.rates.length);
  });
});

describe('POST /api/quotes/price', () => {
  it('prices a NZ package for a gross agency in NZD with 15% GST, without cost', async () => {
    const request = {
      travelDate: '2030-03-04',
      accommodationClass: 'superior',
      rooms: TWO_ROOMS,
    } as const;
    const response = await nzAgent.post('/api/quotes/price', {
      packageId: packageId('NZ-NIE-7'),
      ...request,
    });
    expect(response.statusCode, response.body).toBe(200);
    const quote = response.json<TAgentPricedQuote>();
    const expected = toAgentPricedQuote(
      expectedQuote('NZ-NIE-7', request, agencyModel('Kiwi Horizons Travel')),
    );
    expect(withoutSupplierIds(quote)).toEqual(withoutSupplierIds(expected));

    expect(quote).toMatchObject({ currency: 'NZD', gstPercent: 15, pricingModel: 'gross' });
    expect(quote.totals.sellCents).toBeGreaterThan(0);
    expect(quote.totals.gstCents).toBe(Math.round((quote.totals.sellCents * 15) / 115));
    expect(quote.totals.netCents).toBe(quote.totals.sellCents - quote.totals.commissionCents);
    expect(response.body).not.toMatch(/costCents|marginCents|appliedRule|charges|rateId/);

    // The hotel holds an allotment (released 14 days out): bookable from it a month ahead.
    expect(lineOf(quote, 'HARBAKL-SUP').status).toBe('Allotment');
    // The agency's own 20% outranks every market rule, the rental cars' 10% too (docs/pricing.md).
    const hotel = lineOf(quote, 'HARBAKL-SUP');
    expect(hotel.commissionCents).toBe(Math.round(hotel.sellCents * 0.2));
    const car = lineOf(quote, 'TASCAR-AKL-SUV');
    expect(car.commissionCents).toBe(Math.round(car.sellCents * 0.2));
  });

  it('prices an AU package for a net agency in AUD with 10% GST', async () => {
    const request = {
      travelDate: '2030-04-07',
      accommodationClass: 'standard',
      rooms: TWO_ROOMS,
    } as const;
    const response = await auAgent.post('/api/quotes/price', {
      packageId: packageId('AU-RRF-6'),
      ...request,
    });
    expect(response.statusCode, response.body).toBe(200);
    const quote = response.json<TAgentPricedQuote>();
    const expected = toAgentPricedQuote(
      expectedQuote('AU-RRF-6', request, agencyModel('Southern Cross Journeys')),
    );
    expect(withoutSupplierIds(quote)).toEqual(withoutSupplierIds(expected));
    expect(quote).toMatchObject({ currency: 'AUD', gstPercent: 10, pricingModel: 'net' });
    expect(quote.totals.commissionCents).toBe(0);
    expect(quote.totals.gstCents).toBe(Math.round((quote.totals.sellCents * 10) / 110));
  });

  it('gives an admin the full view: cost, margin, charges and the rule that priced each line', async () => {
    const request = {
      travelDate: '2030-03-04',
      accommodationClass: 'superior',
      rooms: TWO_ROOMS,
    } as const;
    const response = await admin.post('/api/quotes/price', {
      packageId: packageId('NZ-NIE-7'),
      ...request,
    });
    expect(response.statusCode, response.body).toBe(200);
    const quote = response.json<TPricedQuote>();
    const expected = expectedQuote('NZ-NIE-7', request, {
      id: null,
      pricingModel: 'gross',
      commissionBasisPoints: 0,
    });
    expect(quote.totals).toEqual(expected.totals);
    // Without GST: each line's net less cost with the GST out of both, summed (docs/tax.md).
    const lines = quote.days.flatMap((day) => day.lines).filter((line) => !line.missingRate);
    expect(quote.totals.marginExGstCents).toBe(
      lines.reduce((sum, line) => sum + gstSplitOf(line, 15).marginExGstCents, 0),
    );
    expect(quote.totals.marginExGstCents).toBeLessThan(
      quote.totals.netCents - quote.totals.costCents,
    );
    const hotel = lineOf(quote, 'HARBAKL-SUP');
    expect(hotel.costCents).toBeGreaterThan(0);
    expect(hotel.charges.length).toBeGreaterThan(0);
    // Without an agency the market default prices the hotel.
    expect(hotel.appliedRules).toEqual([
      expect.objectContaining({ kind: 'commission_percent', basisPoints: 1500 }),
    ]);
    for (const line of quote.days.flatMap((day) => day.lines)) {
      expect(line.appliedRuleIds, line.key).toHaveLength(1);
    }
  });

  it('prices a stay across a season change night by night, as the engine does', async () => {
    // Check in on 27 February for two nights: one night at February's rate, one at March's.
    const request = {
      travelDate: '2030-02-27',
      accommodationClass: 'standard',
      rooms: TWO_ROOMS,
    } as const;
    const response = await admin.post('/api/quotes/price', {
      packageId: packageId('NZ-RGB-3'),
      ...request,
    });
    expect(response.statusCode, response.body).toBe(200);
    const quote = response.json<TPricedQuote>();
    const expected = expectedQuote('NZ-RGB-3', request, {
      id: null,
      pricingModel: 'gross',
      commissionBasisPoints: 0,
    });
    expect(withoutSupplierIds(quote)).toEqual(withoutSupplierIds(expected));
    const stay = lineOf(quote, 'GEYMROT-STD');
    expect(stay.missingRate).toBe(false);
    expect(new Set(stay.charges.map((charge) => charge.rateId)).size).toBeGreaterThan(2);
  });

  it('shows a service without a rate on the date as a red line, left out of the totals', async () => {
    // Day 3 of the South Island package is the whale cruise, which does not sail 1-21 June.
    const request = {
      travelDate: '2030-06-08',
      accommodationClass: 'standard',
      rooms: TWO_ROOMS,
    } as const;
    const response = await nzAgent.post('/api/quotes/price', {
      packageId: packageId('NZ-SIH-10'),
      ...request,
    });
    expect(response.statusCode, response.body).toBe(200);
    const quote = response.json<TAgentPricedQuote>();
    const whale = lineOf(quote, 'KAIWHL-WHALE');
    expect(whale).toMatchObject({
      missingRate: true,
      missingRateDates: ['2030-06-10'],
      sellCents: 0,
      netCents: 0,
    });
    expect(quote.flags.hasMissingRates).toBe(true);
    expect(quote.totals.excludedLineCount).toBe(1);
    const expected = toAgentPricedQuote(
      expectedQuote('NZ-SIH-10', request, agencyModel('Kiwi Horizons Travel')),
    );
    expect(quote.totals).toEqual(expected.totals);
  });

  it('marks dates inside the release period On Request and a Christmas stop sell Unavailable', async () => {
    const soon = await nzAgent.post('/api/quotes/price', {
      packageId: packageId('NZ-NIE-7'),
      travelDate: '2030-02-05',
      accommodationClass: 'superior',
      rooms: TWO_ROOMS,
    });
    expect(lineOf(soon.json<TAgentPricedQuote>(), 'HARBAKL-SUP').status).toBe('On Request');

    // Day 4 (the jet boat) falls on Christmas Day, when it does not run.
    const christmas = await nzAgent.post('/api/quotes/price', {
      packageId: packageId('NZ-NIE-7'),
      travelDate: '2030-12-22',
      accommodationClass: 'standard',
      rooms: TWO_ROOMS,
    });
    const quote = christmas.json<TAgentPricedQuote>();
    expect(lineOf(quote, 'TUOJET-TUO-JET').status).toBe('Unavailable');
    expect(quote.flags.hasUnavailable).toBe(true);
  });

  it('turns an allotment with no units left into On Request (the hotel takes requests)', async () => {
    const hotel = indexed.products.find((row) => row.code === 'HARBAKL-DLX');
    if (!hotel) throw new Error('no HARBAKL-DLX');
    await t.db.transaction((tx) => reserveAllotment(tx, hotel.id, ['2030-03-11'], 2, null));
    const response = await nzAgent.post('/api/quotes/price', {
      packageId: packageId('NZ-NIE-7'),
      travelDate: '2030-03-11',
      accommodationClass: 'deluxe',
      rooms: [{ roomType: 'DB', adults: 2 }],
    });
    expect(lineOf(response.json<TAgentPricedQuote>(), 'HARBAKL-DLX').status).toBe('On Request');
  });

  it('keeps agents to published packages of their own market; admins price test packages', async () => {
    const body = { travelDate: '2030-03-04', accommodationClass: 'standard', rooms: TWO_ROOMS };
    const otherMarket = await nzAgent.post('/api/quotes/price', {
      ...body,
      packageId: packageId('AU-RRF-6'),
    });
    expect(otherMarket.statusCode).toBe(404);
    const testPackage = await nzAgent.post('/api/quotes/price', {
      ...body,
      packageId: packageId('NZ-SSR-4'),
    });
    expect(testPackage.statusCode).toBe(404);
    const asAdmin = await admin.post('/api/quotes/price', {
      ...body,
      packageId: packageId('NZ-SSR-4'),
    });
    expect(asAdmin.statusCode).toBe(200);
  });

  it('refuses anonymous callers, suppliers and agents without quotes.price', async () => {
    const body = {
      packageId: packageId('NZ-NIE-7'),
      travelDate: '2030-03-04',
      accommodationClass: 'standard',
      rooms: TWO_ROOMS,
    };
    const anonymous = await t.client().post('/api/quotes/price', body);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ message: UNAUTHENTICATED_MESSAGES.agent });

    const supplier = await t.signIn('supplier.hotel', 'supplier', DEMO_PASSWORD);
    const asSupplier = await supplier.post('/api/quotes/price', body);
    expect(asSupplier.statusCode).toBe(403);
    // Refused before the body is looked at.
    expect((await supplier.post('/api/quotes/price', {})).statusCode).toBe(403);

    const limited = await buildAgent(t, { roles: [await buildAreaOnlyRole(t, 'agent')] });
    const noPermission = await (
      await t.signIn(limited.username, 'agent')
    ).post('/api/quotes/price', body);
    expect(noPermission.statusCode).toBe(403);
  });

  it('answers 422 with field errors for a bad price request', async () => {
    const response = await nzAgent.post('/api/quotes/price', {
      packageId: packageId('NZ-NIE-7'),
      travelDate: '2030-02-30',
      accommodationClass: 'luxury',
      rooms: [{ roomType: 'DB', adults: 3 }],
    });
    expect(response.statusCode).toBe(422);
    const { errors } = response.json<{ errors: Record<string, string[]> }>();
    expect(Object.keys(errors).sort()).toEqual([
      'accommodationClass',
      'rooms.0.adults',
      'travelDate',
    ]);
    expect(errors['rooms.0.adults']).toEqual(['A DB room sleeps at most 2 adults']);
  });

  it('refuses a room its guests do not fit, with a field error, when a quote is saved', async () => {
    const response = await nzAgent.post('/api/app/files/custom', {
      travelDate: '2030-05-04',
      nights: 2,
      rooms: [
        { roomType: 'DB', adults: 2, children: 1 },
        { roomType: 'SG', adults: 1, children: 3 },
      ],
      bookingName: 'Too many in the single',
    });
    expect(response.statusCode).toBe(422);
    const { errors } = response.json<{ errors: Record<string, string[]> }>();
    expect(errors).toEqual({ 'rooms.1.children': ['A SG room takes at most 1 child'] });
  });
});

describe('child ages (docs/pricing.md, "Child ages")', () => {
  // A published NZ package with a per person service priced by the demo's bands (infant 1, child 11).
  const banded = (() => {
    for (const pkg of indexed.packages) {
      if (pkg.brandId !== 1 || pkg.status !== 'published') continue;
      for (const day of pkg.days) {
        for (const service of day.services) {
          const product = indexed.products.find((row) => row.id === service.productId);
          if (product?.pricingBasis === 'per_person' && product.childMaxAge === 11) {
            return { pkg, product };
          }
        }
      }
    }
    throw new Error('No demo package with a banded per person service');
  })();
  const request = (rooms: readonly TRoomRequest[]) => ({
    travelDate: '2030-03-04',
    accommodationClass: 'standard' as const,
    rooms,
  });

  async function bandedLine(rooms: readonly TRoomRequest[]) {
    const response = await nzAgent.post('/api/quotes/price', {
      packageId: packageId(banded.pkg.code),
      ...request(rooms),
    });
    expect(response.statusCode, response.body).toBe(200);
    const quote = response.json<TAgentPricedQuote>();
    const expected = toAgentPricedQuote(
      expectedQuote(banded.pkg.code, request(rooms), agencyModel('Kiwi Horizons Travel')),
    );
    // The product's bands reach the engine from the database as from the demo data.
    expect(withoutSupplierIds(quote)).toEqual(withoutSupplierIds(expected));
    const line = lineOf(quote, banded.product.code);
    expect(line.missingRate).toBe(false);
    return line;
  }

  it('prices a 5-year-old at the child price, a 13-year-old as an adult, a 1-year-old free', async () => {
    const noAges = await bandedLine([{ roomType: 'DB', adults: 2, children: 2 }]);
    const fiveAndThirteen = await bandedLine([
      { roomType: 'DB', adults: 2, children: 2, childAges: [5, 13] },
    ]);
    const oneAndFive = await bandedLine([
      { roomType: 'DB', adults: 2, children: 2, childAges: [1, 5] },
    ]);
    const adultsOnly = await bandedLine([{ roomType: 'DB', adults: 2, children: 0 }]);
    const adult = adultsOnly.sellCents / 2;
    const child = noAges.sellCents - adultsOnly.sellCents;
    expect(child / 2).toBeLessThan(adult);
    expect(fiveAndThirteen.sellCents).toBe(3 * adult + child / 2);
    expect(oneAndFive.sellCents).toBe(2 * adult + child / 2);
    // Everyone still travels: the line is for four people.
    expect(oneAndFive.quantity).toBe(4);
  });

  it('answers a field error when the ages do not match the children', async () => {
    const response = await nzAgent.post('/api/quotes/price', {
      packageId: packageId(banded.pkg.code),
      ...request([{ roomType: 'DB', adults: 2, children: 2, childAges: [5] }]),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      'rooms.0.childAges': ['One age for each child: 2 children, 1 age given'],
    });
  });

  it('saves the ages with the quote, and a child guest’s date of birth prices it on the day', async () => {
    const quoted = await bandedLine([{ roomType: 'DB', adults: 2, children: 1, childAges: [13] }]);
    const saved = await nzAgent.post('/api/app/files', {
      packageId: packageId(banded.pkg.code),
      ...request([{ roomType: 'DB', adults: 2, children: 1, childAges: [13] }]),
      bookingName: 'Teenager at adult prices',
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const file = saved.json<TFileView>();
    expect(file.rooms[0]?.childAges).toEqual([13]);
    const fileLine = file.days
      .flatMap((day) => day.lines)
      .find((line) => line.productId === banded.product.id);
    expect(fileLine?.sellCents).toBe(quoted.sellCents);

    // The child's date of birth says 5 on the travel date: it wins over the age first given.
    const changed = await nzAgent.patch(`/api/app/files/${file.reference}`, {
      rooms: [
        {
          roomType: 'DB',
          adults: 2,
          children: 1,
          childAges: [13],
          guests: [{ fullName: 'Mia Walker', isChild: true, dateOfBirth: '2024-06-01' }],
        },
      ],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const repriced = changed.json<TFileChangeResponse>().file;
    const childPriced = await bandedLine([
      { roomType: 'DB', adults: 2, children: 1, childAges: [5] },
    ]);
    expect(
      repriced.days.flatMap((day) => day.lines).find((line) => line.productId === banded.product.id)
        ?.sellCents,
    ).toBe(childPriced.sellCents);
  });
});

describe('POST /api/admin/packages/:id/test-price', () => {
  it('prices as a chosen agency, with its rules', async () => {
    const [agency] = indexed.agencies.filter((row) => row.name === 'Kiwi Horizons Travel');
    const { agencies } = await import('../src/db/schema/agencies');
    const [dbAgency] = await t.db
      .select({ id: agencies.id })
      .from(agencies)
      .where(eq(agencies.name, agency?.name ?? ''));
    const response = await admin.post(`/api/admin/packages/${packageId('NZ-QMP-5')}/test-price`, {
      travelDate: '2030-03-04',
      accommodationClass: 'standard',
      rooms: TWO_ROOMS,
      agencyId: dbAgency?.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    const quote = response.json<TPricedQuote>();
    const hotel = lineOf(quote, 'SHOTZQN-STD');
    expect(hotel.appliedRules).toEqual([expect.objectContaining({ basisPoints: 2000 })]);
    expect(quote.totals.costCents).toBeGreaterThan(0);

    const wrongMarket = await admin.post(
      `/api/admin/packages/${packageId('NZ-QMP-5')}/test-price`,
      {
        travelDate: '2030-03-04',
        accommodationClass: 'standard',
        rooms: TWO_ROOMS,
        agencyId: (dbAgency?.id ?? 0) + 1,
      },
    );
    expect(wrongMarket.statusCode).toBe(422);
  });
});

describe("a gross agency's contracted commission (docs/pricing.md)", () => {
  async function testPrice(agencyId: number): Promise<TPricedQuote> {
    const response = await admin.post(`/api/admin/packages/${packageId('NZ-NIE-7')}/test-price`, {
      travelDate: '2030-03-04',
      accommodationClass: 'superior',
      rooms: TWO_ROOMS,
      agencyId,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TPricedQuote>();
  }

  it('prices every line at the contract, outranking the market rules and saying so', async () => {
    const contracted = await buildAgency(t, { brandId: 1, commissionBasisPoints: 1_200 });
    const quote = await testPrice(contracted.id);
    const car = lineOf(quote, 'TASCAR-AKL-SUV');
    const hotel = lineOf(quote, 'HARBAKL-SUP');
    for (const line of [car, hotel]) {
      expect(line.appliedRules).toEqual([
        { id: null, source: 'agency-contract', kind: 'commission_percent', basisPoints: 1_200 },
      ]);
      expect(line.appliedRuleIds).toEqual([]);
      expect(line.commissionCents).toBe(Math.round(line.sellCents * 0.12));
    }

    // Without a contract the market's rules decide: 10% on the car, the market's 15% elsewhere.
    const uncontracted = await buildAgency(t, { brandId: 1 });
    const market = await testPrice(uncontracted.id);
    expect(lineOf(market, 'TASCAR-AKL-SUV').appliedRules).toEqual([
      expect.objectContaining({ source: 'market-rule', basisPoints: 1_000 }),
    ]);
    expect(lineOf(market, 'HARBAKL-SUP').appliedRules).toEqual([
      expect.objectContaining({ source: 'market-rule', basisPoints: 1_500 }),
    ]);
  });
});

describe('agent catalogue endpoints', () => {
  it('lists the published packages of the agent’s market with filters and classes', async () => {
    const all = (await nzAgent.get('/api/app/packages?per_page=50')).json<
      TPaginated<TAgentPackageSummary>
    >();
    const expected = indexed.packages
      .filter((pkg) => pkg.brandId === 1 && pkg.status === 'published')
      .map((pkg) => pkg.code)
      .sort();
    expect(all.data.map((pkg) => pkg.code).sort()).toEqual(expected);
    expect(all.data.every((pkg) => pkg.accommodationClasses.length === 3)).toBe(true);

    const cars = (
      await nzAgent.get('/api/app/packages?transportType=rental_car&durationNights=7')
    ).json<TPaginated<TAgentPackageSummary>>();
    expect(cars.data.map((pkg) => pkg.code)).toEqual(['NZ-NIE-7']);
    expect(cars.data[0]?.startLocationName).toBe('Auckland');

    const au = (await auAgent.get('/api/app/packages?per_page=50')).json<
      TPaginated<TAgentPackageSummary>
    >();
    expect(au.data.every((pkg) => pkg.brandId === 2)).toBe(true);
  });

  it('lists the start locations of those packages', async () => {
    const response = (await nzAgent.get('/api/app/locations')).json<{ data: TStartLocation[] }>();
    const codes = new Set(
      indexed.packages
        .filter((pkg) => pkg.brandId === 1 && pkg.status === 'published')
        .map((pkg) => indexed.locations.find((place) => place.id === pkg.startLocationId)?.code),
    );
    expect(response.data.map((place) => place.code).sort()).toEqual([...codes].sort());
  });

  it('searches products with a from price in the agent’s currency and the date’s status', async () => {
    const nz = (await nzAgent.get('/api/app/products/search?q=harbourview&date=2030-03-04')).json<
      TPaginated<TProductSearchResult>
    >();
    const superior = nz.data.find((row) => row.code === 'HARBAKL-SUP');
    expect(superior).toMatchObject({ currency: 'NZD', hasRate: true, status: 'Allotment' });
    expect(superior?.fromSellCents).toBeGreaterThan(0);
    expect(JSON.stringify(nz)).not.toMatch(/costCents/);

    const au = (await auAgent.get('/api/app/products/search?q=HARBAKL-SUP&date=2030-03-04')).json<
      TPaginated<TProductSearchResult>
    >();
    expect(au.data[0]).toMatchObject({ code: 'HARBAKL-SUP', currency: 'AUD' });

    const whale = (
      await nzAgent.get('/api/app/products/search?q=KAIWHL-WHALE&date=2030-06-10')
    ).json<TPaginated<TProductSearchResult>>();
    expect(whale.data[0]).toMatchObject({ hasRate: false, fromSellCents: null });

    const transfers = (
      await nzAgent.get('/api/app/products/search?serviceType=TR&per_page=100')
    ).json<TPaginated<TProductSearchResult>>();
    expect(transfers.data.length).toBeGreaterThan(0);
    expect(transfers.data.every((row) => row.serviceTypeCode === 'TR' && row.status === null)).toBe(
      true,
    );
  });

  it('shows an agency the rules that apply to it, best first', async () => {
    const rules = (await nzAgent.get('/api/app/pricing-rules')).json<TAgencyPricingRules>();
    expect(rules).toMatchObject({
      agencyName: 'Kiwi Horizons Travel',
      brandId: 1,
      pricingModel: 'gross',
    });
    expect(rules.rules.every((rule) => rule.kind === 'commission_percent')).toBe(true);
    // The agency's own deals first, then the supplier deal (the ferries), then the market's.
    expect(rules.rules.map((rule) => [rule.basisPoints, rule.isAgencySpecific])).toEqual([
      [2500, true],
      [2000, true],
      [1000, false],
      [1000, false],
      [1500, false],
    ]);
    expect(rules.rules.map((rule) => rule.name)).toEqual([
      'Kiwi Horizons Travel: winter guided walks 25% commission',
      'Kiwi Horizons Travel: 20% commission (gross)',
      'Cook Strait Ferries: 10% commission in the NZ market',
      'Rental cars: 10% commission in the NZ market',
      'NZ market default commission 15%',
    ]);
    const au = (await auAgent.get('/api/app/pricing-rules')).json<TAgencyPricingRules>();
    expect(au.rules.every((rule) => rule.kind === 'markup_percent')).toBe(true);
    expect(au.rules.map((rule) => rule.name)).not.toContain('NZ market default commission 15%');
  });
});
