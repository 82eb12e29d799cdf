import ExcelJS from 'exceljs';
import type {
  TAccountingBrand,
  TGstReturn,
  TGstReturnDocument,
  TGstReturnTotals,
} from '@portal/shared/contracts/accounting';
import { TAX_WORDS } from '@portal/shared/domain/tax';
import { csvAmount, csvText, toCsv } from '../../lib/csv';

/**
 * The GST return (docs/tax.md, "GST return"): on the invoice basis, sales are the tax invoices
 * issued in the period less the credit notes issued in it, purchases the supplier invoices issued
 * in it. Every figure is the sum of the listed documents' own stored amounts (each document's GST
 * was taken once from its taxable part when it was issued), so the totals check line by line.
 */

/** A document as stored: amounts positive, as issued. */
export interface TGstSourceDocument {
  id: number;
  number: string;
  issuedOn: string;
  party: string;
  fileReference: string;
  totalCents: number;
  zeroRatedCents: number;
  gstCents: number;
}

function documentOf(
  type: TGstReturnDocument['type'],
  source: TGstSourceDocument,
  sign: 1 | -1,
): TGstReturnDocument {
  // `0 * -1` is -0, which JSON writes as 0 but Object.is and a spreadsheet cell tell apart.
  const signed = (cents: number) => (cents === 0 ? 0 : sign * cents);
  return {
    type,
    id: source.id,
    number: source.number,
    issuedOn: source.issuedOn,
    party: source.party,
    fileReference: source.fileReference,
    totalCents: signed(source.totalCents),
    taxableCents: signed(source.totalCents - source.zeroRatedCents),
    zeroRatedCents: signed(source.zeroRatedCents),
    gstCents: signed(source.gstCents),
  };
}

export function sumGstDocuments(documents: readonly TGstReturnDocument[]): TGstReturnTotals {
  const totals: TGstReturnTotals = {
    taxableCents: 0,
    zeroRatedCents: 0,
    totalCents: 0,
    gstCents: 0,
  };
  for (const document of documents) {
    totals.taxableCents += document.taxableCents;
    totals.zeroRatedCents += document.zeroRatedCents;
    totals.totalCents += document.totalCents;
    totals.gstCents += document.gstCents;
  }
  return totals;
}

function byDateThenNumber(a: TGstReturnDocument, b: TGstReturnDocument): number {
  if (a.issuedOn !== b.issuedOn) return a.issuedOn < b.issuedOn ? -1 : 1;
  if (a.type !== b.type) return a.type === 'invoice' ? -1 : 1;
  return a.id - b.id;
}

export function gstReturnOf(args: {
  brand: TAccountingBrand;
  currency: 'NZD' | 'AUD';
  gstPercent: number;
  from: string;
  to: string;
  invoices: readonly TGstSourceDocument[];
  creditNotes: readonly TGstSourceDocument[];
  bills: readonly TGstSourceDocument[];
}): TGstReturn {
  const salesDocuments = [
    ...args.invoices.map((invoice) => documentOf('invoice', invoice, 1)),
    ...args.creditNotes.map((note) => documentOf('credit_note', note, -1)),
  ].sort(byDateThenNumber);
  const purchaseDocuments = args.bills
    .map((bill) => documentOf('supplier_invoice', bill, 1))
    .sort(byDateThenNumber);
  const sales = sumGstDocuments(salesDocuments);
  const purchases = sumGstDocuments(purchaseDocuments);
  return {
    brand: args.brand,
    currency: args.currency,
    gstPercent: args.gstPercent,
    from: args.from,
    to: args.to,
    sales,
    purchases,
    gstToPayCents: sales.gstCents - purchases.gstCents,
    salesDocuments,
    purchaseDocuments,
  };
}

const DOCUMENT_TYPE_NAMES: Record<TGstReturnDocument['type'], string> = {
  invoice: 'Tax invoice',
  credit_note: 'Credit note',
  supplier_invoice: 'Supplier invoice',
};

function columnNames(brand: TAccountingBrand) {
  return {
    taxable: 'Taxable (incl. GST)',
    zeroRated: TAX_WORDS[brand].zeroRated,
  };
}

