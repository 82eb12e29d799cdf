import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TAccountingExportList,
  TAccountingExportView,
  TAccountingSettings,
  TGstReturn,
} from '@portal/shared/contracts/accounting';
import type { TFileChangeResponse, TFileView } from '@portal/shared/contracts/files';
import type { TAdminFileBilling } from '@portal/shared/contracts/invoices-admin';
import type { TSettingsSectionResponse } from '@portal/shared/contracts/settings-sections';
import { accountingExportDocuments } from '../src/db/schema/accounting-exports';
import { auditLog } from '../src/db/schema/audit-log';
import { products } from '../src/db/schema/catalogue-products';
import { parseCsv } from '../src/modules/rates/rates-csv';
import type { TestClient } from './build-test-app';
import { buildAdmin, buildAgency, buildAgent, buildPricedProduct } from './factories';
import { buildFilesWorld, linesOf, type TFilesTestWorld } from './files-support';

/**
 * The GST return and the Xero export over one New Zealand period (February 2030) built through
 * the API as the finance team would: two tax invoices (one with a zero-rated part), a credit
 * note, two payments and a refund, supplier invoices through the payables screens (one matched to
 * a zero-rated service, one void, one of the next period) and a payment run. Every expected figure
 * is worked out here from the documents themselves, never read back from the report.
 */

const FROM = '2030-02-01';
const TO = '2030-02-28';
const NZ_GST = 15;

/** The published column sets of Xero's import templates, written out independently of the code. */
const SALES_COLUMNS =
  '*ContactName,EmailAddress,POAddressLine1,POAddressLine2,POAddressLine3,POAddressLine4,POCity,PORegion,POPostalCode,POCountry,*InvoiceNumber,Reference,*InvoiceDate,*DueDate,InventoryItemCode,*Description,*Quantity,*UnitAmount,Discount,*AccountCode,*TaxType,TrackingName1,TrackingOption1,TrackingName2,TrackingOption2,Currency,BrandingTheme';
const BILL_COLUMNS =
  '*ContactName,EmailAddress,POAddressLine1,POAddressLine2,POAddressLine3,POAddressLine4,POCity,PORegion,POPostalCode,POCountry,*InvoiceNumber,*InvoiceDate,*DueDate,InventoryItemCode,Description,*Quantity,*UnitAmount,*AccountCode,*TaxType,TrackingName1,TrackingOption1,TrackingName2,TrackingOption2,Currency';
const STATEMENT_COLUMNS =
  '*Date,*Amount,Payee,Description,Reference,Cheque Number,Account Code,Tax Rate';

/** The GST in a GST-inclusive taxable amount, half up (docs/pricing.md): worked out here. */
function gstIn(taxableCents: number): number {
  return Math.round((taxableCents * NZ_GST) / (100 + NZ_GST));
}

/** "646.00" / "-10.05" → cents, from the text (no floating point). */
function centsOf(amount: string): number {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(amount);
  if (!match) throw new Error(`Not an amount: ${amount}`);
  const cents = Number(match[2]) * 100 + Number(match[3]);
  return match[1] ? -cents : cents;
}

function csvRecords(csv: string): { header: string; rows: Record<string, string>[] } {
  const [head, ...body] = parseCsv(csv).map((record) => record.fields);
  const names = head ?? [];
  return {
    header: names.join(','),
    rows: body.map((fields) => Object.fromEntries(names.map((name, i) => [name, fields[i] ?? '']))),
  };
}

/** Rows of one file summed per document number: Quantity × UnitAmount, in cents. */
function totalsByDocument(rows: Record<string, string>[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const row of rows) {
    const number = row['*InvoiceNumber'] ?? '';
    const line = Number(row['*Quantity']) * centsOf(row['*UnitAmount'] ?? '');
    totals.set(number, (totals.get(number) ?? 0) + line);
  }
  return totals;
}

interface TDoc {
  id: number;
  number: string;
  totalCents: number;
  zeroRatedCents: number;
  gstCents: number;
}

let world: TFilesTestWorld;
let accountant: TestClient;
let consultant: TestClient;
let fileA: TFileView;
let fileB: TFileView;
let invoiceA: TDoc;
let invoiceB: TDoc;
let creditNote: TDoc;
let tourBill: TDoc & { supplierReference: string };
let hotelBill: TDoc & { supplierReference: string };
let hotelSupplierName: string;
const payments = { a: 0, b: 30_000 };
const REFUND_CENTS = 5_000;

