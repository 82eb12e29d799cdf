import type {
  TCreateSupplierInvoiceRequest,
  TExpectedLineFilters,
  TExpectedLineListQuery,
  TMatchSupplierInvoiceLineRequest,
  TPayableCandidatesQuery,
  TPayableMatchCandidates,
  TPayableVarianceListQuery,
  TSupplierInvoiceDetail,
  TSupplierInvoiceFilters,
  TSupplierInvoiceListQuery,
  TVarianceFilters,
  TVoidSupplierInvoiceRequest,
  TPayableSupplierQuery,
  TPayableSuppliers,
} from '@portal/shared/contracts/payables';
import { MAX_PAYABLE_CANDIDATES } from '@portal/shared/contracts/payables';
import type { SUPPLIER_PAYABLES_ACTIONS } from '@portal/shared/contracts/realtime';
import { getBrand } from '@portal/shared/domain/brands';
import {
  autoMatchOf,
  payableDueOn,
  supplierInvoiceAmountsOf,
  supplierInvoiceDueOn,
  type TPayableKind,
} from '@portal/shared/domain/payables';
import type { TTaxCode } from '@portal/shared/domain/tax';
import type { TAppContext } from '../../app-context';
import type { TTransaction } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { CSV_EXPORT_LIMIT } from '../../lib/csv';
import { isUniqueViolation } from '../../lib/database-errors';
import { recordAudit, type TAuditActor } from '../audit/audit.service';
import { announcePayablesChange } from './payables.live';
import { presentExpectedLine, presentSupplierInvoiceDetail } from './payables.presenter';
import {
  findExpectedLine,
  findExpectedLinesPage,
  findSupplierInvoice,
  findSupplierInvoiceByIdempotencyKey,
  findSupplierInvoiceByReference,
  findSupplierInvoiceHead,
  findSupplierInvoiceLineRows,
  findSupplierInvoiceLineViews,
  findSupplierInvoicesPage,
  findSuppliersToPick,
  findUnmatchedExpectedLines,
  findVariancesPage,
  insertSupplierInvoice,
  insertSupplierInvoiceLines,
  lockSupplier,
  lockSupplierInvoice,
  releaseSupplierInvoiceMatches,
  updateSupplierInvoice,
  updateSupplierInvoiceLine,
  type TExpectedLineRow,
  type TSupplierInvoiceRow,
} from './payables.repository';

/**
 * Supplier invoices (bills) as the back office works them (docs/finance.md, "Supplier
 * payables"): entered by hand or imported, their lines matched to the expected lines the bookings
 * derive (automatically when the file reference and the amount agree exactly, otherwise by a
 * person), approved, and paid by a payment run (payables.payment-runs.ts). Every change is
 * audited with who and when; entry and payment runs honour an Idempotency-Key.
 */

export const SUPPLIER_INVOICE_ENTITY = 'supplier-invoice';

function conflict(message: string): AppError {
  return new AppError('CONFLICT', message);
}

function expectedKey(serviceLineId: number, kind: TPayableKind): string {
  return `${serviceLineId}:${kind}`;
}

function pageOf(query: { page: number; per_page: number }) {
  return { limit: query.per_page, offset: (query.page - 1) * query.per_page };
}

const EXPORT_PAGE = { limit: CSV_EXPORT_LIMIT, offset: 0 };

/** Page links of a list keep its filters, then the page size. */
export function payablesListLinkQuery<T extends { page: number; per_page: number }>({
  page: _page,
  per_page: perPage,
  ...filters
}: T) {
  return { ...filters, per_page: perPage };
}

// Lists ------------------------------------------------------------------------------------------

export function listExpectedLines(ctx: TAppContext, query: TExpectedLineListQuery) {
  const { page: _page, per_page: _perPage, ...filters } = query;
  return findExpectedLinesPage(ctx.db, filters, pageOf(query));
}

export async function listExpectedLinesForExport(ctx: TAppContext, filters: TExpectedLineFilters) {
  return (await findExpectedLinesPage(ctx.db, filters, EXPORT_PAGE)).rows;
}

