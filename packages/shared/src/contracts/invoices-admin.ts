import { z } from 'zod';
import { ZFileReference } from './files';
import { INVOICE_STATUSES, PAYMENT_METHODS, ZCreditNoteView, ZInvoiceView } from './invoices';
import { zSortQuery } from './list-sort';
import { ZPageQuery, zPaginated } from './pagination';
import { ZIsoDate } from './primitives';

/**
 * Back-office billing of one file and the card payments list (issue 9).
 *
 * Files (read: files.view-all; every change: finance.manage):
 * - GET  /api/admin/files/:ref/billing -> TAdminFileBilling
 * - POST /api/admin/files/:ref/invoices -> 201 TInvoiceView (only when no invoice is live)
 * - POST /api/admin/files/:ref/invoices/:id/void TVoidInvoiceRequest -> TAdminFileBilling
 * - POST /api/admin/files/:ref/invoices/:id/credit TCreditInvoiceRequest -> TAdminFileBilling
 * - POST /api/admin/files/:ref/refunds TRecordRefundRequest -> TAdminFileBilling
 * - POST /api/admin/files/:ref/payments (contracts/invoices.ts) records a manual payment.
 * Invoices of every file (finance.manage):
 * - GET  /api/admin/invoices?status&sort&dir&page&per_page -> TAdminInvoiceList (status `unpaid`:
 *   issued or part-paid with money outstanding), newest first unless sorted (INVOICE_SORTS)
 * - GET  /api/admin/invoices/unpaid-summary -> TUnpaidInvoicesSummary (the admin home's card)
 * Card payments (finance.manage):
 * - GET  /api/admin/payments?… -> paginated TCardPaymentView; GET /api/admin/payments/export.csv?…
 * - GET  /api/admin/payments/:id; POST /api/admin/payments TCreateCardPaymentRequest -> 201
 * - PATCH /api/admin/payments/:id TUpdateCardPaymentRequest (reference and notes only: an amount
 *   is corrected by a refund and a new payment, so the ledger keeps both)
 *
 * The file's balance is invoices − payments − credit notes + refunds (the agency ledger's sum).
 */

const ZCents = z.number().int().min(1).max(1_000_000_000);
const ZReason = z.string().trim().min(1, 'Give a reason.').max(500);

export const ZFileDocumentParams = z.object({
  ref: ZFileReference,
  id: z.coerce.number().int().min(1),
});

export const PAYMENT_CHANNELS = ['online', 'back-office'] as const;
export type TPaymentChannel = (typeof PAYMENT_CHANNELS)[number];

export const ZFilePaymentView = z.object({
  id: z.number().int(),
  amountCents: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  channel: z.enum(PAYMENT_CHANNELS),
  reference: z.string(),
  notes: z.string(),
  receivedOn: z.string(),
});
export type TFilePaymentView = z.infer<typeof ZFilePaymentView>;

export const ZRefundView = z.object({
  id: z.number().int(),
  amountCents: z.number().int(),
  reference: z.string(),
  refundedOn: z.string(),
});
export type TRefundView = z.infer<typeof ZRefundView>;

export const ZBillingSummary = z.object({
  invoicedCents: z.number().int(),
  creditedCents: z.number().int(),
  paidCents: z.number().int(),
  refundedCents: z.number().int(),
  /**
   * The agency's commission credited out of its travellers' payments of the client price (the
   * part beyond its invoices; docs/pricing.md, "Two prices").
   */
  commissionCents: z.number().int(),
  /**
   * invoiced − paid − credited − commission + refunded: what the agency still owes (negative:
   * owed to it).
   */
  balanceCents: z.number().int(),
  /** Paid less already refunded: the most a refund may be. */
  refundableCents: z.number().int(),
});
export type TBillingSummary = z.infer<typeof ZBillingSummary>;

export const ZAdminFileBilling = z.object({
  fileReference: z.string(),
  bookingName: z.string(),
  fileStatus: z.string(),
  agencyName: z.string(),
  /** The file's brand: its calendar dates the payments and refunds recorded here by default. */
  brandId: z.number().int(),
  currency: z.string(),
  invoices: z.array(ZInvoiceView),
  creditNotes: z.array(ZCreditNoteView),
  payments: z.array(ZFilePaymentView),
  refunds: z.array(ZRefundView),
  summary: ZBillingSummary,
  /** An invoice may be issued: the file is a live booking and none of its invoices is live. */
  canIssueInvoice: z.boolean(),
});
export type TAdminFileBilling = z.infer<typeof ZAdminFileBilling>;

export const ZVoidInvoiceRequest = z.object({ reason: ZReason });
export type TVoidInvoiceRequest = z.infer<typeof ZVoidInvoiceRequest>;

export const ZCreditInvoiceRequest = z.object({
  /** Absent: credit the rest of the invoice. */
  amountCents: ZCents.optional(),
  reason: ZReason,
});
export type TCreditInvoiceRequest = z.infer<typeof ZCreditInvoiceRequest>;

export const ZRecordRefundRequest = z.object({
  amountCents: ZCents,
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().trim().max(100).default(''),
  refundedOn: ZIsoDate,
  reason: ZReason,
});
export type TRecordRefundRequest = z.infer<typeof ZRecordRefundRequest>;

