import { z } from 'zod';
import { ACCOUNTING_EXPORT_KINDS } from '../domain/accounting-export';
import { ZPageQuery, zPaginated } from './pagination';
import { ZIsoDate, ZQueryId } from './primitives';

/**
 * The GST return and the accounting export to Xero (issue 26, docs/finance.md "GST return" and
 * "Accounting export (Xero)"). Every route needs `finance.manage`.
 *
 * - GET  /api/admin/finance/gst-return?brand&from&to -> TGstReturn; with `&format=csv` the same
 *        figures as text/csv, with `&format=xlsx` as a workbook (summary, sales, purchases)
 * - POST /api/admin/finance/accounting-exports TCreateAccountingExportRequest (Idempotency-Key)
 *        -> 201 TAccountingExportView; 422 when the period has nothing (new) to export
 * - GET  /api/admin/finance/accounting-exports?brand&kind&page&per_page -> TAccountingExportList,
 *        newest first
 * - GET  /api/admin/finance/accounting-exports/:id/file.csv -> text/csv, the file as exported
 *
 * The accounting settings (account codes, Xero tax rate names) are the settings section
 * `accounting` (contracts/settings-sections.ts), read and saved at /api/admin/settings/accounting
 * with `finance.manage`.
 *
 * Money is integer cents, GST-inclusive. Dates are the brand's calendar dates (docs/tax.md).
 */

export const ACCOUNTING_BRANDS = ['NZ', 'AU'] as const;
export const ZAccountingBrand = z.enum(ACCOUNTING_BRANDS, { message: 'Choose a brand' });
export type TAccountingBrand = z.infer<typeof ZAccountingBrand>;

const ZAccountingCurrency = z.enum(['NZD', 'AUD']);

/** The longest period one return or export covers: a year and a day (a leap year's). */
const MAX_ACCOUNTING_PERIOD_DAYS = 366;

function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

/** A period from one brand date to another, both included: the end not before the start. */
function checkPeriod(period: { from: string; to: string }, context: z.RefinementCtx): void {
  if (period.from > period.to) {
    context.addIssue({
      code: 'custom',
      message: 'The end of the period must not be before its start',
      path: ['to'],
    });
  } else if (daysBetween(period.from, period.to) >= MAX_ACCOUNTING_PERIOD_DAYS) {
    context.addIssue({
      code: 'custom',
      message: `A period covers at most ${MAX_ACCOUNTING_PERIOD_DAYS} days`,
      path: ['to'],
    });
  }
}

// Accounting settings -------------------------------------------------------------------------

const required = 'This field is required';
const atMost = (n: number) => `This field must be ${n} or less characters`;
/** Xero account codes are at most 10 characters. */
const ZAccountCode = z.string().trim().min(1, required).max(10, atMost(10));
/** A tax rate as Xero names it on the organisation's Tax Rates screen. */
const ZTaxRateName = z.string().trim().min(1, required).max(50, atMost(50));

/** One brand's Xero organisation: where its documents are coded and with which tax rates. */
export const ZBrandAccountingSettings = z.strictObject({
  /** The revenue account every sales invoice and credit note line is coded to. */
  salesAccountCode: ZAccountCode,
  /** The account every supplier bill line is coded to. */
  costOfSalesAccountCode: ZAccountCode,
  /** Xero tax rate of a standard-rated sale (GST at the brand's rate in the price). */
  salesStandardTaxRate: ZTaxRateName,
  /** Xero tax rate of a zero-rated (NZ) / GST-free (AU) sale: a service performed abroad. */
  salesZeroRatedTaxRate: ZTaxRateName,
  /** Xero tax rate of a supplier's standard-rated line. */
  purchasesStandardTaxRate: ZTaxRateName,
  /** Xero tax rate of a supplier's line with no GST of the brand's country in it. */
  purchasesZeroRatedTaxRate: ZTaxRateName,
  /**
   * The account each line of the precoded bank statements (receipts, supplier payments) is coded
   * to when it is not matched to its invoice or bill; empty: the lines are not precoded.
   */
  bankAccountCode: z.string().trim().max(10, atMost(10)),
  /** The tax rate of a precoded bank line: a payment is no supply, so no GST. */
  bankTaxRate: ZTaxRateName,
});
export type TBrandAccountingSettings = z.infer<typeof ZBrandAccountingSettings>;

/**
 * How each document names its Xero contact. Xero finds a contact by its exact name, so two
 * agencies (or suppliers) of the same name become one contact unless the name carries the
 * portal's own key: the agency's number, the supplier's code.
 */
export const CONTACT_NAME_RULES = ['name', 'name-and-code'] as const;
export type TContactNameRule = (typeof CONTACT_NAME_RULES)[number];

export const ZAccountingSettings = z.strictObject({
  NZ: ZBrandAccountingSettings,
  AU: ZBrandAccountingSettings,
  contactNames: z.enum(CONTACT_NAME_RULES, { message: 'Choose how contacts are named' }),
});
export type TAccountingSettings = z.infer<typeof ZAccountingSettings>;

/**
 * Xero's own default tax rates (help.xero.com, "Default tax rates in Xero", NZ and AU) and its
 * default chart of accounts' Sales (200) and Cost of Goods Sold (310).
 */