/** The return as one sheet: every document, each side's total, then the GST to pay. */
export function gstReturnCsv(gstReturn: TGstReturn): string {
  const names = columnNames(gstReturn.brand);
  const header = [
    'Section',
    'Type',
    'Number',
    'Date',
    'Party',
    'File',
    'Total',
    names.taxable,
    names.zeroRated,
    'GST',
  ];
  const amounts = (figures: TGstReturnTotals) => [
    csvAmount(figures.totalCents),
    csvAmount(figures.taxableCents),
    csvAmount(figures.zeroRatedCents),
    csvAmount(figures.gstCents),
  ];
  const section = (name: string, documents: TGstReturnDocument[], totals: TGstReturnTotals) => [
    ...documents.map((document) => [
      name,
      DOCUMENT_TYPE_NAMES[document.type],
      csvText(document.number),
      document.issuedOn,
      csvText(document.party),
      csvText(document.fileReference),
      ...amounts(document),
    ]),
    [name, 'Total', '', '', '', '', ...amounts(totals)],
  ];
  return toCsv(header, [
    ...section('Sales', gstReturn.salesDocuments, gstReturn.sales),
    ...section('Purchases', gstReturn.purchaseDocuments, gstReturn.purchases),
    ['GST to pay', '', '', '', '', '', '', '', '', csvAmount(gstReturn.gstToPayCents)],
  ]);
}

const MONEY_FORMAT = '#,##0.00;-#,##0.00';

/** The return as a workbook: a summary sheet and one sheet of documents per side. */
export async function gstReturnXlsx(gstReturn: TGstReturn): Promise<Buffer> {
  const names = columnNames(gstReturn.brand);
  const workbook = new ExcelJS.Workbook();
  const money = (cents: number) => cents / 100;

  const summary = workbook.addWorksheet('Summary');
  summary.columns = [
    { header: 'GST return', key: 'label', width: 34 },
    { header: `${gstReturn.brand} (${gstReturn.currency})`, key: 'value', width: 18 },
  ];
  summary.addRows([
    { label: 'Period', value: `${gstReturn.from} to ${gstReturn.to}` },
    { label: 'GST rate', value: `${gstReturn.gstPercent}%` },
    { label: `Sales: ${names.taxable}`, value: money(gstReturn.sales.taxableCents) },
    { label: `Sales: ${names.zeroRated}`, value: money(gstReturn.sales.zeroRatedCents) },
    { label: 'Sales: total', value: money(gstReturn.sales.totalCents) },
    { label: 'GST on sales', value: money(gstReturn.sales.gstCents) },
    { label: `Purchases: ${names.taxable}`, value: money(gstReturn.purchases.taxableCents) },
    { label: `Purchases: ${names.zeroRated}`, value: money(gstReturn.purchases.zeroRatedCents) },
    { label: 'Purchases: total', value: money(gstReturn.purchases.totalCents) },
    { label: 'GST on purchases', value: money(gstReturn.purchases.gstCents) },
    { label: 'GST to pay', value: money(gstReturn.gstToPayCents) },
  ]);
  summary.getColumn('value').numFmt = MONEY_FORMAT;
  summary.getRow(1).font = { bold: true };

  const addDocuments = (
    title: string,
    documents: TGstReturnDocument[],
    totals: TGstReturnTotals,
  ) => {
    const sheet = workbook.addWorksheet(title);
    sheet.columns = [
      { header: 'Type', key: 'type', width: 16 },
      { header: 'Number', key: 'number', width: 18 },
      { header: 'Date', key: 'date', width: 12 },
      { header: 'Party', key: 'party', width: 32 },
      { header: 'File', key: 'file', width: 14 },
      { header: 'Total', key: 'total', width: 14, style: { numFmt: MONEY_FORMAT } },
      { header: names.taxable, key: 'taxable', width: 18, style: { numFmt: MONEY_FORMAT } },
      { header: names.zeroRated, key: 'zeroRated', width: 14, style: { numFmt: MONEY_FORMAT } },
      { header: 'GST', key: 'gst', width: 12, style: { numFmt: MONEY_FORMAT } },
    ];
    sheet.addRows(
      documents.map((document) => ({
        type: DOCUMENT_TYPE_NAMES[document.type],
        number: document.number,
        date: document.issuedOn,
        party: document.party,
        file: document.fileReference,
        total: money(document.totalCents),
        taxable: money(document.taxableCents),
        zeroRated: money(document.zeroRatedCents),
        gst: money(document.gstCents),
      })),
    );
    const totalRow = sheet.addRow({
      type: 'Total',
      total: money(totals.totalCents),
      taxable: money(totals.taxableCents),
      zeroRated: money(totals.zeroRatedCents),
      gst: money(totals.gstCents),
    });
    totalRow.font = { bold: true };
    sheet.getRow(1).font = { bold: true };
  };
  addDocuments('Sales', gstReturn.salesDocuments, gstReturn.sales);
  addDocuments('Purchases', gstReturn.purchaseDocuments, gstReturn.purchases);

  return Buffer.from(await workbook.xlsx.writeBuffer());
}
