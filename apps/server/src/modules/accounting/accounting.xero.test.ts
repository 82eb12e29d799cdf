import { describe, expect, it } from 'vitest';
import { DEFAULT_ACCOUNTING_SETTINGS } from '@portal/shared/contracts/accounting';
import { parseCsv } from '../rates/rates-csv';
import {
  XERO_BANK_STATEMENT_HEADER,
  XERO_BILLS_HEADER,
  XERO_SALES_HEADER,
  documentLinesOf,
  xeroBankStatementCsv,
  xeroBillsCsv,
  xeroContactName,
  xeroDate,
  xeroSalesCsv,
} from './accounting.xero';

/** The file read back as records keyed by column name (a real RFC 4180 parser, not split(',')). */
function recordsOf(csv: string): { header: string[]; rows: Record<string, string>[] } {
  const [head, ...body] = parseCsv(csv).map((record) => record.fields);
  const header = head ?? [];
  return {
    header,
    rows: body.map((fields) =>
      Object.fromEntries(header.map((name, i) => [name, fields[i] ?? ''])),
    ),
  };
}

const NZ = DEFAULT_ACCOUNTING_SETTINGS.NZ;
const AU = DEFAULT_ACCOUNTING_SETTINGS.AU;

describe('Xero sales file', () => {
  const invoice = {
    contactName: 'Aoraki Travel, "Queenstown"',
    email: 'accounts@aoraki.test',
    number: 'INV-NZ-000007',
    reference: 'NZ-100042',
    issuedOn: '2030-02-01',
    dueOn: '2030-03-20',
    currency: 'NZD',
    lines: [
      {
        description: 'Lakeside Hotel (2030-05-04)',
        amountCents: 39_100,
        taxCode: 'standard' as const,
      },
      {
        description: 'Blue Mountains Day Tour',
        amountCents: 25_500,
        taxCode: 'zero_rated' as const,
      },
    ],
  };
  const creditNote = {
    ...invoice,
    number: 'CN-NZ-000002',
    dueOn: '2030-02-03',
    issuedOn: '2030-02-03',
    lines: [{ description: '=Goodwill', amountCents: -1_005, taxCode: 'standard' as const }],
  };

  it("writes Xero's sales invoice columns, one row per line, dates day first, amounts GST-inclusive", () => {
    const { header, rows } = recordsOf(xeroSalesCsv([invoice, creditNote], NZ));
    expect(header).toEqual([...XERO_SALES_HEADER]);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({
      '*ContactName': 'Aoraki Travel, "Queenstown"',
      EmailAddress: 'accounts@aoraki.test',
      '*InvoiceNumber': 'INV-NZ-000007',
      Reference: 'NZ-100042',
      '*InvoiceDate': '01/02/2030',
      '*DueDate': '20/03/2030',
      '*Description': 'Lakeside Hotel (2030-05-04)',
      '*Quantity': '1',
      '*UnitAmount': '391.00',
      '*AccountCode': '200',
      '*TaxType': '15% GST on Income',
      Currency: 'NZD',
      POAddressLine1: '',
      BrandingTheme: '',
    });
    expect(rows[1]).toMatchObject({ '*UnitAmount': '255.00', '*TaxType': 'Zero Rated' });
    // A credit note is a negative document; a description starting with = is defused.
    expect(rows[2]).toMatchObject({
      '*InvoiceNumber': 'CN-NZ-000002',
      '*UnitAmount': '-10.05',
      '*Description': "'=Goodwill",
    });
  });

  it("takes the tax rate names and account code from the brand's settings", () => {
    const custom = { ...AU, salesAccountCode: '4100', salesZeroRatedTaxRate: 'GST Free Exports' };
    const { rows } = recordsOf(xeroSalesCsv([{ ...invoice, currency: 'AUD' }], custom));
    expect(rows.map((row) => [row['*AccountCode'], row['*TaxType']])).toEqual([
      ['4100', 'GST on Income'],
      ['4100', 'GST Free Exports'],
    ]);
  });
});

