import { z } from 'zod';
import type { TAgedCents as TAgedCentsOfDomain } from '../domain/debtor-ageing';
import { FILE_STATUSES } from '../domain/file-states';
import { ZPageQuery, ZPaginationLinks, ZPaginationMeta } from './pagination';
import { ZIsoDate, ZQueryId } from './primitives';

/**
 * The finance team's reports (docs/finance.md, "Debtors" and "Profit per booking"): aged debtors
 * with each agency's statement, and the profit of each booking. Back office, finance.manage.
 */

export const FINANCE_REPORT_BRANDS = ['NZ', 'AU'] as const;
export const ZFinanceReportBrand = z.enum(FINANCE_REPORT_BRANDS);
export type TFinanceReportBrand = z.infer<typeof ZFinanceReportBrand>;

export const FINANCE_REPORT_CURRENCIES = ['NZD', 'AUD'] as const;
const ZFinanceReportCurrency = z.enum(FINANCE_REPORT_CURRENCIES);

const ZSignedCents = z.number().int();

// Aged debtors -----------------------------------------------------------------------------------

/** An amount owed split by how long it is overdue (domain/debtor-ageing.ts), with its total. */
export const ZAgedCents = z.object({
  current: ZSignedCents,
  days1To30: ZSignedCents,
  days31To60: ZSignedCents,
  days61To90: ZSignedCents,
  over90: ZSignedCents,
  total: ZSignedCents,
}) satisfies z.ZodType<TAgedCentsOfDomain>;
export type TAgedCents = z.infer<typeof ZAgedCents>;

/** `asOf`: the day the ageing is measured on; the brand's today when left out. */
export const ZDebtorsQuery = z.object({
  brand: ZFinanceReportBrand,
  asOf: ZIsoDate.optional(),
});
export type TDebtorsQuery = z.infer<typeof ZDebtorsQuery>;

export const ZDebtorRow = z.object({
  agencyId: z.number().int(),
  agencyName: z.string(),
  /** Where its statement is emailed; null when the agency has none. */
  agencyEmail: z.string().nullable(),
  /** What its open invoices still owe, by bucket: total − credited − paid of each. */
  agedCents: ZAgedCents,
  /** Null: the agency's credit is not checked. */
  creditLimitCents: z.number().int().nullable(),
  /** What the agency owes on the brand's unpaid invoices (the credit check's own figure). */
  creditUsedCents: ZSignedCents,
  /** Limit − used (negative when over the limit); null without a limit. */
  creditAvailableCents: z.number().int().nullable(),
  /** The agency's ledger: invoices + refunds − payments − credit notes − commission. */
  ledgerBalanceCents: ZSignedCents,
  /**
   * The agency's money held against no open invoice: payments beyond what its invoices took
   * (on account) and invoices paid or credited beyond their total.
   */
  unallocatedCents: ZSignedCents,
  /** Commission credited to the agency out of its travellers' payments. */
  commissionCreditCents: ZSignedCents,
});
export type TDebtorRow = z.infer<typeof ZDebtorRow>;

export const ZDebtorsReport = z.object({
  brand: ZFinanceReportBrand,
  currency: ZFinanceReportCurrency,
  asOf: z.string(),
  /** One row per agency of the brand with anything outstanding or a credit limit, by name. */
  rows: z.array(ZDebtorRow),
  totals: z.object({
    agedCents: ZAgedCents,
    creditUsedCents: ZSignedCents,
    ledgerBalanceCents: ZSignedCents,
    unallocatedCents: ZSignedCents,
    commissionCreditCents: ZSignedCents,
  }),
});
export type TDebtorsReport = z.infer<typeof ZDebtorsReport>;

export const ZDebtorParams = z.object({ agencyId: ZQueryId });
export type TDebtorParams = z.infer<typeof ZDebtorParams>;

export const ZStatementQuery = z.object({ asOf: ZIsoDate.optional() });
export type TStatementQuery = z.infer<typeof ZStatementQuery>;

