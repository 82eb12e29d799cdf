import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFileChangeResponse, TFileView } from '@portal/shared/contracts/files';
import type { TFileInvoices, TFileTransactions } from '@portal/shared/contracts/invoices';
import type { TFileYield } from '@portal/shared/contracts/yield';
import { defaultSettings } from '@portal/shared/contracts/settings-sections';
import { buildAgency, buildAgent, buildPricedProduct } from './factories';
import { buildFilesWorld, linesOf, type TFilesTestWorld } from './files-support';
import { pdfText } from './pdf-text';
import { getOrCreateTravellerLinks } from '../src/modules/traveller/traveller-links.repository';
import { PAID_THROUGH_AGENCY_MESSAGE } from '../src/modules/online-payments/online-payments.service';
import { SANDBOX_CARDS, type TPaymentSessionView } from '@portal/shared/contracts/online-payments';
import type { TPublicQuote, TTravelApp } from '@portal/shared/contracts/traveller';

/**
 * docs/tax.md, "Worked example": a New Zealand-brand gross agency on its contracted 15%
 * commission books a New Zealand hotel and an Australian day tour. Every figure below is worked
 * out by hand in docs/tax.md and checked here to the cent.
 */
let world: TFilesTestWorld;
beforeAll(async () => {
  world = await buildFilesWorld();
});
afterAll(() => world.t.close());

const productWithRate = (fields: Parameters<typeof buildPricedProduct>[1]) =>
  buildPricedProduct(world.t, fields);

/** The traveller's travel-app and quote tokens of a file. */
function travellerTokensOf(fileId: number) {
  return getOrCreateTravellerLinks(world.t.db, fileId, world.t.clock.now());
}

/** The traveller pays what the travel app asks now with the sandbox's card: its amount. */
async function travellerPaysAmountDue(travelAppToken: string): Promise<number> {
  const traveller = world.t.client();
  const app = (await traveller.get(`/api/travel-app/${travelAppToken}`)).json<TTravelApp>();
  if (!app.amountDue) throw new Error('Nothing is due');
  const opened = await traveller.post(`/api/travel-app/${travelAppToken}/payment-sessions`, {
    purpose: app.amountDue.purpose,
  });
  expect(opened.statusCode, opened.body).toBe(201);
  const session = opened.json<TPaymentSessionView>();
  expect(session.amountCents).toBe(app.amountDue.amountCents);
  const paid = await traveller.post(`/api/payments/${session.token}/sandbox-card`, {
    cardholderName: 'Aroha Ngata',
    cardNumber: SANDBOX_CARDS.success,
    expiry: '12/31',
    cvc: '123',
  });
  expect(paid.statusCode, paid.body).toBe(200);
  expect(paid.json<TPaymentSessionView>().status).toBe('paid');
  return session.amountCents;
}