describe('Xero bills file', () => {
  it("writes the bill template's columns, coded to cost of sales with the purchase tax rates", () => {
    const csv = xeroBillsCsv(
      [
        {
          contactName: 'Queenstown Lodge (QTLODGE)',
          email: 'ap@lodge.test',
          number: 'QL-5531',
          issuedOn: '2030-02-02',
          dueOn: '2030-03-04',
          currency: 'NZD',
          lines: [
            { description: 'NZ-100042 Two nights', amountCents: 36_800, taxCode: 'standard' },
            { description: 'NZ-100042 Tour', amountCents: 24_000, taxCode: 'zero_rated' },
          ],
        },
      ],
      NZ,
    );
    const { header, rows } = recordsOf(csv);
    expect(header).toEqual([...XERO_BILLS_HEADER]);
    expect(rows.map((row) => [row['*UnitAmount'], row['*AccountCode'], row['*TaxType']])).toEqual([
      ['368.00', '310', '15% GST on Expenses'],
      ['240.00', '310', 'No GST'],
    ]);
    expect(rows[0]).toMatchObject({
      '*ContactName': 'Queenstown Lodge (QTLODGE)',
      '*InvoiceNumber': 'QL-5531',
      '*InvoiceDate': '02/02/2030',
      '*DueDate': '04/03/2030',
    });
  });
});

describe('Xero precoded bank statement', () => {
  const lines = [
    {
      date: '2030-02-05',
      amountCents: 64_600,
      payee: 'Aoraki Travel',
      description: 'Payment for NZ-100042',
      reference: 'NZ-100042',
    },
    {
      date: '2030-02-06',
      amountCents: -2_000,
      payee: 'Aoraki Travel',
      description: 'Refund on NZ-100042',
      reference: 'NZ-100042',
    },
  ];

  it('signs money in and out and leaves the coding empty without an account code', () => {
    const { header, rows } = recordsOf(xeroBankStatementCsv(lines, NZ));
    expect(header).toEqual([...XERO_BANK_STATEMENT_HEADER]);
    expect(
      rows.map((row) => [row['*Date'], row['*Amount'], row['Account Code'], row['Tax Rate']]),
    ).toEqual([
      ['05/02/2030', '646.00', '', ''],
      ['06/02/2030', '-20.00', '', ''],
    ]);
  });

  it("precodes every line with the brand's account code and no-GST rate when one is set", () => {
    const { rows } = recordsOf(xeroBankStatementCsv(lines, { ...AU, bankAccountCode: '615' }));
    expect(rows.map((row) => [row['Account Code'], row['Tax Rate']])).toEqual([
      ['615', 'BAS Excluded'],
      ['615', 'BAS Excluded'],
    ]);
  });
});

describe('document lines', () => {
  const parts = { taxable: 'Services', zeroRated: 'Services abroad' };

  it("keeps a document's own lines when they add up to its parts", () => {
    const lines = [
      { description: 'Hotel', amountCents: 39_100, taxCode: 'standard' as const },
      { description: 'Tour', amountCents: 25_500, taxCode: 'zero_rated' as const },
    ];
    expect(documentLinesOf({ totalCents: 64_600, zeroRatedCents: 25_500 }, lines, parts)).toEqual(
      lines,
    );
  });

  it('falls back to one line per part when the lines do not add up (or there are none)', () => {
    const stale = [{ description: 'Hotel', amountCents: 50_000, taxCode: 'standard' as const }];
    expect(documentLinesOf({ totalCents: 64_600, zeroRatedCents: 25_500 }, stale, parts)).toEqual([
      { description: 'Services', amountCents: 39_100, taxCode: 'standard' },
      { description: 'Services abroad', amountCents: 25_500, taxCode: 'zero_rated' },
    ]);
    expect(documentLinesOf({ totalCents: -25_500, zeroRatedCents: -25_500 }, [], parts)).toEqual([
      { description: 'Services abroad', amountCents: -25_500, taxCode: 'zero_rated' },
    ]);
  });
});

describe('names and dates', () => {
  it('names a contact by the rule', () => {
    expect(xeroContactName('name', 'Aoraki Travel', 'A12')).toBe('Aoraki Travel');
    expect(xeroContactName('name-and-code', 'Aoraki Travel', 'A12')).toBe('Aoraki Travel (A12)');
  });

  it('writes a date day first', () => {
    expect(xeroDate('2030-12-31')).toBe('31/12/2030');
  });
});
