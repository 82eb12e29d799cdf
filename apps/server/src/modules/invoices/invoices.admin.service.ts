import { createHash } from 'node:crypto';
import type { TSessionUser } from '@portal/shared/contracts/auth';
import type { TFileEventAction } from '@portal/shared/contracts/files';
import type {
  TCreditNoteKind,
  TInvoiceView,
  TPaymentView,
  TRecordPaymentRequest,
} from '@portal/shared/contracts/invoices';
import type {
  TAdminFileBilling,
  TCardPaymentListQuery,
  TCardPaymentView,
  TCreateCardPaymentRequest,
  TCreditInvoiceRequest,
  TPaymentFilters,
  TRecordRefundRequest,
  TUpdateCardPaymentRequest,
  TVoidInvoiceRequest,
} from '@portal/shared/contracts/invoices-admin';
import { getBrand } from '@portal/shared/domain/brands';
import { findIdempotencyKey, insertIdempotencyKey } from '../../db/idempotency-keys';
import type { TAppContext } from '../../app-context';
import type { TTransaction } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import { isUniqueViolation } from '../../lib/database-errors';
import type { TFilesLive } from '../files/files.live';
import { findAgencyName, findFileByReference, type TFileRow } from '../files/files.repository';
import { announceCreditRelease, releaseCreditOnDeposit } from '../files/commands/credit-hold';
import { lockFile, recordFileEvents } from '../files/commands/within-transaction';
import {
  findCardPayment,
  findCardPaymentsPage,
  findFileLedgerRows,
  findFilePayments,
  lockFileById,
  updatePaymentDetails,
  type TCardPaymentRow,
} from './invoices.admin.repository';
import {
  BILLABLE_STATUSES,
  creditableSplitOf,
  invoiceStatusOf,
  issueCreditNote,
  reconcileFileInvoices,
} from './invoices.billing';
import type { TBillingLive } from './invoices.live';
import { applyPayment } from './invoices.payments';
import { presentCreditNote, presentInvoice, presentPayment } from './invoices.presenter';
import {
  findFileCreditNotes,
  findFileInvoices,
  findPaymentByIdempotencyKey,
  insertLedgerTransactions,
  updateInvoice,
  type TInvoiceRow,
  type TPaymentRow,
} from './invoices.repository';

type TPush = () => void;

function notFound(message: string): AppError {
  return new AppError('NOT_FOUND', message);
}

/** Whether a payment already recorded under a key is the one this request describes. */
function isSamePayment(
  recorded: TPaymentRow,
  fileId: number,
  request: TRecordPaymentRequest & { notes?: string },
): boolean {
  return (
    recorded.fileId === fileId &&
    recorded.amountCents === request.amountCents &&
    recorded.method === request.method &&
    recorded.reference === request.reference &&
    recorded.receivedOn === request.receivedOn &&
    recorded.notes === (request.notes ?? '')
  );
}

function conflict(message: string): AppError {
  return new AppError('CONFLICT', message);
}

/**
 * For a refund or credit note sent with an Idempotency-Key: true when this key already recorded
 * the same request on this file (a retry: answer what is there, change nothing); otherwise the key
 * is taken, in the same transaction as the change. Under the file's lock, so two copies sent at
 * once wait for each other. The same key with another request is a 409.
 */
async function isRepeatOf(
  tx: TTransaction,
  claim: { key: string; action: 'refund' | 'credit-note'; fileId: number; userId: number },
  request: unknown,
): Promise<boolean> {
  const requestHash = createHash('sha256').update(JSON.stringify(request)).digest('hex');
  const used = await findIdempotencyKey(tx, claim.key);
  if (!used) {
    try {
      await insertIdempotencyKey(tx, {
        key: claim.key,
        action: claim.action,
        fileId: claim.fileId,
        requestHash,
        createdByUserId: claim.userId,
      });
    } catch (error) {
      // The same key sent for another file at the same moment: that file's lock is not ours.
      if (isUniqueViolation(error, 'idempotency_keys_pkey')) throw keyUsedElsewhere();
      throw error;
    }
    return false;
  }
  if (
    used.action === claim.action &&
    used.fileId === claim.fileId &&
    used.requestHash === requestHash
  ) {
    return true;
  }
  throw conflict(
    `This Idempotency-Key was already used for another ${used.action === 'refund' ? 'refund' : 'credit note'}. Reload the file to see what was recorded.`,
  );
}