export function listSupplierInvoices(ctx: TAppContext, query: TSupplierInvoiceListQuery) {
  const { page: _page, per_page: _perPage, ...filters } = query;
  return findSupplierInvoicesPage(ctx.db, filters, pageOf(query));
}

export async function listSupplierInvoicesForExport(
  ctx: TAppContext,
  filters: TSupplierInvoiceFilters,
) {
  return (await findSupplierInvoicesPage(ctx.db, filters, EXPORT_PAGE)).rows;
}

export function listVariances(ctx: TAppContext, query: TPayableVarianceListQuery) {
  const { page: _page, per_page: _perPage, ...filters } = query;
  return findVariancesPage(ctx.db, filters, pageOf(query));
}

export async function listVariancesForExport(ctx: TAppContext, filters: TVarianceFilters) {
  return (await findVariancesPage(ctx.db, filters, EXPORT_PAGE)).rows;
}

/** Suppliers to pick from by code or name, or the one a saved filter names. */
export async function pickSuppliers(
  ctx: TAppContext,
  query: TPayableSupplierQuery,
): Promise<TPayableSuppliers> {
  const rows = await findSuppliersToPick(ctx.db, query);
  return {
    data: rows.map(({ id, code, name, active }) => ({ id, code, name, active })),
  };
}

export async function getSupplierInvoice(
  ctx: TAppContext,
  id: number,
): Promise<TSupplierInvoiceDetail> {
  const head = await findSupplierInvoiceHead(ctx.db, id);
  if (!head) throw notFound('Supplier invoice');
  return presentSupplierInvoiceDetail(head, await findSupplierInvoiceLineViews(ctx.db, [id]));
}

// Entry ------------------------------------------------------------------------------------------

/** What one supplier invoice to enter says, whether typed in or read from a CSV. */
export interface TSupplierInvoiceEntry {
  brandId: number;
  supplierId: number;
  supplierReference: string;
  issuedOn: string;
  dueOn?: string | undefined;
  notes: string;
  lines: { fileReference: string; description: string; amountCents: number }[];
}

export function duplicateReferenceMessage(
  supplierName: string,
  existing: Pick<TSupplierInvoiceRow, 'supplierReference'>,
): string {
  return `${supplierName}'s invoice ${existing.supplierReference} is already entered.`;
}

/**
 * Enters one supplier invoice in the caller's transaction: the supplier locked (its entries and
 * matches take turns), its number checked for a twin, each line matched automatically to one of
 * the supplier's unmatched expected lines of the brand on the file it names for exactly its amount
 * (`autoMatchOf`), the GST taken from the standard-rated part. `taken` carries the expected lines
 * earlier invoices of the same import matched.
 */
