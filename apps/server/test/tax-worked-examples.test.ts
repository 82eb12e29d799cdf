import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFileChangeResponse, TFileView } from '@portal/shared/contracts/files';
import type { TFileInvoices } from '@portal/shared/contracts/invoices';
import type { TFileYield } from '@portal/shared/contracts/yield';
import { defaultSettings } from '@portal/shared/contracts/settings-sections';
import { locations } from '../src/db/schema/catalogue-locations';
import { products } from '../src/db/schema/catalogue-products';
import { rates } from '../src/db/schema/catalogue-rates';
import { buildAgency, buildAgent, buildSupplier } from './factories';
import { buildFilesWorld, linesOf, type TFilesTestWorld } from './files-support';
import { pdfText } from './pdf-text';

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

async function locationIn(country: 'NZ' | 'AU'): Promise<number> {
  const [place] = await world.t.db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.country, country))
    .limit(1);
  if (!place) throw new Error(`No demo location in ${country}`);
  return place.id;
}

/** A product with one rate for all of 2030 in a brand's market (GST-inclusive). */
async function productWithRate(
  fields: Pick<typeof products.$inferInsert, 'code' | 'name' | 'serviceTypeCode'> & {
    country: 'NZ' | 'AU';
    basis: 'per_room_night' | 'per_person' | 'per_vehicle_day';
    costCents: number;
    sellCents: number;
    brandId?: 1 | 2;
  },
): Promise<number> {
  const supplier = await buildSupplier(world.t);
  const hotel = fields.basis === 'per_room_night';
  const [product] = await world.t.db
    .insert(products)
    .values({
      code: fields.code,
      name: fields.name,
      serviceTypeCode: fields.serviceTypeCode,
      supplierId: supplier.id,
      locationId: await locationIn(fields.country),
      pricingBasis: fields.basis,
      accommodationClass: hotel ? 'superior' : null,
      roomTypes: hotel ? ['DB'] : [],
    })
    .returning({ id: products.id });
  if (!product) throw new Error('no product');
  await world.t.db.insert(rates).values({
    productId: product.id,
    brandId: fields.brandId ?? 1,
    roomType: hotel ? 'DB' : null,
    basis: fields.basis,
    validFrom: '2030-01-01',
    validTo: '2030-12-31',
    costCents: fields.costCents,
    sellCents: fields.sellCents,
  });
  return product.id;
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
    for (const line of [
      { productId: hotelId, date: '2030-05-04', span: 2 },
      { productId: tourId, date: '2030-05-06', span: 1 },
    ]) {
      const added = await client.post(`/api/app/files/${reference}/lines`, line);
      expect(added.statusCode, added.body).toBe(200);
      expect(added.json<TFileChangeResponse>().file.reference).toBe(reference);
    }

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
    const agency = await buildAgency(world.t, { brandId: 2, pricingModel: 'net' });
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
    const requested = await client.post(`/api/app/files/${reference}/request-booking`);
    expect(requested.statusCode, requested.body).toBe(200);
    const booking = requested.json<TFileView>();
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
    // Margin 48 300 − 42 000 = 6 300, with no GST on either side.
    const yieldResponse = await world.admin.get(`/api/admin/files/${reference}/yield`);
    expect(yieldResponse.json<TFileYield>().totals).toMatchObject({
      outputGstCents: 0,
      inputGstCents: 0,
      marginExGstCents: 6_300,
    });
  });
});
