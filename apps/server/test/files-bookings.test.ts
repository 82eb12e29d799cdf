import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  TAdminFileView,
  TFileChangeResponse,
  TFileEvent,
  TFileView,
  TRequestBookingPreview,
} from '@portal/shared/contracts/files';
import type { TPaginated } from '@portal/shared/contracts/pagination';
import { gstSplitOf } from '@portal/shared/domain/margin';
import { productAvailability } from '../src/db/schema/catalogue-availability';
import { products } from '../src/db/schema/catalogue-products';
import { rates } from '../src/db/schema/catalogue-rates';
import { files } from '../src/db/schema/files';
import { fileServiceLines } from '../src/db/schema/files-lines';
import { supplierRequests } from '../src/db/schema/files-supplier-requests';
import type { TestClient } from './build-test-app';
import { buildAllotment, buildAreaOnlyRole, buildProduct, buildRate } from './catalogue-factories';
import { buildAdmin } from './factories';
import { buildFilesWorld, linesOf, type TFilesTestWorld } from './files-support';

let world: TFilesTestWorld;
beforeAll(async () => {
  world = await buildFilesWorld({ inventoryConfirmation: 'ask-supplier' });
});
afterAll(() => world.t.close());

async function productIdOf(code: string): Promise<number> {
  const [row] = await world.t.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.code, code));
  if (!row) throw new Error(`No product ${code}`);
  return row.id;
}

async function allotmentUsed(productId: number, dates: string[]): Promise<number[]> {
  const rows = await world.t.db
    .select({ date: productAvailability.date, used: productAvailability.allotmentUsed })
    .from(productAvailability)
    .where(
      and(eq(productAvailability.productId, productId), inArray(productAvailability.date, dates)),
    )
    .orderBy(productAvailability.date);
  return rows.map((row) => row.used);
}

async function supplierRequestsOf(fileId: number) {
  return world.t.db
    .select({
      kind: supplierRequests.kind,
      status: supplierRequests.status,
      lineId: supplierRequests.serviceLineId,
    })
    .from(supplierRequests)
    .where(eq(supplierRequests.fileId, fileId));
}

/** The file's events, newest first (the back office's timeline also lists emails: left out here). */
async function eventsOf(client: TestClient, reference: string, area: 'app' | 'admin' = 'app') {
  const response = await client.get(`/api/${area}/files/${reference}/events?per_page=100`);
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<TPaginated<TFileEvent | { kind: 'email' }>>()
    .data.filter((entry): entry is TFileEvent => !('kind' in entry && entry.kind === 'email'));
}

