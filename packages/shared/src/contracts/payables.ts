import { z } from 'zod';
import {
  PAYABLE_KINDS,
  PAYABLE_MATCH_SOURCES,
  SUPPLIER_INVOICE_STATUSES,
} from '../domain/payables';
import { TAX_CODES } from '../domain/tax';
import { ZPageQuery, zPaginated } from './pagination';
import { ZBrandId, ZCents, ZId, ZIsoDate, ZQueryBoolean, ZQueryId } from './primitives';

/**
 * Supplier payables (issue 26, docs/finance.md "Supplier payables"). Every route needs
 * `finance.manage`.
 *
 * Expected supplier invoice lines are derived from the bookings, never stored: a Confirmed service
 * line (kind `service`, its cost) or a Cancelled one with a supplier charge (kind `cancellation`,
 * the charge), with the due date of its supplier's payment terms.
 *
 * - GET  /api/admin/finance/payables/expected-lines?brandId&supplierId&state&dueBy&fileReference&page&per_page
 *        -> TPayableExpectedLineList, by due date (the "unpaid by due date" list)
 * - GET  /api/admin/finance/payables/expected-lines/export.csv?(same filters) -> text/csv
 * - GET  /api/admin/finance/payables/variances?brandId&supplierId&page&per_page -> TPayableVarianceList
 * - GET  /api/admin/finance/payables/variances/export.csv?(same filters) -> text/csv
 *
 * Supplier invoices:
 * - GET  /api/admin/finance/supplier-invoices?brandId&supplierId&status&unmatchedOnly&page&per_page
 *        -> TSupplierInvoiceList, newest issue date first
 * - GET  /api/admin/finance/supplier-invoices/export.csv?(same filters) -> text/csv
 * - POST /api/admin/finance/supplier-invoices TCreateSupplierInvoiceRequest (Idempotency-Key)
 *        -> 201 TSupplierInvoiceDetail (409 when the supplier's invoice number is already entered)
 * - POST /api/admin/finance/supplier-invoices/import TSupplierInvoicesImportRequest
 *        -> 200 TSupplierInvoicesImportResponse (all or nothing, like the rates import)
 * - GET  /api/admin/finance/supplier-invoices/:id -> TSupplierInvoiceDetail
 * - GET  /api/admin/finance/supplier-invoices/:id/lines/:lineId/candidates?fileReference
 *        -> TPayableMatchCandidates (the supplier's unmatched expected lines, any file)
 * - POST /api/admin/finance/supplier-invoices/:id/lines/:lineId/match TMatchSupplierInvoiceLineRequest
 *        -> TSupplierInvoiceDetail
 * - POST /api/admin/finance/supplier-invoices/:id/lines/:lineId/unmatch -> TSupplierInvoiceDetail
 * - POST /api/admin/finance/supplier-invoices/:id/approve -> TSupplierInvoiceDetail
 * - POST /api/admin/finance/supplier-invoices/:id/unapprove -> TSupplierInvoiceDetail
 * - POST /api/admin/finance/supplier-invoices/:id/void TVoidSupplierInvoiceRequest -> TSupplierInvoiceDetail
 *
 * Payment runs:
 * - GET  /api/admin/finance/payment-runs/due?brandId&dueBy -> TPaymentRunProposal (approved
 *        invoices of the brand, due by the date when given)
 * - POST /api/admin/finance/payment-runs TCreatePaymentRunRequest (Idempotency-Key)
 *        -> 201 TPaymentRunDetail (422 unless every invoice is approved and of the brand)
 * - GET  /api/admin/finance/payment-runs?brandId&page&per_page -> TPaymentRunList, newest first
 * - GET  /api/admin/finance/payment-runs/:id -> TPaymentRunDetail
 * - GET  /api/admin/finance/payment-runs/:id/remittances/:remittanceId/pdf -> application/pdf
 */

/** Where an expected line stands: nothing billed yet, billed, billed and approved, paid. */
export const PAYABLE_STATES = ['unmatched', 'matched', 'approved', 'paid'] as const;
export type TPayableState = (typeof PAYABLE_STATES)[number];