export async function enterSupplierInvoiceWithin(
  tx: TTransaction,
  ctx: TAppContext,
  actor: TAuditActor,
  entry: TSupplierInvoiceEntry,
  options: { idempotencyKey?: string | undefined; source: 'entry' | 'import' },
  taken: Set<string> = new Set(),
): Promise<{ id: number; matched: number }> {
  const at = ctx.clock.now();
  const supplier = await lockSupplier(tx, entry.supplierId);
  if (!supplier) throw AppError.invalidField('supplierId', 'The selected supplier is invalid.');
  const twin = await findSupplierInvoiceByReference(tx, supplier.id, entry.supplierReference);
  if (twin) throw conflict(duplicateReferenceMessage(supplier.name, twin));

  const references = [
    ...new Set(entry.lines.map((line) => line.fileReference.trim()).filter(Boolean)),
  ];
  const candidates = (
    await findUnmatchedExpectedLines(tx, {
      supplierId: supplier.id,
      brandId: entry.brandId,
      fileReferences: references,
      limit: null,
    })
  ).map((row) => ({
    key: expectedKey(row.service_line_id, row.kind),
    fileReference: row.file_reference,
    expectedCents: row.expected_cents,
    row,
  }));
  const matches = entry.lines.map((line) => {
    const match = autoMatchOf(line, candidates, taken);
    if (match) taken.add(match.key);
    return match?.row ?? null;
  });
  const taxCodes: TTaxCode[] = matches.map((match) => match?.tax_code ?? 'standard');
  const amounts = supplierInvoiceAmountsOf(
    entry.lines.map((line, index) => ({
      amountCents: line.amountCents,
      taxCode: taxCodes[index] ?? 'standard',
    })),
    getBrand(entry.brandId).gstPercent,
  );
  const matchedDueDates = matches.flatMap((match) => (match ? [dueOnOf(match)] : []));
  const invoice = await insertSupplierInvoice(tx, {
    brandId: entry.brandId,
    supplierId: supplier.id,
    supplierReference: entry.supplierReference,
    issuedOn: entry.issuedOn,
    dueOn:
      entry.dueOn ??
      supplierInvoiceDueOn(entry.issuedOn, supplier.paymentTermsDays, matchedDueDates),
    ...amounts,
    status: 'entered',
    notes: entry.notes,
    enteredByUserId: actor.userId,
    idempotencyKey: options.idempotencyKey ?? null,
    createdAt: at,
    updatedAt: at,
  });
  await insertSupplierInvoiceLines(
    tx,
    entry.lines.map((line, index) => {
      const match = matches[index] ?? null;
      return {
        supplierInvoiceId: invoice.id,
        position: index + 1,
        fileReference: line.fileReference,
        description: line.description,
        amountCents: line.amountCents,
        taxCode: taxCodes[index] ?? 'standard',
        ...(match
          ? {
              fileId: match.file_id,
              serviceLineId: match.service_line_id,
              kind: match.kind,
              expectedCents: match.expected_cents,
              matchSource: 'auto' as const,
              matchedByUserId: actor.userId,
              matchedAt: at,
            }
          : {}),
      };
    }),
  );
  const matched = matches.filter(Boolean).length;
  await recordAudit(tx, actor, {
    action: 'supplier-invoice.entered',
    entityType: SUPPLIER_INVOICE_ENTITY,
    entityId: invoice.id,
    detail: {
      source: options.source,
      supplier: supplier.code,
      supplierReference: invoice.supplierReference,
      brand: getBrand(entry.brandId).code,
      totalCents: invoice.totalCents,
      gstCents: invoice.gstCents,
      lines: entry.lines.length,
      autoMatched: matched,
    },
    at,
  });
  return { id: invoice.id, matched };
}

/** When an expected line falls due under its supplier's terms. */
function dueOnOf(row: TExpectedLineRow): string {
  return payableDueOn(
    { basis: row.payment_terms_basis, days: row.payment_terms_days },
    { serviceEndDate: row.service_end_date, travelDate: row.travel_date },
  );
}

function isSameEntry(existing: TSupplierInvoiceRow, entry: TCreateSupplierInvoiceRequest): boolean {
  return (
    existing.brandId === entry.brandId &&
    existing.supplierId === entry.supplierId &&
    existing.supplierReference.toUpperCase() === entry.supplierReference.toUpperCase()
  );
}

function keyUsedForAnother(): AppError {
  return conflict(
    'This Idempotency-Key was already used for another supplier invoice. Reload to see what was entered.',
  );
}

/**
 * Enters a supplier invoice. With an Idempotency-Key, the same invoice sent again answers the one
 * entered (two copies at once meet the key's unique index: the second answers the first's).
 */
export async function enterSupplierInvoice(
  ctx: TAppContext,
  actor: TAuditActor,
  request: TCreateSupplierInvoiceRequest,
  idempotencyKey?: string,
): Promise<TSupplierInvoiceDetail> {
  const repeat = async (): Promise<TSupplierInvoiceDetail | null> => {
    if (!idempotencyKey) return null;
    const existing = await findSupplierInvoiceByIdempotencyKey(ctx.db, idempotencyKey);
    if (!existing) return null;
    if (!isSameEntry(existing, request)) throw keyUsedForAnother();
    return getSupplierInvoice(ctx, existing.id);
  };
  const earlier = await repeat();
  if (earlier) return earlier;
  let id: number;
  try {
    ({ id } = await ctx.db.transaction((tx) =>
      enterSupplierInvoiceWithin(tx, ctx, actor, request, { idempotencyKey, source: 'entry' }),
    ));
  } catch (error) {
    if (isUniqueViolation(error, 'supplier_invoices_idempotency_key_idx')) {
      const raced = await repeat();
      if (raced) return raced;
    }
    throw translateWriteError(error);
  }
  announcePayablesChange(ctx, { action: 'entered', supplierInvoiceId: id, paymentRunId: null });
  return getSupplierInvoice(ctx, id);
}

