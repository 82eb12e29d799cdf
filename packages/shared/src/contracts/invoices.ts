import { z } from 'zod';
import { ZPageQuery, zPaginated } from './pagination';
import { ZTaxCode } from './pricing';
import { ZIsoDate } from './primitives';

/**
 * Invoices, credit notes, payments and the agency ledger (issue 6).
 *
 * Agents (own agency only; another agency's file or document is 404):
 * - GET /api/app/files/:ref/invoices -> TFileInvoices (invoices and credit notes of the file)
 * - GET /api/app/files/:ref/transactions -> TFileTransactions (ledger rows of the file)
 * - GET /api/app/invoices/:id/pdf, GET /api/app/credit-notes/:id/pdf, GET /api/app/files/:ref/itinerary.pdf
 * - GET /api/app/account/summary?from&to&fileReference&page&per_page -> TAccountSummary
 * - GET /api/app/account/summary.csv?from&to&fileReference -> text/csv
 * Back office:
 * - POST /api/admin/files/:ref/payments TRecordPaymentRequest -> 201 TPaymentView
 *
 * Money is integer cents, GST-inclusive at the brand's rate. Ledger values are signed from the
 * operator's side: invoices and refunds add to what the agency owes, payments and credit notes
 * take from it.
 */

export const INVOICE_STATUSES = ['issued', 'part-paid', 'paid', 'void'] as const;
export type TInvoiceStatus = (typeof INVOICE_STATUSES)[number];

/**
 * `commission`: the agency's commission on money the operator collected from its traveller (the
 * part of the client price beyond the agency's invoice), credited to the agency (docs/pricing.md).
 */
export const LEDGER_TRANSACTION_TYPES = [
  'invoice',
  'payment',
  'credit_note',
  'refund',
  'commission',
] as const;
export type TLedgerTransactionType = (typeof LEDGER_TRANSACTION_TYPES)[number];

export const PAYMENT_METHODS = ['bank-transfer', 'credit-card', 'cheque', 'cash'] as const;

/**
 * Why a credit note exists. billing: the portal credited what the booking no longer costs;
 * void: an invoice was withdrawn (billing re-issues it at the next change); adjustment: the back
 * office gave money off (goodwill), which billing keeps — it never bills it again.
 */
export const CREDIT_NOTE_KINDS = ['billing', 'void', 'adjustment'] as const;
export type TCreditNoteKind = (typeof CREDIT_NOTE_KINDS)[number];
export type TPaymentMethod = (typeof PAYMENT_METHODS)[number];

export const ZInvoiceLine = z.object({
  dayNumber: z.number().int(),
  date: z.string(),
  name: z.string(),
  serviceTypeCode: z.string(),
  quantity: z.number().int(),
  amountCents: z.number().int(),
  /** Standard-rated or zero-rated (GST-free): docs/tax.md. */
  taxCode: ZTaxCode,
});
export type TInvoiceLine = z.infer<typeof ZInvoiceLine>;

export const ZInvoiceView = z.object({
  id: z.number().int(),
  number: z.string(),
  fileReference: z.string(),
  status: z.enum(INVOICE_STATUSES),
  currency: z.string(),
  issuedOn: z.string(),
  totalCents: z.number().int(),
  gstCents: z.number().int(),
  gstPercent: z.number(),
  /** The part of the total with no GST in it (services abroad); the rest is taxable. */
  zeroRatedCents: z.number().int(),
  depositCents: z.number().int(),
  depositDueOn: z.string(),
  balanceCents: z.number().int(),
  balanceDueOn: z.string(),
  paidCents: z.number().int(),
  creditedCents: z.number().int(),
  outstandingCents: z.number().int(),
  lines: z.array(ZInvoiceLine),
});
export type TInvoiceView = z.infer<typeof ZInvoiceView>;

export const ZCreditNoteView = z.object({
  id: z.number().int(),
  number: z.string(),
  invoiceId: z.number().int(),
  invoiceNumber: z.string(),
  fileReference: z.string(),
  currency: z.string(),
  issuedOn: z.string(),
  totalCents: z.number().int(),
  gstCents: z.number().int(),
  zeroRatedCents: z.number().int(),
  reason: z.string(),
});
export type TCreditNoteView = z.infer<typeof ZCreditNoteView>;

export const ZFileInvoices = z.object({
  invoices: z.array(ZInvoiceView),
  creditNotes: z.array(ZCreditNoteView),
});
export type TFileInvoices = z.infer<typeof ZFileInvoices>;

export const ZLedgerTransactionView = z.object({
  id: z.number().int(),
  date: z.string(),
  type: z.enum(LEDGER_TRANSACTION_TYPES),
  reference: z.string(),
  fileReference: z.string().nullable(),
  valueCents: z.number().int(),
  runningBalanceCents: z.number().int(),
});
export type TLedgerTransactionView = z.infer<typeof ZLedgerTransactionView>;

export const ZFileTransactions = z.object({
  data: z.array(ZLedgerTransactionView),
  balanceCents: z.number().int(),
  currency: z.string(),
});
export type TFileTransactions = z.infer<typeof ZFileTransactions>;

const ZLedgerFilters = z.object({
  from: ZIsoDate.optional(),
  to: ZIsoDate.optional(),
  /** Part of a file's reference: the rows of the matching files only. */
  fileReference: z.string().trim().max(40).optional(),
});
export type TLedgerFilters = z.infer<typeof ZLedgerFilters>;

export const ZAccountSummaryQuery = ZPageQuery.extend(ZLedgerFilters.shape);
export type TAccountSummaryQuery = z.infer<typeof ZAccountSummaryQuery>;

export const ZAccountSummaryCsvQuery = ZLedgerFilters;

export const ZAccountSummary = zPaginated(ZLedgerTransactionView).extend({
  currency: z.string(),
  /** What the agency owed before `from` and after the last row of the period. */
  openingBalanceCents: z.number().int(),
  closingBalanceCents: z.number().int(),
});
export type TAccountSummary = z.infer<typeof ZAccountSummary>;

export const ZRecordPaymentRequest = z.object({
  amountCents: z.number().int().min(1).max(1_000_000_000),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().trim().max(100).default(''),
  receivedOn: ZIsoDate,
});
export type TRecordPaymentRequest = z.infer<typeof ZRecordPaymentRequest>;

/**
 * A payment recorded by hand carries an Idempotency-Key chosen by the form: the same key sent again
 * (a retry after a time-out, a second click) answers the payment already recorded instead of
 * recording it twice.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
// Loose: Fastify replaces request.headers with what the schema returns, so the others must stay.
export const ZIdempotencyKeyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,100}$/, 'Idempotency-Key must be 16 to 100 letters, digits, - or _')
    .optional(),
});

export const ZPaymentView = z.object({
  id: z.number().int(),
  fileReference: z.string(),
  amountCents: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string(),
  receivedOn: z.string(),
});
export type TPaymentView = z.infer<typeof ZPaymentView>;

export const ZFinanceDocumentParams = z.object({ id: z.coerce.number().int().min(1) });