describe('worked example: New Zealand brand, gross agency at 15%, NZ hotel and AU day tour', () => {
  it('prices, invoices and reports the margin by place of supply, to the cent', async () => {
    await world.admin.put('/api/admin/settings/brands', {
      ...defaultSettings().brands,
      NZ: { ...defaultSettings().brands.NZ, taxNumber: '123-456-789' },
    });
    const hotelId = await productWithRate({
      code: 'TAX-NZ-HOTEL',
      name: 'Queenstown Lakeside Hotel - Superior Double',
      serviceTypeCode: 'AC',
      country: 'NZ',
      basis: 'per_room_night',
      costCents: 18_400,
      sellCents: 23_000,
    });
    const tourId = await productWithRate({
      code: 'TAX-AU-TOUR',
      name: 'Blue Mountains Day Tour',
      serviceTypeCode: 'AT',
      country: 'AU',
      basis: 'per_person',
      costCents: 12_000,
      sellCents: 15_000,
    });
    const agency = await buildAgency(world.t, {
      brandId: 1,
      pricingModel: 'gross',
      commissionBasisPoints: 1_500,
    });
    const agent = await buildAgent(world.t, { agencyId: agency.id });
    const client = await world.t.signIn(agent.username, 'agent', agent.password);

    const created = await client.post('/api/app/files/custom', {
      travelDate: '2030-05-04',
      nights: 3,
      rooms: [{ roomType: 'DB', adults: 2 }],
      bookingName: 'Tasman twin-country',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { reference } = created.json<TFileView>();
    let quote: TFileView | null = null;
    for (const line of [
      { productId: hotelId, date: '2030-05-04', span: 2 },
      { productId: tourId, date: '2030-05-06', span: 1 },
    ]) {
      const added = await client.post(`/api/app/files/${reference}/lines`, line);
      expect(added.statusCode, added.body).toBe(200);
      quote = added.json<TFileChangeResponse>().file;
      expect(quote.reference).toBe(reference);
    }
    // The quote built line by line already carries GST in the hotel only, as the booking below.
    expect(quote?.totals).toMatchObject({ sellCents: 76_000, gstCents: 6_000, netGstCents: 5_100 });

    const requested = await client.post(`/api/app/files/${reference}/request-booking`);
    expect(requested.statusCode, requested.body).toBe(200);
    const booking = requested.json<TFileView>();
    const byName = new Map(linesOf(booking).map((line) => [line.name, line]));
    // Hotel: 2 nights × 230.00 = 460.00 to the client; 15% commission 69.00; agency pays 391.00.
    expect(byName.get('Queenstown Lakeside Hotel - Superior Double')).toMatchObject({
      taxCode: 'standard',
      sellCents: 46_000,
      commissionCents: 6_900,
      netCents: 39_100,
    });
    // Tour: 2 adults × 150.00 = 300.00; commission 45.00; agency pays 255.00; zero-rated.
    expect(byName.get('Blue Mountains Day Tour')).toMatchObject({
      taxCode: 'zero_rated',
      sellCents: 30_000,
      commissionCents: 4_500,
      netCents: 25_500,
    });
    // GST only in the New Zealand hotel: 46 000 × 15 / 115 = 6 000 in the client price,
    // 39 100 × 15 / 115 = 5 100 in the agency's.
    expect(booking.totals).toMatchObject({
      sellCents: 76_000,
      commissionCents: 11_400,
      netCents: 64_600,
      gstCents: 6_000,
      netGstCents: 5_100,
    });

    const invoices = await client.get(`/api/app/files/${reference}/invoices`);
    const [invoice] = invoices.json<TFileInvoices>().invoices;
    expect(invoice).toMatchObject({
      totalCents: 64_600,
      zeroRatedCents: 25_500,
      gstCents: 5_100,
      depositCents: 12_920,
    });
    expect(invoice?.lines.map((line) => [line.taxCode, line.amountCents])).toEqual([
      ['standard', 39_100],
      ['zero_rated', 25_500],
    ]);
    const pdf = pdfText((await client.get(`/api/app/invoices/${invoice?.id}/pdf`)).rawPayload);
    expect(pdf).toContain('Tax Invoice');
    expect(pdf).toContain('GST number: 123-456-789');
    expect(pdf).toMatch(/Taxable supplies \(incl\. GST\)\s+NZD 391\.00/);
    expect(pdf).toMatch(/Zero-rated supplies\s+NZD 255\.00/);
    expect(pdf).toMatch(/GST included \(15%\)\s+NZD 51\.00/);

    // The operator collects from this agency's traveller (the default): the travel app asks for
    // the client price, 760.00, never the invoice. Deposit: the invoice's 20% share of the client
    // price, 76 000 × 12 920 / 64 600 = 15 200; then the balance, 76 000 − 15 200 = 60 800.
    expect(booking.totals).toMatchObject({ clientCents: 76_000, clientGstCents: 6_000 });
    const { travelAppToken } = await travellerTokensOf(booking.id);
    expect(await travellerPaysAmountDue(travelAppToken)).toBe(15_200);
    expect(await travellerPaysAmountDue(travelAppToken)).toBe(60_800);
    const paidApp = await world.t.client().get(`/api/travel-app/${travelAppToken}`);
    expect(paidApp.json<TTravelApp>().amountDue).toBeNull();
    // The invoice is paid (646.00) and the rest, the agency's 15% commission of 114.00, is
    // credited to its ledger: the operator owes the agency its commission.
    const [paidInvoice] = (
      await client.get(`/api/app/files/${reference}/invoices`)
    ).json<TFileInvoices>().invoices;
    expect(paidInvoice).toMatchObject({ paidCents: 64_600, status: 'paid' });
    const ledger = (
      await client.get(`/api/app/files/${reference}/transactions`)
    ).json<TFileTransactions>();
    expect(ledger.data.map((row) => [row.type, row.valueCents])).toEqual([
      ['invoice', 64_600],
      ['payment', -15_200],
      ['payment', -49_400],
      ['commission', -11_400],
    ]);
    expect(ledger.balanceCents).toBe(-11_400);

    // The operator's margin without GST: hotel (39 100 − 5 100) − (36 800 − 4 800) = 2 000;
    // tour 25 500 − 24 000 = 1 500 (no GST either side); 3 500 in all.
    const yieldResponse = await world.admin.get(`/api/admin/files/${reference}/yield`);
    expect(yieldResponse.statusCode, yieldResponse.body).toBe(200);
    const sheet = yieldResponse.json<TFileYield>();
    expect(sheet.totals).toMatchObject({
      costCents: 60_800,
      outputGstCents: 5_100,
      inputGstCents: 4_800,
      marginExGstCents: 3_500,
    });

    // The tour is cancelled: its zero-rated part is credited with no GST in it.
    const tour = linesOf(booking).find((line) => line.name === 'Blue Mountains Day Tour');
    const cancelled = await world.admin.post(
      `/api/admin/files/${reference}/lines/${tour?.id}/status`,
      { to: 'Cancelled' },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = (await client.get(`/api/app/files/${reference}/invoices`)).json<TFileInvoices>();
    expect(after.creditNotes).toEqual([
      expect.objectContaining({ totalCents: 25_500, zeroRatedCents: 25_500, gstCents: 0 }),
    ]);
  });
});

describe('worked example: Australian brand, net agency, New Zealand self-drive', () => {
  it('bills the New Zealand car hire GST-free under the ABN', async () => {
    await world.admin.put('/api/admin/settings/brands', {
      ...defaultSettings().brands,
      AU: { ...defaultSettings().brands.AU, taxNumber: '12 345 678 901' },
    });
    const carId = await productWithRate({
      code: 'TAX-NZ-CAR',
      name: 'Christchurch Compact Car Hire',
      serviceTypeCode: 'RC',
      country: 'NZ',
      basis: 'per_vehicle_day',
      costCents: 6_000,
      sellCents: 8_000,
      brandId: 2,
    });
    // The agency sells to its clients at its own 20% markup and collects from them itself.
    const agency = await buildAgency(world.t, {
      brandId: 2,
      pricingModel: 'net',
      clientMarkupBasisPoints: 2_000,
      travellerPayments: 'agency',
    });
    const agent = await buildAgent(world.t, { agencyId: agency.id });
    const client = await world.t.signIn(agent.username, 'agent', agent.password);
    const created = await client.post('/api/app/files/custom', {
      travelDate: '2030-05-04',
      nights: 7,
      rooms: [{ roomType: 'DB', adults: 2 }],
      bookingName: 'South Island self-drive',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { reference } = created.json<TFileView>();
    const added = await client.post(`/api/app/files/${reference}/lines`, {
      productId: carId,
      date: '2030-05-04',
      span: 7,
    });
    expect(added.statusCode, added.body).toBe(200);
    // The client price: 483.00 + 20% = 579.60, on the public quote the agent shares.
    const { quoteToken, travelAppToken } = await travellerTokensOf(created.json<TFileView>().id);
    const publicQuote = await world.t.client().get(`/api/quotes/public/${quoteToken}`);
    expect(publicQuote.json<TPublicQuote>().totalCents).toBe(57_960);
    const requested = await client.post(`/api/app/files/${reference}/request-booking`);
    expect(requested.statusCode, requested.body).toBe(200);
    const booking = requested.json<TFileView>();
    expect(booking).toMatchObject({ clientMarkupBasisPoints: 2_000, travellerPayments: 'agency' });
    expect(booking.totals).toMatchObject({ clientCents: 57_960, clientGstCents: 0 });
    expect(linesOf(booking)[0]?.clientCents).toBe(57_960);
    // 7 days × 80.00 = 560.00 (AUD) published; the agency pays cost 420.00 plus the Australian
    // market's 15% markup on rental cars for net agencies = 483.00. Performed in New Zealand, so not connected
    // with Australia: no Australian GST in it.
    expect(linesOf(booking)).toEqual([
      expect.objectContaining({ taxCode: 'zero_rated', sellCents: 56_000, netCents: 48_300 }),
    ]);
    expect(booking.totals).toMatchObject({ netCents: 48_300, gstCents: 0, netGstCents: 0 });
    const billing = await client.get(`/api/app/files/${reference}/invoices`);
    const [invoice] = billing.json<TFileInvoices>().invoices;
    expect(invoice).toMatchObject({ totalCents: 48_300, zeroRatedCents: 48_300, gstCents: 0 });
    const pdf = pdfText((await client.get(`/api/app/invoices/${invoice?.id}/pdf`)).rawPayload);
    expect(pdf).toContain('ABN: 12 345 678 901');
    expect(pdf).toMatch(/GST-free supplies\s+AUD 483\.00/);
    // The itinerary the agency hands its client shows the client price, never the net.
    const itinerary = pdfText(
      (await client.get(`/api/app/files/${reference}/itinerary.pdf`)).rawPayload,
    );
    expect(itinerary).toContain('Total: AUD 579.60');
    expect(itinerary).not.toContain('483.00');
    // The agency collects from its client: the travel app asks for no payment and takes none.
    const app = (
      await world.t.client().get(`/api/travel-app/${travelAppToken}`)
    ).json<TTravelApp>();
    expect(app).toMatchObject({ isPaidThroughAgency: true, amountDue: null });
    const refused = await world.t
      .client()
      .post(`/api/travel-app/${travelAppToken}/payment-sessions`, { purpose: 'deposit' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: PAID_THROUGH_AGENCY_MESSAGE });
    // Margin 48 300 − 42 000 = 6 300, with no GST on either side.
    const yieldResponse = await world.admin.get(`/api/admin/files/${reference}/yield`);
    expect(yieldResponse.json<TFileYield>().totals).toMatchObject({
      outputGstCents: 0,
      inputGstCents: 0,
      marginExGstCents: 6_300,
    });
  });
});