// Card payments -------------------------------------------------------------------------------

const ZPaymentFilters = z.object({
  from: ZIsoDate.optional(),
  to: ZIsoDate.optional(),
  /** Part of the agency's name. */
  agency: z.string().trim().max(100).optional(),
  fileReference: z.string().trim().max(40).optional(),
  channel: z.enum(PAYMENT_CHANNELS).optional(),
  minCents: z.coerce.number().int().min(0).max(1_000_000_000).optional(),
  maxCents: z.coerce.number().int().min(0).max(1_000_000_000).optional(),
});
export type TPaymentFilters = z.infer<typeof ZPaymentFilters>;

export const ZCardPaymentListQuery = ZPageQuery.extend(ZPaymentFilters.shape);
export type TCardPaymentListQuery = z.infer<typeof ZCardPaymentListQuery>;
export const ZCardPaymentCsvQuery = ZPaymentFilters;

export const ZCardPaymentView = z.object({
  id: z.number().int(),
  fileReference: z.string(),
  bookingName: z.string(),
  agencyId: z.number().int(),
  agencyName: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  channel: z.enum(PAYMENT_CHANNELS),
  reference: z.string(),
  notes: z.string(),
  receivedOn: z.string(),
  recordedByName: z.string().nullable(),
  createdAt: z.string(),
});
export type TCardPaymentView = z.infer<typeof ZCardPaymentView>;

export const ZCardPaymentList = zPaginated(ZCardPaymentView);
export type TCardPaymentList = z.infer<typeof ZCardPaymentList>;

export const ZCardPaymentParams = z.object({ id: z.coerce.number().int().min(1) });

export const ZCreateCardPaymentRequest = z.object({
  fileReference: ZFileReference,
  amountCents: ZCents,
  reference: z.string().trim().max(100).default(''),
  notes: z.string().trim().max(1000).default(''),
  receivedOn: ZIsoDate,
});
export type TCreateCardPaymentRequest = z.infer<typeof ZCreateCardPaymentRequest>;

export const ZUpdateCardPaymentRequest = z.object({
  reference: z.string().trim().max(100),
  notes: z.string().trim().max(1000),
});
export type TUpdateCardPaymentRequest = z.infer<typeof ZUpdateCardPaymentRequest>;

// Invoices of every file -------------------------------------------------------------------------

/** The list's status filter: a stored status, or `unpaid` (issued or part-paid, money owed). */
export const INVOICE_LIST_STATUSES = ['unpaid', ...INVOICE_STATUSES] as const;
export type TInvoiceListStatus = (typeof INVOICE_LIST_STATUSES)[number];

/** The columns the invoices list sorts by (its default: newest first). */
export const INVOICE_SORTS = [
  'number',
  'fileReference',
  'agency',
  'issuedOn',
  'dueOn',
  'total',
  'outstanding',
  'status',
] as const;
export type TInvoiceSort = (typeof INVOICE_SORTS)[number];

export const ZAdminInvoiceListQuery = ZPageQuery.extend({
  status: z.enum(INVOICE_LIST_STATUSES).optional(),
  ...zSortQuery(INVOICE_SORTS).shape,
});
export type TAdminInvoiceListQuery = z.infer<typeof ZAdminInvoiceListQuery>;

export const INVOICE_CURRENCIES = ['NZD', 'AUD'] as const;
export const ZInvoiceCurrency = z.enum(INVOICE_CURRENCIES);

export const ZAdminInvoiceListItem = z.object({
  id: z.number().int(),
  number: z.string(),
  fileReference: z.string(),
  bookingName: z.string(),
  agencyId: z.number().int(),
  agencyName: z.string(),
  status: z.enum(INVOICE_STATUSES),
  currency: ZInvoiceCurrency,
  issuedOn: z.string(),
  totalCents: z.number().int(),
  outstandingCents: z.number().int(),
  /** When the next payment is due: the deposit's date until it is paid, then the balance's. */
  dueOn: z.string().nullable(),
});
export type TAdminInvoiceListItem = z.infer<typeof ZAdminInvoiceListItem>;

export const ZAdminInvoiceList = zPaginated(ZAdminInvoiceListItem);
export type TAdminInvoiceList = z.infer<typeof ZAdminInvoiceList>;

/** What agencies owe, per currency (amounts in different currencies are never added up). */
export const ZUnpaidInvoicesByCurrency = z.object({
  currency: ZInvoiceCurrency,
  count: z.number().int().min(0),
  outstandingCents: z.number().int().min(0),
  /** The earliest date a payment of these invoices is due (YYYY-MM-DD). */
  oldestDueOn: z.string(),
});
export type TUnpaidInvoicesByCurrency = z.infer<typeof ZUnpaidInvoicesByCurrency>;

export const ZUnpaidInvoicesSummary = z.object({
  count: z.number().int().min(0),
  /** One entry per currency with unpaid invoices, NZD first. */
  currencies: z.array(ZUnpaidInvoicesByCurrency),
});
export type TUnpaidInvoicesSummary = z.infer<typeof ZUnpaidInvoicesSummary>;
