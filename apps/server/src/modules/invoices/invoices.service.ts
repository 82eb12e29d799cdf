import type {
  TAccountSummary,
  TAccountSummaryQuery,
  TFileInvoices,
  TFileTransactions,
  TPaymentView,
  TRecordPaymentRequest,
} from '@portal/shared/contracts/invoices';
import { buildPaginated } from '@portal/shared/contracts/pagination';
import { getBrand } from '@portal/shared/domain/brands';
import { getServiceTypeName } from '@portal/shared/domain/service-types';
import type { TAppContext } from '../../app-context';
import type { TExecutor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { TCaller } from '../files/files.service';
import { actorOf, scopeOf } from '../files/files.policy';
import {
  findAgencyName,
  findFileByReference,
  findFileLines,
  findSupplierNames,
  lockFileByReference,
  type TLineRow,
} from '../files/files.repository';
import { invoiceStatusOf } from './invoices.billing';
import { toLedgerCsv } from './invoices.csv';
import {
  renderCreditNotePdf,
  renderInvoicePdf,
  renderItineraryPdf,
  type TLetterhead,
} from './invoices.pdf';
import {
  presentCreditNote,
  presentInvoice,
  presentLedgerRow,
  presentPayment,
} from './invoices.presenter';
import {
  findCreditNoteForAgency,
  findFileCreditNotes,
  findFileInvoices,
  findInvoiceForAgency,
  findLedgerBalances,
  findLedgerPage,
  findOpenInvoices,
  insertLedgerTransactions,
  insertPayment,
  updateInvoice,
} from './invoices.repository';

const LIVE_LINE = (line: TLineRow) => line.status !== 'Cancelled';

function notFound(message: string): AppError {
  return new AppError('NOT_FOUND', message);
}

function agencyOf(caller: TCaller): number {
  const scope = scopeOf(caller.user);
  if (scope.agencyId === null) throw notFound('File not found.');
  return scope.agencyId;
}

/** Invoices, credit notes, payments, the agency ledger and the documents rendered from them. */
export function createInvoicesService(ctx: TAppContext) {
  const letterheadOf = (brandId: number): TLetterhead => {
    const brand = getBrand(brandId);
    return {
      companyName: ctx.config.companyName,
      brandName: `${brand.country} (${brand.currency})`,
    };
  };

  async function fileOrThrow(executor: TExecutor, caller: TCaller, reference: string) {
    const file = await findFileByReference(executor, reference, scopeOf(caller.user));
    if (!file) throw notFound('File not found.');
    return file;
  }

  return {
    async listFileInvoices(caller: TCaller, reference: string): Promise<TFileInvoices> {
      const file = await fileOrThrow(ctx.db, caller, reference);
      const invoices = await findFileInvoices(ctx.db, file.id);
      const notes = await findFileCreditNotes(ctx.db, file.id);
      const numbers = new Map(invoices.map((invoice) => [invoice.id, invoice.number]));
      return {
        invoices: invoices.map((invoice) => presentInvoice(invoice, file.reference)),
        creditNotes: notes.map((note) =>
          presentCreditNote(note, numbers.get(note.invoiceId) ?? '', file.reference),
        ),
      };
    },

    async listFileTransactions(caller: TCaller, reference: string): Promise<TFileTransactions> {
      const file = await fileOrThrow(ctx.db, caller, reference);
      const { rows } = await findLedgerPage(ctx.db, {
        agencyId: file.agencyId,
        fileId: file.id,
        limit: null,
        offset: 0,
      });
      return {
        data: rows.map(presentLedgerRow),
        balanceCents: rows.at(-1)?.runningBalanceCents ?? 0,
        currency: getBrand(file.brandId).currency,
      };
    },

    async accountSummary(
      caller: TCaller,
      query: TAccountSummaryQuery,
      path: string,
    ): Promise<TAccountSummary> {
      const agencyId = agencyOf(caller);
      const { page, per_page: perPage, from, to } = query;
      const { rows, total } = await findLedgerPage(ctx.db, {
        agencyId,
        from,
        to,
        limit: perPage,
        offset: (page - 1) * perPage,
      });
      const balances = await findLedgerBalances(ctx.db, agencyId, from, to);
      return {
        ...buildPaginated(rows.map(presentLedgerRow), {
          page,
          perPage,
          total,
          path,
          query: { from, to, per_page: perPage },
        }),
        currency: getBrand(caller.user.brandId).currency,
        openingBalanceCents: balances.openingCents,
        closingBalanceCents: balances.closingCents,
      };
    },

    async accountSummaryCsv(
      caller: TCaller,
      query: { from?: string | undefined; to?: string | undefined },
    ): Promise<string> {
      const agencyId = agencyOf(caller);
      const { rows } = await findLedgerPage(ctx.db, { agencyId, ...query, limit: null, offset: 0 });
      return toLedgerCsv(rows.map(presentLedgerRow));
    },

    async invoicePdf(caller: TCaller, id: number): Promise<{ filename: string; pdf: Buffer }> {
      const found = await findInvoiceForAgency(ctx.db, id, agencyOf(caller));
      if (!found) throw notFound('Invoice not found.');
      const { invoice, fileReference } = found;
      const file = await fileOrThrow(ctx.db, caller, fileReference);
      const brand = getBrand(invoice.brandId);
      const pdf = await renderInvoicePdf({
        head: letterheadOf(invoice.brandId),
        number: invoice.number,
        fileReference,
        bookingName: file.bookingName,
        agencyName: await findAgencyName(ctx.db, invoice.agencyId),
        travelDate: file.travelDate,
        issuedOn: invoice.issuedOn,
        currency: brand.currency,
        gstPercent: brand.gstPercent,
        lines: invoice.lines,
        totalCents: invoice.totalCents,
        gstCents: invoice.gstCents,
        depositCents: invoice.depositCents,
        depositDueOn: invoice.depositDueOn,
        balanceCents: invoice.balanceCents,
        balanceDueOn: invoice.balanceDueOn,
      });
      return { filename: `${invoice.number}.pdf`, pdf };
    },

    async creditNotePdf(caller: TCaller, id: number): Promise<{ filename: string; pdf: Buffer }> {
      const found = await findCreditNoteForAgency(ctx.db, id, agencyOf(caller));
      if (!found) throw notFound('Credit note not found.');
      const { creditNote, invoiceNumber, fileReference } = found;
      const brand = getBrand(creditNote.brandId);
      const pdf = await renderCreditNotePdf({
        head: letterheadOf(creditNote.brandId),
        number: creditNote.number,
        invoiceNumber,
        fileReference,
        agencyName: await findAgencyName(ctx.db, creditNote.agencyId),
        issuedOn: creditNote.issuedOn,
        reason: creditNote.reason,
        currency: brand.currency,
        gstPercent: brand.gstPercent,
        totalCents: creditNote.totalCents,
        gstCents: creditNote.gstCents,
      });
      return { filename: `${creditNote.number}.pdf`, pdf };
    },

    async itineraryPdf(
      caller: TCaller,
      reference: string,
    ): Promise<{ filename: string; pdf: Buffer }> {
      const file = await fileOrThrow(ctx.db, caller, reference);
      const lines = (await findFileLines(ctx.db, file.id)).filter(LIVE_LINE);
      const suppliers = await findSupplierNames(ctx.db, [
        ...new Set(lines.map((line) => line.supplierId)),
      ]);
      const pdf = await renderItineraryPdf({
        head: letterheadOf(file.brandId),
        fileReference: file.reference,
        bookingName: file.bookingName,
        agencyName: await findAgencyName(ctx.db, file.agencyId),
        travelDate: file.travelDate,
        endDate: file.endDate,
        passengers:
          `${file.paxAdults} adult${file.paxAdults === 1 ? '' : 's'}` +
          (file.paxChildren > 0 ? `, ${file.paxChildren} children` : ''),
        currency: getBrand(file.brandId).currency,
        totalCents: file.sellCents,
        days: file.dayHeaders.map((day) => ({
          dayNumber: day.dayNumber,
          date: day.date,
          title: day.title,
          description: day.description,
          drivingNotes: day.drivingNotes,
          lines: lines
            .filter((line) => line.dayNumber === day.dayNumber)
            .map((line) => ({
              name: line.name,
              serviceType: getServiceTypeName(line.serviceTypeCode),
              status: line.status,
              startTime: line.startTime,
              endTime: line.endTime,
              nights: line.span,
              supplierName: suppliers.get(line.supplierId) ?? '',
              phone: line.phone,
              address: line.address,
              voucher: line.voucher,
              confirmation: line.confirmation,
            })),
        })),
      });
      return { filename: `itinerary-${file.reference}.pdf`, pdf };
    },

    /**
     * A payment received for a file: one ledger transaction, allocated to the file's open
     * invoices oldest first so each shows paid or part-paid.
     */
    async recordPayment(
      caller: TCaller,
      reference: string,
      request: TRecordPaymentRequest,
    ): Promise<TPaymentView> {
      const actor = actorOf(caller.user);
      const at = ctx.clock.now();
      return ctx.db.transaction(async (tx) => {
        const file = await lockFileByReference(tx, reference, { agencyId: null });
        if (!file) throw notFound('File not found.');
        const payment = await insertPayment(tx, {
          fileId: file.id,
          agencyId: file.agencyId,
          amountCents: request.amountCents,
          method: request.method,
          reference: request.reference,
          receivedOn: request.receivedOn,
          recordedByUserId: actor.userId,
        });
        let left = request.amountCents;
        for (const invoice of await findOpenInvoices(tx, file.id)) {
          if (left === 0) break;
          const owing = invoice.totalCents - invoice.creditedCents - invoice.paidCents;
          if (owing <= 0) continue;
          const paidCents = invoice.paidCents + Math.min(owing, left);
          left -= paidCents - invoice.paidCents;
          await updateInvoice(tx, invoice.id, {
            paidCents,
            status: invoiceStatusOf({ ...invoice, paidCents }),
            updatedAt: at,
          });
        }
        await insertLedgerTransactions(tx, [
          {
            agencyId: file.agencyId,
            fileId: file.id,
            type: 'payment',
            occurredOn: request.receivedOn,
            valueCents: -request.amountCents,
            reference: request.reference || `Payment ${payment.id}`,
            paymentId: payment.id,
          },
        ]);
        return presentPayment(payment, file.reference);
      });
    },
  };
}

export type TInvoicesService = ReturnType<typeof createInvoicesService>;