/** The expected lines' state filter: a state, or `unpaid` (every state but paid). */
export const PAYABLE_STATE_FILTERS = [...PAYABLE_STATES, 'unpaid'] as const;
export type TPayableStateFilter = (typeof PAYABLE_STATE_FILTERS)[number];

export const PAYABLE_CURRENCIES = ['NZD', 'AUD'] as const;
const ZPayableCurrency = z.enum(PAYABLE_CURRENCIES);
const ZBrandCode = z.enum(['NZ', 'AU']);

const ZQueryBrandId = z.coerce.number().pipe(ZBrandId);
/** A file reference as a supplier writes it: matched case-insensitively to files.reference. */
const ZSupplierFileReference = z.string().trim().max(40);
const ZAmountCents = ZCents.refine((cents) => cents > 0, { message: 'Must be more than 0' });

// Expected lines ---------------------------------------------------------------------------------

/** The supplier invoice line an expected line is matched to. */
export const ZPayableMatchRef = z.object({
  supplierInvoiceId: z.number().int(),
  supplierInvoiceLineId: z.number().int(),
  supplierReference: z.string(),
  supplierInvoiceStatus: z.enum(SUPPLIER_INVOICE_STATUSES),
  billedCents: z.number().int(),
  /** billed − expected (negative: the supplier billed less than expected). */
  varianceCents: z.number().int(),
});
export type TPayableMatchRef = z.infer<typeof ZPayableMatchRef>;

export const ZPayablePaymentRef = z.object({
  paymentRunId: z.number().int(),
  runNumber: z.string(),
  paidOn: z.string(),
});
export type TPayablePaymentRef = z.infer<typeof ZPayablePaymentRef>;

export const ZPayableExpectedLine = z.object({
  /** With `kind`, what identifies the expected line (a match names both). */
  serviceLineId: z.number().int(),
  kind: z.enum(PAYABLE_KINDS),
  supplierId: z.number().int(),
  supplierCode: z.string(),
  supplierName: z.string(),
  fileId: z.number().int(),
  fileReference: z.string(),
  bookingName: z.string(),
  fileStatus: z.string(),
  agencyName: z.string(),
  brandId: z.number().int(),
  brandCode: ZBrandCode,
  currency: ZPayableCurrency,
  /** The file's arrival date (a before-arrival term counts back from it). */
  travelDate: z.string(),
  serviceName: z.string(),
  serviceDate: z.string(),
  serviceEndDate: z.string(),
  /** The cost of a confirmed service, or the supplier's charge for a cancelled one. */
  expectedCents: z.number().int(),
  taxCode: z.enum(TAX_CODES),
  /** From the supplier's payment terms (domain/payables.ts `payableDueOn`). */
  dueOn: z.string(),
  state: z.enum(PAYABLE_STATES),
  /** Null while unmatched. */
  match: ZPayableMatchRef.nullable(),
  /** Set once its supplier invoice is paid by a payment run. */
  payment: ZPayablePaymentRef.nullable(),
});
export type TPayableExpectedLine = z.infer<typeof ZPayableExpectedLine>;

const ZExpectedLineFilters = z.object({
  brandId: ZQueryBrandId.optional(),
  supplierId: ZQueryId.optional(),
  state: z.enum(PAYABLE_STATE_FILTERS).optional(),
  /** Lines due on or before this date. */
  dueBy: ZIsoDate.optional(),
  /** The whole file reference or its beginning, any case. */
  fileReference: z.string().trim().max(40).optional(),
});
export type TExpectedLineFilters = z.infer<typeof ZExpectedLineFilters>;

export const ZExpectedLineListQuery = ZPageQuery.extend(ZExpectedLineFilters.shape);
export type TExpectedLineListQuery = z.infer<typeof ZExpectedLineListQuery>;
export const ZExpectedLineCsvQuery = ZExpectedLineFilters;
export type TExpectedLineCsvQuery = z.infer<typeof ZExpectedLineCsvQuery>;

