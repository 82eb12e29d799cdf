import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminFileView, TFileView } from '@portal/shared/contracts/files';
import type { TPaginated } from '@portal/shared/contracts/pagination';
import type {
  TAgentTour,
  TAgentTourSummary,
  TTourBookingResult,
  TTourDeparture,
  TTourPrice,
} from '@portal/shared/contracts/regular-tours';
import { invoices } from '../src/db/schema/finance';
import { supplierRequests } from '../src/db/schema/files-supplier-requests';
import { tourBookings } from '../src/db/schema/tours';
import { findSeatMismatches } from '../src/modules/regular-tours/tour-seats.repository';
import type { TestClient } from './build-test-app';
import { buildAgency, buildAgent } from './factories';
import { buildFilesWorld, linesOf, type TFilesTestWorld } from './files-support';
import {
  bookingBody,
  createBookableTour,
  createDeparture,
  createSeason,
  createTour,
  tourIds,
  type TTourIds,
} from './tours-support';

let world: TFilesTestWorld;
let admin: TestClient;
let ids: TTourIds;

beforeAll(async () => {
  world = await buildFilesWorld({ inventoryConfirmation: 'ask-supplier' });
  admin = world.admin;
  ids = await tourIds(admin);
});
afterAll(() => world.t.close());

function book(client: TestClient, departureId: number, body: object = bookingBody()) {
  return client.post(`/api/app/tour-departures/${departureId}/bookings`, body);
}

async function departureOf(id: number): Promise<TTourDeparture> {
  const response = await admin.get(`/api/admin/tour-departures/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TTourDeparture>();
}

describe('what agents see', () => {
  it('lists published tours of their brand with the lead-in price and departures', async () => {
    const own = await tourIds(admin);
    const tour = await createTour(admin, own, { name: 'Coromandel Coast' });
    await createSeason(admin, tour.id);
    await createDeparture(admin, tour.id, { departureDate: '2030-01-20' });
    const full = await createDeparture(admin, tour.id, {
      departureDate: '2030-03-01',
      capacity: 2,
      breakEvenSeats: 2,
    });
    await createDeparture(admin, tour.id, { departureDate: '2030-03-08', status: 'closed' });
    await createDeparture(admin, tour.id, { departureDate: '2030-03-15' });
    await createTour(admin, own, { name: 'Coromandel Draft', status: 'draft' });
    expect((await book(world.nzAgent, full.id)).statusCode).toBe(201);

    const list = await world.nzAgent.get(`/api/app/tours?categoryId=${own.categoryId}`);
    expect(list.statusCode, list.body).toBe(200);
    const page = list.json<TPaginated<TAgentTourSummary>>();
    expect(page.data).toHaveLength(1);
    expect(page.data[0]).toMatchObject({
      id: tour.id,
      name: 'Coromandel Coast',
      currency: 'NZD',
      fromPriceCents: 210_000,
      nextDepartureDate: '2030-03-15',
      availableDepartureCount: 1,
    });
    const detail = (await world.nzAgent.get(`/api/app/tours/${tour.id}`)).json<TAgentTour>();
    // The departure that left (2030-01-20) is not listed; full and closed ones are, not bookable.
    expect(
      detail.departures.map((d) => [d.departureDate, d.availability, d.seatsLeft, d.isBookable]),
    ).toEqual([
      ['2030-03-01', 'Full', 0, false],
      ['2030-03-08', 'Unavailable', 20, false],
      ['2030-03-15', 'Available', 20, true],
    ]);
    expect(detail.days[1]).toMatchObject({
      title: { en: 'Geysers and a hangi' },
      overnightLocationName: 'Rotorua',
    });
    expect(detail.departures[2]?.rates).toEqual([
      { roomType: 'DB', sellCents: 210_000, childSellCents: null },
      { roomType: 'SG', sellCents: 265_000, childSellCents: null },
      { roomType: 'TW', sellCents: 210_000, childSellCents: null },
    ]);
    expect(JSON.stringify(detail)).not.toContain('costCents');
    const categories = await world.nzAgent.get('/api/app/tours/categories');
    expect(categories.json<{ data: { id: number }[] }>().data.map((c) => c.id)).toContain(
      own.categoryId,
    );
  });

  it('hides other brands and drafts, and needs the pricing permission', async () => {
    const draft = await createTour(admin, ids, { status: 'draft' });
    const { tour, departure } = await createBookableTour(admin, ids);
    expect((await world.nzAgent.get(`/api/app/tours/${draft.id}`)).statusCode).toBe(404);
    expect((await world.auAgent.get(`/api/app/tours/${tour.id}`)).statusCode).toBe(404);
    const auBooking = await book(world.auAgent, departure.id);
    expect(auBooking.statusCode).toBe(404);
    expect(auBooking.json<{ message: string }>().message).toBe('Departure not found.');
    expect((await admin.get('/api/app/tours')).statusCode).toBe(403);
  });

  it('downloads the rates of the brand as a spreadsheet', async () => {
    const { tour } = await createBookableTour(admin, ids);
    const csv = await world.nzAgent.get(`/api/app/tours/rates.csv?tourId=${tour.id}`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="tour-rates-${tour.code.toLowerCase()}.csv"`,
    );
    const [header, row, ...rest] = csv.body.trim().split('\r\n');
    expect(rest).toEqual([]);
    expect(header).toContain('Twin Room per adult (NZD)');
    expect(row).toContain('2030-03-10,2030-03-12,Available,20,no');
    expect(row).toContain('2100.00');
    expect(row).toContain('"NZD incl. 15% GST, per person"');
    expect(row).not.toContain('1500.00');
    expect((await world.auAgent.get(`/api/app/tours/rates.csv?tourId=${tour.id}`)).statusCode).toBe(
      404,
    );
  });
});