/** The unique indexes a concurrent change can meet, as the 409s they mean. */
export function translateWriteError(error: unknown): unknown {
  if (isUniqueViolation(error, 'supplier_invoices_supplier_reference_idx')) {
    return conflict("This supplier's invoice number is already entered.");
  }
  if (isUniqueViolation(error, 'supplier_invoice_lines_expected_idx')) {
    return conflict(
      'That expected line was matched to another supplier invoice meanwhile. Reload.',
    );
  }
  return error;
}

// Matching ---------------------------------------------------------------------------------------

async function invoiceLineOf(tx: TTransaction, invoiceId: number, lineId: number) {
  const line = (await findSupplierInvoiceLineRows(tx, invoiceId)).find((row) => row.id === lineId);
  if (!line) throw notFound('Supplier invoice line');
  return line;
}

function assertEntered(invoice: TSupplierInvoiceRow, action: string): void {
  if (invoice.status !== 'entered') {
    throw conflict(
      `Invoice ${invoice.supplierReference} is ${invoice.status}: only an entered invoice's lines can be ${action}.`,
    );
  }
}

/** Recomputes an entered invoice's GST and zero-rated part from its lines' tax codes now. */
async function refreshAmounts(tx: TTransaction, invoice: TSupplierInvoiceRow, at: Date) {
  const lines = await findSupplierInvoiceLineRows(tx, invoice.id);
  const amounts = supplierInvoiceAmountsOf(lines, getBrand(invoice.brandId).gstPercent);
  await updateSupplierInvoice(tx, invoice.id, { ...amounts, updatedAt: at });
}

/**
 * Runs `change` with the invoice's supplier and then the invoice locked (the order every matching
 * change takes, so two never wait on each other), then answers the invoice as it is now.
 */
type TSupplierPayablesAction = (typeof SUPPLIER_PAYABLES_ACTIONS)[number];

async function changeInvoice(
  ctx: TAppContext,
  invoiceId: number,
  action: TSupplierPayablesAction,
  change: (tx: TTransaction, invoice: TSupplierInvoiceRow, at: Date) => Promise<void>,
  options: { lockSupplier: boolean } = { lockSupplier: true },
): Promise<TSupplierInvoiceDetail> {
  const found = await findSupplierInvoice(ctx.db, invoiceId);
  if (!found) throw notFound('Supplier invoice');
  try {
    await ctx.db.transaction(async (tx) => {
      if (options.lockSupplier) await lockSupplier(tx, found.supplierId);
      const invoice = await lockSupplierInvoice(tx, invoiceId);
      if (!invoice) throw notFound('Supplier invoice');
      await change(tx, invoice, ctx.clock.now());
    });
  } catch (error) {
    throw translateWriteError(error);
  }
  announcePayablesChange(ctx, { action, supplierInvoiceId: invoiceId, paymentRunId: null });
  return getSupplierInvoice(ctx, invoiceId);
}

/**
 * The expected lines a supplier invoice line may be matched to: the supplier's unmatched ones of
 * the invoice's brand, any file, those of the file the line names first.
 */