export const ZPayableExpectedLineList = zPaginated(ZPayableExpectedLine);
export type TPayableExpectedLineList = z.infer<typeof ZPayableExpectedLineList>;

// Supplier invoices ------------------------------------------------------------------------------

/** The expected line a supplier invoice line is matched to, as the invoice shows it. */
export const ZSupplierInvoiceLineMatch = z.object({
  serviceLineId: z.number().int(),
  kind: z.enum(PAYABLE_KINDS),
  fileId: z.number().int(),
  fileReference: z.string(),
  serviceName: z.string(),
  serviceDate: z.string(),
  serviceEndDate: z.string(),
  /** The expected amount when it was matched. */
  expectedCents: z.number().int(),
  /**
   * False when the expected line is gone since (a matched service cancelled): the match stays and
   * the whole billed amount is the variance.
   */
  isStillExpected: z.boolean(),
  /** billed − expected (expected 0 when no longer expected). */
  varianceCents: z.number().int(),
  source: z.enum(PAYABLE_MATCH_SOURCES),
  matchedAt: z.string().nullable(),
  matchedByName: z.string().nullable(),
});
export type TSupplierInvoiceLineMatch = z.infer<typeof ZSupplierInvoiceLineMatch>;

export const ZSupplierInvoiceLineView = z.object({
  id: z.number().int(),
  position: z.number().int(),
  /** As the supplier wrote it. */
  fileReference: z.string(),
  description: z.string(),
  amountCents: z.number().int(),
  /** The matched service line's tax code; standard while unmatched. */
  taxCode: z.enum(TAX_CODES),
  match: ZSupplierInvoiceLineMatch.nullable(),
});
export type TSupplierInvoiceLineView = z.infer<typeof ZSupplierInvoiceLineView>;

export const ZSupplierInvoiceListItem = z.object({
  id: z.number().int(),
  brandId: z.number().int(),
  brandCode: ZBrandCode,
  currency: ZPayableCurrency,
  supplierId: z.number().int(),
  supplierCode: z.string(),
  supplierName: z.string(),
  supplierReference: z.string(),
  issuedOn: z.string(),
  dueOn: z.string(),
  totalCents: z.number().int(),
  gstCents: z.number().int(),
  zeroRatedCents: z.number().int(),
  status: z.enum(SUPPLIER_INVOICE_STATUSES),
  lineCount: z.number().int(),
  unmatchedLineCount: z.number().int(),
  /** The sum of its matched lines' variances. */
  varianceCents: z.number().int(),
  /** Set once paid. */
  payment: ZPayablePaymentRef.nullable(),
  createdAt: z.string(),
});
export type TSupplierInvoiceListItem = z.infer<typeof ZSupplierInvoiceListItem>;

export const ZSupplierInvoiceDetail = ZSupplierInvoiceListItem.extend({
  notes: z.string(),
  lines: z.array(ZSupplierInvoiceLineView),
  enteredByName: z.string().nullable(),
  approvedByName: z.string().nullable(),
  approvedAt: z.string().nullable(),
  /** Entered: lines may be matched and unmatched. */
  canMatch: z.boolean(),
  /** Entered with every line matched. */
  canApprove: z.boolean(),
  /** Approved and not yet paid. */
  canUnapprove: z.boolean(),
  /** Entered or approved. */
  canVoid: z.boolean(),
});
export type TSupplierInvoiceDetail = z.infer<typeof ZSupplierInvoiceDetail>;

const ZSupplierInvoiceFilters = z.object({
  brandId: ZQueryBrandId.optional(),
  supplierId: ZQueryId.optional(),
  status: z.enum(SUPPLIER_INVOICE_STATUSES).optional(),
  /** "true": only invoices with a line not matched yet. */
  unmatchedOnly: ZQueryBoolean.optional(),
});
export type TSupplierInvoiceFilters = z.infer<typeof ZSupplierInvoiceFilters>;

