import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TRate } from '@portal/shared/contracts/catalogue';
import type { TAvailabilityCalendar } from '@portal/shared/contracts/catalogue-api';
import type { TPaginated } from '@portal/shared/contracts/pagination';
import type { TPricedLine, TPricedQuote } from '@portal/shared/contracts/pricing';
import type {
  TCreateRateProposalRequest,
  TRateProposal,
  TRateProposalDetail,
  TSupplierRateProduct,
} from '@portal/shared/contracts/rate-proposals';
import { isDateInWeekdayMask } from '@portal/shared/domain/pricing/calendar';
import { auditLog } from '../src/db/schema/audit-log';
import { productAvailability } from '../src/db/schema/catalogue-availability';
import { rates } from '../src/db/schema/catalogue-rates';
import { mailOutbox } from '../src/db/schema/mail-outbox';
import { suppliers } from '../src/db/schema/suppliers';
import { DEMO_PASSWORD } from '../src/db/seed';
import { buildTestApp, createTestClock, type TestClient, type TTestApp } from './build-test-app';
import { buildAreaOnlyRole } from './catalogue-factories';
import { buildAdmin, buildSupplierUser } from './factories';

const TODAY = '2030-02-01';
const TRAVEL_DATE = '2030-03-04';

let t: TTestApp;
let admin: TestClient;
let hotel: TestClient;
let cars: TestClient;
let hotelProduct: TSupplierRateProduct;
let carProduct: TSupplierRateProduct;
let packageId: number;

beforeAll(async () => {
  t = await buildTestApp({
    clock: createTestClock(new Date(`${TODAY}T00:00:00Z`)),
    seed: 'demo',
  });
  admin = await t.signIn('admin', 'admin', DEMO_PASSWORD);
  hotel = await t.signIn('supplier.hotel', 'supplier', DEMO_PASSWORD);
  cars = await t.signIn('supplier.cars', 'supplier', DEMO_PASSWORD);
  const hotelProducts = (await hotel.get('/api/supplier/rates/products')).json<
    TSupplierRateProduct[]
  >();
  const carProducts = (await cars.get('/api/supplier/rates/products')).json<
    TSupplierRateProduct[]
  >();
  const sup = hotelProducts.find((product) => product.code === 'HARBAKL-SUP');
  const car = carProducts[0];
  if (!sup || !car) throw new Error('demo products missing');
  hotelProduct = sup;
  carProduct = car;
  const packages = await admin.get('/api/admin/packages?per_page=100');
  const pkg = packages
    .json<TPaginated<{ id: number; code: string }>>()
    .data.find((row) => row.code === 'NZ-NIE-7');
  if (!pkg) throw new Error('demo package NZ-NIE-7 missing');
  packageId = pkg.id;
});
afterAll(() => t.close());

async function priceHotelLine(): Promise<TPricedLine> {
  const response = await admin.post('/api/quotes/price', {
    packageId,
    travelDate: TRAVEL_DATE,
    accommodationClass: 'superior',
    rooms: [{ roomType: 'DB', adults: 2, children: 0 }],
  });
  expect(response.statusCode, response.body).toBe(200);
  const line = response
    .json<TPricedQuote>()
    .days.flatMap((day) => day.lines)
    .find((candidate) => candidate.productId === hotelProduct.id);
  if (!line) throw new Error('the package has no HARBAKL-SUP line');
  return line;
}

