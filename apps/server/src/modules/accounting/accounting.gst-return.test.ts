import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../rates/rates-csv';
import { gstReturnCsv, gstReturnOf, gstReturnXlsx } from './accounting.gst-return';

/**
 * Worked by hand (NZ, 15%): an invoice of 646.00 with 255.00 zero-rated holds 391.00 × 15/115 =
 * 51.00 GST; another of 1,150.00 all taxable holds 150.00; a credit note of 115.00 (taxable)
 * takes back 15.00. Sales: taxable 391 + 1150 − 115 = 1,426.00, zero-rated 255.00, GST 186.00.
 * A supplier bill of 920.00 (taxable 680.00, zero-rated 240.00) claims 680 × 15/115 = 88.70.
 * GST to pay: 186.00 − 88.70 = 97.30.
 */
const RETURN = gstReturnOf({
  brand: 'NZ',
  currency: 'NZD',
  gstPercent: 15,
  from: '2030-02-01',
  to: '2030-02-28',
  invoices: [
    {
      id: 2,
      number: 'INV-NZ-000002',
      issuedOn: '2030-02-10',
      party: 'Kea Tours',
      fileReference: 'NZ-100002',
      totalCents: 115_000,
      zeroRatedCents: 0,
      gstCents: 15_000,
    },
    {
      id: 1,
      number: 'INV-NZ-000001',
      issuedOn: '2030-02-01',
      party: 'Aoraki Travel',
      fileReference: 'NZ-100001',
      totalCents: 64_600,
      zeroRatedCents: 25_500,
      gstCents: 5_100,
    },
  ],
  creditNotes: [
    {
      id: 9,
      number: 'CN-NZ-000009',
      issuedOn: '2030-02-10',
      party: 'Kea Tours',
      fileReference: 'NZ-100002',
      totalCents: 11_500,
      zeroRatedCents: 0,
      gstCents: 1_500,
    },
  ],
  bills: [
    {
      id: 4,
      number: 'QL-5531',
      issuedOn: '2030-02-03',
      party: 'Queenstown Lodge',
      fileReference: '',
      totalCents: 92_000,
      zeroRatedCents: 24_000,
      gstCents: 8_870,
    },
  ],
});

describe('GST return', () => {
  it('nets credit notes off the sales and takes the purchases GST off, to the cent', () => {
    expect(RETURN.sales).toEqual({
      taxableCents: 142_600,
      zeroRatedCents: 25_500,
      totalCents: 168_100,
      gstCents: 18_600,
    });
    expect(RETURN.purchases).toEqual({
      taxableCents: 68_000,
      zeroRatedCents: 24_000,
      totalCents: 92_000,
      gstCents: 8_870,
    });
    expect(RETURN.gstToPayCents).toBe(9_730);
  });

  it('lists the documents oldest first, a credit note negative and after the day’s invoices', () => {
    expect(RETURN.salesDocuments.map((d) => [d.number, d.totalCents, d.gstCents])).toEqual([
      ['INV-NZ-000001', 64_600, 5_100],
      ['INV-NZ-000002', 115_000, 15_000],
      ['CN-NZ-000009', -11_500, -1_500],
    ]);
    const credit = RETURN.salesDocuments[2];
    expect(credit).toMatchObject({ type: 'credit_note', taxableCents: -11_500 });
    expect(Object.is(credit?.zeroRatedCents, 0)).toBe(true);
  });

  it('writes the same figures as CSV, with the brand’s word for zero-rated', () => {
    const [header, ...rows] = parseCsv(gstReturnCsv(RETURN)).map((record) => record.fields);
    expect(header).toEqual([
      'Section',
      'Type',
      'Number',
      'Date',
      'Party',
      'File',
      'Total',
      'Taxable (incl. GST)',
      'Zero-rated',
      'GST',
    ]);
    expect(rows).toContainEqual([
      'Sales',
      'Total',
      '',
      '',
      '',
      '',
      '1681.00',
      '1426.00',
      '255.00',
      '186.00',
    ]);
    expect(rows).toContainEqual([
      'Sales',
      'Credit note',
      'CN-NZ-000009',
      '2030-02-10',
      'Kea Tours',
      'NZ-100002',
      '-115.00',
      '-115.00',
      '0.00',
      '-15.00',
    ]);
    expect(rows.at(-1)).toEqual(['GST to pay', '', '', '', '', '', '', '', '', '97.30']);
  });

  it('writes a workbook whose summary and document sheets hold the same amounts', async () => {
    const workbook = new ExcelJS.Workbook();
    const bytes = await gstReturnXlsx(RETURN);
    // exceljs reads an ArrayBuffer (its own Buffer type); hand it exactly the workbook's bytes.
    await workbook.xlsx.load(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    );
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Summary',
      'Sales',
      'Purchases',
    ]);
    const summary = workbook.getWorksheet('Summary');
    const values = new Map<string, unknown>();
    summary?.eachRow((row) => values.set(String(row.getCell(1).value), row.getCell(2).value));
    expect(values.get('GST on sales')).toBe(186);
    expect(values.get('GST on purchases')).toBe(88.7);
    expect(values.get('GST to pay')).toBe(97.3);
    const sales = workbook.getWorksheet('Sales');
    expect(sales?.rowCount).toBe(5);
    expect(sales?.getRow(5).getCell(9).value).toBe(186);
  });
});