export const ZSupplierInvoiceListQuery = ZPageQuery.extend(ZSupplierInvoiceFilters.shape);
export type TSupplierInvoiceListQuery = z.infer<typeof ZSupplierInvoiceListQuery>;
export const ZSupplierInvoiceCsvQuery = ZSupplierInvoiceFilters;
export type TSupplierInvoiceCsvQuery = z.infer<typeof ZSupplierInvoiceCsvQuery>;

export const ZSupplierInvoiceList = zPaginated(ZSupplierInvoiceListItem);
export type TSupplierInvoiceList = z.infer<typeof ZSupplierInvoiceList>;

export const MAX_SUPPLIER_INVOICE_LINES = 200;

export const ZSupplierInvoiceLineInput = z.object({
  fileReference: ZSupplierFileReference.default(''),
  description: z.string().trim().max(500).default(''),
  amountCents: ZAmountCents,
});
export type TSupplierInvoiceLineInput = z.input<typeof ZSupplierInvoiceLineInput>;

export const ZCreateSupplierInvoiceRequest = z.object({
  brandId: ZBrandId,
  supplierId: ZId,
  /** The supplier's own invoice number. */
  supplierReference: z.string().trim().min(1, 'This field is required').max(60),
  issuedOn: ZIsoDate,
  /** Absent: the earliest due date of the lines it matches, else issue date + the supplier's days. */
  dueOn: ZIsoDate.optional(),
  notes: z.string().trim().max(2000).default(''),
  lines: z
    .array(ZSupplierInvoiceLineInput)
    .min(1, 'Add at least one line')
    .max(MAX_SUPPLIER_INVOICE_LINES),
});
export type TCreateSupplierInvoiceRequest = z.infer<typeof ZCreateSupplierInvoiceRequest>;
export type TCreateSupplierInvoiceInput = z.input<typeof ZCreateSupplierInvoiceRequest>;

export const ZSupplierInvoiceParams = z.object({ id: ZQueryId });
export const ZSupplierInvoiceLineParams = z.object({ id: ZQueryId, lineId: ZQueryId });

export const ZMatchSupplierInvoiceLineRequest = z.object({
  serviceLineId: ZId,
  kind: z.enum(PAYABLE_KINDS),
});
export type TMatchSupplierInvoiceLineRequest = z.infer<typeof ZMatchSupplierInvoiceLineRequest>;

export const ZVoidSupplierInvoiceRequest = z.object({
  reason: z.string().trim().min(1, 'Give a reason.').max(500),
});
export type TVoidSupplierInvoiceRequest = z.infer<typeof ZVoidSupplierInvoiceRequest>;

export const ZPayableCandidatesQuery = z.object({
  /** Only expected lines of files whose reference begins with this (any case). */
  fileReference: z.string().trim().max(40).optional(),
});
export type TPayableCandidatesQuery = z.infer<typeof ZPayableCandidatesQuery>;

/** At most this many candidates are answered. */
export const MAX_PAYABLE_CANDIDATES = 100;

/**
 * The supplier's unmatched expected lines a supplier invoice line may be matched to: those of the
 * file the line names first, then by due date.
 */
export const ZPayableMatchCandidates = z.object({
  candidates: z.array(ZPayableExpectedLine),
  /** More candidates exist than were answered (narrow by file reference). */
  hasMore: z.boolean(),
});
export type TPayableMatchCandidates = z.infer<typeof ZPayableMatchCandidates>;

// Import -----------------------------------------------------------------------------------------

/**
 * The CSV's header row, in this order: one row per supplier invoice line, rows of one supplier
 * invoice grouped by supplier code + invoice number. Dates YYYY-MM-DD; `due_date` may be empty
 * (the default due date applies); `amount` in dollars with two decimals ("189.00").
 */
export const SUPPLIER_INVOICE_CSV_COLUMNS = [
  'supplier_code',
  'invoice_number',
  'invoice_date',
  'due_date',
  'file_reference',
  'description',
  'amount',
] as const;
export type TSupplierInvoiceCsvColumn = (typeof SUPPLIER_INVOICE_CSV_COLUMNS)[number];

