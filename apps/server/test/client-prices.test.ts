import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFileEvent, TFileView } from '@portal/shared/contracts/files';
import { SANDBOX_CARDS, type TPaymentSessionView } from '@portal/shared/contracts/online-payments';
import type { TPaginated } from '@portal/shared/contracts/pagination';
import type { TTravelApp } from '@portal/shared/contracts/traveller';
import {
  CANCELLED_MARKUP_MESSAGE,
  GROSS_AGENCY_MARKUP_MESSAGE,
} from '../src/modules/files/commands/set-client-markup';
import { getOrCreateTravellerLinks } from '../src/modules/traveller/traveller-links.repository';
import type { TestClient } from './build-test-app';
import { buildAgency, buildAgent, buildPricedProduct } from './factories';
import { buildFilesWorld, linesOf, type TFilesTestWorld } from './files-support';
import { pdfText } from './pdf-text';

/**
 * Two prices, never mixed (docs/pricing.md, "Two prices"): the client price a net agency sets with
 * its own markup, and the rule that nothing a traveller can reach shows the agency's net price or
 * its commission.
 */
let world: TFilesTestWorld;
let hotelId: number;
beforeAll(async () => {
  world = await buildFilesWorld();
  // 2 nights × 230.00 published, cost 170.00 a night.
  hotelId = await buildPricedProduct(world.t, {
    code: 'TWO-PRICES-HOTEL',
    name: 'Rotorua Geyser Lodge - Superior Double',
    serviceTypeCode: 'AC',
    country: 'NZ',
    basis: 'per_room_night',
    costCents: 17_000,
    sellCents: 23_000,
  });
});
afterAll(() => world.t.close());

async function agentOf(agency: Awaited<ReturnType<typeof buildAgency>>): Promise<TestClient> {
  const agent = await buildAgent(world.t, { agencyId: agency.id });
  return world.t.signIn(agent.username, 'agent', agent.password);
}

/** A quote of two nights in the hotel, made by `client`. */
async function hotelQuote(client: TestClient): Promise<TFileView> {
  const created = await client.post('/api/app/files/custom', {
    travelDate: '2030-05-04',
    nights: 2,
    rooms: [{ roomType: 'DB', adults: 2 }],
    bookingName: 'Two prices',
  });
  expect(created.statusCode, created.body).toBe(201);
  const { reference } = created.json<TFileView>();
  const added = await client.post(`/api/app/files/${reference}/lines`, {
    productId: hotelId,
    date: '2030-05-04',
    span: 2,
  });
  expect(added.statusCode, added.body).toBe(200);
  return added.json<{ file: TFileView }>().file;
}