function keyUsedElsewhere(): AppError {
  return conflict(
    'This Idempotency-Key is being used for another change. Reload the file to see what was recorded.',
  );
}

/** Page links of the card payments list keep its filters, then the page size. */
export function cardPaymentListLinkQuery({
  page: _page,
  per_page: perPage,
  ...filters
}: TCardPaymentListQuery) {
  return { ...filters, per_page: perPage };
}

export function presentCardPayment(row: TCardPaymentRow): TCardPaymentView {
  return {
    id: row.payment.id,
    fileReference: row.fileReference,
    bookingName: row.bookingName,
    agencyId: row.payment.agencyId,
    agencyName: row.agencyName,
    amountCents: row.payment.amountCents,
    currency: getBrand(row.brandId).currency,
    channel: row.isOnline ? 'online' : 'back-office',
    reference: row.payment.reference,
    notes: row.payment.notes,
    receivedOn: row.payment.receivedOn,
    recordedByName: row.recordedByName,
    createdAt: row.payment.createdAt.toISOString(),
  };
}

/**
 * The back office's billing of a file (issue, void, credit, payments, refunds) and the card
 * payments list. Every change locks the file row, is audited, leaves a file event and is pushed
 * live after commit, so the agent's open file and account refresh.
 */
export function createInvoicesAdminService(
  ctx: TAppContext,
  live: { files: TFilesLive; billing: TBillingLive },
) {
  const auditActor = (user: TSessionUser) => ({ userId: user.id, label: user.name });

  /** Runs `change` on the locked file; pushes what it returns after commit. */
  async function changeFile<T>(
    user: TSessionUser,
    lock: (tx: TTransaction) => Promise<TFileRow | null>,
    change: (
      tx: TTransaction,
      file: TFileRow,
      record: (action: TFileEventAction, detail: Record<string, unknown>) => Promise<void>,
    ) => Promise<{ result: T; pushes: TPush[] }>,
  ): Promise<T> {
    const at = ctx.clock.now();
    let touched: { file: TFileRow; action: TFileEventAction } | null = null;
    const { result, pushes } = await ctx.db.transaction(async (tx) => {
      const file = await lock(tx);
      if (!file) throw notFound('File not found.');
      const record = async (action: TFileEventAction, detail: Record<string, unknown>) => {
        await recordFileEvents(tx, [
          {
            fileId: file.id,
            action,
            detail,
            actorKind: 'admin',
            actorUserId: user.id,
            actorName: user.name,
            createdAt: at,
          },
        ]);
        await recordAudit(tx, auditActor(user), {
          action,
          entityType: 'file',
          entityId: file.id,
          detail: { ...detail, fileReference: file.reference },
          at,
        });
        touched = { file, action };
      };
      return change(tx, file, record);
    });
    const last = touched as { file: TFileRow; action: TFileEventAction } | null;
    if (last) live.files.fileUpdated(last.file, last.action);
    for (const push of pushes) push();
    return result;
  }

  const lockByReference = (reference: string) => (tx: TTransaction) =>
    lockFile(tx, reference, { agencyId: null });

  async function invoiceOf(tx: TTransaction, file: TFileRow, invoiceId: number) {
    const invoice = (await findFileInvoices(tx, file.id)).find((row) => row.id === invoiceId);
    if (!invoice) throw notFound('Invoice not found.');
    return invoice;
  }

  /**
   * A credit note of `amount` against `invoice`, its ledger row and the invoice's new status. A
   * void takes back what is left of the invoice of each tax code; an amount given off is taken
   * from its taxable part first (docs/tax.md).
   */
  async function creditBy(
    tx: TTransaction,
    file: TFileRow,
    invoice: TInvoiceRow,
    amountCents: number,
    reason: string,
    kind: TCreditNoteKind,
  ) {
    const at = ctx.clock.now();
    const brand = getBrand(file.brandId);
    const open = creditableSplitOf(invoice, await findFileCreditNotes(tx, file.id));
    const taxableCents = Math.min(amountCents, open.taxableCents);
    const note = await issueCreditNote(
      tx,
      file,
      invoice,
      { taxableCents, zeroRatedCents: amountCents - taxableCents, reason, kind },
      ctx.clock,
    );
    const push: TPush = () =>
      live.billing.send(file, 'credit-note.created', {
        creditNoteId: note.id,
        creditNoteNumber: note.number,
        bookingReference: file.reference,
        agencyId: file.agencyId,
        totalCents: note.totalCents,
        currency: brand.currency,
        createdAt: at.toISOString(),
      });
    return { note, push };
  }

  function paymentPush(file: TFileRow, paymentId: number, amountCents: number): TPush {
    const recordedAt = ctx.clock.now().toISOString();
    return () =>
      live.billing.send(file, 'payment.recorded', {
        paymentId,
        bookingReference: file.reference,
        agencyId: file.agencyId,
        amountCents,
        currency: getBrand(file.brandId).currency,
        recordedAt,
      });
  }

  async function billingOf(executor: TTransaction | TAppContext['db'], file: TFileRow) {
    const [invoices, notes, payments, ledger] = await Promise.all([
      findFileInvoices(executor, file.id),
      findFileCreditNotes(executor, file.id),
      findFilePayments(executor, file.id),
      findFileLedgerRows(executor, file.id),
    ]);
    const numbers = new Map(invoices.map((invoice) => [invoice.id, invoice.number]));
    const sum = (type: string) =>
      ledger.filter((row) => row.type === type).reduce((total, row) => total + row.valueCents, 0);
    const invoicedCents = sum('invoice');
    const paidCents = -sum('payment');
    const creditedCents = -sum('credit_note');
    const refundedCents = sum('refund');
    const commissionCents = -sum('commission');
    const billing: TAdminFileBilling = {
      fileReference: file.reference,
      bookingName: file.bookingName,
      fileStatus: file.status,
      agencyName: await findAgencyName(executor, file.agencyId),
      brandId: file.brandId,
      currency: getBrand(file.brandId).currency,
      invoices: invoices.map((invoice) => presentInvoice(invoice, file.reference)),
      creditNotes: notes.map((note) =>
        presentCreditNote(note, numbers.get(note.invoiceId) ?? '', file.reference),
      ),
      payments: payments.map(({ payment, isOnline }) => ({
        id: payment.id,
        amountCents: payment.amountCents,
        method: payment.method,
        channel: isOnline ? 'online' : 'back-office',
        reference: payment.reference,
        notes: payment.notes,
        receivedOn: payment.receivedOn,
      })),
      refunds: ledger
        .filter((row) => row.type === 'refund')
        .map((row) => ({
          id: row.id,
          amountCents: row.valueCents,
          reference: row.reference,
          refundedOn: row.occurredOn,
        })),
      summary: {
        invoicedCents,
        creditedCents,
        paidCents,
        refundedCents,
        commissionCents,
        balanceCents: invoicedCents - paidCents - creditedCents - commissionCents + refundedCents,
        refundableCents: paidCents - refundedCents,
      },
      canIssueInvoice:
        BILLABLE_STATUSES.has(file.status) &&
        file.netCents > 0 &&
        invoices.every((invoice) => invoice.status === 'void'),
    };
    return billing;
  }

  const service = {
    async getBilling(reference: string): Promise<TAdminFileBilling> {
      const file = await findFileByReference(ctx.db, reference, { agencyId: null });
      if (!file) throw notFound('File not found.');
      return billingOf(ctx.db, file);
    },

    /** A new invoice for the booking's net price, when every earlier invoice is void. */
    async issueInvoice(user: TSessionUser, reference: string): Promise<TInvoiceView> {
      return changeFile(user, lockByReference(reference), async (tx, file, record) => {
        if (!BILLABLE_STATUSES.has(file.status) || file.netCents <= 0) {
          throw conflict(`${file.reference} is ${file.status}: there is nothing to invoice.`);
        }
        const before = await findFileInvoices(tx, file.id);
        if (before.some((invoice) => invoice.status !== 'void')) {
          throw conflict(`${file.reference} already has a live invoice; void or credit it first.`);
        }
        await reconcileFileInvoices(tx, file, ctx.clock, { issueNow: true });
        const created = (await findFileInvoices(tx, file.id)).find(
          (invoice) => !before.some((old) => old.id === invoice.id),
        );
        if (!created) throw conflict(`${file.reference} is already billed in full.`);
        await record('invoice.issued', { invoice: created.number, totalCents: created.totalCents });
        const at = ctx.clock.now().toISOString();
        return {
          result: presentInvoice(created, file.reference),
          pushes: [
            () =>
              live.billing.send(file, 'invoice.created', {
                invoiceId: created.id,
                invoiceNumber: created.number,
                bookingReference: file.reference,
                agencyId: file.agencyId,
                totalCents: created.totalCents,
                currency: getBrand(file.brandId).currency,
                createdAt: at,
              }),
          ],
        };
      });
    },

    /** Voids an invoice nothing has been paid on: a credit note for all of it. */
    async voidInvoice(
      user: TSessionUser,
      reference: string,
      invoiceId: number,
      request: TVoidInvoiceRequest,
    ): Promise<TAdminFileBilling> {
      return changeFile(user, lockByReference(reference), async (tx, file, record) => {
        const invoice = await invoiceOf(tx, file, invoiceId);
        if (invoice.status === 'void') throw conflict(`${invoice.number} is already void.`);
        if (invoice.paidCents > 0) {
          throw conflict(
            `${invoice.number} has payments; credit it and refund the payments instead.`,
          );
        }
        const { note, push } = await creditBy(
          tx,
          file,
          invoice,
          invoice.totalCents - invoice.creditedCents,
          `Void: ${request.reason}`,
          'void',
        );
        await record('invoice.voided', {
          invoice: invoice.number,
          creditNote: note.number,
          reason: request.reason,
        });
        return { result: await billingOf(tx, file), pushes: [push] };
      });
    },

    /** A credit note for an amount of the invoice, or for the rest of it. */
    async creditInvoice(
      user: TSessionUser,
      reference: string,
      invoiceId: number,
      request: TCreditInvoiceRequest,
      idempotencyKey?: string,
    ): Promise<TAdminFileBilling> {
      return changeFile(user, lockByReference(reference), async (tx, file, record) => {
        if (idempotencyKey) {
          const claim = { key: idempotencyKey, fileId: file.id, userId: user.id };
          if (
            await isRepeatOf(tx, { ...claim, action: 'credit-note' }, { invoiceId, ...request })
          ) {
            return { result: await billingOf(tx, file), pushes: [] };
          }
        }
        const invoice = await invoiceOf(tx, file, invoiceId);
        const creditable = invoice.totalCents - invoice.creditedCents;
        if (creditable <= 0) throw conflict(`${invoice.number} is already credited in full.`);
        const amountCents = request.amountCents ?? creditable;
        if (amountCents > creditable) {
          throw AppError.invalidField(
            'amountCents',
            `At most ${(creditable / 100).toFixed(2)} is left to credit on ${invoice.number}.`,
          );
        }
        const { note, push } = await creditBy(
          tx,
          file,
          invoice,
          amountCents,
          request.reason,
          'adjustment',
        );
        await record('credit-note.issued', {
          invoice: invoice.number,
          creditNote: note.number,
          amountCents,
          reason: request.reason,
        });
        return { result: await billingOf(tx, file), pushes: [push] };
      });
    },

    /** Money given back to the agency: never more than it has paid on the file and not refunded. */
    async recordRefund(
      user: TSessionUser,
      reference: string,
      request: TRecordRefundRequest,
      idempotencyKey?: string,
    ): Promise<TAdminFileBilling> {
      return changeFile(user, lockByReference(reference), async (tx, file, record) => {
        if (idempotencyKey) {
          const claim = { key: idempotencyKey, fileId: file.id, userId: user.id };
          if (await isRepeatOf(tx, { ...claim, action: 'refund' }, request)) {
            return { result: await billingOf(tx, file), pushes: [] };
          }
        }
        const { summary } = await billingOf(tx, file);
        if (request.amountCents > summary.refundableCents) {
          throw AppError.invalidField(
            'amountCents',
            `At most ${(summary.refundableCents / 100).toFixed(2)} has been paid and not refunded.`,
          );
        }
        const at = ctx.clock.now();
        // The refund comes off what the invoices show as paid, newest invoice first.
        let left = request.amountCents;
        for (const invoice of [...(await findFileInvoices(tx, file.id))].reverse()) {
          if (left === 0) break;
          const taken = Math.min(invoice.paidCents, left);
          if (taken === 0) continue;
          left -= taken;
          const paidCents = invoice.paidCents - taken;
          await updateInvoice(tx, invoice.id, {
            paidCents,
            status: invoiceStatusOf({ ...invoice, paidCents }),
            updatedAt: at,
          });
        }
        const label = [request.reference, request.reason].filter(Boolean).join(' — ');
        await insertLedgerTransactions(tx, [
          {
            agencyId: file.agencyId,
            fileId: file.id,
            type: 'refund',
            occurredOn: request.refundedOn,
            valueCents: request.amountCents,
            reference: `Refund: ${label}`.slice(0, 300),
          },
        ]);
        await record('payment.refunded', {
          amountCents: request.amountCents,
          method: request.method,
          reference: request.reference,
          reason: request.reason,
          refundedOn: request.refundedOn,
        });
        return { result: await billingOf(tx, file), pushes: [] };
      });
    },

    /**
     * A payment received for the file, allocated to its open invoices oldest first. With an
     * Idempotency-Key, the same request sent again answers the payment it recorded; the key looked
     * up under the file's lock, so two copies sent at once wait for each other.
     */
    async recordManualPayment(
      user: TSessionUser,
      reference: string,
      request: TRecordPaymentRequest & { notes?: string },
      idempotencyKey?: string,
    ): Promise<TPaymentView> {
      return changeFile(user, lockByReference(reference), async (tx, file, record) => {
        if (idempotencyKey) {
          const recorded = await findPaymentByIdempotencyKey(tx, idempotencyKey);
          if (recorded) {
            if (!isSamePayment(recorded, file.id, request)) {
              throw conflict(
                'This Idempotency-Key was already used for another payment. Reload the file to see what was recorded.',
              );
            }
            return { result: presentPayment(recorded, file.reference), pushes: [] };
          }
        }
        const at = ctx.clock.now();
        const payment = await applyPayment(tx, {
          file,
          amountCents: request.amountCents,
          method: request.method,
          reference: request.reference,
          notes: request.notes ?? '',
          receivedOn: request.receivedOn,
          recordedByUserId: user.id,
          at,
          ...(idempotencyKey ? { idempotencyKey } : {}),
        }).catch((error: unknown) => {
          // The same key sent for a payment on another file at the same moment.
          if (isUniqueViolation(error, 'payments_idempotency_key_idx')) throw keyUsedElsewhere();
          throw error;
        });
        await record('payment.recorded', {
          paymentId: payment.id,
          amountCents: payment.amountCents,
          method: payment.method,
          reference: payment.reference,
        });
        // The deposit of a booking on credit hold is paid: its suppliers are asked now.
        const released = await releaseCreditOnDeposit(tx, ctx, file, at);
        return {
          result: presentPayment(payment, file.reference),
          pushes: [
            paymentPush(file, payment.id, payment.amountCents),
            () => announceCreditRelease({ live: live.files, ctx }, released),
          ],
        };
      });
    },

    /** One page of card payments. */
    async listCardPayments(query: TCardPaymentListQuery) {
      const { page, per_page: perPage, ...filters } = query;
      return findCardPaymentsPage(ctx.db, filters, {
        limit: perPage,
        offset: (page - 1) * perPage,
      });
    },

    /** Every card payment the filters find. */
    async listCardPaymentsForExport(filters: TPaymentFilters) {
      const { rows } = await findCardPaymentsPage(ctx.db, filters, { limit: null, offset: 0 });
      return rows;
    },

    async getCardPayment(id: number): Promise<TCardPaymentView> {
      const row = await findCardPayment(ctx.db, id);
      if (!row) throw notFound('Payment not found.');
      return presentCardPayment(row);
    },

    async createCardPayment(
      user: TSessionUser,
      request: TCreateCardPaymentRequest,
      idempotencyKey?: string,
    ): Promise<TCardPaymentView> {
      const payment = await service.recordManualPayment(
        user,
        request.fileReference,
        {
          amountCents: request.amountCents,
          method: 'credit-card',
          reference: request.reference,
          notes: request.notes,
          receivedOn: request.receivedOn,
        },
        idempotencyKey,
      );
      return service.getCardPayment(payment.id);
    },

    /** Reference and notes only: an amount is corrected by a refund and a new payment. */
    async updateCardPayment(
      user: TSessionUser,
      id: number,
      request: TUpdateCardPaymentRequest,
    ): Promise<TCardPaymentView> {
      const existing = await findCardPayment(ctx.db, id);
      if (!existing) throw notFound('Payment not found.');
      await changeFile(
        user,
        (tx) => lockFileById(tx, existing.payment.fileId),
        async (tx, _file, record) => {
          const current = await findCardPayment(tx, id);
          if (!current) throw notFound('Payment not found.');
          await updatePaymentDetails(tx, id, request);
          await record('payment.updated', {
            paymentId: id,
            from: { reference: current.payment.reference, notes: current.payment.notes },
            to: request,
          });
          return { result: null, pushes: [] };
        },
      );
      return service.getCardPayment(id);
    },
  };
  return service;
}

export type TInvoicesAdminService = ReturnType<typeof createInvoicesAdminService>;
