import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TFileEvent, TFileView } from '@portal/shared/contracts/files';
import type { TPaginated } from '@portal/shared/contracts/pagination';
import type { TAdminPrize } from '@portal/shared/contracts/prizes';
import type {
  TAdminEmergencyContact,
  TAdminFileTraveller,
  TEmergencyContact,
  TFindItineraryResponse,
  TPrizeCart,
  TPublicQuote,
  TTravelApp,
  TTravelAppFeedback,
  TTravellerLinks,
} from '@portal/shared/contracts/traveller';
import { files } from '../src/db/schema/files';
import { fileServiceLines } from '../src/db/schema/files-lines';
import { supplierRequests } from '../src/db/schema/files-supplier-requests';
import { mailOutbox } from '../src/db/schema/mail-outbox';
import { prizes } from '../src/db/schema/prizes';
import { auditLog } from '../src/db/schema/audit-log';
import { buildFile } from './files-factories';
import { buildAdmin } from './factories';
import { buildFilesWorld, linesOf, TODAY, type TFilesTestWorld } from './files-support';

let world: TFilesTestWorld;
/** A booking (requested from a priced quote: lines, an invoice) and a second one of the same agency. */
let bookingA: TFileView;
let bookingB: TFileView;
let quote: TFileView;
let linksA: TTravellerLinks;
let linksB: TTravellerLinks;
let linksQuote: TTravellerLinks;

const tokenOf = (url: string) => url.split('/').pop() ?? '';