export async function findMatchCandidates(
  ctx: TAppContext,
  invoiceId: number,
  lineId: number,
  query: TPayableCandidatesQuery,
): Promise<TPayableMatchCandidates> {
  const invoice = await findSupplierInvoice(ctx.db, invoiceId);
  if (!invoice) throw notFound('Supplier invoice');
  const line = (await findSupplierInvoiceLineRows(ctx.db, invoiceId)).find(
    (row) => row.id === lineId,
  );
  if (!line) throw notFound('Supplier invoice line');
  const rows = await findUnmatchedExpectedLines(ctx.db, {
    supplierId: invoice.supplierId,
    brandId: invoice.brandId,
    ...(query.fileReference ? { fileReferencePrefix: query.fileReference } : {}),
    preferReference: line.fileReference.trim(),
    limit: MAX_PAYABLE_CANDIDATES + 1,
  });
  return {
    candidates: rows.slice(0, MAX_PAYABLE_CANDIDATES).map(presentExpectedLine),
    hasMore: rows.length > MAX_PAYABLE_CANDIDATES,
  };
}

/** Matches a line of an entered invoice by hand to one of the supplier's unmatched expected lines. */
export function matchSupplierInvoiceLine(
  ctx: TAppContext,
  actor: TAuditActor,
  invoiceId: number,
  lineId: number,
  request: TMatchSupplierInvoiceLineRequest,
): Promise<TSupplierInvoiceDetail> {
  return changeInvoice(ctx, invoiceId, 'line-matched', async (tx, invoice, at) => {
    assertEntered(invoice, 'matched');
    const line = await invoiceLineOf(tx, invoice.id, lineId);
    if (line.serviceLineId !== null) {
      throw conflict(`Line ${line.position} is already matched; unmatch it first.`);
    }
    const expected = await findExpectedLine(tx, request.serviceLineId, request.kind);
    if (!expected) {
      throw AppError.invalidField(
        'serviceLineId',
        'That service is not expected to be billed: it is neither confirmed nor cancelled with a supplier charge.',
      );
    }
    if (expected.supplier_id !== invoice.supplierId || expected.brand_id !== invoice.brandId) {
      throw AppError.invalidField(
        'serviceLineId',
        `That service is ${expected.supplier_name}'s on ${expected.file_reference}: match lines of this supplier and brand only.`,
      );
    }
    if (expected.supplier_invoice_id !== null) {
      throw conflict(
        `That service is already matched to invoice ${expected.supplier_reference ?? ''}.`,
      );
    }
    await updateSupplierInvoiceLine(tx, line.id, {
      fileId: expected.file_id,
      serviceLineId: expected.service_line_id,
      kind: expected.kind,
      expectedCents: expected.expected_cents,
      taxCode: expected.tax_code,
      matchSource: 'manual',
      matchedByUserId: actor.userId,
      matchedAt: at,
    });
    await refreshAmounts(tx, invoice, at);
    await recordAudit(tx, actor, {
      action: 'supplier-invoice.line-matched',
      entityType: SUPPLIER_INVOICE_ENTITY,
      entityId: invoice.id,
      detail: {
        supplierReference: invoice.supplierReference,
        line: line.position,
        fileReference: expected.file_reference,
        serviceLineId: expected.service_line_id,
        kind: expected.kind,
        billedCents: line.amountCents,
        expectedCents: expected.expected_cents,
      },
      at,
    });
  });
}

export function unmatchSupplierInvoiceLine(
  ctx: TAppContext,
  actor: TAuditActor,
  invoiceId: number,
  lineId: number,
): Promise<TSupplierInvoiceDetail> {
  return changeInvoice(ctx, invoiceId, 'line-unmatched', async (tx, invoice, at) => {
    assertEntered(invoice, 'unmatched');
    const line = await invoiceLineOf(tx, invoice.id, lineId);
    if (line.serviceLineId === null) throw conflict(`Line ${line.position} is not matched.`);
    await updateSupplierInvoiceLine(tx, line.id, {
      fileId: null,
      serviceLineId: null,
      kind: null,
      expectedCents: null,
      taxCode: 'standard',
      matchSource: null,
      matchedByUserId: null,
      matchedAt: null,
    });
    await refreshAmounts(tx, invoice, at);
    await recordAudit(tx, actor, {
      action: 'supplier-invoice.line-unmatched',
      entityType: SUPPLIER_INVOICE_ENTITY,
      entityId: invoice.id,
      detail: {
        supplierReference: invoice.supplierReference,
        line: line.position,
        serviceLineId: line.serviceLineId,
        kind: line.kind,
      },
      at,
    });
  });
}

