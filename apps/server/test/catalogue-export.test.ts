import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supplierAttachments } from '../src/db/schema/catalogue-attachments';
import { markupRules } from '../src/db/schema/catalogue-markup-rules';
import { insertPackage } from '../src/modules/packages/packages.repository';
import { buildTestApp, type TestClient, type TTestApp } from './build-test-app';
import { buildLocation, buildProduct } from './catalogue-factories';
import { buildAdmin, buildAgency, buildAgent, buildSupplier } from './factories';

/** CSV exports of the older admin lists: same filters as the list, every page, same guard. */

let t: TTestApp;
let consultant: TestClient;
let accountant: TestClient;
let agent: TestClient;
let superAdmin: TestClient;

beforeAll(async () => {
  t = await buildTestApp();
  consultant = await t.signIn((await buildAdmin(t, { roles: ['consultant'] })).username, 'admin');
  accountant = await t.signIn((await buildAdmin(t, { roles: ['accountant'] })).username, 'admin');
  agent = await t.signIn((await buildAgent(t, { roles: ['agency-admin'] })).username, 'agent');
  superAdmin = await t.signIn((await buildAdmin(t)).username, 'admin');
});
afterAll(() => t.close());

function csvLines(body: string): string[] {
  return body.trimEnd().split('\r\n');
}

async function expectCsv(client: TestClient, url: string, filename: string): Promise<string[]> {
  const response = await client.get(url);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.headers['content-disposition']).toBe(`attachment; filename="${filename}"`);
  return csvLines(response.body);
}

async function expectRefused(url: string) {
  expect((await accountant.get(url)).statusCode, `accountant ${url}`).toBe(403);
  expect((await agent.get(url)).statusCode, `agent ${url}`).toBe(403);
  expect((await t.client().get(url)).statusCode, `anonymous ${url}`).toBe(401);
}

describe('GET /api/admin/locations/export.csv', () => {
  it('exports the locations matching the list filters', async () => {
    await buildLocation(t, { code: 'CSVWAN', name: 'Wanaka Csv', region: 'Otago', country: 'NZ' });
    await buildLocation(t, {
      code: 'CSVCNS',
      name: 'Cairns Csv',
      region: 'Queensland',
      country: 'AU',
    });
    const lines = await expectCsv(
      consultant,
      '/api/admin/locations/export.csv?q=csv&country=NZ',
      'locations.csv',
    );
    expect(lines).toEqual([
      'Code,Name,Region,Country,Latitude,Longitude,Driving notes',
      '"CSVWAN","Wanaka Csv","Otago",NZ,-36.85,174.76,0',
    ]);
    const all = await expectCsv(
      consultant,
      '/api/admin/locations/export.csv?q=csv',
      'locations.csv',
    );
    expect(all).toHaveLength(3);
  });

  it('is refused without catalogue.view and rejects bad filters', async () => {
    await expectRefused('/api/admin/locations/export.csv');
    const bad = await consultant.get('/api/admin/locations/export.csv?country=XX');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toHaveProperty('errors');
  });
});

describe('GET /api/admin/suppliers/export.csv', () => {
  it('exports the suppliers matching the list filters, with their location', async () => {
    const town = await buildLocation(t, { name: 'Supplier Town' });
    await buildSupplier(t, {
      code: 'CSVSUP1',
      name: 'Csv Lodge',
      email: 'lodge@csv.test',
      phone: '+64 3 555 0101',
      locationId: town.id,
    });
    await buildSupplier(t, {
      code: 'CSVSUP2',
      name: 'Csv Closed',
      email: 'closed@csv.test',
      active: false,
    });
    const lines = await expectCsv(
      consultant,
      '/api/admin/suppliers/export.csv?q=csvsup&active=true',
      'suppliers.csv',
    );
    // A leading "+" would start a spreadsheet formula: text cells are defused with a quote.
    expect(lines).toEqual([
      'Code,Name,Email,Phone,Location,Products,Active',
      '"CSVSUP1","Csv Lodge","lodge@csv.test","\'+64 3 555 0101","Supplier Town",0,yes',
    ]);
    const inactive = await expectCsv(
      consultant,
      '/api/admin/suppliers/export.csv?q=csvsup&active=false',
      'suppliers.csv',
    );
    expect(inactive).toHaveLength(2);
    expect(inactive[1]).toBe('"CSVSUP2","Csv Closed","closed@csv.test","","",0,no');
  });

  it('is refused without catalogue.view', async () => {
    await expectRefused('/api/admin/suppliers/export.csv');
  });
});

describe('GET /api/admin/packages/export.csv', () => {
  it('exports the packages matching the list filters', async () => {
    const start = await buildLocation(t, { name: 'Queenstown Csv' });
    const base = {
      startLocationId: start.id,
      durationNights: 3,
      transportType: 'rental_car' as const,
      productTariff: 'FIT 2030/31',
    };
    await insertPackage(
      t.db,
      { ...base, code: 'CSV-PKG-NZ', brandId: 1, name: 'Csv Alps', status: 'published' },
      new Date(),
    );
    await insertPackage(
      t.db,
      { ...base, code: 'CSV-PKG-AU', brandId: 2, name: 'Csv Outback', status: 'test' },
      new Date(),
    );
    const lines = await expectCsv(
      consultant,
      '/api/admin/packages/export.csv?q=csv-pkg&brandId=1',
      'packages.csv',
    );
    expect(lines).toEqual([
      'Code,Name,Brand,Status,Nights,Transport,Start location,Tariff',
      '"CSV-PKG-NZ","Csv Alps",NZ,published,3,rental_car,"Queenstown Csv","FIT 2030/31"',
    ]);
    const tests = await expectCsv(
      consultant,
      '/api/admin/packages/export.csv?q=csv-pkg&status=test',
      'packages.csv',
    );
    expect(tests.slice(1).map((line) => line.split(',')[0])).toEqual(['"CSV-PKG-AU"']);
  });

  it('is refused without catalogue.view', async () => {
    await expectRefused('/api/admin/packages/export.csv');
  });
});

