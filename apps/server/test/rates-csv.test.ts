import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TRateAnalysis, TRatesImportResponse } from '@portal/shared/contracts/catalogue-api';
import type { TRate } from '@portal/shared/contracts/catalogue';
import type { TPaginated } from '@portal/shared/contracts/pagination';
import { rates } from '../src/db/schema/catalogue-rates';
import { parseCsv } from '../src/modules/rates/rates-csv';
import { buildTestApp, createTestClock, type TestClient, type TTestApp } from './build-test-app';
import { buildProduct, buildRate } from './catalogue-factories';
import { buildAdmin, buildSupplier } from './factories';

let t: TTestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await buildTestApp({ clock: createTestClock(new Date('2030-01-01T00:00:00Z')) });
  admin = await t.signIn((await buildAdmin(t)).username, 'admin');
});
afterAll(() => t.close());

async function ratesOf(productId: number) {
  return t.db.select().from(rates).where(eq(rates.productId, productId)).orderBy(rates.id);
}

async function exportCsv(query: string): Promise<string> {
  const response = await admin.get(`/api/admin/rates/export.csv?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  return response.body;
}

async function importCsv(csv: string): Promise<TRatesImportResponse> {
  const response = await admin.post('/api/admin/rates/import', { csv });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TRatesImportResponse>();
}

const HEADER =
  'id,product_code,brand_id,currency,room_type,basis,valid_from,valid_to,weekdays,min_stay,cost,sell,child_cost,child_sell';

describe('rates CSV import', () => {
  it('imports nothing when one row is bad, and names that row', async () => {
    const hotel = await buildProduct(t);
    const csv = [
      HEADER,
      `,${hotel.code},1,NZD,DB,per_room_night,2030-04-01,2030-09-30,MTWTFSS,1,150.00,210.00,,`,
      `,${hotel.code},1,NZD,TW,per_room_night,2030-04-01,2030-09-30,MTWTFSS,1,150.00,210.00,,`,
      `,${hotel.code},1,NZD,DB,per_room_night,2030-04-01,2030-09-30,MTWTFSS,1,150.00,abc,,`,
      `,${hotel.code},1,NZD,SG,per_room_night,2030-04-01,2030-09-30,MTWTFSS,1,120.00,170.00,,`,
    ].join('\n');
    const result = await importCsv(csv);
    expect(result.imported).toBe(0);
    expect(result.errors).toEqual([
      {
        row: 4,
        message: 'sell: must be an amount such as 189.00',
      },
    ]);
    expect(await ratesOf(hotel.id)).toEqual([]);
  });

  it('reports every bad row: product, basis, room type, weekdays, id, field count, dates, currency', async () => {
    const hotel = await buildProduct(t);
    const csv = [
      HEADER,
      `,NO-SUCH-PRODUCT,1,,DB,per_room_night,2030-04-01,2030-09-30,,1,1.00,2.00,,`,
      `,${hotel.code},1,,,per_person,2030-04-01,2030-09-30,,1,1.00,2.00,,`,
      `,${hotel.code},1,,QD,per_room_night,2030-04-01,2030-09-30,,1,1.00,2.00,,`,
      `,${hotel.code},1,,DB,per_room_night,2030-04-01,2030-09-30,MTWXFSS,1,1.00,2.00,,`,
      `999999,${hotel.code},1,,DB,per_room_night,2030-04-01,2030-09-30,,1,1.00,2.00,,`,
      `,${hotel.code},1,,DB,per_room_night,2030-04-01`,
      `,${hotel.code},2,NZD,DB,per_room_night,2030-09-30,2030-04-01,,1,1.00,2.00,,`,
      `,${hotel.code},2,NZD,DB,per_room_night,2030-04-01,2030-09-30,,1,1.00,2.00,,`,
    ].join('\r\n');
    const result = await importCsv(csv);
    expect(result.imported).toBe(0);
    expect(result.errors.map((error) => error.row)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect(result.errors.map((error) => error.message)).toEqual([
      'product_code: no product NO-SUCH-PRODUCT',
      `basis: Product ${hotel.code} is priced per_room_night`,
      `room_type: Product ${hotel.code} does not sell QD rooms`,
      'weekdays: must be seven days Monday to Sunday such as MTWTFSS or ----FS-',
      'id: no rate 999999',
      'Expected 14 fields, found 7',
      'valid_to: The end date must be on or after the start date',
      'currency: brand 2 prices in AUD',
    ]);
    expect(await ratesOf(hotel.id)).toEqual([]);
  });

  it('refuses a file with unknown or missing columns', async () => {
    const result = await importCsv('product_code,price\nX,1.00\n');
    expect(result.errors).toEqual([
      {
        row: 1,
        message:
          'Unknown column "price"; Missing column "brand_id"; Missing column "basis"; Missing column "valid_from"; Missing column "valid_to"; Missing column "cost"; Missing column "sell"',
      },
    ]);
  });

  it('imports valid rows, creating rates in the brand currency', async () => {
    const hotel = await buildProduct(t);
    const result = await importCsv(
      [
        'product_code,brand_id,basis,room_type,valid_from,valid_to,weekdays,min_stay,cost,sell',
        `${hotel.code.toLowerCase()},1,per_room_night,DB,2030-04-01,2030-09-30,----FS-,2,"1,150.50",1480`,
        `${hotel.code},2,per_room_night,TW,2030-04-01,2030-09-30,,1,99.9,129.00`,
      ].join('\n'),
    );
    expect(result).toEqual({ imported: 2, created: 2, updated: 0, errors: [] });
    const stored = await admin.get(`/api/admin/rates?productId=${hotel.id}`);
    expect(
      stored
        .json<TPaginated<TRate>>()
        .data.map((rate) => [
          rate.brandId,
          rate.currency,
          rate.weekdayMask,
          rate.minStay,
          rate.costCents,
          rate.sellCents,
        ]),
    ).toEqual([
      [1, 'NZD', 0b011_0000, 2, 115_050, 148_000],
      [2, 'AUD', 127, 1, 9_990, 12_900],
    ]);
  });
});

describe('rates CSV export', () => {
  it('round-trips: an exported file imports unchanged and exports the same again', async () => {
    const supplier = await buildSupplier(t);
    const hotel = await buildProduct(t, { supplierId: supplier.id });
    const tour = await buildProduct(t, {
      supplierId: supplier.id,
      serviceTypeCode: 'AT',
      accommodationClass: null,
      roomTypes: [],
      pricingBasis: 'per_person',
    });
    await buildRate(t, hotel, { roomType: 'DB', weekdayMask: 0b001_1111, minStay: 2 });
    await buildRate(t, hotel, { roomType: 'SG', brandId: 2, costCents: 12_345, sellCents: 16_789 });
    await buildRate(t, tour, { childCostCents: 4_000, childSellCents: 5_500 });
    const before = await ratesOf(hotel.id);

    const csv = await exportCsv(`supplierId=${supplier.id}`);
    const records = parseCsv(csv);
    expect(records).toHaveLength(4);
    expect(records[0]?.fields.join(',')).toBe(HEADER);
    expect(csv).toContain(',NZD,DB,per_room_night,2030-01-01,2030-12-31,MTWTF--,2,150.00,210.00,,');
    expect(csv).toContain(',AUD,SG,per_room_night,2030-01-01,2030-12-31,MTWTFSS,1,123.45,167.89,,');
    expect(csv).toContain(
      ',NZD,,per_person,2030-01-01,2030-12-31,MTWTFSS,1,150.00,210.00,40.00,55.00',
    );

    expect(await importCsv(csv)).toEqual({ imported: 3, created: 0, updated: 3, errors: [] });
    expect(await exportCsv(`supplierId=${supplier.id}`)).toBe(csv);
    expect((await ratesOf(hotel.id)).map(({ updatedAt: _u, ...rate }) => rate)).toEqual(
      before.map(({ updatedAt: _u, ...rate }) => rate),
    );

    // Editing a sell price in the file updates that rate and nothing else.
    const edited = csv.replace(',123.45,167.89,', ',123.45,175.00,');
    expect(await importCsv(edited)).toMatchObject({ updated: 3, created: 0 });
    const sg = (await ratesOf(hotel.id)).find((rate) => rate.roomType === 'SG');
    expect(sg?.sellCents).toBe(17_500);
  });

  it('exports one product in one market, and requires a supplier or product', async () => {
    const hotel = await buildProduct(t);
    await buildRate(t, hotel, { brandId: 1 });
    await buildRate(t, hotel, { brandId: 2 });
    const csv = await exportCsv(`productId=${hotel.id}&brandId=2`);
    expect(parseCsv(csv)).toHaveLength(2);
    const missing = await admin.get('/api/admin/rates/export.csv');
    expect(missing.statusCode).toBe(422);
  });
});

describe('rate analysis', () => {
  it('finds products without rates, season changes and margins for the next months', async () => {
    const supplier = await buildSupplier(t, { name: 'Analysis Lodge' });
    const hotel = await buildProduct(t, { supplierId: supplier.id, roomTypes: ['DB'] });
    // Rates for brand 1 from January to March, with a price change on 1 February; none for April.
    await buildRate(t, hotel, {
      validFrom: '2030-01-01',
      validTo: '2030-01-31',
      sellCents: 20_000,
    });
    await buildRate(t, hotel, {
      validFrom: '2030-02-01',
      validTo: '2030-03-31',
      sellCents: 23_000,
    });
    const response = await admin.get('/api/admin/rate-analysis?months=4&brandId=1');
    expect(response.statusCode, response.body).toBe(200);
    const analysis = response.json<TRateAnalysis>();
    expect(analysis).toMatchObject({ from: '2030-01-01', to: '2030-04-30', months: 4 });
    expect(analysis.missingRates.find((gap) => gap.productId === hotel.id)).toMatchObject({
      brandId: 1,
      missingDays: 30,
      firstMissingDate: '2030-04-01',
      lastMissingDate: '2030-04-30',
      supplierName: 'Analysis Lodge',
    });
    expect(analysis.seasonalChanges.filter((change) => change.productId === hotel.id)).toEqual([
      expect.objectContaining({
        date: '2030-02-01',
        previousSellCents: 20_000,
        sellCents: 23_000,
        changeBasisPoints: 1_500,
      }),
    ]);
    const margin = analysis.margins.find((row) => row.supplierId === supplier.id);
    // Cost 150.00 against sell 200.00 and 230.00.
    expect(margin).toMatchObject({
      rateCount: 2,
      averageCostCents: 15_000,
      averageSellCents: 21_500,
      marginBasisPoints: Math.trunc(((43_000 - 30_000) * 10_000) / 43_000),
    });
  });
});
