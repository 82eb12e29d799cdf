import type {
  TBrandAccountingSettings,
  TContactNameRule,
} from '@portal/shared/contracts/accounting';
import type { TTaxCode } from '@portal/shared/domain/tax';
import { csvAmount, csvText, toCsv } from '../../lib/csv';

/**
 * The accounting export's files in the layouts Xero imports (docs/finance.md, "Accounting export
 * (Xero)"). Pure functions: the service gathers the documents, these write them.
 *
 * - Sales: Xero's sales invoice import template, one row per document line. Amounts are
 *   GST-inclusive, as every amount in the portal: the file is imported with "Amounts are tax
 *   inclusive" (the import's own choice; Xero's LineAmountTypes "Inclusive"). A credit note is the
 *   same layout with negative amounts: Xero imports a document whose total is negative as a
 *   credit note.
 * - Bills: Xero's bill (purchase invoice) import template, one row per supplier invoice line.
 * - Receipts and supplier payments: Xero's bank statement import with the precoded columns
 *   (account code and tax rate), money in positive and money out negative.
 */

export const XERO_SALES_HEADER = [
  '*ContactName',
  'EmailAddress',
  'POAddressLine1',
  'POAddressLine2',
  'POAddressLine3',
  'POAddressLine4',
  'POCity',
  'PORegion',
  'POPostalCode',
  'POCountry',
  '*InvoiceNumber',
  'Reference',
  '*InvoiceDate',
  '*DueDate',
  'InventoryItemCode',
  '*Description',
  '*Quantity',
  '*UnitAmount',
  'Discount',
  '*AccountCode',
  '*TaxType',
  'TrackingName1',
  'TrackingOption1',
  'TrackingName2',
  'TrackingOption2',
  'Currency',
  'BrandingTheme',
] as const;

export const XERO_BILLS_HEADER = [
  '*ContactName',
  'EmailAddress',
  'POAddressLine1',
  'POAddressLine2',
  'POAddressLine3',
  'POAddressLine4',
  'POCity',
  'PORegion',
  'POPostalCode',
  'POCountry',
  '*InvoiceNumber',
  '*InvoiceDate',
  '*DueDate',
  'InventoryItemCode',
  'Description',
  '*Quantity',
  '*UnitAmount',
  '*AccountCode',
  '*TaxType',
  'TrackingName1',
  'TrackingOption1',
  'TrackingName2',
  'TrackingOption2',
  'Currency',
] as const;

export const XERO_BANK_STATEMENT_HEADER = [
  '*Date',
  '*Amount',
  'Payee',
  'Description',
  'Reference',
  'Cheque Number',
  'Account Code',
  'Tax Rate',
] as const;

type TColumns<THeader extends readonly string[]> = Partial<Record<THeader[number], string>>;

/** One row in the header's order: every column the row leaves out is empty. */
function rowOf<THeader extends readonly string[]>(
  header: THeader,
  columns: TColumns<THeader>,
): string[] {
  return header.map((column) => columns[column as THeader[number]] ?? '');
}

/** Xero's New Zealand and Australian organisations read dates day first: 2030-02-01 → 01/02/2030. */
export function xeroDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

/** The contact a document is filed under in Xero (see CONTACT_NAME_RULES). */
export function xeroContactName(rule: TContactNameRule, name: string, code: string): string {
  return rule === 'name-and-code' ? `${name} (${code})` : name;
}

/** An agency's code in a contact name: its number in the portal. */
export function agencyContactCode(agencyId: number): string {
  return `A${agencyId}`;
}

export interface TXeroDocumentLine {
  description: string;
  /** GST-inclusive; negative on a credit note. */
  amountCents: number;
  taxCode: TTaxCode;
}

/** A sales invoice or credit note (negative lines) as its Xero rows carry it. */
export interface TXeroSalesDocument {
  contactName: string;
  email: string;
  number: string;
  /** The booking's reference: what its payments carry too, so Xero can match them. */
  reference: string;
  issuedOn: string;
  dueOn: string;
  currency: string;
  lines: readonly TXeroDocumentLine[];
}

export interface TXeroBill {
  contactName: string;
  email: string;
  /** The supplier's own invoice number. */
  number: string;
  issuedOn: string;
  dueOn: string;
  currency: string;
  lines: readonly TXeroDocumentLine[];
}

/** A bank statement line: money in positive (receipts), out negative (refunds, supplier payments). */
export interface TXeroBankLine {
  date: string;
  amountCents: number;
  payee: string;
  description: string;
  reference: string;
}

