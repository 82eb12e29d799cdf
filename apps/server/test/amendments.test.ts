import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAmendmentPreview } from '@portal/shared/contracts/amendments';
import type { TCancellationPolicy } from '@portal/shared/contracts/cancellation';
import type { TFileVersionList, TFileView } from '@portal/shared/contracts/files';
import type { TFileInvoices } from '@portal/shared/contracts/invoices';
import { productAvailability } from '../src/db/schema/catalogue-availability';
import { products } from '../src/db/schema/catalogue-products';
import { rates } from '../src/db/schema/catalogue-rates';
import { fileServiceLines } from '../src/db/schema/files-lines';
import { supplierRequests } from '../src/db/schema/files-supplier-requests';
import { mailOutbox } from '../src/db/schema/mail-outbox';
import { DEMO_PASSWORD } from '../src/db/seed';
import { buildFilesWorld, linesOf, TODAY, type TFilesTestWorld } from './files-support';

/**
 * Amending a confirmed booking (issue 24; docs/pricing.md, "Amendments"): the travel date moves a
 * week, every service with it; a service whose rates agree on the old and new dates keeps its
 * booked price, one that moves into another rate is repriced; suppliers are asked (or told);
 * the difference is invoiced or credited; cancelled later under a 50%-within-14-days policy, half
 * stays invoiced; and two amendments at once never lose one.
 */

let world: TFilesTestWorld;
beforeAll(async () => {
  world = await buildFilesWorld();
});
afterAll(() => world.t.close());

/** Sold from allotment: confirmed at once. */
const ALLOTMENT_HOTEL = 'REMAZQN-SUP';
/** On request: its supplier is asked. */
const ON_REQUEST_TOUR = 'ALPGUID-ZQN-FULL';
const TRAVEL = '2030-05-04';
const A_WEEK_LATER = '2030-05-11';

async function productId(code: string): Promise<number> {
  const [row] = await world.t.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.code, code));
  if (!row) throw new Error(`No product ${code}`);
  return row.id;
}

/** A confirmed booking: two nights in the allotment hotel and the tour on the second day. */
async function confirmedBooking(bookingName: string): Promise<TFileView> {
  const created = await world.nzAgent.post('/api/app/files/custom', {
    travelDate: TRAVEL,
    nights: 2,
    rooms: [{ roomType: 'DB', adults: 2 }],
    bookingName,
  });
  expect(created.statusCode, created.body).toBe(201);
  const { reference } = created.json<TFileView>();
  for (const line of [
    { productId: await productId(ALLOTMENT_HOTEL), date: TRAVEL, span: 2 },
    { productId: await productId(ON_REQUEST_TOUR), date: '2030-05-05', span: 1 },
  ]) {
    const added = await world.nzAgent.post(`/api/app/files/${reference}/lines`, line);
    expect(added.statusCode, added.body).toBe(200);
  }
  const booked = await world.nzAgent.post(`/api/app/files/${reference}/request-booking`);
  expect(booked.statusCode, booked.body).toBe(200);
  const tour = linesOf(booked.json<TFileView>()).find((line) => line.status === 'Requested');
  const confirmed = await world.admin.post(
    `/api/admin/files/${reference}/lines/${tour?.id}/status`,
    { to: 'Confirmed', confirmation: 'KG-1' },
  );
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const file = (await world.nzAgent.get(`/api/app/files/${reference}`)).json<TFileView>();
  expect(file.status).toBe('Confirmed');
  return file;
}

/**
 * The tour's rates change from `from` on (a new season): the rate in force is cut the day before
 * and a dearer copy runs from `from` to its old end.
 */