export const DEFAULT_ACCOUNTING_SETTINGS: TAccountingSettings = {
  NZ: {
    salesAccountCode: '200',
    costOfSalesAccountCode: '310',
    salesStandardTaxRate: '15% GST on Income',
    salesZeroRatedTaxRate: 'Zero Rated',
    purchasesStandardTaxRate: '15% GST on Expenses',
    purchasesZeroRatedTaxRate: 'No GST',
    bankAccountCode: '',
    bankTaxRate: 'No GST',
  },
  AU: {
    salesAccountCode: '200',
    costOfSalesAccountCode: '310',
    salesStandardTaxRate: 'GST on Income',
    salesZeroRatedTaxRate: 'GST Free Income',
    purchasesStandardTaxRate: 'GST on Expenses',
    purchasesZeroRatedTaxRate: 'GST Free Expenses',
    bankAccountCode: '',
    bankTaxRate: 'BAS Excluded',
  },
  contactNames: 'name',
};

// GST return ----------------------------------------------------------------------------------

const GST_RETURN_FORMATS = ['json', 'csv', 'xlsx'] as const;

export const ZGstReturnQuery = z
  .object({
    brand: ZAccountingBrand,
    from: ZIsoDate,
    to: ZIsoDate,
    format: z.enum(GST_RETURN_FORMATS).default('json'),
  })
  .superRefine(checkPeriod);
export type TGstReturnQuery = z.infer<typeof ZGstReturnQuery>;

/** A side of the return: GST-inclusive taxable and zero-rated amounts and the GST in them. */
export const ZGstReturnTotals = z.object({
  /** Standard-rated, GST included. */
  taxableCents: z.number().int(),
  /** Zero-rated (NZ) / GST-free (AU). */
  zeroRatedCents: z.number().int(),
  /** taxable + zero-rated. */
  totalCents: z.number().int(),
  gstCents: z.number().int(),
});
export type TGstReturnTotals = z.infer<typeof ZGstReturnTotals>;

/**
 * A document the return counts. A credit note's amounts are negative: it takes back what its
 * invoice reported.
 */
export const ZGstReturnDocument = z.object({
  type: z.enum(['invoice', 'credit_note', 'supplier_invoice']),
  id: z.number().int(),
  /** Our invoice or credit note number; the supplier's own number of a bill. */
  number: z.string(),
  issuedOn: z.string(),
  /** The agency billed, or the supplier that billed. */
  party: z.string(),
  /** The booking of a sales document; empty for a bill. */
  fileReference: z.string(),
  totalCents: z.number().int(),
  taxableCents: z.number().int(),
  zeroRatedCents: z.number().int(),
  gstCents: z.number().int(),
});
export type TGstReturnDocument = z.infer<typeof ZGstReturnDocument>;

export const ZGstReturn = z.object({
  brand: ZAccountingBrand,
  currency: ZAccountingCurrency,
  gstPercent: z.number(),
  from: z.string(),
  to: z.string(),
  /** Tax invoices issued in the period less credit notes issued in it. */
  sales: ZGstReturnTotals,
  /** Supplier invoices issued in the period, void ones left out. */
  purchases: ZGstReturnTotals,
  /** GST on sales − GST on purchases; negative: a refund is due. */
  gstToPayCents: z.number().int(),
  /** Oldest first; the sums of these are `sales`, to the cent. */
  salesDocuments: z.array(ZGstReturnDocument),
  /** Oldest first; the sums of these are `purchases`, to the cent. */
  purchaseDocuments: z.array(ZGstReturnDocument),
});
export type TGstReturn = z.infer<typeof ZGstReturn>;

// Accounting export ---------------------------------------------------------------------------

export const ZAccountingExportKind = z.enum(ACCOUNTING_EXPORT_KINDS, {
  message: 'Choose what to export',
});

export const ZCreateAccountingExportRequest = z
  .object({
    brand: ZAccountingBrand,
    kind: ZAccountingExportKind,
    from: ZIsoDate,
    to: ZIsoDate,
    /** Include documents an earlier export already carried (to import them again on purpose). */
    reexport: z.boolean().default(false),
  })
  .superRefine(checkPeriod);
export type TCreateAccountingExportRequest = z.infer<typeof ZCreateAccountingExportRequest>;
export type TCreateAccountingExportInput = z.input<typeof ZCreateAccountingExportRequest>;

export const ZAccountingExportView = z.object({
  id: z.number().int(),
  brand: ZAccountingBrand,
  currency: ZAccountingCurrency,
  kind: ZAccountingExportKind,
  from: z.string(),
  to: z.string(),
  reexport: z.boolean(),
  documentCount: z.number().int(),
  /** The sum of the file's amounts (credit notes, refunds and supplier payments negative). */
  totalCents: z.number().int(),
  fileName: z.string(),
  /** Who exported it (their name when read); null once the user is deleted. */
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type TAccountingExportView = z.infer<typeof ZAccountingExportView>;

export const ZAccountingExportListQuery = ZPageQuery.extend({
  brand: ZAccountingBrand.optional(),
  kind: ZAccountingExportKind.optional(),
});
export type TAccountingExportListQuery = z.infer<typeof ZAccountingExportListQuery>;

export const ZAccountingExportList = zPaginated(ZAccountingExportView);
export type TAccountingExportList = z.infer<typeof ZAccountingExportList>;

export const ZAccountingExportParams = z.object({ id: ZQueryId });
