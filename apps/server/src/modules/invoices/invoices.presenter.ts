import type {
  TCreditNoteView,
  TInvoiceLine,
  TInvoiceView,
  TLedgerTransactionView,
  TPaymentView,
} from '@portal/shared/contracts/invoices';
import type { TAdminInvoiceListItem } from '@portal/shared/contracts/invoices-admin';
import { getBrand } from '@portal/shared/domain/brands';
import type { TStoredInvoiceLine } from '../../db/schema/finance';
import type { TAdminInvoiceRow } from './invoices.admin.repository';
import type { TCreditNoteRow, TInvoiceRow, TLedgerRow, TPaymentRow } from './invoices.repository';

/** An invoice's lines with their tax code: lines stored before tax codes were standard-rated. */
export function invoiceLinesOf(invoice: { lines: readonly TStoredInvoiceLine[] }): TInvoiceLine[] {
  return invoice.lines.map((line) => ({ ...line, taxCode: line.taxCode ?? 'standard' }));
}

export function presentInvoice(invoice: TInvoiceRow, fileReference: string): TInvoiceView {
  const brand = getBrand(invoice.brandId);
  return {
    id: invoice.id,
    number: invoice.number,
    fileReference,
    status: invoice.status,
    currency: brand.currency,
    issuedOn: invoice.issuedOn,
    totalCents: invoice.totalCents,
    gstCents: invoice.gstCents,
    gstPercent: brand.gstPercent,
    zeroRatedCents: invoice.zeroRatedCents,
    depositCents: invoice.depositCents,
    depositDueOn: invoice.depositDueOn,
    balanceCents: invoice.balanceCents,
    balanceDueOn: invoice.balanceDueOn,
    paidCents: invoice.paidCents,
    creditedCents: invoice.creditedCents,
    outstandingCents: Math.max(0, invoice.totalCents - invoice.creditedCents - invoice.paidCents),
    lines: invoiceLinesOf(invoice),
  };
}

export function presentCreditNote(
  note: TCreditNoteRow,
  invoiceNumber: string,
  fileReference: string,
): TCreditNoteView {
  return {
    id: note.id,
    number: note.number,
    invoiceId: note.invoiceId,
    invoiceNumber,
    fileReference,
    currency: getBrand(note.brandId).currency,
    issuedOn: note.issuedOn,
    totalCents: note.totalCents,
    gstCents: note.gstCents,
    zeroRatedCents: note.zeroRatedCents,
    reason: note.reason,
  };
}

export function presentLedgerRow(row: TLedgerRow): TLedgerTransactionView {
  return {
    id: row.id,
    date: row.occurredOn,
    type: row.type,
    reference: row.reference,
    fileReference: row.fileReference,
    valueCents: row.valueCents,
    runningBalanceCents: row.runningBalanceCents,
  };
}

export function presentPayment(payment: TPaymentRow, fileReference: string): TPaymentView {
  return {
    id: payment.id,
    fileReference,
    amountCents: payment.amountCents,
    method: payment.method,
    reference: payment.reference,
    receivedOn: payment.receivedOn,
  };
}

/** A row of the back office's invoices list (every file's invoices). */
export function presentAdminInvoice(row: TAdminInvoiceRow): TAdminInvoiceListItem {
  const { invoice } = row;
  return {
    id: invoice.id,
    number: invoice.number,
    fileReference: row.fileReference,
    bookingName: row.bookingName,
    agencyId: invoice.agencyId,
    agencyName: row.agencyName,
    status: invoice.status,
    currency: getBrand(invoice.brandId).currency,
    issuedOn: invoice.issuedOn,
    totalCents: invoice.totalCents,
    outstandingCents: row.outstandingCents,
    dueOn: row.dueOn,
  };
}