// Approval and void ------------------------------------------------------------------------------

/** Approves an entered invoice for payment once every line is matched. */
export function approveSupplierInvoice(
  ctx: TAppContext,
  actor: TAuditActor,
  invoiceId: number,
): Promise<TSupplierInvoiceDetail> {
  return changeInvoice(
    ctx,
    invoiceId,
    'approved',
    async (tx, invoice, at) => {
      if (invoice.status !== 'entered') {
        throw conflict(`Invoice ${invoice.supplierReference} is ${invoice.status}, not entered.`);
      }
      const lines = await findSupplierInvoiceLineRows(tx, invoice.id);
      const unmatched = lines.filter((line) => line.serviceLineId === null);
      if (lines.length === 0 || unmatched.length > 0) {
        throw conflict(
          `Match every line before approving: ${unmatched.length} of ${lines.length} ${lines.length === 1 ? 'line is' : 'lines are'} not matched.`,
        );
      }
      const heads = await findSupplierInvoiceLineViews(tx, [invoice.id]);
      const varianceCents = heads.reduce((sum, line) => sum + (line.variance_cents ?? 0), 0);
      await updateSupplierInvoice(tx, invoice.id, {
        status: 'approved',
        approvedByUserId: actor.userId,
        approvedAt: at,
        updatedAt: at,
      });
      await recordAudit(tx, actor, {
        action: 'supplier-invoice.approved',
        entityType: SUPPLIER_INVOICE_ENTITY,
        entityId: invoice.id,
        detail: {
          supplierReference: invoice.supplierReference,
          totalCents: invoice.totalCents,
          varianceCents,
        },
        at,
      });
    },
    { lockSupplier: false },
  );
}

/** Takes an approved invoice back to entered (its matches may change again) while not paid. */
export function unapproveSupplierInvoice(
  ctx: TAppContext,
  actor: TAuditActor,
  invoiceId: number,
): Promise<TSupplierInvoiceDetail> {
  return changeInvoice(
    ctx,
    invoiceId,
    'unapproved',
    async (tx, invoice, at) => {
      if (invoice.status !== 'approved') {
        throw conflict(
          `Invoice ${invoice.supplierReference} is ${invoice.status}: only an approved, unpaid invoice can be un-approved.`,
        );
      }
      await updateSupplierInvoice(tx, invoice.id, {
        status: 'entered',
        approvedByUserId: null,
        approvedAt: null,
        updatedAt: at,
      });
      await recordAudit(tx, actor, {
        action: 'supplier-invoice.unapproved',
        entityType: SUPPLIER_INVOICE_ENTITY,
        entityId: invoice.id,
        detail: { supplierReference: invoice.supplierReference },
        at,
      });
    },
    { lockSupplier: false },
  );
}

/** Voids an entered or approved invoice (entered in error): its lines release their matches. */
export function voidSupplierInvoice(
  ctx: TAppContext,
  actor: TAuditActor,
  invoiceId: number,
  request: TVoidSupplierInvoiceRequest,
): Promise<TSupplierInvoiceDetail> {
  return changeInvoice(
    ctx,
    invoiceId,
    'voided',
    async (tx, invoice, at) => {
      if (invoice.status === 'void') {
        throw conflict(`Invoice ${invoice.supplierReference} is already void.`);
      }
      if (invoice.status === 'paid') {
        throw conflict(
          `Invoice ${invoice.supplierReference} is paid: a paid invoice cannot be voided.`,
        );
      }
      await releaseSupplierInvoiceMatches(tx, invoice.id);
      await updateSupplierInvoice(tx, invoice.id, { status: 'void', updatedAt: at });
      await recordAudit(tx, actor, {
        action: 'supplier-invoice.voided',
        entityType: SUPPLIER_INVOICE_ENTITY,
        entityId: invoice.id,
        detail: {
          supplierReference: invoice.supplierReference,
          from: invoice.status,
          reason: request.reason,
        },
        at,
      });
    },
    { lockSupplier: false },
  );
}
