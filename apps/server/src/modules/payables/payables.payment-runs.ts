import type {
  TCreatePaymentRunRequest,
  TPaymentRunDetail,
  TPaymentRunDueQuery,
  TPaymentRunListQuery,
  TPaymentRunProposal,
  TRemittanceView,
} from '@portal/shared/contracts/payables';
import { getBrand } from '@portal/shared/domain/brands';
import type { TAppContext } from '../../app-context';
import type { TExecutor, TTransaction } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import { documentNumber, nextDocumentNumber } from '../../lib/finance-document-numbers';
import { escapeHtml } from '../../lib/html';
import { recordAudit, type TAuditActor } from '../audit/audit.service';
import { documentDate, formatDocumentMoney, type TLetterhead } from '../invoices/invoices.pdf';
import { readLetterhead } from '../invoices/invoices.letterhead';
import { queueMail } from '../mail/mail.service';
import { renderRemittancePdf, type TRemittancePdfInvoice } from './payables.pdf';
import { presentPaymentRunListItem, presentSupplierInvoiceListItem } from './payables.presenter';
import {
  findApprovedSupplierInvoices,
  findInvoicesOfRun,
  findPaymentRunByIdempotencyKey,
  findPaymentRunHead,
  findPaymentRunsPage,
  findRemittancesOfRun,
  findSupplierInvoiceLineViews,
  insertPaymentRun,
  insertRemittance,
  lockSupplierInvoices,
  markSupplierInvoicesPaid,
  setRemittanceMail,
  type TPaymentRunRow,
  type TRemittanceRow,
  type TRunInvoiceRow,
} from './payables.repository';
import { announcePayablesChange } from './payables.live';

/**
 * Payment runs (docs/finance.md, "Payment runs"): approved supplier invoices of one brand paid on
 * one day, numbered PR-NZ-000001 per brand from the finance document counters; each supplier
 * paid gets a remittance advice (a PDF) by email through the outbox, queued in the run's
 * transaction so a run that rolls back tells nobody.
 */

export const PAYMENT_RUN_ENTITY = 'payment-run';

/** The approved invoices of a brand a run may pay, earliest due first. */
export async function proposePaymentRun(
  ctx: TAppContext,
  query: TPaymentRunDueQuery,
): Promise<TPaymentRunProposal> {
  const brand = getBrand(query.brandId);
  const invoices = (await findApprovedSupplierInvoices(ctx.db, brand.id, query.dueBy)).map(
    presentSupplierInvoiceListItem,
  );
  return {
    brandId: brand.id,
    brandCode: brand.code,
    currency: brand.currency,
    invoices,
    totalCents: invoices.reduce((sum, invoice) => sum + invoice.totalCents, 0),
  };
}