describe('requesting a booking', () => {
  let file: TFileView;
  let hotelId: number;

  beforeAll(async () => {
    file = await world.createQuote(world.nzAgent, { travelDate: '2030-05-06' });
    hotelId = await productIdOf('HARBAKL-SUP');
  });

  it('previews what changed since the quote was saved, saving nothing', async () => {
    const quiet = await world.nzAgent.post(
      `/api/app/files/${file.reference}/request-booking/preview`,
    );
    expect(quiet.statusCode, quiet.body).toBe(200);
    expect(quiet.json<TRequestBookingPreview>()).toMatchObject({
      canRequest: true,
      blockers: [],
      diff: { hasChanges: false },
    });

    const car = linesOf(file).find((line) => line.serviceTypeCode === 'RC');
    if (!car || car.productId === null) throw new Error('no car');
    await world.t.db
      .update(rates)
      .set({ sellCents: sql`${rates.sellCents} + 500` })
      .where(eq(rates.productId, car.productId));
    const moved = await world.nzAgent.post(
      `/api/app/files/${file.reference}/request-booking/preview`,
    );
    const preview = moved.json<TRequestBookingPreview>();
    expect(preview.canRequest).toBe(true);
    expect(preview.diff.changed.map((line) => line.key)).toEqual([car.key]);
    expect(preview.file.totals.sellCents).toBeGreaterThan(file.totals.sellCents);
    const stored = (await world.nzAgent.get(`/api/app/files/${file.reference}`)).json<TFileView>();
    expect(stored.totals).toEqual(file.totals);
    expect(stored.version).toBe(1);
  });

  it('refuses with 409 when the price moved from the one accepted, and changes nothing', async () => {
    const response = await world.nzAgent.post(`/api/app/files/${file.reference}/request-booking`, {
      expectedSellCents: file.totals.sellCents,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/Prices have changed/);
    const stored = (await world.nzAgent.get(`/api/app/files/${file.reference}`)).json<TFileView>();
    expect(stored.status).toBe('Quote');
    expect(await supplierRequestsOf(file.id)).toEqual([]);
  });

  it('moves the quote to Requested: allotment taken, lines requested, suppliers asked', async () => {
    const nights = [file.travelDate];
    const usedBefore = await allotmentUsed(hotelId, nights);
    const preview = (
      await world.nzAgent.post(`/api/app/files/${file.reference}/request-booking/preview`)
    ).json<TRequestBookingPreview>();
    const broadcast = vi.spyOn(world.t.app.broadcaster, 'broadcast');
    let booked: TFileView;
    try {
      const response = await world.nzAgent.post(
        `/api/app/files/${file.reference}/request-booking`,
        { expectedSellCents: preview.file.totals.sellCents },
      );
      expect(response.statusCode, response.body).toBe(200);
      booked = response.json<TFileView>();
      expect(broadcast).toHaveBeenCalledWith(
        [`private-file.${file.id}`, `private-agency.${file.agencyId}`],
        'booking.status-changed',
        expect.objectContaining({
          bookingReference: file.reference,
          status: 'Requested',
          previousStatus: 'Quote',
        }),
      );
      const lineEvents = broadcast.mock.calls.filter((call) => call[1] === 'service-line.updated');
      expect(lineEvents).toHaveLength(linesOf(booked).length);
    } finally {
      broadcast.mockRestore();
    }
    expect(booked).toMatchObject({
      status: 'Requested',
      version: 2,
      abilities: { canEdit: false, canRequestBooking: false, canCancel: true },
    });
    expect(booked.totals).toEqual(preview.file.totals);
    expect(new Set(linesOf(booked).map((line) => line.status))).toEqual(new Set(['Requested']));
    const hotel = linesOf(booked).find((line) => line.productId === hotelId);
    expect(hotel?.hasAllotmentHeld).toBe(true);
    expect(await allotmentUsed(hotelId, nights)).toEqual(usedBefore.map((used) => used + 1));

    const requests = await supplierRequestsOf(file.id);
    expect(requests).toHaveLength(linesOf(booked).length);
    expect(new Set(requests.map((request) => `${request.kind}/${request.status}`))).toEqual(
      new Set(['new/sent']),
    );
    const [event] = await eventsOf(world.nzAgent, file.reference);
    expect(event).toMatchObject({
      action: 'booking.requested',
      actorName: 'Liam Walker',
    });
    // Events reach the agent laid out in the trade's words (issue 19 point 10).
    expect(event?.facts).toEqual(
      expect.arrayContaining([
        { field: 'status', kind: 'status', from: 'Quote', value: 'Requested' },
      ]),
    );
    file = booked;
  });

  it('rejects illegal moves with 409 and a message', async () => {
    const again = await world.nzAgent.post(`/api/app/files/${file.reference}/request-booking`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The file is already Requested.');

    const edit = await world.nzAgent.patch(`/api/app/files/${file.reference}`, {
      bookingName: 'Too late',
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(
      `Only a quote can be changed; ${file.reference} is Requested.`,
    );
    const line = linesOf(file)[0];
    const remove = await world.nzAgent.delete(`/api/app/files/${file.reference}/lines/${line?.id}`);
    expect(remove.statusCode).toBe(409);
    const restore = await world.nzAgent.post(`/api/app/files/${file.reference}/versions/1/restore`);
    expect(restore.statusCode).toBe(409);

    const skip = await world.admin.post(`/api/admin/files/${file.reference}/status`, {
      to: 'Amendment',
    });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe('A file cannot go from Requested to Amendment.');
    const back = await world.admin.post(`/api/admin/files/${file.reference}/status`, {
      to: 'Quote',
    });
    expect(back.statusCode).toBe(409);
    const lineSkip = await world.admin.post(
      `/api/admin/files/${file.reference}/lines/${line?.id}/status`,
      { to: 'Available' },
    );
    expect(lineSkip.statusCode).toBe(409);
    expect(lineSkip.json().message).toBe('A service cannot go from Requested to Available.');
  });

  it('cancels: Cancellation asks suppliers, Cancelled gives the allotment back', async () => {
    const usedBefore = await allotmentUsed(hotelId, [file.travelDate]);
    const cancel = await world.nzAgent.post(`/api/app/files/${file.reference}/cancel`);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json<TFileView>().status).toBe('Cancellation');
    const cancelRequests = (await supplierRequestsOf(file.id)).filter(
      (row) => row.kind === 'cancel',
    );
    expect(cancelRequests).toHaveLength(linesOf(file).length);

    const twice = await world.nzAgent.post(`/api/app/files/${file.reference}/cancel`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(`${file.reference} is Cancellation and cannot be cancelled.`);
    const byAgent = await world.nzAgent.post(`/api/admin/files/${file.reference}/status`, {
      to: 'Cancelled',
    });
    expect(byAgent.statusCode).toBe(403);

    const done = await world.admin.post(`/api/admin/files/${file.reference}/status`, {
      to: 'Cancelled',
      note: 'Supplier releases received',
    });
    expect(done.statusCode, done.body).toBe(200);
    const cancelled = done.json<TAdminFileView>();
    expect(cancelled.status).toBe('Cancelled');
    expect(new Set(linesOf(cancelled).map((line) => line.status))).toEqual(new Set(['Cancelled']));
    expect(linesOf(cancelled).some((line) => line.hasAllotmentHeld)).toBe(false);
    expect(await allotmentUsed(hotelId, [file.travelDate])).toEqual(usedBefore.map((u) => u - 1));
    const [event] = await eventsOf(world.admin, file.reference, 'admin');
    expect(event).toMatchObject({
      action: 'status.changed',
      actorKind: 'admin',
    });
    expect(event?.facts).toEqual(
      expect.arrayContaining([
        { field: 'status', kind: 'status', from: 'Cancellation', value: 'Cancelled' },
        { field: 'note', kind: 'text', value: 'Supplier releases received' },
      ]),
    );
  });

  it('cancels a quote at once', async () => {
    const quote = await world.createQuote(world.nzAgent);
    const response = await world.nzAgent.post(`/api/app/files/${quote.reference}/cancel`);
    expect(response.json<TFileView>()).toMatchObject({
      status: 'Cancelled',
      abilities: { canCancel: false, canEdit: false, nextStatuses: [] },
    });
    const request = await world.nzAgent.post(`/api/app/files/${quote.reference}/request-booking`);
    expect(request.statusCode).toBe(409);
    expect(request.json().message).toBe('A file cannot go from Cancelled to Requested.');
  });

  it('refuses a quote with nothing to book', async () => {
    const quote = await world.createQuote(world.nzAgent);
    for (const line of linesOf(quote)) {
      const response = await world.nzAgent.delete(
        `/api/app/files/${quote.reference}/lines/${line.id}`,
      );
      expect(response.statusCode).toBe(200);
    }
    const preview = (
      await world.nzAgent.post(`/api/app/files/${quote.reference}/request-booking/preview`)
    ).json<TRequestBookingPreview>();
    expect(preview.canRequest).toBe(false);
    expect(preview.blockers.map((blocker) => blocker.code)).toEqual(['no-services']);
    const request = await world.nzAgent.post(`/api/app/files/${quote.reference}/request-booking`);
    expect(request.statusCode).toBe(409);
    expect(request.json().message).toBe('Add at least one service before requesting the booking.');
  });
});

describe('the same booking request sent twice (issue 19, point 4)', () => {
  it('books once and answers the repeat as it answered the first, sent together or after', async () => {
    const quote = await world.createQuote(world.nzAgent, { travelDate: '2030-05-20' });
    const url = `/api/app/files/${quote.reference}/request-booking`;
    const body = { expectedSellCents: quote.totals.sellCents };
    const headers = { 'idempotency-key': 'double-click-0123456789abcdef' };

    // A double click: both copies on their way before either is answered.
    const [first, second] = await Promise.all([
      world.nzAgent.post(url, body, { headers }),
      world.nzAgent.post(url, body, { headers }),
    ]);
    expect(first?.statusCode, first?.body).toBe(200);
    expect(second?.statusCode, second?.body).toBe(200);
    const booked = first?.json<TFileView>();
    expect(booked).toMatchObject({ status: 'Requested', version: 2 });
    expect(second?.json<TFileView>()).toEqual(booked);

    // A retry after a lost answer.
    const retry = await world.nzAgent.post(url, body, { headers });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json<TFileView>()).toEqual(booked);

    // Booked once: one version, one set of supplier requests, one event.
    expect(await supplierRequestsOf(quote.id)).toHaveLength(linesOf(quote).length);
    const events = await eventsOf(world.nzAgent, quote.reference);
    expect(events.filter((event) => event.action === 'booking.requested')).toHaveLength(1);

    // Without the key, or with another one, a second request is still refused.
    const fresh = await world.nzAgent.post(url, body, {
      headers: { 'idempotency-key': 'another-click-0123456789abcdef' },
    });
    expect(fresh.statusCode).toBe(409);
    expect(fresh.json().message).toBe('The file is already Requested.');
    // The key cannot be spent on another file.
    const other = await world.createQuote(world.nzAgent, { travelDate: '2030-05-20' });
    const reused = await world.nzAgent.post(
      `/api/app/files/${other.reference}/request-booking`,
      { expectedSellCents: other.totals.sellCents },
      { headers },
    );
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toMatch(/Idempotency-Key was already used/);
    const malformed = await world.nzAgent.post(
      `/api/app/files/${other.reference}/request-booking`,
      body,
      { headers: { 'idempotency-key': 'short' } },
    );
    expect(malformed.statusCode).toBe(422);
  });

  it('cancels once when "Yes, cancel" is pressed twice, answering both copies alike', async () => {
    const quote = await world.createQuote(world.nzAgent, { travelDate: '2030-05-27' });
    const booked = await world.nzAgent.post(`/api/app/files/${quote.reference}/request-booking`, {
      expectedSellCents: quote.totals.sellCents,
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const url = `/api/app/files/${quote.reference}/cancel`;
    const headers = { 'idempotency-key': 'cancel-twice-0123456789abcdef' };
    const [first, second] = await Promise.all([
      world.nzAgent.post(url, undefined, { headers }),
      world.nzAgent.post(url, undefined, { headers }),
    ]);
    expect(first?.statusCode, first?.body).toBe(200);
    expect(second?.statusCode, second?.body).toBe(200);
    expect(first?.json<TFileView>()).toMatchObject({ status: 'Cancellation' });
    expect(second?.json<TFileView>()).toEqual(first?.json<TFileView>());
    const events = await eventsOf(world.nzAgent, quote.reference);
    expect(
      events.filter((event) => event.action === 'status.changed').map((event) => event.facts),
    ).toHaveLength(1);
    // A new press, with a new key, is told the booking is already being cancelled.
    const again = await world.nzAgent.post(url, undefined, {
      headers: { 'idempotency-key': 'cancel-again-0123456789abcdef' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      `${quote.reference} is Cancellation and cannot be cancelled.`,
    );
  });
});

describe('the back office working a booking', () => {
  it('moves it to Processing, confirms each service and the portal confirms the booking', async () => {
    const quote = await world.createQuote(world.nzAgent, { travelDate: '2030-05-13' });
    const requested = await world.admin.post(`/api/admin/files/${quote.reference}/status`, {
      to: 'Requested',
    });
    expect(requested.statusCode, requested.body).toBe(200);
    const processing = await world.admin.post(`/api/admin/files/${quote.reference}/status`, {
      to: 'Processing',
    });
    let view = processing.json<TAdminFileView>();
    expect(view.status).toBe('Processing');
    // Without GST (docs/tax.md): the GST is taken out of the net and the cost first.
    expect(view.totals.marginExGstCents).toBe(
      gstSplitOf(view.totals, view.gstPercent).marginExGstCents,
    );
    expect(view.totals.marginExGstCents).toBeLessThan(view.totals.netCents - view.totals.costCents);
    expect(linesOf(view)[0]).toHaveProperty('costCents');

    const lines = linesOf(view);
    for (const [index, line] of lines.entries()) {
      const response = await world.admin.post(
        `/api/admin/files/${quote.reference}/lines/${line.id}/status`,
        { to: 'Confirmed', confirmation: `CONF-${index}`, voucher: `V-${index}` },
      );
      expect(response.statusCode, response.body).toBe(200);
      view = response.json<TAdminFileView>();
      expect(view.status).toBe(index === lines.length - 1 ? 'Confirmed' : 'Processing');
    }
    const agentView = (
      await world.nzAgent.get(`/api/app/files/${quote.reference}`)
    ).json<TFileView>();
    expect(agentView.status).toBe('Confirmed');
    expect(linesOf(agentView)[0]).toMatchObject({
      status: 'Confirmed',
      confirmation: 'CONF-0',
      voucher: 'V-0',
    });
    expect(agentView.abilities.nextStatuses).toEqual(['Amendment', 'Cancellation']);
    const [latest] = await eventsOf(world.nzAgent, quote.reference);
    expect(latest).toMatchObject({
      action: 'status.changed',
      actorKind: 'system',
    });
    expect(latest?.facts).toEqual(
      expect.arrayContaining([
        { field: 'status', kind: 'status', from: 'Processing', value: 'Confirmed' },
      ]),
    );
  });
});

describe('the last allotment, requested twice at once', () => {
  it('is booked once; the other request gets 409 and changes nothing', async () => {
    const product = await buildProduct(world.t, { name: 'Lakeside Lodge - Last Room' });
    await buildRate(world.t, product, { validFrom: '2030-01-01', validTo: '2030-12-31' });
    const nights = ['2030-06-04', '2030-06-05'];
    await buildAllotment(world.t, product.id, nights, 1);
    const hotelId = await productIdOf('HARBAKL-SUP');
    const hotelBefore = await allotmentUsed(hotelId, ['2030-06-03']);

    const quotes: TFileView[] = [];
    for (const client of [world.nzAgent, world.nzAgencyAdmin]) {
      const quote = await world.createQuote(client, { travelDate: '2030-06-03' });
      const added = await client.post(`/api/app/files/${quote.reference}/lines`, {
        productId: product.id,
        date: nights[0],
        span: 2,
      });
      expect(added.statusCode, added.body).toBe(200);
      const line = linesOf(added.json<TFileChangeResponse>().file).find(
        (candidate) => candidate.productId === product.id,
      );
      expect(line?.status).toBe('Allotment');
      quotes.push(added.json<TFileChangeResponse>().file);
    }

    const responses = await Promise.all([
      world.nzAgent.post(`/api/app/files/${quotes[0]?.reference}/request-booking`),
      world.nzAgencyAdmin.post(`/api/app/files/${quotes[1]?.reference}/request-booking`),
    ]);
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses, responses.map((response) => response.body).join('\n')).toEqual([200, 409]);
    const loser = responses.findIndex((response) => response.statusCode === 409);
    expect(responses[loser]?.json().message).toMatch(/allotment|Full/);

    expect(await allotmentUsed(product.id, nights)).toEqual([1, 1]);
    // The loser's other allotment (the Auckland hotel) was not taken either.
    expect(await allotmentUsed(hotelId, ['2030-06-03'])).toEqual(hotelBefore.map((u) => u + 1));
    const loserFile = quotes[loser];
    if (!loserFile) throw new Error('no loser');
    const [row] = await world.t.db.select().from(files).where(eq(files.id, loserFile.id));
    expect(row).toMatchObject({ status: 'Quote', version: loserFile.version });
    expect(await supplierRequestsOf(loserFile.id)).toEqual([]);
    const loserLines = await world.t.db
      .select({ status: fileServiceLines.status, hold: fileServiceLines.allotmentHold })
      .from(fileServiceLines)
      .where(eq(fileServiceLines.fileId, loserFile.id));
    expect(loserLines.every((line) => line.status !== 'Requested' && line.hold === null)).toBe(
      true,
    );
    const winner = quotes[1 - loser];
    expect((await eventsOf(world.nzAgent, winner?.reference ?? ''))[0]?.action).toBe(
      'booking.requested',
    );
    expect((await eventsOf(world.nzAgent, loserFile.reference))[0]?.action).not.toBe(
      'booking.requested',
    );
  });
});

describe('following a file live', () => {
  it("lets the file's agency and the back office join its channel, nobody else", async () => {
    const quote = await world.createQuote(world.nzAgent);
    const channel = `private-file.${quote.id}`;
    const ask = (client: TestClient) =>
      client.post('/broadcasting/auth', { socket_id: '1234.5678', channel_name: channel });
    expect((await ask(world.nzAgent)).statusCode).toBe(200);
    expect((await ask(world.nzAgencyAdmin)).statusCode).toBe(200);
    expect((await ask(world.admin)).statusCode).toBe(200);
    expect((await ask(world.auAgent)).statusCode).toBe(403);
    // Staff need 'files.view-all': a back-office user without it is refused.
    const viewer = await buildAdmin(world.t, { roles: ['consultant'] });
    expect((await ask(await world.t.signIn(viewer.username, 'admin'))).statusCode).toBe(200);
    const areaOnly = await buildAdmin(world.t, {
      roles: [await buildAreaOnlyRole(world.t, 'admin')],
    });
    expect((await ask(await world.t.signIn(areaOnly.username, 'admin'))).statusCode).toBe(403);
    const unknown = await world.nzAgent.post('/broadcasting/auth', {
      socket_id: '1234.5678',
      channel_name: `private-file.${quote.id + 100_000}`,
    });
    expect(unknown.statusCode).toBe(403);
  });
});

describe('a service that lost its rate', () => {
  it('keeps the quote in Quote when the request fails for a line that became red', async () => {
    const quote = await world.createQuote(world.nzAgent, { travelDate: '2030-07-01' });
    const hotel = linesOf(quote).find((line) => line.serviceTypeCode === 'AC');
    if (!hotel || hotel.productId === null) throw new Error('no hotel');
    await world.t.db.delete(rates).where(eq(rates.productId, hotel.productId));
    const preview = (
      await world.nzAgent.post(`/api/app/files/${quote.reference}/request-booking/preview`)
    ).json<TRequestBookingPreview>();
    expect(preview.canRequest).toBe(false);
    expect(preview.blockers).toContainEqual(
      expect.objectContaining({ code: 'missing-rate', lineKey: hotel.key }),
    );
    const request = await world.nzAgent.post(`/api/app/files/${quote.reference}/request-booking`);
    expect(request.statusCode).toBe(409);
    expect(request.json().message).toContain('has no rate on');
    const stored = (await world.nzAgent.get(`/api/app/files/${quote.reference}`)).json<TFileView>();
    expect(stored.status).toBe('Quote');
    expect(stored.version).toBe(quote.version);
  });
});