export const MAX_SUPPLIER_INVOICE_IMPORT_ROWS = 5_000;
export const MAX_SUPPLIER_INVOICE_IMPORT_BYTES = 1_000_000;

export const ZSupplierInvoicesImportRequest = z.object({
  /** The brand (operator entity) the suppliers invoiced. */
  brandId: ZBrandId,
  csv: z
    .string()
    .min(1, { message: 'The file is empty' })
    .max(MAX_SUPPLIER_INVOICE_IMPORT_BYTES, { message: 'The file must be 1 MB or smaller' }),
});
export type TSupplierInvoicesImportRequest = z.infer<typeof ZSupplierInvoicesImportRequest>;

export const ZSupplierInvoiceImportError = z.object({
  /** 1-based line number in the file (the header is row 1). */
  row: z.number().int().min(1),
  message: z.string(),
});
export type TSupplierInvoiceImportError = z.infer<typeof ZSupplierInvoiceImportError>;

/**
 * Always 200. All or nothing: with any error nothing is written (every count 0) and every bad row
 * is listed; otherwise `errors` is empty.
 */
export const ZSupplierInvoicesImportResponse = z.object({
  /** Supplier invoices entered. */
  imported: z.number().int().min(0),
  /** Their lines. */
  lines: z.number().int().min(0),
  /** Lines matched automatically to an expected line. */
  matched: z.number().int().min(0),
  supplierInvoiceIds: z.array(z.number().int()),
  errors: z.array(ZSupplierInvoiceImportError),
});
export type TSupplierInvoicesImportResponse = z.infer<typeof ZSupplierInvoicesImportResponse>;

// Variances --------------------------------------------------------------------------------------

export const ZPayableVariance = z.object({
  supplierInvoiceLineId: z.number().int(),
  supplierInvoiceId: z.number().int(),
  supplierReference: z.string(),
  supplierInvoiceStatus: z.enum(SUPPLIER_INVOICE_STATUSES),
  supplierId: z.number().int(),
  supplierCode: z.string(),
  supplierName: z.string(),
  brandId: z.number().int(),
  brandCode: ZBrandCode,
  currency: ZPayableCurrency,
  position: z.number().int(),
  description: z.string(),
  serviceLineId: z.number().int(),
  kind: z.enum(PAYABLE_KINDS),
  fileReference: z.string(),
  serviceName: z.string(),
  serviceDate: z.string(),
  billedCents: z.number().int(),
  /** The expected amount when matched; 0 when the line is no longer expected. */
  expectedCents: z.number().int(),
  varianceCents: z.number().int(),
  isStillExpected: z.boolean(),
  source: z.enum(PAYABLE_MATCH_SOURCES),
});
export type TPayableVariance = z.infer<typeof ZPayableVariance>;

const ZVarianceFilters = z.object({
  brandId: ZQueryBrandId.optional(),
  supplierId: ZQueryId.optional(),
});
export type TVarianceFilters = z.infer<typeof ZVarianceFilters>;

export const ZPayableVarianceListQuery = ZPageQuery.extend(ZVarianceFilters.shape);
export type TPayableVarianceListQuery = z.infer<typeof ZPayableVarianceListQuery>;
export const ZPayableVarianceCsvQuery = ZVarianceFilters;
export type TPayableVarianceCsvQuery = z.infer<typeof ZPayableVarianceCsvQuery>;

export const ZPayableVarianceList = zPaginated(ZPayableVariance);
export type TPayableVarianceList = z.infer<typeof ZPayableVarianceList>;

// Payment runs -----------------------------------------------------------------------------------

export const ZPaymentRunDueQuery = z.object({
  brandId: ZQueryBrandId,
  /** Only invoices due on or before this date; absent: every approved invoice of the brand. */
  dueBy: ZIsoDate.optional(),
});
export type TPaymentRunDueQuery = z.infer<typeof ZPaymentRunDueQuery>;