async function newSeasonFrom(code: string, from: string, increaseCents: number): Promise<void> {
  const id = await productId(code);
  const current = await world.t.db
    .select()
    .from(rates)
    .where(and(eq(rates.productId, id), lte(rates.validFrom, from), gte(rates.validTo, from)));
  expect(current.length).toBeGreaterThan(0);
  for (const { id: rateId, createdAt: _c, updatedAt: _u, ...rate } of current) {
    const dayBefore = new Date(Date.parse(`${from}T00:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    await world.t.db.update(rates).set({ validTo: dayBefore }).where(eq(rates.id, rateId));
    await world.t.db.insert(rates).values({
      ...rate,
      validFrom: from,
      costCents: rate.costCents + increaseCents,
      sellCents: rate.sellCents + increaseCents,
    });
  }
}

/** Every rate of the product dearer by `increaseCents`, on every date. */
async function raiseRates(code: string, increaseCents: number): Promise<void> {
  const id = await productId(code);
  const all = await world.t.db.select().from(rates).where(eq(rates.productId, id));
  for (const rate of all) {
    await world.t.db
      .update(rates)
      .set({
        costCents: rate.costCents + increaseCents,
        sellCents: rate.sellCents + increaseCents,
      })
      .where(eq(rates.id, rate.id));
  }
}

async function allotmentUsed(code: string, dates: string[]): Promise<number[]> {
  const rows = await world.t.db
    .select({ used: productAvailability.allotmentUsed })
    .from(productAvailability)
    .where(
      and(
        eq(productAvailability.productId, await productId(code)),
        inArray(productAvailability.date, dates),
      ),
    )
    .orderBy(productAvailability.date);
  return rows.map((row) => row.used);
}

async function invoicesOf(reference: string): Promise<TFileInvoices> {
  const response = await world.nzAgent.get(`/api/app/files/${reference}/invoices`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TFileInvoices>();
}

function preview(reference: string, travelDate: string, expectedVersion: number) {
  return world.nzAgent.post(`/api/app/files/${reference}/amendments/preview`, {
    travelDate,
    expectedVersion,
  });
}

function amend(reference: string, travelDate: string, expectedVersion: number) {
  return world.nzAgent.post(`/api/app/files/${reference}/amendments`, {
    travelDate,
    expectedVersion,
  });
}

describe('amending a confirmed booking', () => {
  it('moves it a week: kept and repriced lines, amend requests, the difference invoiced', async () => {
    const booking = await confirmedBooking('Amending');
    const booked = new Map(linesOf(booking).map((line) => [line.productId, line]));
    const hotel = booked.get(await productId(ALLOTMENT_HOTEL));
    const tour = booked.get(await productId(ON_REQUEST_TOUR));
    // The catalogue moves on after booking: the hotel dearer on every date (its booked price is
    // preserved), the tour dearer from the 9th (the amendment moves it into the new season).
    await raiseRates(ALLOTMENT_HOTEL, 30_00);
    await newSeasonFrom(ON_REQUEST_TOUR, '2030-05-09', 25_00);
    const usedBefore = await allotmentUsed(ALLOTMENT_HOTEL, ['2030-05-04', '2030-05-11']);

    const previewed = await preview(booking.reference, A_WEEK_LATER, booking.version);
    expect(previewed.statusCode, previewed.body).toBe(200);
    const diff = previewed.json<TAmendmentPreview>();
    expect(diff).toMatchObject({
      reference: booking.reference,
      version: booking.version,
      fromTravelDate: TRAVEL,
      toTravelDate: A_WEEK_LATER,
      blockers: [],
    });
    const byLine = new Map(diff.lines.map((line) => [line.lineId, line]));
    expect(byLine.get(hotel?.id ?? 0)).toMatchObject({
      fromDate: TRAVEL,
      toDate: A_WEEK_LATER,
      pricing: 'kept',
      fromNetCents: hotel?.netCents,
      toNetCents: hotel?.netCents,
      status: 'Confirmed',
      supplier: 'notified',
    });
    const tourDiff = byLine.get(tour?.id ?? 0);
    expect(tourDiff).toMatchObject({
      fromDate: '2030-05-05',
      toDate: '2030-05-12',
      pricing: 'repriced',
      status: 'Requested',
      supplier: 'asked',
    });
    const tourDelta = (tourDiff?.toNetCents ?? 0) - (tour?.netCents ?? 0);
    expect(tourDelta).toBeGreaterThan(0);
    expect(diff.netDeltaCents).toBe(tourDelta);
    // A preview saves nothing.
    const unchanged = (await world.nzAgent.get(`/api/app/files/${booking.reference}`)).json();
    expect(unchanged).toMatchObject({ travelDate: TRAVEL, version: booking.version });

    const saved = await amend(booking.reference, A_WEEK_LATER, booking.version);
    expect(saved.statusCode, saved.body).toBe(200);
    const amended = saved.json<TFileView>();
    expect(amended).toMatchObject({
      status: 'Amendment',
      travelDate: A_WEEK_LATER,
      version: booking.version + 1,
    });
    expect(amended.totals.netCents).toBe(booking.totals.netCents + tourDelta);
    const lines = new Map(linesOf(amended).map((line) => [line.id, line]));
    expect(lines.get(hotel?.id ?? 0)).toMatchObject({
      date: A_WEEK_LATER,
      netCents: hotel?.netCents,
      status: 'Confirmed',
      hasAllotmentHeld: true,
    });
    expect(lines.get(tour?.id ?? 0)).toMatchObject({ date: '2030-05-12', status: 'Requested' });

    // The allotment moved with the stay.
    expect(await allotmentUsed(ALLOTMENT_HOTEL, ['2030-05-04', '2030-05-11'])).toEqual([
      (usedBefore[0] ?? 0) - 1,
      (usedBefore[1] ?? 0) + 1,
    ]);
    const requests = await world.t.db
      .select({
        lineId: supplierRequests.serviceLineId,
        kind: supplierRequests.kind,
        status: supplierRequests.status,
      })
      .from(supplierRequests)
      .where(eq(supplierRequests.fileId, booking.id))
      .orderBy(supplierRequests.id);
    expect(requests.slice(-2)).toEqual(
      expect.arrayContaining([
        { lineId: tour?.id, kind: 'amend', status: 'sent' },
        { lineId: hotel?.id, kind: 'notice', status: 'confirmed' },
      ]),
    );

    const mails = await world.t.db
      .select({ subject: mailOutbox.subject, text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Amendment request ${booking.reference} - Amending`));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Please confirm the services below on their new dates.');

    const billing = await invoicesOf(booking.reference);
    expect(billing.invoices).toHaveLength(2);
    expect(billing.invoices[1]).toMatchObject({
      totalCents: tourDelta,
      lines: [expect.objectContaining({ name: `Amendment of ${booking.reference}` })],
    });

    const versions = await world.nzAgent.get(`/api/app/files/${booking.reference}/versions`);
    const list = versions.json<TFileVersionList>();
    expect(list.data[0]).toMatchObject({ number: booking.version + 1, action: 'booking.amended' });

    // Once the tour's supplier confirms the new date, the booking is Confirmed again.
    const reconfirmed = await world.admin.post(
      `/api/admin/files/${booking.reference}/lines/${tour?.id}/status`,
      { to: 'Confirmed', confirmation: 'KG-2' },
    );
    expect(reconfirmed.json()).toMatchObject({ status: 'Confirmed' });

    // Moved back, the tour is in its old season again: the difference is credited.
    const current = (await world.nzAgent.get(`/api/app/files/${booking.reference}`)).json();
    const back = await amend(booking.reference, TRAVEL, current.version);
    expect(back.statusCode, back.body).toBe(200);
    const credits = (await invoicesOf(booking.reference)).creditNotes;
    expect(credits).toEqual([
      expect.objectContaining({ reason: `Amendment of ${booking.reference}` }),
    ]);
    expect(credits[0]?.totalCents).toBe(tourDelta);

    // Ten days before travel, under a 50%-within-14-days policy, the agency cancels it: half the
    // confirmed hotel stays invoiced, the rest is credited, the hotel's charge is recorded. (The
    // tour, asked again and not confirmed yet, costs nothing to cancel.)
    const halfWithin14: TCancellationPolicy = {
      nonRefundable: false,
      bands: [{ withinDays: 14, kind: 'percent', value: 50 }],
    };
    await world.t.db
      .update(products)
      .set({ cancellationPolicy: halfWithin14 })
      .where(eq(products.code, ALLOTMENT_HOTEL));
    world.t.clock.set(new Date('2030-04-24T00:00:00Z'));
    world.nzAgent = await world.t.signIn('nz.agent', 'agent', DEMO_PASSWORD);
    world.admin = await world.t.signIn('admin', 'admin', DEMO_PASSWORD);
    const billedBefore = await invoicesOf(booking.reference);
    const cancelled = await world.nzAgent.post(`/api/app/files/${booking.reference}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const released = await world.admin.post(`/api/admin/files/${booking.reference}/status`, {
      to: 'Cancelled',
      note: 'Released',
    });
    expect(released.statusCode, released.body).toBe(200);
    const billed = await invoicesOf(booking.reference);
    const total = (billing: TFileInvoices) =>
      billing.invoices.reduce((sum, invoice) => sum + invoice.totalCents, 0) -
      billing.creditNotes.reduce((sum, note) => sum + note.totalCents, 0);
    const hotelFee = Math.round((hotel?.netCents ?? 0) / 2);
    expect(total(billed)).toBe(hotelFee);
    expect(billed.creditNotes.at(-1)).toMatchObject({
      totalCents: total(billedBefore) - hotelFee,
      reason: `Cancellation of ${booking.reference}, less its cancellation fees`,
    });
    const [hotelRow] = await world.t.db
      .select({
        cost: fileServiceLines.costCents,
        charge: fileServiceLines.supplierChargeCents,
      })
      .from(fileServiceLines)
      .where(eq(fileServiceLines.id, hotel?.id ?? 0));
    expect(hotelRow?.charge).toBe(Math.round((hotelRow?.cost ?? 0) / 2));
    world.t.clock.set(new Date(`${TODAY}T00:00:00Z`));
    world.nzAgent = await world.t.signIn('nz.agent', 'agent', DEMO_PASSWORD);
    world.admin = await world.t.signIn('admin', 'admin', DEMO_PASSWORD);
  });

  it('never loses one of two amendments sent at once: the second gets a 409', async () => {
    const booking = await confirmedBooking('Racing');
    const [first, second] = await Promise.all([
      amend(booking.reference, '2030-05-18', booking.version),
      amend(booking.reference, '2030-05-25', booking.version),
    ]);
    const codes = [first.statusCode, second.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const loser = first.statusCode === 409 ? first : second;
    expect(loser.json().message).toContain('has changed since you looked at it');
    const file = (await world.nzAgent.get(`/api/app/files/${booking.reference}`)).json();
    expect(file.version).toBe(booking.version + 1);
  });

  it('answers a repeated amendment with the same Idempotency-Key as the first did', async () => {
    const booking = await confirmedBooking('Double click');
    const body = { travelDate: '2030-06-01', expectedVersion: booking.version };
    const options = { headers: { 'idempotency-key': 'amend-double-click-1' } };
    const once = await world.nzAgent.post(
      `/api/app/files/${booking.reference}/amendments`,
      body,
      options,
    );
    const twice = await world.nzAgent.post(
      `/api/app/files/${booking.reference}/amendments`,
      body,
      options,
    );
    expect([once.statusCode, twice.statusCode]).toEqual([200, 200]);
    expect(twice.json()).toMatchObject({ travelDate: '2030-06-01', version: booking.version + 1 });
    expect((await invoicesOf(booking.reference)).invoices.length).toBeLessThanOrEqual(2);
  });

  it('refuses what cannot be amended, with a clear reason', async () => {
    const booking = await confirmedBooking('Refusals');
    const stale = await amend(booking.reference, A_WEEK_LATER, booking.version - 1);
    expect(stale.statusCode).toBe(409);
    const same = await amend(booking.reference, TRAVEL, booking.version);
    expect(same.statusCode).toBe(422);
    expect(same.json().errors).toHaveProperty('travelDate');
    // Within the agents' cut-off (7 days by default): the back office amends it.
    const tooClose = await amend(booking.reference, '2030-02-04', booking.version);
    expect(tooClose.statusCode).toBe(422);
    expect(String(tooClose.json().errors.travelDate)).toContain('at least 7 days');
    const byBackOffice = await world.admin.post(
      `/api/admin/files/${booking.reference}/amendments/preview`,
      { travelDate: '2030-04-27', expectedVersion: booking.version },
    );
    expect(byBackOffice.statusCode, byBackOffice.body).toBe(200);
    const quote = await world.createQuote(world.nzAgent);
    const ofQuote = await amend(quote.reference, A_WEEK_LATER, quote.version);
    expect(ofQuote.statusCode).toBe(409);
    const otherAgency = await world.auAgent.post(
      `/api/app/files/${booking.reference}/amendments/preview`,
      { travelDate: A_WEEK_LATER, expectedVersion: booking.version },
    );
    expect(otherAgency.statusCode).toBe(404);
  });
});