async function billingOf(reference: string): Promise<TAdminFileBilling> {
  const response = await accountant.get(`/api/admin/files/${reference}/billing`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TAdminFileBilling>();
}

async function supplierOf(productId: number): Promise<number> {
  const [row] = await world.t.db
    .select({ supplierId: products.supplierId })
    .from(products)
    .where(eq(products.id, productId));
  if (!row) throw new Error('no product');
  return row.supplierId;
}

async function enterBill(
  body: object,
): Promise<TDoc & { supplierReference: string; lines: { taxCode: string }[] }> {
  const response = await accountant.post('/api/admin/finance/supplier-invoices', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function exportOf(body: object, key?: string) {
  return accountant.post(
    '/api/admin/finance/accounting-exports',
    body,
    key ? { headers: { 'idempotency-key': key } } : {},
  );
}

async function fileOfExport(exported: TAccountingExportView) {
  const response = await accountant.get(
    `/api/admin/finance/accounting-exports/${exported.id}/file.csv`,
  );
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toContain('text/csv');
  expect(response.headers['content-disposition']).toContain(exported.fileName);
  return csvRecords(response.body);
}

beforeAll(async () => {
  world = await buildFilesWorld();
  const [a, c] = await Promise.all([
    buildAdmin(world.t, { roles: ['accountant'] }),
    buildAdmin(world.t, { roles: ['consultant'] }),
  ]);
  accountant = await world.t.signIn(a.username, 'admin', a.password);
  consultant = await world.t.signIn(c.username, 'admin', c.password);

  // File A (docs/tax.md's worked example): a Queenstown hotel and an Australian day tour.
  const hotelId = await buildPricedProduct(world.t, {
    code: 'ACC-NZ-HOTEL',
    name: 'Queenstown Lakeside Hotel',
    serviceTypeCode: 'AC',
    country: 'NZ',
    basis: 'per_room_night',
    costCents: 18_400,
    sellCents: 23_000,
  });
  const tourId = await buildPricedProduct(world.t, {
    code: 'ACC-AU-TOUR',
    name: 'Blue Mountains Day Tour',
    serviceTypeCode: 'AT',
    country: 'AU',
    basis: 'per_person',
    costCents: 12_000,
    sellCents: 15_000,
  });
  const agency = await buildAgency(world.t, {
    name: 'Aoraki Travel',
    brandId: 1,
    pricingModel: 'gross',
    commissionBasisPoints: 1_500,
    email: 'accounts@aoraki.test',
  });
  const agent = await buildAgent(world.t, { agencyId: agency.id });
  const agentClient = await world.t.signIn(agent.username, 'agent', agent.password);
  const created = await agentClient.post('/api/app/files/custom', {
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
    const added = await agentClient.post(`/api/app/files/${reference}/lines`, line);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<TFileChangeResponse>().file.reference).toBe(reference);
  }
  const requested = await agentClient.post(`/api/app/files/${reference}/request-booking`);
  expect(requested.statusCode, requested.body).toBe(200);
  fileA = requested.json<TFileView>();

  // File B: a demo package, all in New Zealand.
  const quote = await world.createQuote(world.nzAgent, { travelDate: '2030-06-03' });
  const requestedB = await world.nzAgent.post(`/api/app/files/${quote.reference}/request-booking`);
  expect(requestedB.statusCode, requestedB.body).toBe(200);
  fileB = requestedB.json<TFileView>();

  const [billedA] = (await billingOf(fileA.reference)).invoices;
  const [billedB] = (await billingOf(fileB.reference)).invoices;
  if (!billedA || !billedB) throw new Error('not invoiced');
  invoiceA = billedA;
  invoiceB = billedB;
  payments.a = invoiceA.totalCents;

  // Money off invoice B (taxable first), both payments and a refund of part of A's.
  const credited = await accountant.post(
    `/api/admin/files/${fileB.reference}/invoices/${invoiceB.id}/credit`,
    { amountCents: 11_500, reason: 'Goodwill' },
  );
  expect(credited.statusCode, credited.body).toBe(200);
  const [note] = credited.json<TAdminFileBilling>().creditNotes;
  if (!note) throw new Error('no credit note');
  creditNote = note;
  for (const [file, amountCents, receivedOn] of [
    [fileA, payments.a, '2030-02-01'],
    [fileB, payments.b, '2030-02-02'],
  ] as const) {
    const paid = await accountant.post(`/api/admin/files/${file.reference}/payments`, {
      amountCents,
      method: 'bank-transfer',
      reference: `DD-${file.reference}`,
      receivedOn,
    });
    expect(paid.statusCode, paid.body).toBe(201);
  }
  const refunded = await accountant.post(`/api/admin/files/${fileA.reference}/refunds`, {
    amountCents: REFUND_CENTS,
    method: 'bank-transfer',
    reference: 'RF-1',
    refundedOn: '2030-02-03',
    reason: 'Overpaid',
  });
  expect(refunded.statusCode, refunded.body).toBe(200);

  // The tour is confirmed, so its supplier's invoice matches it (and takes its zero rating).
  const tour = linesOf(fileA).find((line) => line.name === 'Blue Mountains Day Tour');
  const confirmed = await world.admin.post(
    `/api/admin/files/${fileA.reference}/lines/${tour?.id}/status`,
    { to: 'Confirmed', confirmation: 'BM-1' },
  );
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const tourSupplierId = await supplierOf(tourId);
  const hotelSupplierId = await supplierOf(hotelId);
  const tourEntered = await enterBill({
    brandId: 1,
    supplierId: tourSupplierId,
    supplierReference: 'BM-7781',
    issuedOn: '2030-02-02',
    lines: [{ fileReference: fileA.reference, description: 'Day tour', amountCents: 24_000 }],
  });
  expect(tourEntered.lines.map((line) => line.taxCode)).toEqual(['zero_rated']);
  tourBill = tourEntered;
  const hotelEntered = await enterBill({
    brandId: 1,
    supplierId: hotelSupplierId,
    supplierReference: 'QL-5531',
    issuedOn: '2030-02-03',
    lines: [
      { fileReference: fileA.reference, description: 'Two nights', amountCents: 36_800 },
      { description: 'Late checkout', amountCents: 1_999 },
    ],
  });
  hotelBill = hotelEntered;
  hotelSupplierName = (
    await accountant.get(`/api/admin/finance/supplier-invoices/${hotelBill.id}`)
  ).json<{ supplierName: string }>().supplierName;
  const voided = await enterBill({
    brandId: 1,
    supplierId: hotelSupplierId,
    supplierReference: 'QL-5532',
    issuedOn: '2030-02-05',
    lines: [{ description: 'Entered twice', amountCents: 10_000 }],
  });
  const voidResponse = await accountant.post(
    `/api/admin/finance/supplier-invoices/${voided.id}/void`,
    { reason: 'Entered twice' },
  );
  expect(voidResponse.statusCode, voidResponse.body).toBe(200);
  await enterBill({
    brandId: 1,
    supplierId: hotelSupplierId,
    supplierReference: 'QL-5601',
    issuedOn: '2030-03-02',
    lines: [{ description: 'Next month', amountCents: 20_000 }],
  });
  const approved = await accountant.post(
    `/api/admin/finance/supplier-invoices/${tourBill.id}/approve`,
  );
  expect(approved.statusCode, approved.body).toBe(200);
  const run = await accountant.post('/api/admin/finance/payment-runs', {
    brandId: 1,
    paidOn: '2030-02-04',
    supplierInvoiceIds: [tourBill.id],
  });
  expect(run.statusCode, run.body).toBe(201);
});
afterAll(() => world.t.close());

describe('GST return', () => {
  it('reports the period on the invoice basis, every figure the sum of its documents to the cent', async () => {
    // Each document's GST is its taxable part's, taken once (docs/tax.md).
    for (const document of [invoiceA, invoiceB, creditNote, tourBill, hotelBill]) {
      expect(document.gstCents, document.number).toBe(
        gstIn(document.totalCents - document.zeroRatedCents),
      );
    }
    expect(invoiceA).toMatchObject({ totalCents: 64_600, zeroRatedCents: 25_500, gstCents: 5_100 });
    expect(creditNote).toMatchObject({ totalCents: 11_500, zeroRatedCents: 0, gstCents: 1_500 });
    expect(tourBill).toMatchObject({ totalCents: 24_000, zeroRatedCents: 24_000, gstCents: 0 });
    expect(hotelBill).toMatchObject({ totalCents: 38_799, zeroRatedCents: 0, gstCents: 5_061 });

    const response = await accountant.get(
      `/api/admin/finance/gst-return?brand=NZ&from=${FROM}&to=${TO}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const gstReturn = response.json<TGstReturn>();

    const taxable = (doc: TDoc) => doc.totalCents - doc.zeroRatedCents;
    const salesTaxable = taxable(invoiceA) + taxable(invoiceB) - taxable(creditNote);
    const salesZeroRated =
      invoiceA.zeroRatedCents + invoiceB.zeroRatedCents - creditNote.zeroRatedCents;
    const salesGst = invoiceA.gstCents + invoiceB.gstCents - creditNote.gstCents;
    expect(gstReturn.sales).toEqual({
      taxableCents: salesTaxable,
      zeroRatedCents: salesZeroRated,
      totalCents: salesTaxable + salesZeroRated,
      gstCents: salesGst,
    });
    expect(gstReturn.purchases).toEqual({
      taxableCents: 38_799,
      zeroRatedCents: 24_000,
      totalCents: 62_799,
      gstCents: 5_061,
    });
    expect(gstReturn.gstToPayCents).toBe(salesGst - 5_061);
    expect(gstReturn).toMatchObject({ brand: 'NZ', currency: 'NZD', gstPercent: 15 });

    // The documents behind the figures: the void bill and next month's are not among them.
    expect(
      gstReturn.salesDocuments.map((doc) => [doc.number, doc.totalCents, doc.gstCents]),
    ).toEqual([
      [invoiceA.number, invoiceA.totalCents, invoiceA.gstCents],
      [invoiceB.number, invoiceB.totalCents, invoiceB.gstCents],
      [creditNote.number, -creditNote.totalCents, -creditNote.gstCents],
    ]);
    expect(gstReturn.salesDocuments[0]).toMatchObject({
      party: 'Aoraki Travel',
      fileReference: fileA.reference,
      issuedOn: FROM,
      zeroRatedCents: 25_500,
    });
    expect(
      gstReturn.purchaseDocuments.map((doc) => [doc.number, doc.party, doc.zeroRatedCents]),
    ).toEqual([
      ['BM-7781', expect.any(String), 24_000],
      ['QL-5531', hotelSupplierName, 0],
    ]);
  });

  it('answers the same return as CSV and as an Excel workbook', async () => {
    const csv = await accountant.get(
      `/api/admin/finance/gst-return?brand=NZ&from=${FROM}&to=${TO}&format=csv`,
    );
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const rows = parseCsv(csv.body).map((record) => record.fields);
    const salesGst = invoiceA.gstCents + invoiceB.gstCents - creditNote.gstCents;
    expect(rows.find((row) => row[0] === 'Sales' && row[1] === 'Total')?.[9]).toBe(
      (salesGst / 100).toFixed(2),
    );
    expect(rows.at(-1)).toEqual([
      'GST to pay',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      ((salesGst - 5_061) / 100).toFixed(2),
    ]);

    const xlsx = await accountant.get(
      `/api/admin/finance/gst-return?brand=NZ&from=${FROM}&to=${TO}&format=xlsx`,
    );
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    // An .xlsx is a zip archive.
    expect(xlsx.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
  });

  it('refuses a period that ends before it starts, and a caller without finance.manage', async () => {
    const backwards = await accountant.get(
      '/api/admin/finance/gst-return?brand=NZ&from=2030-02-28&to=2030-02-01',
    );
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json<{ errors: Record<string, string[]> }>().errors.to).toEqual([
      'The end of the period must not be before its start',
    ]);
    const denied = await consultant.get(
      `/api/admin/finance/gst-return?brand=NZ&from=${FROM}&to=${TO}`,
    );
    expect(denied.statusCode).toBe(403);
  });
});

describe('Xero export', () => {
  const sales = { brand: 'NZ', kind: 'sales', from: FROM, to: TO };

  it('refuses a caller without finance.manage, for the export, its log and its settings', async () => {
    expect((await consultant.post('/api/admin/finance/accounting-exports', sales)).statusCode).toBe(
      403,
    );
    expect((await consultant.get('/api/admin/finance/accounting-exports')).statusCode).toBe(403);
    expect((await consultant.get('/api/admin/settings/accounting')).statusCode).toBe(403);
  });

  it("writes the sales file in Xero's layout: documents add up, credit notes negative, tax types from the settings", async () => {
    const response = await exportOf(sales, 'accounting-export-sales-1');
    expect(response.statusCode, response.body).toBe(201);
    const exported = response.json<TAccountingExportView>();
    expect(exported).toMatchObject({
      brand: 'NZ',
      currency: 'NZD',
      kind: 'sales',
      reexport: false,
      documentCount: 3,
      totalCents: invoiceA.totalCents + invoiceB.totalCents - creditNote.totalCents,
      fileName: `xero-sales-NZ-${FROM}-${TO}.csv`,
    });

    const { header, rows } = await fileOfExport(exported);
    expect(header).toBe(SALES_COLUMNS);
    expect(totalsByDocument(rows)).toEqual(
      new Map([
        [invoiceA.number, invoiceA.totalCents],
        [invoiceB.number, invoiceB.totalCents],
        [creditNote.number, -creditNote.totalCents],
      ]),
    );
    const rowsOfA = rows.filter((row) => row['*InvoiceNumber'] === invoiceA.number);
    expect(
      rowsOfA.map((row) => [row['*UnitAmount'], row['*TaxType'], row['*AccountCode']]),
    ).toEqual([
      ['391.00', '15% GST on Income', '200'],
      ['255.00', 'Zero Rated', '200'],
    ]);
    expect(rowsOfA[0]).toMatchObject({
      '*ContactName': 'Aoraki Travel',
      EmailAddress: 'accounts@aoraki.test',
      Reference: fileA.reference,
      '*InvoiceDate': '01/02/2030',
      Currency: 'NZD',
    });
    const creditRows = rows.filter((row) => row['*InvoiceNumber'] === creditNote.number);
    expect(creditRows.map((row) => [row['*UnitAmount'], row['*TaxType']])).toEqual([
      ['-115.00', '15% GST on Income'],
    ]);
    // B's zero-rated rows (if any) add up to its zero-rated part, the rest to its taxable part.
    const rowsOfB = rows.filter((row) => row['*InvoiceNumber'] === invoiceB.number);
    const zeroRatedOfB = rowsOfB
      .filter((row) => row['*TaxType'] === 'Zero Rated')
      .reduce((sum, row) => sum + centsOf(row['*UnitAmount'] ?? ''), 0);
    expect(zeroRatedOfB).toBe(invoiceB.zeroRatedCents);
    expect(
      rowsOfB.every((row) => ['Zero Rated', '15% GST on Income'].includes(row['*TaxType'] ?? '')),
    ).toBe(true);

    const [audit] = await world.t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'accounting-export.created'),
          eq(auditLog.entityId, String(exported.id)),
        ),
      );
    expect(audit?.detail).toMatchObject({ kind: 'sales', documentCount: 3, brand: 'NZ' });
  });

  it('exports nothing twice: the same period again is a 422 with no new log row, a retried key answers the same export', async () => {
    const logBefore = (
      await accountant.get('/api/admin/finance/accounting-exports?kind=sales')
    ).json<TAccountingExportList>();
    expect(logBefore.meta.total).toBe(1);

    const again = await exportOf(sales, 'accounting-export-sales-2');
    expect(again.statusCode).toBe(422);
    expect(again.json<{ message: string }>().message).toMatch(/^Nothing new to export/);

    const retried = await exportOf(sales, 'accounting-export-sales-1');
    expect(retried.statusCode, retried.body).toBe(201);
    expect(retried.json<TAccountingExportView>().id).toBe(logBefore.data[0]?.id);
    const otherRequest = await exportOf({ ...sales, reexport: true }, 'accounting-export-sales-1');
    expect(otherRequest.statusCode).toBe(409);

    const logAfter = (
      await accountant.get('/api/admin/finance/accounting-exports?kind=sales')
    ).json<TAccountingExportList>();
    expect(logAfter.meta.total).toBe(1);
    const carried = await world.t.db
      .select()
      .from(accountingExportDocuments)
      .where(inArray(accountingExportDocuments.documentType, ['invoice', 'credit_note']));
    expect(carried).toHaveLength(3);
  });

  it('exports the same documents again on purpose, as a second log row, with the settings as they are now', async () => {
    const current = (await accountant.get('/api/admin/settings/accounting')).json<
      TSettingsSectionResponse<'accounting'>
    >();
    const changed: TAccountingSettings = {
      ...current.value,
      contactNames: 'name-and-code',
      NZ: {
        ...current.value.NZ,
        salesAccountCode: '4000',
        salesZeroRatedTaxRate: 'Zero Rated - Exports',
      },
    };
    const saved = await accountant.put('/api/admin/settings/accounting', changed);
    expect(saved.statusCode, saved.body).toBe(200);

    const response = await exportOf({ ...sales, reexport: true }, 'accounting-export-sales-3');
    expect(response.statusCode, response.body).toBe(201);
    const exported = response.json<TAccountingExportView>();
    expect(exported).toMatchObject({ reexport: true, documentCount: 3 });
    const { rows } = await fileOfExport(exported);
    const rowsOfA = rows.filter((row) => row['*InvoiceNumber'] === invoiceA.number);
    expect(rowsOfA.map((row) => [row['*TaxType'], row['*AccountCode']])).toEqual([
      ['15% GST on Income', '4000'],
      ['Zero Rated - Exports', '4000'],
    ]);
    expect(rowsOfA[0]?.['*ContactName']).toMatch(/^Aoraki Travel \(A\d+\)$/);

    const log = (
      await accountant.get('/api/admin/finance/accounting-exports?kind=sales')
    ).json<TAccountingExportList>();
    expect(log.data.map((row) => row.reexport)).toEqual([true, false]);
    expect(log.data[0]?.createdBy).toEqual(expect.any(String));
    const carried = await world.t.db
      .select()
      .from(accountingExportDocuments)
      .where(eq(accountingExportDocuments.exportId, exported.id));
    expect(carried.map((row) => `${row.documentType}:${row.documentId}`).sort()).toEqual(
      [`invoice:${invoiceA.id}`, `invoice:${invoiceB.id}`, `credit_note:${creditNote.id}`].sort(),
    );

    // Put the defaults back for the files below.
    await accountant.put('/api/admin/settings/accounting', current.value);
  });

  it('writes the bills file: one document per supplier invoice of the period, coded to cost of sales', async () => {
    const response = await exportOf({ brand: 'NZ', kind: 'bills', from: FROM, to: TO });
    expect(response.statusCode, response.body).toBe(201);
    const exported = response.json<TAccountingExportView>();
    expect(exported).toMatchObject({ documentCount: 2, totalCents: 24_000 + 38_799 });
    const { header, rows } = await fileOfExport(exported);
    expect(header).toBe(BILL_COLUMNS);
    expect(totalsByDocument(rows)).toEqual(
      new Map([
        ['BM-7781', 24_000],
        ['QL-5531', 38_799],
      ]),
    );
    expect(
      rows.map((row) => [row['*InvoiceNumber'], row['*TaxType'], row['*AccountCode']]),
    ).toEqual([
      ['BM-7781', 'No GST', '310'],
      ['QL-5531', '15% GST on Expenses', '310'],
      ['QL-5531', '15% GST on Expenses', '310'],
    ]);
    expect(rows[1]).toMatchObject({
      '*ContactName': hotelSupplierName,
      '*InvoiceDate': '03/02/2030',
      Currency: 'NZD',
    });
  });

  it('writes receipts and supplier payments as bank statements: money in positive, out negative', async () => {
    const receipts = await exportOf({ brand: 'NZ', kind: 'receipts', from: FROM, to: TO });
    expect(receipts.statusCode, receipts.body).toBe(201);
    const receiptsExport = receipts.json<TAccountingExportView>();
    expect(receiptsExport).toMatchObject({
      documentCount: 3,
      totalCents: payments.a + payments.b - REFUND_CENTS,
    });
    const receiptsFile = await fileOfExport(receiptsExport);
    expect(receiptsFile.header).toBe(STATEMENT_COLUMNS);
    expect(
      receiptsFile.rows.map((row) => [row['*Date'], centsOf(row['*Amount'] ?? ''), row.Reference]),
    ).toEqual([
      ['01/02/2030', payments.a, fileA.reference],
      ['02/02/2030', payments.b, fileB.reference],
      ['03/02/2030', -REFUND_CENTS, fileA.reference],
    ]);
    expect(receiptsFile.rows[0]?.Payee).toBe('Aoraki Travel');

    const paid = await exportOf({ brand: 'NZ', kind: 'supplier-payments', from: FROM, to: TO });
    expect(paid.statusCode, paid.body).toBe(201);
    const paidFile = await fileOfExport(paid.json<TAccountingExportView>());
    expect(paidFile.rows.map((row) => [row['*Date'], row['*Amount'], row.Description])).toEqual([
      ['04/02/2030', '-240.00', expect.stringContaining('BM-7781')],
    ]);
  });

  it('says so when a period has nothing to export, and logs nothing', async () => {
    const response = await exportOf({ brand: 'AU', kind: 'sales', from: FROM, to: TO });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ message: string }>().message).toBe(
      `There are no sales invoices and credit notes of the AU brand from ${FROM} to ${TO}.`,
    );
    const log = (
      await accountant.get('/api/admin/finance/accounting-exports?brand=AU')
    ).json<TAccountingExportList>();
    expect(log.meta.total).toBe(0);
  });
});