describe('pricing rooms on a departure', () => {
  it('prices each room per person with the agency commission and GST', async () => {
    const { departure } = await createBookableTour(admin, ids);
    const response = await world.nzAgent.post(`/api/app/tour-departures/${departure.id}/price`, {
      rooms: [
        { roomType: 'TW', adults: 2 },
        { roomType: 'SG', adults: 1 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const sell = 2 * 210_000 + 265_000;
    expect(response.json<TTourPrice>()).toEqual({
      departureId: departure.id,
      departureDate: '2030-03-10',
      currency: 'NZD',
      gstPercent: 15,
      seats: 3,
      seatsLeft: 20,
      availability: 'Available',
      refusal: null,
      rooms: [
        { roomType: 'TW', adults: 2, children: 0, sellCents: 420_000 },
        { roomType: 'SG', adults: 1, children: 0, sellCents: 265_000 },
      ],
      sellCents: sell,
      // Kiwi Horizons: 20% commission (an agency rule beats the market's 15%).
      commissionCents: 137_000,
      netCents: sell - 137_000,
      gstCents: Math.round((sell * 15) / 115),
    });
  });

  it('charges an agency without its own rule the market commission, and refuses room types not sold', async () => {
    const { departure } = await createBookableTour(admin, ids, { capacity: 2, breakEvenSeats: 1 });
    const plain = await buildAgent(world.t, { agencyId: (await buildAgency(world.t)).id });
    const client = await world.t.signIn(plain.username, 'agent');
    const price = await client.post(`/api/app/tour-departures/${departure.id}/price`, {
      rooms: [{ roomType: 'TW', adults: 2 }],
    });
    expect(price.json<TTourPrice>()).toMatchObject({
      sellCents: 420_000,
      netCents: 420_000 - 63_000,
    });
    const quad = await client.post(`/api/app/tour-departures/${departure.id}/price`, {
      rooms: [{ roomType: 'QD', adults: 4 }],
    });
    expect(quad.statusCode).toBe(422);
    expect(quad.json()).toMatchObject({
      errors: { rooms: ['This departure is not sold in Quad Room; choose another room type.'] },
    });
    const tooMany = await client.post(`/api/app/tour-departures/${departure.id}/price`, {
      rooms: [
        { roomType: 'TW', adults: 2 },
        { roomType: 'SG', adults: 1 },
      ],
    });
    expect(tooMany.json<TTourPrice>().refusal).toBe(
      'Only 2 seats are left on this departure; you asked for 3.',
    );
    const badRoom = await client.post(`/api/app/tour-departures/${departure.id}/price`, {
      rooms: [{ roomType: 'SG', adults: 2 }],
    });
    expect(badRoom.statusCode).toBe(422);
  });
});

describe('booking a departure', () => {
  it('opens a Requested booking with the tour as a GU service, its supplier request and invoice', async () => {
    const { tour, departure } = await createBookableTour(admin, ids);
    const response = await book(
      world.nzAgent,
      departure.id,
      bookingBody(
        [
          { roomType: 'TW', adults: 2 },
          { roomType: 'SG', adults: 1 },
        ],
        { expectedSellCents: 685_000 },
      ),
    );
    expect(response.statusCode, response.body).toBe(201);
    const result = response.json<TTourBookingResult>();
    expect(result).toMatchObject({
      isNewFile: true,
      fileStatus: 'Requested',
      seats: 3,
      sellCents: 685_000,
      netCents: 548_000,
      departure: { id: departure.id, seatsLeft: 17, availability: 'Available' },
    });
    expect(result.fileReference).toMatch(/^NZ-\d+$/);

    const file = (
      await world.nzAgent.get(`/api/app/files/${result.fileReference}`)
    ).json<TFileView>();
    expect(file).toMatchObject({
      status: 'Requested',
      bookingName: 'Harper party',
      yourReference: 'KH-77',
      travelDate: '2030-03-10',
      endDate: '2030-03-12',
      packageName: tour.name,
      pax: { adults: 3, children: 0 },
      totals: { sellCents: 685_000, netCents: 548_000, gstCents: 89_348 },
    });
    expect(file.days.map((day) => [day.dayNumber, day.date, day.title])).toEqual([
      [1, '2030-03-10', 'Auckland to Rotorua'],
      [2, '2030-03-11', 'Geysers and a hangi'],
      [3, '2030-03-12', 'Back to Auckland'],
    ]);
    const [line] = linesOf(file);
    expect(line).toMatchObject({
      serviceTypeCode: 'GU',
      name: tour.name,
      productId: tour.productId,
      supplierName: 'Kiwi Coachlines',
      date: '2030-03-10',
      endDate: '2030-03-12',
      span: 3,
      quantity: 3,
      status: 'Requested',
      remarks: '1 × Twin Room (2 adults); 1 × Single Room (1 adult)',
    });
    // The back office sees the supplier cost.
    const adminView = (
      await admin.get(`/api/admin/files/${result.fileReference}`)
    ).json<TAdminFileView>();
    // Margin without GST: (548 000 − 71 478 GST) − (490 000 − 63 913 GST) = 476 522 − 426 087.
    expect(adminView.totals).toMatchObject({ costCents: 490_000, marginExGstCents: 50_435 });

    const requests = await world.t.db
      .select()
      .from(supplierRequests)
      .where(eq(supplierRequests.serviceLineId, line!.id));
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ supplierId: ids.supplierId, kind: 'new' });
    const fileInvoices = await world.t.db
      .select()
      .from(invoices)
      .where(eq(invoices.fileId, file.id));
    expect(fileInvoices.map((invoice) => invoice.totalCents)).toEqual([548_000]);

    const myFiles = await world.nzAgent.get(`/api/app/files?reference=${result.fileReference}`);
    expect(myFiles.json<TPaginated<{ reference: string }>>().data).toHaveLength(1);
    expect(await departureOf(departure.id)).toMatchObject({ seatsSold: 3, seatsLeft: 17 });
  });

  it('holds a tour booking over the agency’s credit limit: invoiced, its supplier not yet asked', async () => {
    const { departure } = await createBookableTour(admin, ids);
    const agency = await buildAgency(world.t, { creditLimitCents: 0 });
    const agent = await buildAgent(world.t, { agencyId: agency.id });
    const client = await world.t.signIn(agent.username, 'agent');
    const response = await book(client, departure.id);
    expect(response.statusCode, response.body).toBe(201);
    const { fileReference } = response.json<TTourBookingResult>();
    const file = (await client.get(`/api/app/files/${fileReference}`)).json<TFileView>();
    expect(file.status).toBe('Requested');
    expect(file.creditHold).toMatchObject({ releasedAt: null });
    const requests = await world.t.db
      .select()
      .from(supplierRequests)
      .where(eq(supplierRequests.fileId, file.id));
    expect(requests.map((request) => [request.status, request.sentAt])).toEqual([
      ['pending', null],
    ]);
    const fileInvoices = await world.t.db
      .select()
      .from(invoices)
      .where(eq(invoices.fileId, file.id));
    expect(fileInvoices.map((invoice) => invoice.totalCents)).toEqual([file.totals.netCents]);
  });

  it('refuses when the price moved, when the departure left or is closed, and for bad input', async () => {
    const { tour, departure } = await createBookableTour(admin, ids);
    const moved = await book(
      world.nzAgent,
      departure.id,
      bookingBody(undefined, { expectedSellCents: 1 }),
    );
    expect(moved.statusCode).toBe(409);
    expect(moved.json<{ message: string }>().message).toMatch(
      /price of this departure has changed/,
    );
    const left = await createDeparture(admin, tour.id, { departureDate: '2030-02-01' });
    const leftResponse = await book(world.nzAgent, left.id);
    expect(leftResponse.statusCode).toBe(409);
    expect(leftResponse.json<{ message: string }>().message).toBe(
      'This departure has already left.',
    );
    const closed = await createDeparture(admin, tour.id, {
      departureDate: '2030-03-24',
      status: 'closed',
    });
    expect((await book(world.nzAgent, closed.id)).json<{ message: string }>().message).toBe(
      'This departure is closed for sale.',
    );
    const noName = await book(
      world.nzAgent,
      departure.id,
      bookingBody(undefined, { bookingName: '' }),
    );
    expect(noName.statusCode).toBe(422);
    expect((await departureOf(departure.id)).seatsSold).toBe(0);
  });

  it('adds the tour to an existing booking of the agency, not to a quote or another agency', async () => {
    const { departure } = await createBookableTour(admin, ids, { departureDate: '2030-03-06' });
    const quote = await world.createQuote(world.nzAgent);
    const toQuote = await book(
      world.nzAgent,
      departure.id,
      bookingBody(undefined, { fileReference: quote.reference }),
    );
    expect(toQuote.statusCode).toBe(409);
    expect(toQuote.json<{ message: string }>().message).toContain(`${quote.reference} is a quote.`);

    const requested = await world.nzAgent.post(
      `/api/app/files/${quote.reference}/request-booking`,
      {},
    );
    expect(requested.statusCode, requested.body).toBe(200);
    const before = requested.json<TFileView>();
    const added = await book(
      world.nzAgent,
      departure.id,
      bookingBody(undefined, { fileReference: quote.reference.toLowerCase() }),
    );
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json<TTourBookingResult>()).toMatchObject({
      fileReference: quote.reference,
      isNewFile: false,
      fileStatus: 'Requested',
    });
    const after = (await world.nzAgent.get(`/api/app/files/${quote.reference}`)).json<TFileView>();
    const tourLine = linesOf(after).find(
      (line) => line.serviceTypeCode === 'GU' && line.quantity === 2,
    );
    // The quote travels from 2030-03-04: the tour leaving on 03-06 is its day 3.
    expect(tourLine).toMatchObject({ dayNumber: 3, date: '2030-03-06', status: 'Requested' });
    expect(after.totals.sellCents).toBe(before.totals.sellCents + 420_000);
    expect(after.version).toBe(before.version + 1);

    const otherAgency = await book(
      world.auAgent,
      departure.id,
      bookingBody(undefined, { fileReference: quote.reference }),
    );
    expect(otherAgency.statusCode).toBe(404);
  });
});

describe('never overselling', () => {
  it('gives the last seats to exactly as many concurrent bookings as there are seats', async () => {
    const { departure } = await createBookableTour(admin, ids, { capacity: 5, breakEvenSeats: 3 });
    const agents = [world.nzAgent, world.nzAgencyAdmin];
    const attempts = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        book(
          agents[index % 2]!,
          departure.id,
          bookingBody([{ roomType: 'SG', adults: 1 }], { bookingName: `Solo ${index}` }),
        ),
      ),
    );
    const won = attempts.filter((response) => response.statusCode === 201);
    const refused = attempts.filter((response) => response.statusCode === 409);
    expect(won).toHaveLength(5);
    expect(refused).toHaveLength(7);
    for (const response of refused) {
      expect(response.json<{ message: string }>().message).toBe(
        'This departure is full: no seats are left.',
      );
    }
    expect(await departureOf(departure.id)).toMatchObject({
      seatsSold: 5,
      seatsLeft: 0,
      availability: 'Full',
    });
    const holds = await world.t.db
      .select()
      .from(tourBookings)
      .where(eq(tourBookings.departureId, departure.id));
    expect(holds.reduce((sum, hold) => sum + hold.seats, 0)).toBe(5);
    expect(
      new Set(won.map((response) => response.json<TTourBookingResult>().fileReference)).size,
    ).toBe(5);
    expect(await findSeatMismatches(world.t.db)).toEqual([]);
  });

  it('tells the loser of a race for two seats how many are left', async () => {
    const { departure } = await createBookableTour(admin, ids, { capacity: 5, breakEvenSeats: 3 });
    const attempts = await Promise.all(
      Array.from({ length: 6 }, () => book(world.nzAgent, departure.id)),
    );
    expect(attempts.filter((response) => response.statusCode === 201)).toHaveLength(2);
    const messages = attempts
      .filter((response) => response.statusCode === 409)
      .map((response) => response.json<{ message: string }>().message);
    expect(messages).toHaveLength(4);
    expect(new Set(messages)).toEqual(
      new Set(['Only 1 seat is left on this departure; you asked for 2.']),
    );
    expect((await departureOf(departure.id)).seatsSold).toBe(4);
  });
});