describe('a net agency sets its client markup, per file', () => {
  it('starts a file at the agency’s markup, and its agent changes it with the change recorded', async () => {
    const agency = await buildAgency(world.t, {
      pricingModel: 'net',
      clientMarkupBasisPoints: 1_500,
    });
    const client = await agentOf(agency);
    const quote = await hotelQuote(client);
    const { netCents, sellCents } = quote.totals;
    expect(quote.clientMarkupBasisPoints).toBe(1_500);
    expect(quote.totals.clientCents).toBe(Math.round(netCents * 1.15));

    const changed = await client.put(`/api/app/files/${quote.reference}/client-markup`, {
      clientMarkupPercent: 25,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const file = changed.json<TFileView>();
    expect(file.clientMarkupBasisPoints).toBe(2_500);
    expect(file.totals.clientCents).toBe(Math.round(netCents * 1.25));
    expect(linesOf(file)[0]?.clientCents).toBe(file.totals.clientCents);
    // The same markup again changes nothing and records nothing more.
    await client.put(`/api/app/files/${quote.reference}/client-markup`, {
      clientMarkupPercent: 25,
    });
    const events = (await client.get(`/api/app/files/${quote.reference}/events`)).json<
      TPaginated<TFileEvent>
    >();
    const markupChanges = events.data.filter((event) =>
      event.facts.some(
        (fact) =>
          fact.kind === 'fields' &&
          Array.isArray(fact.value) &&
          fact.value.includes('clientMarkup'),
      ),
    );
    expect(markupChanges).toHaveLength(1);

    // No markup: the client sees the published price.
    const published = await client.put(`/api/app/files/${quote.reference}/client-markup`, {
      clientMarkupPercent: null,
    });
    expect(published.json<TFileView>().totals.clientCents).toBe(sellCents);

    const tooMuch = await client.put(`/api/app/files/${quote.reference}/client-markup`, {
      clientMarkupPercent: 1_000.01,
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json()).toMatchObject({ errors: { clientMarkupPercent: expect.any(Array) } });
    // Another agency's agent does not reach the file.
    const other = await world.nzAgent.put(`/api/app/files/${quote.reference}/client-markup`, {
      clientMarkupPercent: 10,
    });
    expect(other.statusCode).toBe(404);

    const cancelled = await client.post(`/api/app/files/${quote.reference}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const afterCancel = await client.put(`/api/app/files/${quote.reference}/client-markup`, {
      clientMarkupPercent: 30,
    });
    expect(afterCancel.statusCode).toBe(409);
    expect(afterCancel.json()).toMatchObject({ message: CANCELLED_MARKUP_MESSAGE });
  });

  it('refuses a markup on a gross agency’s file: its clients see the published price', async () => {
    const agency = await buildAgency(world.t, { pricingModel: 'gross' });
    const client = await agentOf(agency);
    const quote = await hotelQuote(client);
    expect(quote.clientMarkupBasisPoints).toBeNull();
    const refused = await client.put(`/api/app/files/${quote.reference}/client-markup`, {
      clientMarkupPercent: 20,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      errors: { clientMarkupPercent: [GROSS_AGENCY_MARKUP_MESSAGE] },
    });
  });
});

describe('nothing a traveller reaches shows the agency’s net price or commission', () => {
  it('keeps the net and commission out of the quote, travel app, payment page and itinerary', async () => {
    const agency = await buildAgency(world.t, {
      pricingModel: 'gross',
      commissionBasisPoints: 1_500,
    });
    const client = await agentOf(agency);
    const quote = await hotelQuote(client);
    // Client 460.00; commission 15% = 69.00; the agency pays 391.00 with 51.00 of GST in it.
    expect(quote.totals).toMatchObject({
      clientCents: 46_000,
      commissionCents: 6_900,
      netCents: 39_100,
      netGstCents: 5_100,
    });
    const forbidden = ['39100', '391.00', '391,00', '6900', '69.00', '5100', '51.00'];
    const seen: { what: string; text: string }[] = [];
    const { quoteToken, travelAppToken } = await getOrCreateTravellerLinks(
      world.t.db,
      quote.id,
      world.t.clock.now(),
    );
    const traveller = world.t.client();
    seen.push({
      what: 'public quote',
      text: (await traveller.get(`/api/quotes/public/${quoteToken}`)).body,
    });
    const accepted = await traveller.post(`/api/quotes/public/${quoteToken}/accept`, {
      fullName: 'Mere Tane',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    seen.push({ what: 'quote acceptance', text: accepted.body });

    const requested = await client.post(`/api/app/files/${quote.reference}/request-booking`);
    expect(requested.statusCode, requested.body).toBe(200);
    seen.push({
      what: 'find itinerary',
      text: (await traveller.get(`/api/find-itinerary/${quote.reference}`)).body,
    });
    const app = await traveller.get(`/api/travel-app/${travelAppToken}`);
    seen.push({ what: 'travel app', text: app.body });
    const due = app.json<TTravelApp>().amountDue;
    // The deposit is 20% of the client price (92.00), not of the invoice (78.20).
    expect(due).toMatchObject({ purpose: 'deposit', amountCents: 9_200 });
    const session = await traveller.post(`/api/travel-app/${travelAppToken}/payment-sessions`, {
      purpose: 'deposit',
    });
    expect(session.statusCode, session.body).toBe(201);
    const { token } = session.json<TPaymentSessionView>();
    seen.push({ what: 'payment page', text: (await traveller.get(`/api/payments/${token}`)).body });
    const paid = await traveller.post(`/api/payments/${token}/sandbox-card`, {
      cardholderName: 'Mere Tane',
      cardNumber: SANDBOX_CARDS.success,
      expiry: '12/31',
      cvc: '123',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    seen.push({ what: 'payment result', text: paid.body });
    seen.push({
      what: 'travel app after the deposit',
      text: (await traveller.get(`/api/travel-app/${travelAppToken}`)).body,
    });
    const itinerary = await client.get(`/api/app/files/${quote.reference}/itinerary.pdf`);
    seen.push({ what: 'itinerary PDF', text: pdfText(itinerary.rawPayload) });
    expect(seen.at(-1)?.text).toContain('Total: NZD 460.00');

    for (const { what, text } of seen) {
      for (const figure of forbidden) {
        expect(text.includes(figure), `${what} shows ${figure}`).toBe(false);
      }
    }
  });
});