async function requestBooking(file: TFileView): Promise<TFileView> {
  const preview = await world.nzAgent.post(
    `/api/app/files/${file.reference}/request-booking/preview`,
  );
  const response = await world.nzAgent.post(`/api/app/files/${file.reference}/request-booking`, {
    expectedSellCents: preview.json<{ file: TFileView }>().file.totals.sellCents,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TFileView>();
}

async function linksOf(reference: string): Promise<TTravellerLinks> {
  const response = await world.nzAgent.post(`/api/app/files/${reference}/traveller-links`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TTravellerLinks>();
}

let addresses = 0;
/** A traveller's browser; each from its own address, so the per-IP rate limits stay apart. */
function traveller() {
  addresses += 1;
  return world.t.client({
    remoteAddress: `10.1.${String(Math.floor(addresses / 250))}.${String(addresses % 250)}`,
  });
}

/** The trip ends on `endDate` (the operator's today in these tests opens feedback). */
async function endTravel(fileId: number, endDate: string, travelDate = endDate) {
  await world.t.db.update(files).set({ travelDate, endDate }).where(eq(files.id, fileId));
}

beforeAll(async () => {
  world = await buildFilesWorld({ inventoryConfirmation: 'ask-supplier' });
  bookingA = await requestBooking(
    await world.createQuote(world.nzAgent, { travelDate: '2030-03-04', bookingName: 'Booking A' }),
  );
  bookingB = await requestBooking(
    await world.createQuote(world.nzAgent, { travelDate: '2030-03-11', bookingName: 'Booking B' }),
  );
  quote = await world.createQuote(world.nzAgent, { bookingName: 'Just a quote' });
  [linksA, linksB, linksQuote] = await Promise.all([
    linksOf(bookingA.reference),
    linksOf(bookingB.reference),
    linksOf(quote.reference),
  ]);
});
afterAll(() => world.t.close());

describe('traveller links', () => {
  it('gives the agent absolute links, the same ones every time', async () => {
    expect(linksA.travelAppUrl).toMatch(/^https:\/\/portal\.test\/travel-app\/[A-Za-z0-9_-]{32}$/);
    expect(linksA.quoteUrl).toMatch(/^https:\/\/portal\.test\/quote\/[A-Za-z0-9_-]{32}$/);
    expect(await linksOf(bookingA.reference)).toEqual(linksA);
    const admin = await world.admin.post(`/api/admin/files/${bookingA.reference}/traveller-links`);
    expect(admin.json<TTravellerLinks>()).toEqual(linksA);
    expect(linksB.travelAppUrl).not.toBe(linksA.travelAppUrl);
  });

  it("does not hand out another agency's links", async () => {
    const response = await world.auAgent.post(
      `/api/app/files/${bookingA.reference}/traveller-links`,
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('finding an itinerary by reference', () => {
  it('finds a booking whatever the case and spaces, answering its travel-app token', async () => {
    const client = world.t.client({ remoteAddress: '10.0.0.1' });
    const typed = ` ${bookingA.reference.toLowerCase()} `;
    const response = await client.get(`/api/find-itinerary/${encodeURIComponent(typed)}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TFindItineraryResponse>().id).toBe(tokenOf(linksA.travelAppUrl));
  });

  it('does not find a quote, and names an unknown reference', async () => {
    const client = world.t.client({ remoteAddress: '10.0.0.2' });
    const forQuote = await client.get(`/api/find-itinerary/${quote.reference}`);
    expect(forQuote.statusCode).toBe(404);
    expect(forQuote.json().message).toBe(
      `We could not find a booking with reference ${quote.reference}. Please check the reference on your confirmation.`,
    );
    const unknown = await client.get('/api/find-itinerary/nz-999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(
      'We could not find a booking with reference NZ-999999. Please check the reference on your confirmation.',
    );
  });

  it('finds a cancelled booking, whose travel app says so, but never a cancelled quote', async () => {
    const client = world.t.client({ remoteAddress: '10.0.0.14' });
    const booking = await requestBooking(
      await world.createQuote(world.nzAgent, { bookingName: 'Called off' }),
    );
    const cancelled = await world.nzAgent.post(`/api/app/files/${booking.reference}/cancel`);
    expect(cancelled.json()).toMatchObject({ status: 'Cancellation' });
    const found = await client.get(`/api/find-itinerary/${booking.reference}`);
    expect(found.statusCode, found.body).toBe(200);
    const app = await client.get(`/api/travel-app/${found.json<TFindItineraryResponse>().id}`);
    expect(app.json()).toMatchObject({ status: 'Cancellation', days: [], amountDue: null });

    const dropped = await world.createQuote(world.nzAgent, { bookingName: 'Dropped quote' });
    expect(
      (await world.nzAgent.post(`/api/app/files/${dropped.reference}/cancel`)).json(),
    ).toMatchObject({
      status: 'Cancelled',
    });
    expect((await client.get(`/api/find-itinerary/${dropped.reference}`)).statusCode).toBe(404);
  });

  it('asks for a reference when only spaces were typed', async () => {
    const client = world.t.client({ remoteAddress: '10.0.0.3' });
    const response = await client.get('/api/find-itinerary/%20%20');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'This field is required',
      errors: { reference: ['This field is required'] },
    });
  });

  it("finds a quote's page by the file's reference, as /quote with no id asks", async () => {
    const client = world.t.client({ remoteAddress: '10.0.0.6' });
    const found = await client.get(`/api/find-quote/${quote.reference.toLowerCase()}%20`);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.headers['cache-control']).toBe('no-store');
    expect(found.json<TFindItineraryResponse>().id).toBe(tokenOf(linksQuote.quoteUrl));
    const unknown = await client.get('/api/find-quote/nz-999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(
      'We could not find a quote with reference NZ-999999. Please check the reference your travel agent gave you.',
    );
    expect((await client.get('/api/find-quote/%20')).statusCode).toBe(400);
  });

  it('answers 429 after ten tries a minute from one address', async () => {
    const client = world.t.client({ remoteAddress: '10.0.0.4' });
    for (let i = 0; i < 10; i += 1) {
      expect((await client.get(`/api/find-itinerary/NZ-99990${String(i)}`)).statusCode).toBe(404);
    }
    const limited = await client.get(`/api/find-itinerary/${bookingA.reference}`);
    expect(limited.statusCode).toBe(429);
    const other = world.t.client({ remoteAddress: '10.0.0.5' });
    expect((await other.get(`/api/find-itinerary/${bookingA.reference}`)).statusCode).toBe(200);
  });
});

describe('the travel app', () => {
  it("shows the booking's days and services, with nothing about cost", async () => {
    const client = traveller();
    const response = await client.get(`/api/travel-app/${tokenOf(linksA.travelAppUrl)}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, max-age=0');
    const app = response.json<TTravelApp>();
    expect(app).toMatchObject({
      bookingReference: bookingA.reference,
      bookingName: 'Booking A',
      status: bookingA.status,
      brand: { currency: 'NZD', priceMessage: 'NZD incl. 15% GST' },
      emergencyContact: null,
      feedback: null,
      canLeaveFeedback: false,
      canChoosePrize: false,
    });
    const services = app.days.flatMap((day) => day.services);
    expect(services.map((s) => s.id).sort()).toEqual(
      linesOf(bookingA)
        .map((line) => line.id)
        .sort(),
    );
    expect(services.every((s) => s.supplierName !== '')).toBe(true);
    const withAddress = services.find((s) => s.address !== '');
    if (withAddress) {
      expect(withAddress.mapUrl).toBe(
        `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(withAddress.address)}`,
      );
    }
    expect(app.days[0]?.locationName).not.toBeNull();
    expect(response.body).not.toMatch(/costCents|commissionCents|netCents/);
  });

  it('shows the deposit owing on the invoice until its due date', async () => {
    const app = (
      await traveller().get(`/api/travel-app/${tokenOf(linksA.travelAppUrl)}`)
    ).json<TTravelApp>();
    expect(app.amountDue).toMatchObject({ purpose: 'deposit', currency: 'NZD' });
    expect(app.amountDue?.amountCents).toBeGreaterThan(0);
    expect(app.amountDue?.amountCents).toBeLessThan(bookingA.totals.netCents);
  });

  it('opens nothing with an unknown token or a token of the other kind', async () => {
    const client = traveller();
    const unknown = await client.get('/api/travel-app/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This itinerary link is not valid.');
    const quoteToken = await client.get(`/api/travel-app/${tokenOf(linksA.quoteUrl)}`);
    expect(quoteToken.statusCode).toBe(404);
    const travelToken = await client.get(`/api/quotes/public/${tokenOf(linksA.travelAppUrl)}`);
    expect(travelToken.statusCode).toBe(404);
    const malformed = await client.get('/api/travel-app/not%20a%20token');
    expect(malformed.statusCode).toBe(422);
  });
});

describe("what the travel app shows of a booking's services (issue 19 point 6)", () => {
  const SUPPLIER_REMARK = 'Harbour view guaranteed, rate code HV2 - bill the operator';
  const ITINERARY_TEXT = 'Your guide meets you in the hotel lobby at 08:30.';

  it('sends confirmed and pending services only, marked so, and no supplier remarks', async () => {
    const booking = await requestBooking(
      await world.createQuote(world.nzAgent, {
        travelDate: '2030-04-08',
        bookingName: 'Mixed answers',
      }),
    );
    const [unable, waitlisted, confirmed, withText, requested] = linesOf(booking);
    if (!unable || !waitlisted || !confirmed || !withText || !requested) {
      throw new Error('The demo package needs five services');
    }
    const setLine = (id: number, values: Partial<typeof fileServiceLines.$inferInsert>) =>
      world.t.db.update(fileServiceLines).set(values).where(eq(fileServiceLines.id, id));
    // As the suppliers' answers leave them: declined, waitlisted, confirmed with a remark to the
    // operator (the answer writes it on the line as well as on the request).
    await setLine(unable.id, { status: 'Unable' });
    await setLine(waitlisted.id, { status: 'Wait' });
    await setLine(confirmed.id, {
      status: 'Confirmed',
      confirmation: 'HV-778 -cl',
      voucher: 'HV-778',
      remarks: SUPPLIER_REMARK,
    });
    await world.t.db
      .update(supplierRequests)
      .set({ status: 'confirmed', confirmation: 'HV-778 -cl', remarks: SUPPLIER_REMARK })
      .where(eq(supplierRequests.serviceLineId, confirmed.id));
    await setLine(withText.id, {
      status: 'Confirmed',
      confirmation: 'GT-1',
      remarks: ITINERARY_TEXT,
    });

    const links = await linksOf(booking.reference);
    const response = await traveller().get(`/api/travel-app/${tokenOf(links.travelAppUrl)}`);
    expect(response.statusCode, response.body).toBe(200);
    const services = response.json<TTravelApp>().days.flatMap((day) => day.services);
    const byId = new Map(services.map((service) => [service.id, service]));

    expect(byId.has(unable.id)).toBe(false);
    expect(byId.get(waitlisted.id)).toMatchObject({
      status: 'pending',
      confirmation: null,
      voucher: null,
    });
    expect(byId.get(requested.id)).toMatchObject({ status: 'pending' });
    expect(byId.get(confirmed.id)).toMatchObject({
      status: 'confirmed',
      confirmation: 'HV-778',
      voucher: 'HV-778',
      remarks: '',
    });
    expect(byId.get(withText.id)).toMatchObject({ status: 'confirmed', remarks: ITINERARY_TEXT });
    expect(services.every((service) => ['confirmed', 'pending'].includes(service.status))).toBe(
      true,
    );
    expect(response.body).not.toContain('Harbour view guaranteed');

    // Feedback rates the services the traveller was shown, and no other.
    await endTravel(booking.id, TODAY, TODAY);
    const refused = await traveller().post(
      `/api/travel-app/${tokenOf(links.travelAppUrl)}/feedback`,
      { tripRating: 4, serviceRatings: [{ serviceLineId: unable.id, rating: 1 }] },
    );
    expect(refused.statusCode).toBe(400);
  });
});

describe('the emergency contact', () => {
  const contact = {
    title: 'Mrs',
    fullName: 'Jane Smith',
    relationship: 'Sister',
    phone: '021 5550199',
    email: 'jane@example.com',
  };

  it('validates the fields', async () => {
    const client = traveller();
    const url = `/api/travel-app/${tokenOf(linksA.travelAppUrl)}/emergency-contact`;
    const missing = await client.put(url, { ...contact, fullName: '  ' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.fullName).toEqual(['This field is required']);
    const badPhone = await client.put(url, { ...contact, phone: 'call me' });
    expect(badPhone.statusCode).toBe(422);
    expect(badPhone.json().errors.phone).toEqual([
      'Enter a phone number with its country code, e.g. +64 21 555 1234',
    ]);
    // Issue 19 point 26: numbers abroad and the New Zealand way of writing them are accepted.
    for (const phone of ['+61 412 345 678', '+64 21 555 1234', '09 309 5500']) {
      expect((await client.put(url, { ...contact, phone })).statusCode, phone).toBe(200);
    }
  });

  it('saves on the booking of the token only, audited and visible to the back office', async () => {
    const client = traveller();
    const url = `/api/travel-app/${tokenOf(linksA.travelAppUrl)}/emergency-contact`;
    const saved = await client.put(url, { ...contact, phone: '0215550199' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<TEmergencyContact>()).toMatchObject({ fullName: 'Jane Smith' });
    const again = await client.put(url, contact);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<TEmergencyContact>().phone).toBe('021 5550199');

    const appA = (
      await client.get(`/api/travel-app/${tokenOf(linksA.travelAppUrl)}`)
    ).json<TTravelApp>();
    expect(appA.emergencyContact).toMatchObject(contact);
    const appB = (
      await client.get(`/api/travel-app/${tokenOf(linksB.travelAppUrl)}`)
    ).json<TTravelApp>();
    expect(appB.emergencyContact).toBeNull();

    const admin = await world.admin.get(`/api/admin/files/${bookingA.reference}/traveller`);
    expect(admin.statusCode, admin.body).toBe(200);
    const view = admin.json<TAdminFileTraveller>();
    // The overview says there is one; the contact is read on its own, audited (issue 19, 11).
    expect(view.hasEmergencyContact).toBe(true);
    expect(JSON.stringify(view)).not.toContain(contact.fullName);
    const read = await world.admin.get(`/api/admin/files/${bookingA.reference}/emergency-contact`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<TAdminEmergencyContact>().contact).toMatchObject(contact);
    const viewed = await world.t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'file.emergency-contact-viewed'));
    expect(viewed).toHaveLength(1);
    expect(viewed[0]).toMatchObject({
      entityId: bookingA.reference,
      actorUserId: expect.any(Number),
    });
    expect(view.links.map((link) => link.url).sort()).toEqual(
      [linksA.quoteUrl, linksA.travelAppUrl].sort(),
    );
    const audits = await world.t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'traveller.emergency-contact-saved'));
    expect(audits.map((row) => [row.actorLabel, row.entityId])).toContainEqual([
      'traveller',
      bookingA.reference,
    ]);
    expect(
      (await world.nzAgent.get(`/api/admin/files/${bookingA.reference}/traveller`)).statusCode,
    ).toBe(403);
  });
});

describe('feedback and prizes', () => {
  let lastPrize: number;
  let otherPrize: number;

  beforeAll(async () => {
    const rows = await world.t.db
      .insert(prizes)
      .values([
        { name: 'Last jar of manuka honey', stock: 1 },
        { name: 'Merino beanie', stock: 5 },
        { name: 'Retired prize', stock: 5, active: false },
      ])
      .returning();
    lastPrize = rows[0]?.id ?? 0;
    otherPrize = rows[1]?.id ?? 0;
  });

  const feedbackUrl = (links: TTravellerLinks) =>
    `/api/travel-app/${tokenOf(links.travelAppUrl)}/feedback`;
  const prizeUrl = (links: TTravellerLinks, id: number) =>
    `/api/travel-app/${tokenOf(links.travelAppUrl)}/prizes/${String(id)}`;

  it('opens feedback only from the last day of travel', async () => {
    const client = traveller();
    const early = await client.post(feedbackUrl(linksA), { tripRating: 5 });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Feedback opens on the last day of travel.');
    const quoteFeedback = await client.post(feedbackUrl(linksQuote), { tripRating: 5 });
    expect(quoteFeedback.statusCode).toBe(409);
  });

  it('takes one feedback per booking, rating only its own services', async () => {
    await endTravel(bookingA.id, TODAY, '2030-01-26');
    const client = traveller();
    const app = (
      await client.get(`/api/travel-app/${tokenOf(linksA.travelAppUrl)}`)
    ).json<TTravelApp>();
    expect(app.canLeaveFeedback).toBe(true);

    const foreign = await client.post(feedbackUrl(linksA), {
      tripRating: 4,
      serviceRatings: [{ serviceLineId: linesOf(bookingB)[0]?.id, rating: 2 }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors.serviceRatings).toHaveLength(1);

    const ownLine = linesOf(bookingA)[0]?.id ?? 0;
    const first = await client.post(feedbackUrl(linksA), {
      tripRating: 4,
      comment: 'Loved the ferry',
      serviceRatings: [{ serviceLineId: ownLine, rating: 5 }],
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<TTravelAppFeedback>()).toMatchObject({
      tripRating: 4,
      comment: 'Loved the ferry',
      serviceRatings: [{ serviceLineId: ownLine, rating: 5 }],
    });
    const second = await client.post(feedbackUrl(linksA), { tripRating: 1 });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('Feedback was already received for this booking.');

    const after = (
      await client.get(`/api/travel-app/${tokenOf(linksA.travelAppUrl)}`)
    ).json<TTravelApp>();
    expect(after).toMatchObject({ canLeaveFeedback: false, canChoosePrize: true });
    expect(after.feedback?.tripRating).toBe(4);
    const other = (
      await client.get(`/api/travel-app/${tokenOf(linksB.travelAppUrl)}`)
    ).json<TTravelApp>();
    expect(other.feedback).toBeNull();
    const admin = (
      await world.admin.get(`/api/admin/files/${bookingA.reference}/traveller`)
    ).json<TAdminFileTraveller>();
    expect(admin.feedback).toMatchObject({ tripRating: 4, status: 'pending' });
  });

  it('offers prizes only after feedback, one per booking', async () => {
    const client = traveller();
    const before = await client.post(prizeUrl(linksB, otherPrize));
    expect(before.statusCode).toBe(409);

    const cart = (
      await client.get(`/api/travel-app/${tokenOf(linksA.travelAppUrl)}/prizes`)
    ).json<TPrizeCart>();
    expect(cart).toMatchObject({ canChoose: true, chosenPrizeId: null });
    const names = cart.prizes.map((prize) => prize.name);
    expect(names).toEqual(expect.arrayContaining(['Last jar of manuka honey', 'Merino beanie']));
    expect(names).not.toContain('Retired prize');

    const chosen = await client.post(prizeUrl(linksA, otherPrize));
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json<TPrizeCart>()).toMatchObject({
      chosenPrizeId: otherPrize,
      canChoose: false,
    });
    expect(chosen.json<TPrizeCart>().prizes.find((p) => p.id === otherPrize)?.remaining).toBe(4);

    const again = await client.post(prizeUrl(linksA, lastPrize));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A prize was already chosen for this booking.');
    const [last] = await world.t.db.select().from(prizes).where(eq(prizes.id, lastPrize));
    expect(last?.stock).toBe(1);
  });

  it('never gives the last prize twice when two bookings choose it at once', async () => {
    const owner = { agencyId: bookingA.agencyId, agentId: bookingA.agentId };
    const past = { travelDate: '2030-01-20', status: 'Confirmed' as const };
    const [c, d] = await Promise.all([
      buildFile(world.t, owner, past),
      buildFile(world.t, owner, past),
    ]);
    const [linksC, linksD] = await Promise.all([linksOf(c.reference), linksOf(d.reference)]);
    const client = traveller();
    for (const links of [linksC, linksD]) {
      expect((await client.post(feedbackUrl(links), { tripRating: 5 })).statusCode).toBe(201);
    }
    const answers = await Promise.all([
      client.post(prizeUrl(linksC, lastPrize)),
      client.post(prizeUrl(linksD, lastPrize)),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((r) => r.statusCode === 409);
    expect(refused?.json().message).toBe('This prize is no longer available.');
    const [last] = await world.t.db.select().from(prizes).where(eq(prizes.id, lastPrize));
    expect(last?.stock).toBe(0);
  });

  it('settles two choices of one booking at once to a single prize', async () => {
    const owner = { agencyId: bookingA.agencyId, agentId: bookingA.agentId };
    const e = await buildFile(world.t, owner, { travelDate: '2030-01-20', status: 'Confirmed' });
    const linksE = await linksOf(e.reference);
    const client = traveller();
    expect((await client.post(feedbackUrl(linksE), { tripRating: 3 })).statusCode).toBe(201);
    const [stockBefore] = await world.t.db.select().from(prizes).where(eq(prizes.id, otherPrize));
    const answers = await Promise.all([
      client.post(prizeUrl(linksE, otherPrize)),
      client.post(prizeUrl(linksE, otherPrize)),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [stockAfter] = await world.t.db.select().from(prizes).where(eq(prizes.id, otherPrize));
    expect(stockAfter?.stock).toBe((stockBefore?.stock ?? 0) - 1);
  });
});

describe('the public quote', () => {
  it('shows sell prices only', async () => {
    const response = await traveller().get(`/api/quotes/public/${tokenOf(linksQuote.quoteUrl)}`);
    expect(response.statusCode, response.body).toBe(200);
    const view = response.json<TPublicQuote>();
    expect(view).toMatchObject({
      reference: quote.reference,
      totalCents: quote.totals.sellCents,
      canAccept: true,
      acceptedAt: null,
      pax: { adults: 2, children: 0 },
    });
    expect(view.days.flatMap((day) => day.lines)).toHaveLength(linesOf(quote).length);
    expect(response.body).not.toMatch(/cost|commission|netCents/i);
  });

  it('is accepted once, recorded on the file and pushed live', async () => {
    const client = traveller();
    const url = `/api/quotes/public/${tokenOf(linksQuote.quoteUrl)}/accept`;
    expect((await client.post(url, { fullName: ' ' })).statusCode).toBe(422);
    const broadcast = vi.spyOn(world.t.app.broadcaster, 'broadcast');
    try {
      const accepted = await client.post(url, { fullName: 'John Smith', comment: 'Book it!' });
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json<TPublicQuote>()).toMatchObject({
        acceptedByName: 'John Smith',
        canAccept: false,
      });
      expect(broadcast).toHaveBeenCalledWith(
        [`private-file.${quote.id}`, `private-agency.${quote.agencyId}`, 'private-backoffice'],
        'quote.accepted',
        expect.objectContaining({
          fileId: quote.id,
          bookingReference: quote.reference,
          acceptedByName: 'John Smith',
        }),
      );
    } finally {
      broadcast.mockRestore();
    }
    const [mail] = await world.t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Quote ${quote.reference} accepted by John Smith`));
    expect(mail?.text).toContain('Book it!');
    const twice = await client.post(url, { fullName: 'John Smith' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This quote was already accepted.');

    const events = (
      await world.nzAgent.get(`/api/app/files/${quote.reference}/events?per_page=100`)
    ).json<TPaginated<TFileEvent>>().data;
    expect(events[0]).toMatchObject({
      action: 'quote.accepted',
      actorName: 'John Smith (traveller)',
    });
    const admin = (
      await world.admin.get(`/api/admin/files/${quote.reference}/traveller`)
    ).json<TAdminFileTraveller>();
    expect(admin.quoteAcceptance).toMatchObject({ fullName: 'John Smith', comment: 'Book it!' });
  });

  it('marks a stop-sold service, leaves it out of the total and of the acceptance', async () => {
    const mixed = await world.createQuote(world.nzAgent, {
      travelDate: '2030-05-06',
      bookingName: 'Stop-sold hotel',
    });
    const [stopSold, ...others] = linesOf(mixed);
    if (!stopSold || others.length === 0) throw new Error('The demo package needs services');
    // As pricing leaves a hotel the supplier stop-sold on the date.
    await world.t.db
      .update(fileServiceLines)
      .set({ status: 'Unavailable' })
      .where(eq(fileServiceLines.id, stopSold.id));
    const links = await linksOf(mixed.reference);
    const url = `/api/quotes/public/${tokenOf(links.quoteUrl)}`;
    const view = (await traveller().get(url)).json<TPublicQuote>();
    const lines = view.days.flatMap((day) => day.lines);
    expect(lines.filter((line) => line.isUnavailable).map((line) => line.name)).toEqual([
      stopSold.name,
    ]);
    const bookableCents = others.reduce((total, line) => total + line.sellCents, 0);
    expect(view.totalCents).toBe(bookableCents);
    expect(view.totalCents).toBe(mixed.totals.sellCents - stopSold.sellCents);
    expect(view.canAccept).toBe(true);

    const accepted = await traveller().post(`${url}/accept`, { fullName: 'Casey Client' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const events = (
      await world.nzAgent.get(`/api/app/files/${mixed.reference}/events?per_page=100`)
    ).json<TPaginated<TFileEvent>>().data;
    expect(events[0]).toMatchObject({ action: 'quote.accepted' });
    expect(events[0]?.facts).toEqual(
      expect.arrayContaining([
        { field: 'amount', kind: 'money', value: bookableCents },
        { field: 'leftOut', kind: 'list', value: [`${stopSold.name} (${stopSold.date})`] },
      ]),
    );
    const [mail] = await world.t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Quote ${mixed.reference} accepted by Casey Client`));
    expect(mail?.text).toContain('not part of the acceptance');
    expect(mail?.text).toContain(stopSold.name);
  });

  it('cannot be accepted when nothing in it can be booked', async () => {
    const unbookable = await world.createQuote(world.nzAgent, {
      travelDate: '2030-05-13',
      bookingName: 'Nothing left',
    });
    await world.t.db
      .update(fileServiceLines)
      .set({ status: 'Full' })
      .where(eq(fileServiceLines.fileId, unbookable.id));
    const links = await linksOf(unbookable.reference);
    const url = `/api/quotes/public/${tokenOf(links.quoteUrl)}`;
    const view = (await traveller().get(url)).json<TPublicQuote>();
    expect(view).toMatchObject({ totalCents: 0, canAccept: false });
    const refused = await traveller().post(`${url}/accept`, { fullName: 'Casey Client' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'None of the services in this quote can be booked on its dates any more. Please ask your travel agent for a new quote.',
    );
    const admin = (
      await world.admin.get(`/api/admin/files/${unbookable.reference}/traveller`)
    ).json<TAdminFileTraveller>();
    expect(admin.quoteAcceptance).toBeNull();
  });

  it('cannot be accepted once the file is a booking', async () => {
    const response = await traveller().post(
      `/api/quotes/public/${tokenOf(linksB.quoteUrl)}/accept`,
      { fullName: 'Late Larry' },
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This quote can no longer be accepted.');
    const [row] = await world.t.db.select().from(files).where(eq(files.id, bookingB.id));
    expect(row?.status).toBe(bookingB.status);
  });
});

describe('prize management', () => {
  it('lets the back office add and change prizes', async () => {
    const created = await world.admin.post('/api/admin/prizes', {
      name: 'Kiwi plush',
      description: 'A soft kiwi',
      stock: 3,
    });
    expect(created.statusCode, created.body).toBe(201);
    const prize = created.json<TAdminPrize>();
    expect(prize).toMatchObject({ name: 'Kiwi plush', stock: 3, active: true, chosenCount: 0 });

    const invalid = await world.admin.put(`/api/admin/prizes/${String(prize.id)}`, {
      name: 'Kiwi plush',
      stock: -1,
    });
    expect(invalid.statusCode).toBe(422);
    const updated = await world.admin.put(`/api/admin/prizes/${String(prize.id)}`, {
      name: 'Kiwi plush',
      stock: 10,
      active: false,
    });
    expect(updated.json<TAdminPrize>()).toMatchObject({ stock: 10, active: false });
    const list = (await world.admin.get('/api/admin/prizes')).json<TPaginated<TAdminPrize>>();
    expect(list.data.find((row) => row.name === 'Merino beanie')?.chosenCount).toBe(2);
    expect(
      (await world.admin.put('/api/admin/prizes/999999', { name: 'x', stock: 1 })).statusCode,
    ).toBe(404);
  });

  it('pages and filters the prizes on the server and exports them as CSV', async () => {
    for (const name of ['=Paged prize formula', 'Paged prize A', 'Paged prize B']) {
      const created = await world.admin.post('/api/admin/prizes', { name, stock: 1 });
      expect(created.statusCode, created.body).toBe(201);
    }
    const page = (await world.admin.get('/api/admin/prizes?q=paged prize&per_page=1&page=3')).json<
      TPaginated<TAdminPrize>
    >();
    expect(page.data.map((row) => row.name)).toEqual(['Paged prize B']);
    expect(page.meta).toMatchObject({ total: 3, last_page: 3, current_page: 3 });
    expect(page.links.prev).toContain('q=paged');
    const inactive = (await world.admin.get('/api/admin/prizes?active=false')).json<
      TPaginated<TAdminPrize>
    >();
    expect(inactive.data.every((row) => !row.active)).toBe(true);

    const csv = await world.admin.get('/api/admin/prizes/export.csv?q=paged prize');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('prizes.csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('Name,Description,Stock,Active,Chosen,Updated');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([
      '"\'=Paged prize formula"',
      '"Paged prize A"',
      '"Paged prize B"',
    ]);
    expect((await world.admin.get('/api/admin/prizes/export.csv?active=maybe')).statusCode).toBe(
      422,
    );
    expect((await world.nzAgent.get('/api/admin/prizes/export.csv')).statusCode).toBe(403);
    const consultant = await buildAdmin(world.t, { roles: ['consultant'] });
    const staff = await world.t.signIn(consultant.username, 'admin', consultant.password);
    expect((await staff.get('/api/admin/prizes/export.csv')).statusCode).toBe(403);
  });
});

describe("the agent's quote-accepted mail preference (issue 19 point 13)", () => {
  it('sends no mail to an agent who switched it off, and keeps the preference per user', async () => {
    expect((await world.nzAgent.get('/api/profile/preferences')).json()).toEqual({
      notifyQuoteAccepted: true,
      defaultClientView: false,
    });
    const bad = await world.nzAgent.put('/api/profile/preferences', { notifyQuoteAccepted: 'no' });
    expect(bad.statusCode).toBe(422);
    const saved = await world.nzAgent.put('/api/profile/preferences', {
      notifyQuoteAccepted: false,
      defaultClientView: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ notifyQuoteAccepted: false, defaultClientView: true });
    try {
      const quiet = await world.createQuote(world.nzAgent, { bookingName: 'Quiet quote' });
      const links = await linksOf(quiet.reference);
      const accepted = await traveller().post(
        `/api/quotes/public/${tokenOf(links.quoteUrl)}/accept`,
        { fullName: 'Quinn Quiet' },
      );
      expect(accepted.statusCode, accepted.body).toBe(200);
      const mails = await world.t.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.subject, `Quote ${quiet.reference} accepted by Quinn Quiet`));
      expect(mails).toEqual([]);
      // The acceptance itself is still on the file.
      const events = (
        await world.nzAgent.get(`/api/app/files/${quiet.reference}/events?per_page=100`)
      ).json<TPaginated<TFileEvent>>().data;
      expect(events[0]).toMatchObject({ action: 'quote.accepted' });
    } finally {
      await world.nzAgent.put('/api/profile/preferences', {
        notifyQuoteAccepted: true,
        defaultClientView: false,
      });
    }
  });
});