export const ZEmailStatementRequest = z.object({ asOf: ZIsoDate.optional() });
export type TEmailStatementRequest = z.infer<typeof ZEmailStatementRequest>;

export const ZStatementEmailed = z.object({
  mailId: z.number().int(),
  to: z.string(),
  asOf: z.string(),
  outstandingCents: ZSignedCents,
});
export type TStatementEmailed = z.infer<typeof ZStatementEmailed>;

// Profit per booking -----------------------------------------------------------------------------

/**
 * Which bookings: all of them, those confirmed with nothing invoiced (Confirmed or being amended,
 * a net to bill, nothing billed), or those invoiced for more than was received.
 */
export const PROFIT_VIEWS = ['all', 'confirmed-not-invoiced', 'invoiced-not-paid'] as const;
export type TProfitView = (typeof PROFIT_VIEWS)[number];

/** `from` / `to`: the travel dates; the brand's last, this and next month when left out. */
const ZProfitFilterFields = z.object({
  brand: ZFinanceReportBrand,
  from: ZIsoDate.optional(),
  to: ZIsoDate.optional(),
  view: z.enum(PROFIT_VIEWS).default('all'),
});

function endNotBeforeStart(filters: { from?: string | undefined; to?: string | undefined }) {
  return !filters.from || !filters.to || filters.from <= filters.to;
}
const END_BEFORE_START = {
  message: 'The end date must be on or after the start date',
  path: ['to'],
};

export const ZProfitFilters = ZProfitFilterFields.refine(endNotBeforeStart, END_BEFORE_START);
export type TProfitFilters = z.infer<typeof ZProfitFilters>;

export const ZProfitQuery = ZPageQuery.extend(ZProfitFilterFields.shape).refine(
  endNotBeforeStart,
  END_BEFORE_START,
);
export type TProfitQuery = z.infer<typeof ZProfitQuery>;

/** A booking's money, or the sum over the filter. */
export const ZProfitFigures = z.object({
  /** What the suppliers charge (live services, GST-inclusive). */
  costCents: ZSignedCents,
  /** The client price. */
  sellCents: ZSignedCents,
  /** The agency price: what the operator bills. */
  netCents: ZSignedCents,
  commissionCents: ZSignedCents,
  /** Net ex GST − cost ex GST, GST taken out line by line (docs/tax.md). */
  marginExGstCents: ZSignedCents,
  /** Of the net ex GST, one decimal; null with no net. */
  marginExGstPercent: z.number().nullable(),
  /** Invoices less credit notes (a void is a credit note). */
  invoicedCents: ZSignedCents,
  /** Payments less refunds (a traveller's payment without the commission it credited). */
  receivedCents: ZSignedCents,
  /** What payment runs paid the suppliers for the booking. */
  supplierPaidCents: ZSignedCents,
  /** What the suppliers are expected to bill and are not paid yet. */
  supplierToPayCents: ZSignedCents,
});
export type TProfitFigures = z.infer<typeof ZProfitFigures>;

export const ZProfitRow = ZProfitFigures.extend({
  fileReference: z.string(),
  bookingName: z.string(),
  agencyId: z.number().int(),
  agencyName: z.string(),
  travelDate: z.string(),
  status: z.enum(FILE_STATUSES),
});
export type TProfitRow = z.infer<typeof ZProfitRow>;

export const ZProfitReport = z.object({
  brand: ZFinanceReportBrand,
  currency: ZFinanceReportCurrency,
  /** The travel dates the report covers (the defaults filled in). */
  from: z.string(),
  to: z.string(),
  view: z.enum(PROFIT_VIEWS),
  data: z.array(ZProfitRow),
  meta: ZPaginationMeta,
  links: ZPaginationLinks,
  /** Over every booking the filter finds, not only this page. */
  totals: ZProfitFigures,
});
export type TProfitReport = z.infer<typeof ZProfitReport>;
