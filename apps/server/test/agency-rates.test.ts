import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markupRules } from '../src/db/schema/catalogue-markup-rules';
import { parseCsv } from '../src/modules/rates/rates-csv';
import { buildTestApp, type TTestApp } from './build-test-app';
import { buildProduct, buildRate } from './catalogue-factories';
import { buildAgency, buildAgent, buildSupplier } from './factories';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function downloadFor(agencyId: number) {
  const agent = await buildAgent(t, { agencyId });
  const client = await t.signIn(agent.username, 'agent');
  const response = await client.get('/api/app/rates.csv');
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toContain('text/csv');
  expect(response.headers['content-disposition']).toMatch(/attachment; filename="rates-/);
  const [header, ...rows] = parseCsv(response.body).map((row) => row.fields);
  if (!header) throw new Error('empty CSV');
  return { header, rows, body: response.body };
}

function column(header: string[], rows: string[][], productCode: string, name: string) {
  const row = rows.find((fields) => fields[header.indexOf('product_code')] === productCode);
  return row?.[header.indexOf(name)];
}

describe('GET /api/app/rates.csv', () => {
  it('gives a gross agency the sell price less its commission, never the cost', async () => {
    const supplier = await buildSupplier(t);
    const product = await buildProduct(t, { supplierId: supplier.id });
    await buildRate(t, product, { costCents: 15_000, sellCents: 21_000 });
    // Another market's rate is not on this brand's sheet.
    const auProduct = await buildProduct(t, { supplierId: supplier.id });
    await buildRate(t, auProduct, { brandId: 2 });
    const agency = await buildAgency(t, { brandId: 1, pricingModel: 'gross' });
    await t.db.insert(markupRules).values({
      name: 'Test commission',
      agencyId: agency.id,
      supplierId: supplier.id,
      kind: 'commission_percent',
      basisPoints: 1_250,
    });

    const { header, rows, body } = await downloadFor(agency.id);
    expect(header).not.toContain('cost');
    expect(header.some((name) => name.includes('cost'))).toBe(false);
    expect(body).not.toContain('150.00');
    expect(column(header, rows, product.code, 'retail_price')).toBe('210.00');
    // 210.00 less 12.5% = 183.75
    expect(column(header, rows, product.code, 'agency_price')).toBe('183.75');
    expect(column(header, rows, product.code, 'currency')).toBe('NZD');
    expect(column(header, rows, product.code, 'room_type')).toBe('DB');
    expect(column(header, rows, auProduct.code, 'product')).toBeUndefined();
  });

  it('gives a net agency cost plus its markup, and the AU market its own rates', async () => {
    const supplier = await buildSupplier(t);
    const product = await buildProduct(t, { supplierId: supplier.id });
    await buildRate(t, product, { brandId: 2, costCents: 10_000, sellCents: 14_000 });
    const agency = await buildAgency(t, { brandId: 2, pricingModel: 'net' });
    await t.db.insert(markupRules).values({
      name: 'Test markup',
      agencyId: agency.id,
      supplierId: supplier.id,
      kind: 'markup_percent',
      basisPoints: 2_000,
    });
    const { header, rows } = await downloadFor(agency.id);
    expect(column(header, rows, product.code, 'agency_price')).toBe('120.00');
    expect(column(header, rows, product.code, 'currency')).toBe('AUD');
  });

  it('is for agents only, and works as a plain link (the Tools menu entry)', async () => {
    expect((await t.client().get('/api/app/rates.csv')).statusCode).toBe(401);
    const agent = await buildAgent(t);
    const client = await t.signIn(agent.username, 'agent');
    const plain = await client.get('/api/app/rates.csv', { xhr: false });
    expect(plain.statusCode).toBe(200);
    expect(plain.body.split('\r\n')[0]).toBe(
      'product_code,product,supplier,service_type,location,valid_from,valid_to,weekdays,min_stay,basis,room_type,currency,retail_price,agency_price',
    );
  });
});