export function listPaymentRuns(ctx: TAppContext, query: TPaymentRunListQuery) {
  return findPaymentRunsPage(ctx.db, query.brandId, {
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
}

/** The lines of each invoice as the advice prints them: our file reference and the service. */
async function servicesOf(
  executor: TExecutor,
  invoiceIds: readonly number[],
): Promise<Map<number, string[]>> {
  const services = new Map<number, string[]>();
  for (const line of await findSupplierInvoiceLineViews(executor, invoiceIds)) {
    const reference = line.matched_file_reference ?? line.file_reference;
    const what = line.service_name ?? line.description;
    const list = services.get(line.supplier_invoice_id) ?? [];
    list.push([reference, what].filter(Boolean).join(' '));
    services.set(line.supplier_invoice_id, list);
  }
  return services;
}

function remittanceInvoices(
  invoices: readonly TRunInvoiceRow[],
  services: Map<number, string[]>,
): TRemittancePdfInvoice[] {
  return invoices.map((invoice) => ({
    supplierReference: invoice.supplier_reference,
    issuedOn: invoice.issued_on,
    totalCents: invoice.total_cents,
    services: services.get(invoice.id) ?? [],
  }));
}

async function renderAdvice(
  head: TLetterhead,
  executor: TExecutor,
  run: Pick<TPaymentRunRow, 'id' | 'number' | 'brandId' | 'paidOn'>,
  remittance: Pick<
    TRemittanceRow,
    | 'supplier_id'
    | 'supplier_name'
    | 'supplier_code'
    | 'supplier_address'
    | 'supplier_email'
    | 'total_cents'
  >,
): Promise<Buffer> {
  const invoices = (await findInvoicesOfRun(executor, run.id)).filter(
    (invoice) => invoice.supplier_id === remittance.supplier_id,
  );
  const services = await servicesOf(
    executor,
    invoices.map((invoice) => invoice.id),
  );
  return renderRemittancePdf({
    head,
    runNumber: run.number,
    paidOn: run.paidOn,
    currency: getBrand(run.brandId).currency,
    supplier: {
      name: remittance.supplier_name,
      code: remittance.supplier_code,
      address: remittance.supplier_address,
      email: remittance.supplier_email,
    },
    invoices: remittanceInvoices(invoices, services),
    totalCents: remittance.total_cents,
  });
}

function remittanceFileName(runNumber: string, supplierCode: string): string {
  return `remittance-${runNumber}-${supplierCode}.pdf`.replace(/[^A-Za-z0-9._-]/g, '-');
}

async function runDetail(ctx: TAppContext, id: number): Promise<TPaymentRunDetail> {
  const head = await findPaymentRunHead(ctx.db, id);
  if (!head) throw notFound('Payment run');
  const [remittances, invoices] = await Promise.all([
    findRemittancesOfRun(ctx.db, id),
    findInvoicesOfRun(ctx.db, id),
  ]);
  const lines = await findSupplierInvoiceLineViews(
    ctx.db,
    invoices.map((invoice) => invoice.id),
  );
  const referencesOf = (invoiceId: number) => [
    ...new Set(
      lines
        .filter((line) => line.supplier_invoice_id === invoiceId)
        .map((line) => line.matched_file_reference ?? line.file_reference)
        .filter(Boolean),
    ),
  ];
  const views: TRemittanceView[] = remittances.map((remittance) => ({
    id: remittance.id,
    supplierId: remittance.supplier_id,
    supplierCode: remittance.supplier_code,
    supplierName: remittance.supplier_name,
    supplierEmail: remittance.supplier_email,
    totalCents: remittance.total_cents,
    mailId: remittance.mail_id,
    mailStatus: remittance.mail_status,
    invoices: invoices
      .filter((invoice) => invoice.supplier_id === remittance.supplier_id)
      .map((invoice) => ({
        supplierInvoiceId: invoice.id,
        supplierReference: invoice.supplier_reference,
        issuedOn: invoice.issued_on,
        dueOn: invoice.due_on,
        totalCents: invoice.total_cents,
        fileReferences: referencesOf(invoice.id),
      })),
  }));
  return { ...presentPaymentRunListItem(head), remittances: views };
}

export function getPaymentRun(ctx: TAppContext, id: number): Promise<TPaymentRunDetail> {
  return runDetail(ctx, id);
}

/** A remittance advice as a PDF, rendered from the run as it was paid. */
export async function getRemittancePdf(
  ctx: TAppContext,
  runId: number,
  remittanceId: number,
): Promise<{ fileName: string; pdf: Buffer }> {
  const head = await findPaymentRunHead(ctx.db, runId);
  const remittance = head
    ? (await findRemittancesOfRun(ctx.db, runId)).find((row) => row.id === remittanceId)
    : undefined;
  if (!head || !remittance) throw notFound('Remittance advice');
  const pdf = await renderAdvice(
    await readLetterhead(ctx, head.brand_id),
    ctx.db,
    { id: head.id, number: head.number, brandId: head.brand_id, paidOn: head.paid_on },
    remittance,
  );
  return { fileName: remittanceFileName(head.number, remittance.supplier_code), pdf };
}

function sameIds(a: readonly number[], b: readonly number[]): boolean {
  const left = [...new Set(a)].sort((x, y) => x - y);
  const right = [...new Set(b)].sort((x, y) => x - y);
  return left.length === right.length && left.every((id, index) => id === right[index]);
}

async function repeatOf(
  ctx: TAppContext,
  key: string,
  request: TCreatePaymentRunRequest,
): Promise<TPaymentRunDetail | null> {
  const run = await findPaymentRunByIdempotencyKey(ctx.db, key);
  if (!run) return null;
  const paid = (await findInvoicesOfRun(ctx.db, run.id)).map((invoice) => invoice.id);
  if (
    run.brandId !== request.brandId ||
    run.paidOn !== request.paidOn ||
    !sameIds(paid, request.supplierInvoiceIds)
  ) {
    throw new AppError(
      'CONFLICT',
      'This Idempotency-Key was already used for another payment run. Reload to see what was paid.',
    );
  }
  return runDetail(ctx, run.id);
}

function adviceMail(args: {
  companyName: string;
  supplierName: string;
  runNumber: string;
  paidOn: string;
  totalCents: number;
  currency: string;
  invoices: readonly TRunInvoiceRow[];
}) {
  const total = formatDocumentMoney(args.totalCents, args.currency);
  const paidOn = documentDate(args.paidOn);
  const listed = args.invoices.map(
    (invoice) =>
      `${invoice.supplier_reference}: ${formatDocumentMoney(invoice.total_cents, args.currency)}`,
  );
  const subject = `Remittance advice ${args.runNumber} from ${args.companyName}`;
  const text = [
    `Dear ${args.supplierName},`,
    '',
    `We paid ${total} on ${paidOn} for these invoices:`,
    ...listed.map((line) => `- ${line}`),
    '',
    'The remittance advice is attached.',
    '',
    args.companyName,
  ].join('\n');
  const html = [
    `<p>Dear ${escapeHtml(args.supplierName)},</p>`,
    `<p>We paid <strong>${escapeHtml(total)}</strong> on ${escapeHtml(paidOn)} for these invoices:</p>`,
    `<ul>${listed.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    '<p>The remittance advice is attached.</p>',
    `<p>${escapeHtml(args.companyName)}</p>`,
  ].join('');
  return { subject, text, html };
}

/**
 * Pays approved supplier invoices of one brand: the invoices locked, checked (every one approved
 * and of the brand, else 422 naming them), the brand's next run number taken, the invoices marked
 * paid, and per supplier a remittance whose advice is emailed through the outbox with the PDF
 * attached. With an Idempotency-Key, the same run sent again answers the run it made.
 */
export async function createPaymentRun(
  ctx: TAppContext,
  actor: TAuditActor,
  request: TCreatePaymentRunRequest,
  idempotencyKey?: string,
): Promise<TPaymentRunDetail> {
  if (idempotencyKey) {
    const earlier = await repeatOf(ctx, idempotencyKey, request);
    if (earlier) return earlier;
  }
  const ids = [...new Set(request.supplierInvoiceIds)];
  const brand = getBrand(request.brandId);
  // Read before the transaction: the settings are read through the pool, not the run's connection.
  const head = await readLetterhead(ctx, brand.id);
  let runId: number;
  try {
    runId = await ctx.db.transaction(async (tx) => {
      const invoices = await lockSupplierInvoices(tx, ids);
      const problems = runProblems(ids, invoices, brand.id);
      if (problems.length > 0) {
        throw new AppError('VALIDATION', problems.join(' '), {
          errors: { supplierInvoiceIds: problems },
        });
      }
      const at = ctx.clock.now();
      const number = documentNumber(
        'PR',
        brand.id,
        await nextDocumentNumber(tx, brand.id, 'payment_run'),
      );
      const run = await insertPaymentRun(tx, {
        number,
        brandId: brand.id,
        paidOn: request.paidOn,
        totalCents: invoices.reduce((sum, invoice) => sum + invoice.totalCents, 0),
        createdByUserId: actor.userId,
        idempotencyKey: idempotencyKey ?? null,
        createdAt: at,
      });
      await markSupplierInvoicesPaid(tx, ids, run.id, at);
      const remittances = await remitEachSupplier(tx, run, head);
      await recordAudit(tx, actor, {
        action: 'payment-run.created',
        entityType: PAYMENT_RUN_ENTITY,
        entityId: run.id,
        detail: {
          number,
          brand: brand.code,
          paidOn: run.paidOn,
          totalCents: run.totalCents,
          supplierInvoices: invoices.map((invoice) => ({
            id: invoice.id,
            supplierReference: invoice.supplierReference,
            totalCents: invoice.totalCents,
          })),
          remittances,
        },
        at,
      });
      return run.id;
    });
  } catch (error) {
    if (idempotencyKey && isUniqueViolation(error, 'supplier_payment_runs_idempotency_key_idx')) {
      const raced = await repeatOf(ctx, idempotencyKey, request);
      if (raced) return raced;
    }
    throw error;
  }
  ctx.mail.kick();
  announcePayablesChange(ctx, { action: 'paid', supplierInvoiceId: null, paymentRunId: runId });
  return runDetail(ctx, runId);
}

function runProblems(
  ids: readonly number[],
  invoices: readonly { id: number; brandId: number; status: string; supplierReference: string }[],
  brandId: number,
): string[] {
  const problems: string[] = [];
  const found = new Map(invoices.map((invoice) => [invoice.id, invoice]));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) problems.push(`No supplier invoice ${missing.join(', ')}.`);
  const brand = getBrand(brandId);
  for (const invoice of invoices) {
    if (invoice.brandId !== brandId) {
      problems.push(`Invoice ${invoice.supplierReference} is not the ${brand.code} brand's.`);
    } else if (invoice.status !== 'approved') {
      problems.push(`Invoice ${invoice.supplierReference} is ${invoice.status}, not approved.`);
    }
  }
  return problems;
}

/** One remittance per supplier of the run, its advice rendered and queued to the supplier. */
async function remitEachSupplier(
  tx: TTransaction,
  run: TPaymentRunRow,
  head: TLetterhead,
): Promise<{ supplierId: number; totalCents: number; mailId: number }[]> {
  const invoices = await findInvoicesOfRun(tx, run.id);
  const suppliers = [...new Set(invoices.map((invoice) => invoice.supplier_id))];
  const companyName = head.companyName;
  const currency = getBrand(run.brandId).currency;
  const done: { supplierId: number; totalCents: number; mailId: number }[] = [];
  for (const supplierId of suppliers) {
    const paid = invoices.filter((invoice) => invoice.supplier_id === supplierId);
    const totalCents = paid.reduce((sum, invoice) => sum + invoice.total_cents, 0);
    const remittanceId = await insertRemittance(tx, {
      paymentRunId: run.id,
      supplierId,
      totalCents,
      createdAt: run.createdAt,
    });
    const [remittance] = (await findRemittancesOfRun(tx, run.id)).filter(
      (row) => row.id === remittanceId,
    );
    if (!remittance) throw new Error('remittance not found after insert');
    // Rendered here on purpose: the advice must go out with the run or not at all (a few ms).
    const pdf = await renderAdvice(head, tx, run, remittance);
    const mailId = await queueMail(
      tx,
      {
        to: remittance.supplier_email,
        ...adviceMail({
          companyName,
          supplierName: remittance.supplier_name,
          runNumber: run.number,
          paidOn: run.paidOn,
          totalCents,
          currency,
          invoices: paid,
        }),
        attachments: [
          {
            filename: remittanceFileName(run.number, remittance.supplier_code),
            contentType: 'application/pdf',
            contentBase64: pdf.toString('base64'),
          },
        ],
      },
      run.createdAt,
    );
    await setRemittanceMail(tx, remittanceId, mailId);
    done.push({ supplierId, totalCents, mailId });
  }
  return done;
}
