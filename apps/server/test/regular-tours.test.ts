import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPaginated } from '@portal/shared/contracts/pagination';
import type {
  TDepartureYieldResponse,
  TTour,
  TTourCategory,
  TTourDeparture,
  TTourListItem,
  TTourSeason,
} from '@portal/shared/contracts/regular-tours';
import { auditLog } from '../src/db/schema/audit-log';
import { products } from '../src/db/schema/catalogue-products';
import type { TestClient } from './build-test-app';
import { buildAdmin } from './factories';
import { buildFilesWorld, type TFilesTestWorld } from './files-support';
import {
  SEASON_2030,
  bookingBody,
  createBookableTour,
  createDeparture,
  createSeason,
  createTour,
  tourBody,
  tourIds,
  uniqueTourCode,
  type TTourIds,
} from './tours-support';

let world: TFilesTestWorld;
let admin: TestClient;
let consultant: TestClient;
let ids: TTourIds;

beforeAll(async () => {
  world = await buildFilesWorld();
  admin = world.admin;
  const user = await buildAdmin(world.t, { roles: ['consultant'] });
  consultant = await world.t.signIn(user.username, 'admin');
  ids = await tourIds(admin);
});
afterAll(() => world.t.close());

async function latestAudit(action: string) {
  const [row] = await world.t.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

describe('who may manage tours', () => {
  it('lets consultants read tours and yield but not change them', async () => {
    const tour = await createTour(admin, ids);
    expect((await consultant.get('/api/admin/tours')).statusCode).toBe(200);
    expect((await consultant.get(`/api/admin/tours/${tour.id}`)).statusCode).toBe(200);
    expect((await consultant.get('/api/admin/tour-departures/yield')).statusCode).toBe(200);
    const refused = await consultant.put(`/api/admin/tours/${tour.id}`, tourBody(ids));
    expect(refused.statusCode).toBe(403);
    expect(
      (await consultant.post('/api/admin/tour-categories', { name: 'Rail journeys' })).statusCode,
    ).toBe(403);
  });

  it('keeps agents and anonymous callers out of the back office', async () => {
    expect((await world.nzAgent.get('/api/admin/tours')).statusCode).toBe(403);
    expect((await world.t.client().get('/api/admin/tours')).statusCode).toBe(401);
    expect((await world.t.client().get('/api/app/tours')).statusCode).toBe(401);
  });
});

describe('categories', () => {
  it('creates, finds, exports and refuses a duplicate name', async () => {
    const name = `Rail ${uniqueTourCode('R')}`;
    const created = await admin.post('/api/admin/tour-categories', {
      name,
      description: '=HYPERLINK("x")',
    });
    expect(created.statusCode, created.body).toBe(201);
    const category = created.json<TTourCategory>();
    expect(category).toMatchObject({ name, tourCount: 0, publishedTourCount: 0 });

    const duplicate = await admin.post('/api/admin/tour-categories', { name: name.toUpperCase() });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json()).toMatchObject({
      errors: { name: ['A category with this name already exists'] },
    });
    const empty = await admin.post('/api/admin/tour-categories', { name: ' ' });
    expect(empty.statusCode).toBe(422);

    const found = await admin.get(`/api/admin/tour-categories?q=${encodeURIComponent(name)}`);
    expect(found.json<TPaginated<TTourCategory>>().data.map((row) => row.id)).toEqual([
      category.id,
    ]);
    const csv = await admin.get(
      `/api/admin/tour-categories/export.csv?q=${encodeURIComponent(name)}`,
    );
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(`"'=HYPERLINK(""x"")"`);

    const renamed = await admin.put(`/api/admin/tour-categories/${category.id}`, {
      name: `${name} and sea`,
    });
    expect(renamed.statusCode).toBe(200);
    expect(await latestAudit('tour-category.updated')).toMatchObject({
      entityId: String(category.id),
    });
    expect((await admin.delete(`/api/admin/tour-categories/${category.id}`)).statusCode).toBe(204);
    expect((await admin.get(`/api/admin/tour-categories/${category.id}`)).statusCode).toBe(404);
  });

  it('will not delete a category that holds tours', async () => {
    const own = await tourIds(admin);
    await createTour(admin, own);
    const refused = await admin.delete(`/api/admin/tour-categories/${own.categoryId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(/still holds 1 tour;/);
  });
});

describe('tours', () => {
  it('creates a tour with its days and an inactive GU product for its bookings', async () => {
    const tour = await createTour(admin, ids, { name: 'Northland Discovery' });
    expect(tour).toMatchObject({
      name: 'Northland Discovery',
      brandId: 1,
      currency: 'NZD',
      durationDays: 3,
      status: 'published',
      supplierName: 'Kiwi Coachlines',
      startLocationName: 'Auckland',
      overview: {
        en: 'Three days of geysers, mud pools and Maori culture.',
        de: 'Drei Tage Geysire.',
        fr: '',
      },
      upcomingDepartureCount: 0,
      hasBookings: false,
    });
    expect(tour.days.map((day) => [day.dayNumber, day.title.en, day.meals])).toEqual([
      [1, 'Auckland to Rotorua', { breakfast: false, lunch: false, dinner: true }],
      [2, 'Geysers and a hangi', { breakfast: true, lunch: false, dinner: true }],
      [3, 'Back to Auckland', { breakfast: true, lunch: false, dinner: false }],
    ]);
    expect(tour.days[0]?.overnightLocationName).toBe('Rotorua');
    const [product] = await world.t.db
      .select()
      .from(products)
      .where(eq(products.id, tour.productId));
    expect(product).toMatchObject({
      code: `TOUR-${tour.code}`,
      serviceTypeCode: 'GU',
      pricingBasis: 'per_person',
      active: false,
      supplierId: ids.supplierId,
      name: 'Northland Discovery',
    });
    expect(await latestAudit('tour.created')).toMatchObject({ entityId: String(tour.id) });

    const updated = await admin.put(
      `/api/admin/tours/${tour.id}`,
      tourBody(ids, {
        code: tour.code,
        name: 'Northland Explorer',
        days: tourBody(ids).days.slice(0, 2),
      }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<TTour>()).toMatchObject({ name: 'Northland Explorer', durationDays: 2 });
    const [renamed] = await world.t.db
      .select({ name: products.name })
      .from(products)
      .where(eq(products.id, tour.productId));
    expect(renamed?.name).toBe('Northland Explorer');
  });

  it('answers 422 with the field for bad input', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ days: [] }, 'days'],
      [{ code: 'no spaces!' }, 'code'],
      [{ images: ['javascript:alert(1)'] }, 'images.0'],
      [{ overview: { en: '' } }, 'overview.en'],
      [{ categoryId: 999_999 }, 'categoryId'],
      [{ startLocationId: 999_999 }, 'startLocationId'],
      [{ brandId: 3 }, 'brandId'],
    ];
    for (const [override, field] of cases) {
      const response = await admin.post('/api/admin/tours', { ...tourBody(ids), ...override });
      expect(response.statusCode, `${field}: ${response.body}`).toBe(422);
      expect(Object.keys(response.json<{ errors: object }>().errors)).toContain(field);
    }
    const misnumbered = tourBody(ids);
    misnumbered.days[1] = { ...misnumbered.days[1]!, dayNumber: 5 };
    const response = await admin.post('/api/admin/tours', misnumbered);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: { 'days.1.dayNumber': ['Days must be numbered 1 to 3 in order'] },
    });
  });

  it('refuses a code in use', async () => {
    const tour = await createTour(admin, ids);
    const again = await admin.post('/api/admin/tours', tourBody(ids, { code: tour.code }));
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ errors: { code: ['This code is already in use'] } });
  });

  it('lists with filters and pages, and exports the same filter', async () => {
    const own = await tourIds(admin);
    const draft = await createTour(admin, own, { name: 'Zebra Coast Draft', status: 'draft' });
    const live = await createTour(admin, own, { name: 'Alpine Lakes' });
    await createDeparture(admin, live.id, { departureDate: '2030-04-01', capacity: 16 });
    await createDeparture(admin, live.id, { departureDate: '2030-05-01', capacity: 24 });
    const list = await admin.get(`/api/admin/tours?categoryId=${own.categoryId}&per_page=1`);
    const page = list.json<TPaginated<TTourListItem>>();
    expect(page.meta).toMatchObject({ total: 2, last_page: 2 });
    expect(page.data[0]).toMatchObject({
      id: live.id,
      upcomingDepartureCount: 2,
      nextDepartureDate: '2030-04-01',
      upcomingCapacity: 40,
      upcomingSeatsSold: 0,
    });
    const drafts = await admin.get(`/api/admin/tours?categoryId=${own.categoryId}&status=draft`);
    expect(drafts.json<TPaginated<TTourListItem>>().data.map((row) => row.id)).toEqual([draft.id]);
    expect((await admin.get('/api/admin/tours?status=sold')).statusCode).toBe(422);
    const csv = await admin.get(`/api/admin/tours/export.csv?categoryId=${own.categoryId}`);
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('"Alpine Lakes"');
  });
});

describe('seasons and rates', () => {
  it('keeps seasons of a tour from overlapping and replaces rates on update', async () => {
    const tour = await createTour(admin, ids);
    const season = await createSeason(admin, tour.id);
    const overlap = await admin.post(`/api/admin/tours/${tour.id}/seasons`, {
      ...SEASON_2030,
      name: 'Late 2030',
      validFrom: '2030-12-01',
      validTo: '2031-03-31',
    });
    expect(overlap.statusCode).toBe(422);
    expect(overlap.json<{ message: string }>().message).toBe(
      'The seasons 2030 and Late 2030 overlap; a departure date must fall in one season only.',
    );
    const childOnlyCost = await admin.post(`/api/admin/tours/${tour.id}/seasons`, {
      ...SEASON_2030,
      validFrom: '2031-01-01',
      validTo: '2031-12-31',
      rates: [{ roomType: 'TW', costCents: 1, sellCents: 2, childCostCents: 1 }],
    });
    expect(childOnlyCost.statusCode).toBe(422);
    const twice = await admin.post(`/api/admin/tours/${tour.id}/seasons`, {
      ...SEASON_2030,
      validFrom: '2031-01-01',
      validTo: '2031-12-31',
      rates: [
        { roomType: 'TW', costCents: 1, sellCents: 2 },
        { roomType: 'TW', costCents: 1, sellCents: 2 },
      ],
    });
    expect(twice.statusCode).toBe(422);

    const updated = await admin.put(`/api/admin/tour-seasons/${season.id}`, {
      ...SEASON_2030,
      rates: [
        {
          roomType: 'TR',
          costCents: 120_000,
          sellCents: 180_000,
          childCostCents: 60_000,
          childSellCents: 90_000,
        },
      ],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<TTourSeason>().rates).toEqual([
      {
        roomType: 'TR',
        costCents: 120_000,
        sellCents: 180_000,
        childCostCents: 60_000,
        childSellCents: 90_000,
      },
    ]);
    // Its own dates do not overlap itself.
    expect((await admin.put(`/api/admin/tour-seasons/${season.id}`, SEASON_2030)).statusCode).toBe(
      200,
    );
    expect((await admin.delete(`/api/admin/tour-seasons/${season.id}`)).statusCode).toBe(204);
    expect((await admin.get(`/api/admin/tours/${tour.id}/seasons`)).json()).toEqual({ data: [] });
  });
});

describe('departures', () => {
  it('validates departures and refuses a second one on the same date', async () => {
    const tour = await createTour(admin, ids);
    await createSeason(admin, tour.id);
    const departure = await createDeparture(admin, tour.id);
    expect(departure).toMatchObject({
      departureDate: '2030-03-10',
      endDate: '2030-03-12',
      capacity: 20,
      seatsSold: 0,
      seatsLeft: 20,
      availability: 'Available',
      seasonName: '2030',
      // Nothing sold, fixed cost 800 000: 800 000 × 15 / 115 = 104 347.83 → 104 348 of GST to
      // claim back, so the loss without GST is 695 652, not 800 000.
      yield: {
        inputGstCents: 104_348,
        marginExGstCents: -695_652,
        shortfallSeats: 12,
        isBreakEvenReached: false,
      },
    });
    const same = await admin.post(`/api/admin/tours/${tour.id}/departures`, {
      departureDate: '2030-03-10',
      capacity: 10,
      breakEvenSeats: 5,
    });
    expect(same.statusCode).toBe(422);
    expect(same.json()).toMatchObject({
      errors: { departureDate: ['This tour already leaves on this date'] },
    });
    const tooMany = await admin.post(`/api/admin/tours/${tour.id}/departures`, {
      departureDate: '2030-03-17',
      capacity: 10,
      breakEvenSeats: 11,
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toMatchObject({
      errors: { breakEvenSeats: ['Break-even cannot be more seats than the departure has'] },
    });
    const noSeats = await admin.post(`/api/admin/tours/${tour.id}/departures`, {
      departureDate: '2030-03-17',
      capacity: 0,
      breakEvenSeats: 0,
    });
    expect(noSeats.statusCode).toBe(422);
    const seatsTyped = await admin.post(`/api/admin/tours/${tour.id}/departures`, {
      departureDate: '2030-03-24',
      capacity: 10,
      breakEvenSeats: 5,
      seatsSold: 7,
    });
    // Seats sold are never typed: the field is not part of the request and is ignored.
    expect(seatsTyped.statusCode).toBe(201);
    expect(seatsTyped.json<TTourDeparture>().seatsSold).toBe(0);
    expect(await latestAudit('tour-departure.created')).toBeDefined();
  });

  it('protects sold seats: capacity, date, cancelling and deleting', async () => {
    const { departure } = await createBookableTour(admin, ids, { capacity: 6, breakEvenSeats: 4 });
    const booked = await world.nzAgent.post(
      `/api/app/tour-departures/${departure.id}/bookings`,
      bookingBody([
        { roomType: 'TW', adults: 2 },
        { roomType: 'SG', adults: 1 },
      ]),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const base = {
      departureDate: departure.departureDate,
      capacity: 6,
      breakEvenSeats: 4,
      fixedCostCents: 0,
    };
    const smaller = await admin.put(`/api/admin/tour-departures/${departure.id}`, {
      ...base,
      capacity: 2,
      breakEvenSeats: 2,
    });
    expect(smaller.statusCode).toBe(409);
    expect(smaller.json<{ message: string }>().message).toBe(
      '3 seats are sold on this departure; the capacity cannot be less.',
    );
    const moved = await admin.put(`/api/admin/tour-departures/${departure.id}`, {
      ...base,
      departureDate: '2030-03-11',
    });
    expect(moved.statusCode).toBe(409);
    const cancelled = await admin.put(`/api/admin/tour-departures/${departure.id}`, {
      ...base,
      status: 'cancelled',
    });
    expect(cancelled.statusCode).toBe(409);
    expect((await admin.delete(`/api/admin/tour-departures/${departure.id}`)).statusCode).toBe(409);

    const grown = await admin.put(`/api/admin/tour-departures/${departure.id}`, {
      ...base,
      capacity: 3,
      breakEvenSeats: 3,
      isGuaranteed: true,
    });
    expect(grown.statusCode, grown.body).toBe(200);
    expect(grown.json<TTourDeparture>()).toMatchObject({
      capacity: 3,
      seatsSold: 3,
      seatsLeft: 0,
      availability: 'Full',
      isGuaranteed: true,
    });
    const bookings = await admin.get(`/api/admin/tour-departures/${departure.id}/bookings`);
    expect(bookings.json()).toMatchObject({
      data: [
        {
          seats: 3,
          agencyName: 'Kiwi Horizons Travel',
          rooms: '1 × Twin Room (2 adults); 1 × Single Room (1 adult)',
          lineStatus: 'Requested',
          releasedAt: null,
        },
      ],
    });
  });

  it('deletes a departure nobody booked', async () => {
    const tour = await createTour(admin, ids);
    const departure = await createDeparture(admin, tour.id);
    expect((await admin.delete(`/api/admin/tour-departures/${departure.id}`)).statusCode).toBe(204);
    expect((await admin.get(`/api/admin/tour-departures/${departure.id}`)).statusCode).toBe(404);
    const [entry] = await world.t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'tour-departure.deleted'),
          eq(auditLog.entityId, String(departure.id)),
        ),
      );
    expect(entry).toBeDefined();
  });
});

describe('yield per departure and the forward risk', () => {
  it('sums the bookings of a departure against its costs and break-even', async () => {
    const { departure } = await createBookableTour(admin, ids, {
      departureDate: '2030-02-20',
      capacity: 10,
      breakEvenSeats: 6,
      fixedCostCents: 300_000,
    });
    for (const rooms of [[{ roomType: 'TW', adults: 2 }], [{ roomType: 'SG', adults: 1 }]]) {
      const booked = await world.nzAgent.post(
        `/api/app/tour-departures/${departure.id}/bookings`,
        bookingBody(rooms),
      );
      expect(booked.statusCode, booked.body).toBe(201);
    }
    const after = (
      await admin.get(`/api/admin/tour-departures/${departure.id}`)
    ).json<TTourDeparture>();
    // Kiwi Horizons earns 20% commission: net is 80% of sell.
    const sell = 2 * 210_000 + 265_000;
    const net = sell - Math.round(sell * 0.2);
    const cost = 2 * 150_000 + 190_000;
    expect([sell, net, cost]).toEqual([685_000, 548_000, 490_000]);
    expect(after).toMatchObject({ seatsSold: 3, seatsLeft: 7 });
    // By hand, NZ GST × 15 / 115: net 548 000 → 71 478.26 → 71 478; cost 490 000 → 63 913.04
    // → 63 913; fixed 300 000 → 39 130.43 → 39 130. Margin 476 522 − 426 087 − 260 870 =
    // −210 435 (the GST-inclusive 548 000 − 490 000 − 300 000 would be −242 000);
    // −210 435 / 476 522 = −44.16% → −44.2.
    expect(after.yield).toEqual({
      bookingCount: 2,
      sellCents: sell,
      netCents: net,
      costCents: cost,
      fixedCostCents: 300_000,
      netExGstCents: 476_522,
      costExGstCents: 426_087,
      fixedCostExGstCents: 260_870,
      outputGstCents: 71_478,
      inputGstCents: 63_913 + 39_130,
      marginExGstCents: -210_435,
      marginExGstPercent: -44.2,
      shortfallSeats: 3,
      isBreakEvenReached: false,
      loadFactorPercent: 30,
    });
  });

  it('ranks future departures by risk, totals them per brand and exports them', async () => {
    const own = await tourIds(admin);
    const tour = await createTour(admin, own);
    await createSeason(admin, tour.id);
    // Today is 2030-02-01: near and short (high), far and short (medium), guaranteed and short
    // (high), full enough (low), and one beyond the window.
    const near = await createDeparture(admin, tour.id, {
      departureDate: '2030-02-25',
      breakEvenSeats: 4,
    });
    const far = await createDeparture(admin, tour.id, {
      departureDate: '2030-04-15',
      breakEvenSeats: 4,
    });
    const guaranteed = await createDeparture(admin, tour.id, {
      departureDate: '2030-04-20',
      breakEvenSeats: 4,
      isGuaranteed: true,
    });
    const safe = await createDeparture(admin, tour.id, {
      departureDate: '2030-03-01',
      breakEvenSeats: 2,
    });
    await createDeparture(admin, tour.id, { departureDate: '2030-09-01', breakEvenSeats: 4 });
    const booked = await world.nzAgent.post(
      `/api/app/tour-departures/${safe.id}/bookings`,
      bookingBody([{ roomType: 'TW', adults: 2 }]),
    );
    expect(booked.statusCode, booked.body).toBe(201);

    const response = await consultant.get(
      `/api/admin/tour-departures/yield?tourId=${tour.id}&withinDays=90`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<TDepartureYieldResponse>();
    expect(result.data.map((row) => [row.departureId, row.risk])).toEqual([
      [near.id, 'high'],
      [guaranteed.id, 'high'],
      [far.id, 'medium'],
      [safe.id, 'low'],
    ]);
    expect(result.data[0]).toMatchObject({
      daysToDeparture: 24,
      shortfallSeats: 4,
      currency: 'NZD',
    });
    // By hand, NZ GST × 15 / 115. Near, far and guaranteed sold nothing: fixed 800 000 holds
    // 104 347.83 → 104 348 of GST, a loss of 695 652 each. Safe sold a twin (sell 420 000, net
    // 336 000, cost 300 000): GST in net 43 826.09 → 43 826, in cost 39 130.43 → 39 130, so
    // 292 174 − 260 870 − 695 652 = −664 348. The brand sums the departures: GST in costs
    // 3 × 104 348 + 39 130 + 104 348 = 456 522; margin 3 × −695 652 − 664 348 = −2 751 304
    // (GST-inclusive it would be −3 164 000).
    expect(result.data[3]).toMatchObject({ departureId: safe.id, marginExGstCents: -664_348 });
    expect(result.summary).toEqual([
      {
        brandId: 1,
        currency: 'NZD',
        departures: 4,
        belowBreakEven: 3,
        highRisk: 2,
        seatsSold: 2,
        capacity: 80,
        netCents: 336_000,
        netExGstCents: 292_174,
        outputGstCents: 43_826,
        inputGstCents: 456_522,
        marginExGstCents: -2_751_304,
      },
    ]);
    const high = await consultant.get(
      `/api/admin/tour-departures/yield?tourId=${tour.id}&risk=high&per_page=1&page=2`,
    );
    expect(high.json<TDepartureYieldResponse>()).toMatchObject({
      data: [{ departureId: guaranteed.id }],
      meta: { total: 2, last_page: 2 },
    });
    const csv = await consultant.get(
      `/api/admin/tour-departures/yield/export.csv?tourId=${tour.id}`,
    );
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(5);
    expect(lines[0]).toMatch(
      /,Currency,Sell,Net,Cost,Fixed cost,Net excl\. GST,Cost excl\. GST,Fixed cost excl\. GST,GST in net,GST in costs,Margin excl\. GST,Margin excl\. GST %$/,
    );
    expect(lines[1]).toMatch(/^high,/);
    // Safe, as above: −664 348 / 292 174 = −227.38% → −227.4.
    expect(lines[4]).toMatch(
      /^low,.*,NZD,4200\.00,3360\.00,3000\.00,8000\.00,2921\.74,2608\.70,6956\.52,438\.26,1434\.78,-6643\.48,-227\.4$/,
    );
    expect((await consultant.get('/api/admin/tour-departures/yield?withinDays=0')).statusCode).toBe(
      422,
    );
  });
});
