import { clientTotalsOf } from '@portal/shared/domain/client-price';
import type {
  TAccountSummary,
  TAccountSummaryQuery,
  TLedgerFilters,
  TFileInvoices,
  TFileTransactions,
} from '@portal/shared/contracts/invoices';
import { buildPaginated } from '@portal/shared/contracts/pagination';
import { getBrand } from '@portal/shared/domain/brands';
import { getServiceTypeName } from '@portal/shared/domain/service-types';
import { getRoomTypeName } from '@portal/shared/domain/room-types';
import { guestDisplayName } from '@portal/shared/contracts/supplier-requests';
import { stripConfirmationSuffix } from '@portal/shared/format/text';
import type { TAppContext } from '../../app-context';
import type { TExecutor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { readSiteImage, type TDrawableImage } from '../../lib/document-images';
import { findProductsByIds } from '../catalogue/products.repository';
import { brandToday } from '../settings/brand-calendar';
import type { TCaller } from '../../lib/request-user';
import { scopeOf } from '../files/files.policy';
import { getAgencyLetterhead } from '../people/agency-documents.service';
import { findTourImagesByProduct } from '../regular-tours/tours.repository';
import {
  findAgencyName,
  findFileByReference,
  findFileLines,
  findSupplierNames,
  type TFileRow,
  type TLineRow,
} from '../files/files.repository';
import { toLedgerCsv } from './invoices.csv';
import { renderVoucherPdf } from './voucher.pdf';
import { renderCreditNotePdf, renderInvoicePdf, renderItineraryPdf } from './invoices.pdf';
import { readLetterhead, readTaxHead } from './invoices.letterhead';
import {
  invoiceLinesOf,
  presentCreditNote,
  presentInvoice,
  presentLedgerRow,
} from './invoices.presenter';
import {
  findCreditNoteForAgency,
  findFileCreditNotes,
  findFileInvoices,
  findInvoiceForAgency,
  findLedgerBalances,
  findLedgerPage,
} from './invoices.repository';

const LIVE_LINE = (line: TLineRow) => line.status !== 'Cancelled';

/** The file's travellers as documents print them: "2 adults, 1 child". */
function passengersOf(file: Pick<TFileRow, 'paxAdults' | 'paxChildren'>): string {
  const adults = `${file.paxAdults} adult${file.paxAdults === 1 ? '' : 's'}`;
  if (file.paxChildren === 0) return adults;
  return `${adults}, ${file.paxChildren} child${file.paxChildren === 1 ? '' : 'ren'}`;
}

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
  const letterheadOf = (brandId: number) => readLetterhead(ctx, brandId);
  const taxHeadOf = (brandId: number) => readTaxHead(ctx, brandId);

  /**
   * The first picture the portal can draw for each product: tours keep image addresses, and only
   * PNG or JPEG files the web build serves are read (lib/document-images.ts); others are skipped.
   */
  const productImagesOf = async (
    productIds: readonly number[],
  ): Promise<Map<number, TDrawableImage>> => {
    const images = new Map<number, TDrawableImage>();
    for (const [productId, addresses] of await findTourImagesByProduct(ctx.db, productIds)) {
      for (const address of addresses) {
        const image = await readSiteImage(ctx.config.webDist, address);
        if (image) {
          images.set(productId, image);
          break;
        }
      }
    }
    return images;
  };

  async function fileOrThrow(executor: TExecutor, caller: TCaller, reference: string) {
    const file = await findFileByReference(executor, reference, scopeOf(caller.user));
    if (!file) throw notFound('File not found.');
    return file;
  }

  /** The voucher of one of `file`'s confirmed services (see voucherPdf). */
  async function voucherOfFile(
    file: TFileRow,
    lineId: number,
  ): Promise<{ filename: string; pdf: Buffer }> {
    const line = (await findFileLines(ctx.db, file.id)).find(
      (candidate) => candidate.id === lineId,
    );
    if (!line) throw notFound('Service not found.');
    if (line.status !== 'Confirmed') {
      throw new AppError(
        'CONFLICT',
        `${line.name} is ${line.status}: its voucher is issued once the service is confirmed.`,
      );
    }
    const [product] =
      line.productId === null ? [] : await findProductsByIds(ctx.db, [line.productId]);
    const suppliers = await findSupplierNames(ctx.db, [line.supplierId]);
    const isAccommodation = line.basis === 'per_room_night';
    const named = file.rooms.flatMap((room) => room.guests.map(guestDisplayName));
    const pdf = await renderVoucherPdf({
      head: await letterheadOf(file.brandId),
      fileReference: file.reference,
      bookingName: file.bookingName,
      serviceType: getServiceTypeName(line.serviceTypeCode),
      serviceName: line.name,
      supplierName: suppliers.get(line.supplierId) ?? '',
      supplierPhone: line.phone,
      supplierAddress: line.address,
      date: line.date,
      endDate: line.endDate,
      startTime: line.startTime,
      endTime: line.endTime,
      span: line.span,
      isAccommodation,
      quantity: line.quantity,
      passengers: passengersOf(file),
      guests: named,
      rooms: isAccommodation
        ? file.rooms.map((room) => {
            const guests = room.guests.map(guestDisplayName);
            const name = getRoomTypeName(room.roomType) || room.roomType;
            return guests.length > 0 ? `${name}: ${guests.join(', ')}` : name;
          })
        : [],
      confirmation: stripConfirmationSuffix(line.confirmation) || file.reference,
      voucherText: product?.voucherText ?? '',
      issuedOn: await brandToday(ctx, file.brandId),
    });
    return { filename: `voucher-${file.reference}-${line.id}.pdf`, pdf };
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
      const { page, per_page: perPage, from, to, fileReference } = query;
      const { rows, total } = await findLedgerPage(ctx.db, {
        agencyId,
        from,
        to,
        fileReference,
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
          query: { from, to, fileReference, per_page: perPage },
        }),
        currency: getBrand(caller.user.brandId).currency,
        openingBalanceCents: balances.openingCents,
        closingBalanceCents: balances.closingCents,
      };
    },

    async accountSummaryCsv(caller: TCaller, query: TLedgerFilters): Promise<string> {
      const agencyId = agencyOf(caller);
      const { rows } = await findLedgerPage(ctx.db, { agencyId, ...query, limit: null, offset: 0 });
      return toLedgerCsv(rows.map(presentLedgerRow));
    },

    async invoicePdf(caller: TCaller, id: number): Promise<{ filename: string; pdf: Buffer }> {
      // An agent's own agency's invoices; the back office's (scope: every agency) any invoice.
      const found = await findInvoiceForAgency(ctx.db, id, scopeOf(caller.user).agencyId);
      if (!found) throw notFound('Invoice not found.');
      const { invoice, fileReference } = found;
      const file = await fileOrThrow(ctx.db, caller, fileReference);
      const brand = getBrand(invoice.brandId);
      const pdf = await renderInvoicePdf({
        head: await letterheadOf(invoice.brandId),
        tax: await taxHeadOf(invoice.brandId),
        number: invoice.number,
        fileReference,
        bookingName: file.bookingName,
        agencyName: await findAgencyName(ctx.db, invoice.agencyId),
        travelDate: file.travelDate,
        issuedOn: invoice.issuedOn,
        currency: brand.currency,
        gstPercent: brand.gstPercent,
        lines: invoiceLinesOf(invoice),
        totalCents: invoice.totalCents,
        gstCents: invoice.gstCents,
        zeroRatedCents: invoice.zeroRatedCents,
        depositCents: invoice.depositCents,
        depositDueOn: invoice.depositDueOn,
        balanceCents: invoice.balanceCents,
        balanceDueOn: invoice.balanceDueOn,
      });
      return { filename: `${invoice.number}.pdf`, pdf };
    },

    async creditNotePdf(caller: TCaller, id: number): Promise<{ filename: string; pdf: Buffer }> {
      const found = await findCreditNoteForAgency(ctx.db, id, scopeOf(caller.user).agencyId);
      if (!found) throw notFound('Credit note not found.');
      const { creditNote, invoiceNumber, fileReference } = found;
      const brand = getBrand(creditNote.brandId);
      const pdf = await renderCreditNotePdf({
        head: await letterheadOf(creditNote.brandId),
        tax: await taxHeadOf(creditNote.brandId),
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
        zeroRatedCents: creditNote.zeroRatedCents,
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
      const images = await productImagesOf(
        lines.flatMap((line) => (line.productId === null ? [] : [line.productId])),
      );
      const imageOf = (line: TLineRow) =>
        line.productId === null ? null : (images.get(line.productId) ?? null);
      const { branding, ...agency } = await getAgencyLetterhead(ctx, file.agencyId);
      const pdf = await renderItineraryPdf({
        head: await letterheadOf(file.brandId),
        branding,
        agency,
        fileReference: file.reference,
        bookingName: file.bookingName,
        travelDate: file.travelDate,
        endDate: file.endDate,
        passengers: passengersOf(file),
        currency: getBrand(file.brandId).currency,
        // The client's price, never the agency's (docs/pricing.md, "Two prices").
        totalCents: clientTotalsOf(
          lines,
          file.clientMarkupBasisPoints,
          getBrand(file.brandId).gstPercent,
        ).clientCents,
        days: file.dayHeaders.map((day) => {
          const dayLines = lines.filter((line) => line.dayNumber === day.dayNumber);
          return {
            dayNumber: day.dayNumber,
            date: day.date,
            title: day.title,
            description: day.description,
            drivingNotes: day.drivingNotes,
            image: dayLines.map(imageOf).find((image) => image !== null) ?? null,
            lines: dayLines.map((line) => ({
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
              confirmation: stripConfirmationSuffix(line.confirmation) || null,
              remarks: line.remarks,
            })),
          };
        }),
      });
      return { filename: `itinerary-${file.reference}.pdf`, pdf };
    },

    /**
     * The voucher of one confirmed service (voucher.pdf.ts), for the file's agency or the back
     * office: 404 for a line that is not the file's, 409 before the service is confirmed.
     */
    async voucherPdf(
      caller: TCaller,
      reference: string,
      lineId: number,
    ): Promise<{ filename: string; pdf: Buffer }> {
      return voucherOfFile(await fileOrThrow(ctx.db, caller, reference), lineId);
    },

    voucherOfFile,
  };
}

export type TInvoicesService = ReturnType<typeof createInvoicesService>;