async function hotelRates(): Promise<TRate[]> {
  const response = await hotel.get(`/api/supplier/rates/products/${hotelProduct.id}/rates`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TRate[]>();
}

/** The double-room NZ season that prices `date`. */
async function seasonOn(date: string): Promise<TRate> {
  const season = (await hotelRates()).find(
    (rate) =>
      rate.brandId === 1 &&
      rate.roomType === 'DB' &&
      rate.validFrom <= date &&
      rate.validTo >= date &&
      isDateInWeekdayMask(date, rate.weekdayMask),
  );
  if (!season) throw new Error(`no DB season on ${date}`);
  return season;
}

function rateRequest(rate: TRate, changes: Partial<TRate> = {}): TCreateRateProposalRequest {
  const { id, currency: _currency, ...fields } = { ...rate, ...changes };
  return { kind: 'rate-upsert', rateId: id, rate: fields, note: 'Winter increase' };
}

async function propose(
  client: TestClient,
  body: TCreateRateProposalRequest,
): Promise<TRateProposalDetail> {
  const response = await client.post('/api/supplier/rate-proposals', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TRateProposalDetail>();
}

function stopSell(productId: number, dateFrom: string, dateTo: string): TCreateRateProposalRequest {
  return {
    kind: 'stop-sell',
    productId,
    availability: { dateFrom, dateTo, kind: 'stop_sell' },
  };
}

describe('what a supplier sees', () => {
  it('lists only its own products, rates and availability', async () => {
    const products = (await hotel.get('/api/supplier/rates/products')).json<
      TSupplierRateProduct[]
    >();
    expect(products.length).toBeGreaterThan(0);
    expect(products.map((product) => product.id)).not.toContain(carProduct.id);
    expect((await hotelRates()).every((rate) => rate.productId === hotelProduct.id)).toBe(true);

    const calendar = await hotel.get(
      `/api/supplier/rates/products/${hotelProduct.id}/availability?from=2030-03-01&to=2030-03-31`,
    );
    expect(calendar.statusCode, calendar.body).toBe(200);
    expect(calendar.json<TAvailabilityCalendar>().days.every((day) => day.agencyId === null)).toBe(
      true,
    );

    expect(
      (await hotel.get(`/api/supplier/rates/products/${carProduct.id}/rates`)).statusCode,
    ).toBe(404);
    expect(
      (
        await hotel.get(
          `/api/supplier/rates/products/${carProduct.id}/availability?from=2030-03-01&to=2030-03-02`,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('refuses a supplier user whose role lacks the rates permission', async () => {
    const [harbakl] = await t.db.select().from(suppliers).where(eq(suppliers.code, 'HARBAKL'));
    const user = await buildSupplierUser(t, {
      supplierId: harbakl?.id,
      roles: [await buildAreaOnlyRole(t, 'supplier')],
    });
    const client = await t.signIn(user.username, 'supplier');
    expect((await client.get('/api/supplier/rates/products')).statusCode).toBe(403);
  });
});

describe('proposing', () => {
  it("cannot propose for another supplier's product or season", async () => {
    const carRates = (await cars.get(`/api/supplier/rates/products/${carProduct.id}/rates`)).json<
      TRate[]
    >();
    const carRate = carRates[0];
    if (!carRate) throw new Error('demo car product has no rates');

    const forCar = await hotel.post(
      '/api/supplier/rate-proposals',
      stopSell(carProduct.id, '2030-06-01', '2030-06-02'),
    );
    expect(forCar.statusCode).toBe(404);
    expect(
      (await hotel.post('/api/supplier/rate-proposals', rateRequest(carRate))).statusCode,
    ).toBe(404);
    expect(
      (
        await hotel.post('/api/supplier/rate-proposals', {
          kind: 'rate-delete',
          rateId: carRate.id,
        })
      ).statusCode,
    ).toBe(404);
    // A season of another product cannot be changed through one's own product either.
    expect(
      (
        await hotel.post(
          '/api/supplier/rate-proposals',
          rateRequest({ ...carRate, productId: hotelProduct.id }),
        )
      ).statusCode,
    ).toBe(404);

    // Nor read another supplier's proposal.
    const own = await propose(cars, stopSell(carProduct.id, '2030-07-01', '2030-07-01'));
    expect((await hotel.get(`/api/supplier/rate-proposals/${own.id}`)).statusCode).toBe(404);
    expect((await hotel.post(`/api/supplier/rate-proposals/${own.id}/withdraw`)).statusCode).toBe(
      404,
    );
    const list = (await hotel.get('/api/supplier/rate-proposals?per_page=100')).json<
      TPaginated<TRateProposal>
    >();
    expect(list.data.some((row) => row.id === own.id)).toBe(false);
  });

  it('answers bad input with field errors', async () => {
    const season = await seasonOn(TRAVEL_DATE);
    const backwards = await hotel.post(
      '/api/supplier/rate-proposals',
      rateRequest(season, { validFrom: '2030-05-01', validTo: '2030-04-01', sellCents: -5 }),
    );
    expect(backwards.statusCode).toBe(422);
    const errors = backwards.json<{ errors: Record<string, string[]> }>().errors;
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['rate.validTo', 'rate.sellCents']));

    const wrongKind = await hotel.post('/api/supplier/rate-proposals', {
      kind: 'allotment',
      productId: hotelProduct.id,
      availability: { dateFrom: '2030-06-01', dateTo: '2030-06-05', kind: 'stop_sell' },
    });
    expect(wrongKind.statusCode).toBe(422);
    expect(wrongKind.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty([
      'availability.kind',
    ]);

    const noUnits = await hotel.post('/api/supplier/rate-proposals', {
      kind: 'allotment',
      productId: hotelProduct.id,
      availability: { dateFrom: '2030-06-01', dateTo: '2030-06-05', kind: 'allotment' },
    });
    expect(noUnits.statusCode).toBe(422);
    expect(noUnits.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty([
      'availability.allotment',
    ]);

    // A room type the product does not sell (checked against the product, like the admin form).
    const wrongRoom = await hotel.post(
      '/api/supplier/rate-proposals',
      rateRequest(season, { roomType: 'QD' }),
    );
    expect(wrongRoom.statusCode).toBe(422);
    expect(wrongRoom.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty([
      'rate.roomType',
    ]);

    const unknownKind = await hotel.post('/api/supplier/rate-proposals', { kind: 'price-hike' });
    expect(unknownKind.statusCode).toBe(422);
  });
});

describe('reviewing', () => {
  it('approves a rate change: the catalogue, pricing, audit, mail and the supplier all see it', async () => {
    const before = await priceHotelLine();
    const season = await seasonOn(before.date);
    const proposal = await propose(
      hotel,
      rateRequest(season, {
        sellCents: season.sellCents + 5_000,
        costCents: season.costCents + 4_000,
      }),
    );
    expect(proposal).toMatchObject({ status: 'pending', kind: 'rate-upsert', rateId: season.id });
    expect(proposal.hasCurrentChanged).toBe(false);
    if (proposal.diff.type !== 'rate') throw new Error('expected a rate diff');
    expect(proposal.diff.fields.filter((field) => field.isChanged).map((f) => f.field)).toEqual([
      'costCents',
      'sellCents',
    ]);

    // Proposing changes nothing yet.
    expect((await priceHotelLine()).sellCents).toBe(before.sellCents);

    const review = await admin.get(`/api/admin/rate-proposals/${proposal.id}`);
    expect(review.statusCode).toBe(200);
    expect(review.json<TRateProposalDetail>().live).toEqual(proposal.captured);

    const approved = await admin.post(`/api/admin/rate-proposals/${proposal.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<TRateProposalDetail>()).toMatchObject({
      status: 'approved',
      reviewedBy: 'admin',
    });

    const [stored] = await t.db.select().from(rates).where(eq(rates.id, season.id));
    expect(stored?.sellCents).toBe(season.sellCents + 5_000);
    const after = await priceHotelLine();
    expect(after.sellCents).toBeGreaterThan(before.sellCents);
    expect(after.costCents).toBeGreaterThan(before.costCents);

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityType, 'rate-proposal'), eq(auditLog.entityId, String(proposal.id))),
      );
    expect(audits.map((row) => row.action)).toEqual(
      expect.arrayContaining(['rate-proposal.created', 'rate-proposal.approved']),
    );
    const mails = await t.db.select().from(mailOutbox);
    expect(
      mails.some((mail) => mail.subject === `Rate proposal #${proposal.id} approved: HARBAKL-SUP`),
    ).toBe(true);

    const mine = await hotel.get('/api/supplier/rate-proposals?status=approved');
    expect(mine.json<TPaginated<TRateProposal>>().data.map((row) => row.id)).toContain(proposal.id);
  });

  it('approves a stop-sell and pricing shows the dates unavailable', async () => {
    const line = await priceHotelLine();
    expect(line.status).not.toBe('Unavailable');
    const proposal = await propose(hotel, stopSell(hotelProduct.id, line.date, line.date));
    if (proposal.diff.type !== 'availability') throw new Error('expected an availability diff');
    expect(proposal.diff.ranges).toEqual([
      expect.objectContaining({
        dateFrom: line.date,
        dateTo: line.date,
        after: expect.objectContaining({ kind: 'stop_sell' }),
        isChanged: true,
      }),
    ]);
    const approved = await admin.post(`/api/admin/rate-proposals/${proposal.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await priceHotelLine()).status).toBe('Unavailable');

    // Lifting it reopens the date.
    const lift = await propose(hotel, {
      kind: 'stop-sell',
      productId: hotelProduct.id,
      availability: { dateFrom: line.date, dateTo: line.date, kind: 'free_sell' },
    });
    expect((await admin.post(`/api/admin/rate-proposals/${lift.id}/approve`)).statusCode).toBe(200);
    expect((await priceHotelLine()).status).toBe('Available');
  });

  it('cannot approve a proposal twice', async () => {
    const proposal = await propose(hotel, stopSell(hotelProduct.id, '2030-08-01', '2030-08-02'));
    expect((await admin.post(`/api/admin/rate-proposals/${proposal.id}/approve`)).statusCode).toBe(
      200,
    );
    const again = await admin.post(`/api/admin/rate-proposals/${proposal.id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe('This proposal is already approved.');
    expect(
      (await admin.post(`/api/admin/rate-proposals/${proposal.id}/reject`, { reason: 'late' }))
        .statusCode,
    ).toBe(409);
    expect(
      (await hotel.post(`/api/supplier/rate-proposals/${proposal.id}/withdraw`)).statusCode,
    ).toBe(409);
  });

  it('rejects with a reason and leaves the catalogue unchanged', async () => {
    const proposal = await propose(hotel, {
      kind: 'allotment',
      productId: hotelProduct.id,
      availability: {
        dateFrom: '2030-09-01',
        dateTo: '2030-09-03',
        kind: 'allotment',
        allotment: 12,
        releaseDays: 5,
      },
    });
    const before = await t.db
      .select()
      .from(productAvailability)
      .where(eq(productAvailability.productId, hotelProduct.id));

    const noReason = await admin.post(`/api/admin/rate-proposals/${proposal.id}/reject`, {
      reason: '  ',
    });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty(['reason']);

    const rejected = await admin.post(`/api/admin/rate-proposals/${proposal.id}/reject`, {
      reason: 'Contract says 10 rooms',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json<TRateProposalDetail>()).toMatchObject({
      status: 'rejected',
      reviewReason: 'Contract says 10 rooms',
    });
    const after = await t.db
      .select()
      .from(productAvailability)
      .where(eq(productAvailability.productId, hotelProduct.id));
    expect(after).toEqual(before);
    const mails = await t.db.select().from(mailOutbox);
    const mail = mails.find(
      (row) => row.subject === `Rate proposal #${proposal.id} rejected: HARBAKL-SUP`,
    );
    expect(mail?.text).toContain('Reason: Contract says 10 rooms');

    const seen = await hotel.get(`/api/supplier/rate-proposals/${proposal.id}`);
    expect(seen.json<TRateProposalDetail>().status).toBe('rejected');
  });

  it('warns when the catalogue moved since the proposal, and approval applies the proposed values', async () => {
    const season = await seasonOn('2030-04-15');
    const proposal = await propose(
      hotel,
      rateRequest(season, { sellCents: season.sellCents + 1_000 }),
    );
    // Meanwhile the operator edits the season.
    const edited = await admin.patch(`/api/admin/rates/${season.id}`, {
      sellCents: season.sellCents + 300,
      minStay: 2,
    });
    expect(edited.statusCode, edited.body).toBe(200);

    const review = (
      await admin.get(`/api/admin/rate-proposals/${proposal.id}`)
    ).json<TRateProposalDetail>();
    expect(review.hasCurrentChanged).toBe(true);
    if (review.diff.type !== 'rate') throw new Error('expected a rate diff');
    // The diff is against the live values: minStay goes back from 2 to 1.
    expect(review.diff.fields.find((field) => field.field === 'minStay')).toMatchObject({
      before: 2,
      after: season.minStay,
      isChanged: true,
    });

    expect((await admin.post(`/api/admin/rate-proposals/${proposal.id}/approve`)).statusCode).toBe(
      200,
    );
    const [stored] = await t.db.select().from(rates).where(eq(rates.id, season.id));
    expect(stored).toMatchObject({ sellCents: season.sellCents + 1_000, minStay: season.minStay });
  });

  it('lets the supplier withdraw a pending proposal, which then cannot be approved', async () => {
    const proposal = await propose(hotel, stopSell(hotelProduct.id, '2030-10-01', '2030-10-01'));
    const withdrawn = await hotel.post(`/api/supplier/rate-proposals/${proposal.id}/withdraw`);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json<TRateProposalDetail>().status).toBe('withdrawn');
    expect((await admin.post(`/api/admin/rate-proposals/${proposal.id}/approve`)).statusCode).toBe(
      409,
    );
  });

  it('approves a new season and the deletion of one', async () => {
    const season = await seasonOn(TRAVEL_DATE);
    const added = await propose(hotel, {
      kind: 'rate-upsert',
      rateId: null,
      rate: {
        productId: hotelProduct.id,
        brandId: 2,
        roomType: 'TW',
        basis: season.basis,
        validFrom: '2031-01-01',
        validTo: '2031-03-31',
        costCents: 20_000,
        sellCents: 27_000,
      },
    });
    expect((await admin.post(`/api/admin/rate-proposals/${added.id}/approve`)).statusCode).toBe(
      200,
    );
    const created = (await hotelRates()).find(
      (rate) => rate.validFrom === '2031-01-01' && rate.roomType === 'TW' && rate.brandId === 2,
    );
    expect(created).toMatchObject({ costCents: 20_000, sellCents: 27_000 });
    if (!created) return;

    const removal = await propose(hotel, { kind: 'rate-delete', rateId: created.id });
    if (removal.diff.type !== 'rate') throw new Error('expected a rate diff');
    expect(removal.diff.fields.find((field) => field.field === 'sellCents')).toMatchObject({
      before: 27_000,
      after: null,
    });
    // A second proposal for the same season, approved after the deletion, is a conflict.
    const stale = await propose(hotel, rateRequest(created, { sellCents: 28_000 }));
    expect((await admin.post(`/api/admin/rate-proposals/${removal.id}/approve`)).statusCode).toBe(
      200,
    );
    expect((await hotelRates()).some((rate) => rate.id === created.id)).toBe(false);
    const conflict = await admin.post(`/api/admin/rate-proposals/${stale.id}/approve`);
    expect(conflict.statusCode).toBe(409);
    expect(
      (await admin.get(`/api/admin/rate-proposals/${stale.id}`)).json<TRateProposalDetail>().status,
    ).toBe('pending');
  });

  it('lists proposals for the back office with filters and pagination', async () => {
    const [harbakl] = await t.db.select().from(suppliers).where(eq(suppliers.code, 'HARBAKL'));
    const page = await admin.get(
      `/api/admin/rate-proposals?supplierId=${harbakl?.id}&status=approved&per_page=2`,
    );
    expect(page.statusCode).toBe(200);
    const body = page.json<TPaginated<TRateProposal>>();
    expect(body.data).toHaveLength(2);
    expect(body.meta.total).toBeGreaterThan(2);
    expect(
      body.data.every((row) => row.status === 'approved' && row.supplierCode === 'HARBAKL'),
    ).toBe(true);
    expect(body.links.next).toContain('status=approved');

    const byProduct = await admin.get(`/api/admin/rate-proposals?productId=${carProduct.id}`);
    expect(
      byProduct
        .json<TPaginated<TRateProposal>>()
        .data.every((row) => row.productId === carProduct.id),
    ).toBe(true);

    expect((await admin.get('/api/admin/rate-proposals?status=sideways')).statusCode).toBe(422);
    expect((await hotel.get('/api/admin/rate-proposals')).statusCode).toBe(403);
    expect((await admin.get('/api/supplier/rate-proposals')).statusCode).toBe(403);
  });
});

describe('the CSV export of the review list', () => {
  it('exports the proposals of the filters, with what each asks for, formula-safe', async () => {
    const pending = await propose(hotel, {
      kind: 'allotment',
      productId: hotelProduct.id,
      availability: {
        dateFrom: '2030-10-01',
        dateTo: '2030-10-05',
        kind: 'allotment',
        allotment: 9,
        releaseDays: 7,
      },
      note: '=HYPERLINK("http://evil.test")',
    });
    await propose(cars, stopSell(carProduct.id, '2030-10-10', '2030-10-11'));
    const response = await admin.get(
      `/api/admin/rate-proposals/export.csv?status=pending&supplierId=${pending.supplierId}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('rate-proposals.csv');
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toMatch(/^Id,Proposed,Supplier,Product code,Product,Kind,Status,From,To,/);
    const row = lines.find((line) => line.startsWith(`${pending.id},`));
    expect(row).toContain(
      ',allotment,pending,2030-10-01,2030-10-05,"allotment 9 units, release 7 days","\'=HYPERLINK(""http://evil.test"")"',
    );
    // Only the hotel's pending proposals.
    expect(response.body).not.toContain(carProduct.code);
    expect(lines.slice(1).every((line) => line.includes(',pending,'))).toBe(true);
  });

  it('is refused without rate-proposals.review', async () => {
    // A consultant reads the catalogue but does not review suppliers' proposals.
    const consultant = await buildAdmin(t, { roles: ['consultant'] });
    const staff = await t.signIn(consultant.username, 'admin', consultant.password);
    expect((await staff.get('/api/admin/rate-proposals/export.csv')).statusCode).toBe(403);
    expect((await hotel.get('/api/admin/rate-proposals/export.csv')).statusCode).toBe(403);
    expect((await admin.get('/api/admin/rate-proposals/export.csv?status=lost')).statusCode).toBe(
      422,
    );
  });
});