function taxRateOf(
  taxCode: TTaxCode,
  settings: TBrandAccountingSettings,
  side: 'sales' | 'purchases',
): string {
  if (side === 'sales') {
    return taxCode === 'standard' ? settings.salesStandardTaxRate : settings.salesZeroRatedTaxRate;
  }
  return taxCode === 'standard'
    ? settings.purchasesStandardTaxRate
    : settings.purchasesZeroRatedTaxRate;
}

/** The sales file: one row per line, each line one unit of its GST-inclusive amount. */
export function xeroSalesCsv(
  documents: readonly TXeroSalesDocument[],
  settings: TBrandAccountingSettings,
): string {
  const rows = documents.flatMap((document) =>
    document.lines.map((line) =>
      rowOf(XERO_SALES_HEADER, {
        '*ContactName': csvText(document.contactName),
        EmailAddress: csvText(document.email),
        '*InvoiceNumber': csvText(document.number),
        Reference: csvText(document.reference),
        '*InvoiceDate': xeroDate(document.issuedOn),
        '*DueDate': xeroDate(document.dueOn),
        '*Description': csvText(line.description),
        '*Quantity': '1',
        '*UnitAmount': csvAmount(line.amountCents),
        '*AccountCode': csvText(settings.salesAccountCode),
        '*TaxType': csvText(taxRateOf(line.taxCode, settings, 'sales')),
        Currency: document.currency,
      }),
    ),
  );
  return toCsv(XERO_SALES_HEADER, rows);
}

/** The bills file: one row per supplier invoice line, coded to cost of sales. */
export function xeroBillsCsv(
  bills: readonly TXeroBill[],
  settings: TBrandAccountingSettings,
): string {
  const rows = bills.flatMap((bill) =>
    bill.lines.map((line) =>
      rowOf(XERO_BILLS_HEADER, {
        '*ContactName': csvText(bill.contactName),
        EmailAddress: csvText(bill.email),
        '*InvoiceNumber': csvText(bill.number),
        '*InvoiceDate': xeroDate(bill.issuedOn),
        '*DueDate': xeroDate(bill.dueOn),
        Description: csvText(line.description),
        '*Quantity': '1',
        '*UnitAmount': csvAmount(line.amountCents),
        '*AccountCode': csvText(settings.costOfSalesAccountCode),
        '*TaxType': csvText(taxRateOf(line.taxCode, settings, 'purchases')),
        Currency: bill.currency,
      }),
    ),
  );
  return toCsv(XERO_BILLS_HEADER, rows);
}

/**
 * A precoded bank statement. With no account code in the settings the lines are left uncoded
 * (a plain statement, reconciled by matching each line to its invoice or bill).
 */
export function xeroBankStatementCsv(
  lines: readonly TXeroBankLine[],
  settings: TBrandAccountingSettings,
): string {
  const isPrecoded = settings.bankAccountCode !== '';
  const rows = lines.map((line) =>
    rowOf(XERO_BANK_STATEMENT_HEADER, {
      '*Date': xeroDate(line.date),
      '*Amount': csvAmount(line.amountCents),
      Payee: csvText(line.payee),
      Description: csvText(line.description),
      Reference: csvText(line.reference),
      ...(isPrecoded
        ? {
            'Account Code': csvText(settings.bankAccountCode),
            'Tax Rate': csvText(settings.bankTaxRate),
          }
        : {}),
    }),
  );
  return toCsv(XERO_BANK_STATEMENT_HEADER, rows);
}

/**
 * A document's lines as exported: its own lines when they add up to its taxable and zero-rated
 * parts (they always do for documents the portal issued), else one line per part, so the
 * document's total and its GST in Xero are always the document's own.
 */
export function documentLinesOf(
  document: { totalCents: number; zeroRatedCents: number },
  lines: readonly TXeroDocumentLine[],
  partDescriptions: { taxable: string; zeroRated: string },
): TXeroDocumentLine[] {
  let zeroRated = 0;
  let total = 0;
  for (const line of lines) {
    total += line.amountCents;
    if (line.taxCode === 'zero_rated') zeroRated += line.amountCents;
  }
  if (lines.length > 0 && total === document.totalCents && zeroRated === document.zeroRatedCents) {
    return [...lines];
  }
  const taxable = document.totalCents - document.zeroRatedCents;
  return [
    ...(taxable !== 0 || document.zeroRatedCents === 0
      ? [
          {
            description: partDescriptions.taxable,
            amountCents: taxable,
            taxCode: 'standard' as const,
          },
        ]
      : []),
    ...(document.zeroRatedCents !== 0
      ? [
          {
            description: partDescriptions.zeroRated,
            amountCents: document.zeroRatedCents,
            taxCode: 'zero_rated' as const,
          },
        ]
      : []),
  ];
}