/** The approved supplier invoices a payment run may pay, by due date. */
export const ZPaymentRunProposal = z.object({
  brandId: z.number().int(),
  brandCode: ZBrandCode,
  currency: ZPayableCurrency,
  invoices: z.array(ZSupplierInvoiceListItem),
  totalCents: z.number().int(),
});
export type TPaymentRunProposal = z.infer<typeof ZPaymentRunProposal>;

export const MAX_PAYMENT_RUN_INVOICES = 500;

export const ZCreatePaymentRunRequest = z.object({
  brandId: ZBrandId,
  paidOn: ZIsoDate,
  supplierInvoiceIds: z
    .array(ZId)
    .min(1, 'Choose at least one supplier invoice')
    .max(MAX_PAYMENT_RUN_INVOICES),
});
export type TCreatePaymentRunRequest = z.infer<typeof ZCreatePaymentRunRequest>;

export const ZPaymentRunListItem = z.object({
  id: z.number().int(),
  /** PR-NZ-000001. */
  number: z.string(),
  brandId: z.number().int(),
  brandCode: ZBrandCode,
  currency: ZPayableCurrency,
  paidOn: z.string(),
  totalCents: z.number().int(),
  invoiceCount: z.number().int(),
  supplierCount: z.number().int(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});
export type TPaymentRunListItem = z.infer<typeof ZPaymentRunListItem>;

export const ZPaymentRunListQuery = ZPageQuery.extend({ brandId: ZQueryBrandId.optional() });
export type TPaymentRunListQuery = z.infer<typeof ZPaymentRunListQuery>;

export const ZPaymentRunList = zPaginated(ZPaymentRunListItem);
export type TPaymentRunList = z.infer<typeof ZPaymentRunList>;

export const ZRemittanceInvoice = z.object({
  supplierInvoiceId: z.number().int(),
  supplierReference: z.string(),
  issuedOn: z.string(),
  dueOn: z.string(),
  totalCents: z.number().int(),
  /** Our file references its lines name (matched files first), each once. */
  fileReferences: z.array(z.string()),
});
export type TRemittanceInvoice = z.infer<typeof ZRemittanceInvoice>;

export const ZRemittanceView = z.object({
  id: z.number().int(),
  supplierId: z.number().int(),
  supplierCode: z.string(),
  supplierName: z.string(),
  supplierEmail: z.string(),
  totalCents: z.number().int(),
  /** The outbox mail that sends the advice; its state as the outbox has it. */
  mailId: z.number().int().nullable(),
  mailStatus: z.string().nullable(),
  invoices: z.array(ZRemittanceInvoice),
});
export type TRemittanceView = z.infer<typeof ZRemittanceView>;

export const ZPaymentRunDetail = ZPaymentRunListItem.extend({
  remittances: z.array(ZRemittanceView),
});
export type TPaymentRunDetail = z.infer<typeof ZPaymentRunDetail>;

export const ZPaymentRunParams = z.object({ id: ZQueryId });
export const ZRemittanceParams = z.object({ id: ZQueryId, remittanceId: ZQueryId });

/**
 * The suppliers finance picks from (entering an invoice, filtering the lists): found by code or
 * name, or one by id. Its own route, as finance staff need not hold catalogue.view to pay a bill.
 */
export const ZPayableSupplierQuery = z.object({
  q: z.string().trim().max(100).optional(),
  id: ZQueryId.optional(),
});
export type TPayableSupplierQuery = z.infer<typeof ZPayableSupplierQuery>;

export const ZPayableSupplier = z.object({
  id: ZId,
  code: z.string(),
  name: z.string(),
  active: z.boolean(),
});
export type TPayableSupplier = z.infer<typeof ZPayableSupplier>;

export const ZPayableSuppliers = z.object({ data: z.array(ZPayableSupplier) });
export type TPayableSuppliers = z.infer<typeof ZPayableSuppliers>;