describe('GET /api/admin/products/export.csv', () => {
  it('exports the products matching the list filters, formula-safe', async () => {
    const supplier = await buildSupplier(t, { code: 'CSVPRS', name: '@Csv Products Ltd' });
    const town = await buildLocation(t, { name: 'Product Town' });
    await buildProduct(t, {
      code: 'CSVPRD-1',
      name: 'Csv Harbour Room',
      supplierId: supplier.id,
      locationId: town.id,
    });
    await buildProduct(t, {
      code: 'CSVPRD-2',
      name: 'Csv Old Room',
      supplierId: supplier.id,
      locationId: town.id,
      active: false,
    });
    const lines = await expectCsv(
      consultant,
      `/api/admin/products/export.csv?q=csvprd&supplierId=${supplier.id}&active=true`,
      'products.csv',
    );
    expect(lines).toEqual([
      'Code,Name,Supplier,Service type,Location,Class,Room types,Pricing basis,Capacity,Start,End,Active',
      '"CSVPRD-1","Csv Harbour Room","\'@Csv Products Ltd",AC,"Product Town",standard,DB TW SG,per_room_night,,,,yes',
    ]);
    const all = await expectCsv(
      consultant,
      `/api/admin/products/export.csv?supplierId=${supplier.id}`,
      'products.csv',
    );
    expect(all).toHaveLength(3);
    expect(
      (await consultant.get('/api/admin/products/export.csv?serviceTypeCode=ZZ')).statusCode,
    ).toBe(422);
  });

  it('is refused without catalogue.view', async () => {
    await expectRefused('/api/admin/products/export.csv');
  });
});

describe('GET /api/admin/supplier-attachments/export.csv', () => {
  it('lists the attachments of the filters (never their content), formula-safe', async () => {
    const supplier = await buildSupplier(t, { code: 'CSVATT', name: 'Csv Attachments' });
    const other = await buildSupplier(t, { code: 'CSVAT2', name: 'Csv Other' });
    const content = Buffer.from('the contract itself');
    await t.db.insert(supplierAttachments).values([
      {
        supplierId: supplier.id,
        kind: 'contract',
        fileName: 'contract-2030.pdf',
        contentType: 'application/pdf',
        sizeBytes: content.length,
        description: '=cmd|calc',
        content,
      },
      {
        supplierId: supplier.id,
        kind: 'rate_sheet',
        fileName: 'rates.xlsx',
        contentType: 'application/vnd.ms-excel',
        sizeBytes: content.length,
        content,
      },
      {
        supplierId: other.id,
        kind: 'contract',
        fileName: 'other.pdf',
        contentType: 'application/pdf',
        sizeBytes: content.length,
        content,
      },
    ]);
    const lines = await expectCsv(
      consultant,
      `/api/admin/supplier-attachments/export.csv?supplierId=${supplier.id}&kind=contract`,
      'supplier-attachments.csv',
    );
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(
      'Supplier,Kind,File name,Type,Size (bytes),Description,Uploaded by,Uploaded',
    );
    expect(lines[1]).toMatch(
      /^"Csv Attachments",contract,"contract-2030.pdf","application\/pdf",19,"'=cmd\|calc","",/,
    );
    expect(lines.join('\n')).not.toContain('the contract itself');
    const bySupplier = await expectCsv(
      consultant,
      `/api/admin/supplier-attachments/export.csv?supplierId=${supplier.id}`,
      'supplier-attachments.csv',
    );
    expect(bySupplier).toHaveLength(3);
  });

  it('is refused without catalogue.view', async () => {
    await expectRefused('/api/admin/supplier-attachments/export.csv');
  });
});

describe('GET /api/admin/markup-rules/export.csv', () => {
  it('exports the rules matching the list filters, formula-safe', async () => {
    const agency = await buildAgency(t, { brandId: 2, name: '+Csv Agency' });
    await t.db.insert(markupRules).values([
      {
        name: 'Csv agency markup',
        agencyId: agency.id,
        brandId: 2,
        kind: 'markup_percent',
        basisPoints: 2250,
        priority: 5,
        validFrom: '2030-01-01',
        validTo: '2030-12-31',
      },
      {
        name: 'Csv agency commission',
        agencyId: agency.id,
        kind: 'commission_percent',
        basisPoints: 1000,
      },
    ]);
    const lines = await expectCsv(
      superAdmin,
      `/api/admin/markup-rules/export.csv?agencyId=${agency.id}&kind=markup_percent`,
      'markup-rules.csv',
    );
    expect(lines).toEqual([
      'Name,Kind,Percent,Agency,Brand,Supplier,Service type,Valid from,Valid to,Priority',
      '"Csv agency markup",markup_percent,22.5,"\'+Csv Agency",AU,"",,2030-01-01,2030-12-31,5',
    ]);
    const both = await expectCsv(
      superAdmin,
      `/api/admin/markup-rules/export.csv?agencyId=${agency.id}`,
      'markup-rules.csv',
    );
    expect(both).toHaveLength(3);
  });

  it('is refused without pricing-rules.manage', async () => {
    await expectRefused('/api/admin/markup-rules/export.csv');
    expect((await consultant.get('/api/admin/markup-rules/export.csv')).statusCode).toBe(403);
  });
});