describe('giving seats back', () => {
  it('releases the seats when the back office cancels the tour service, once', async () => {
    const { departure } = await createBookableTour(admin, ids, { capacity: 2, breakEvenSeats: 1 });
    const first = (await book(world.nzAgent, departure.id)).json<TTourBookingResult>();
    const second = await book(world.nzAgencyAdmin, departure.id);
    expect(second.statusCode).toBe(409);

    const file = (
      await admin.get(`/api/admin/files/${first.fileReference}`)
    ).json<TAdminFileView>();
    const line = linesOf(file)[0]!;
    const cancelled = await admin.post(
      `/api/admin/files/${first.fileReference}/lines/${line.id}/status`,
      { to: 'Cancelled', note: 'Client changed plans' },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await departureOf(departure.id)).toMatchObject({ seatsSold: 0, seatsLeft: 2 });
    const bookings = await admin.get(`/api/admin/tour-departures/${departure.id}/bookings`);
    expect(
      bookings.json<{ data: { releasedAt: string | null; lineStatus: string }[] }>().data,
    ).toEqual([
      expect.objectContaining({ lineStatus: 'Cancelled', releasedAt: expect.any(String) }),
    ]);

    // The seats are for sale again, and cancelling the whole booking gives nothing back twice.
    expect((await book(world.nzAgencyAdmin, departure.id)).statusCode).toBe(201);
    expect(
      (await admin.post(`/api/admin/files/${first.fileReference}/status`, { to: 'Cancellation' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await admin.post(`/api/admin/files/${first.fileReference}/status`, { to: 'Cancelled' }))
        .statusCode,
    ).toBe(200);
    expect((await departureOf(departure.id)).seatsSold).toBe(2);
    expect(await findSeatMismatches(world.t.db)).toEqual([]);
  });

  it('releases the seats when an agent cancels the booking and it is cancelled', async () => {
    const { departure } = await createBookableTour(admin, ids, { capacity: 4, breakEvenSeats: 2 });
    const booked = (await book(world.nzAgent, departure.id)).json<TTourBookingResult>();
    const cancel = await world.nzAgent.post(`/api/app/files/${booked.fileReference}/cancel`, {});
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json<TFileView>().status).toBe('Cancellation');
    // Held until the operator releases them.
    expect((await departureOf(departure.id)).seatsSold).toBe(2);
    const done = await admin.post(`/api/admin/files/${booked.fileReference}/status`, {
      to: 'Cancelled',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(await departureOf(departure.id)).toMatchObject({
      seatsSold: 0,
      availability: 'Available',
    });
  });
});
