import type { TPaymentPurpose } from '@portal/shared/contracts/online-payments';

export interface TOwingInvoice {
  id: number;
  totalCents: number;
  creditedCents: number;
  paidCents: number;
  depositCents: number;
}

/** Everything still owing on an invoice (never negative). */
export function outstandingOf(invoice: TOwingInvoice): number {
  return Math.max(0, invoice.totalCents - invoice.creditedCents - invoice.paidCents);
}

/**
 * What is still owed of the deposit: payments count towards the deposit first, and a credit
 * that brings the invoice below its deposit lowers the deposit with it.
 */
export function depositOwingOf(invoice: TOwingInvoice): number {
  const payable = Math.max(0, invoice.totalCents - invoice.creditedCents);
  return Math.max(0, Math.min(invoice.depositCents, payable) - invoice.paidCents);
}

/** The balance part still owing: the outstanding amount beyond the deposit. */
export function balanceOwingOf(invoice: TOwingInvoice): number {
  return outstandingOf(invoice) - depositOwingOf(invoice);
}

/**
 * What a payment session for `purpose` collects, and which invoice it pays first: the deposit
 * still owed on the oldest invoice with one, or the balance, which is everything outstanding on
 * the file. Null when nothing is owing for that purpose.
 */
export function amountToCollect(
  purpose: TPaymentPurpose,
  invoices: readonly TOwingInvoice[],
): { invoiceId: number; amountCents: number } | null {
  if (purpose === 'deposit') {
    for (const invoice of invoices) {
      const owing = depositOwingOf(invoice);
      if (owing > 0) return { invoiceId: invoice.id, amountCents: owing };
    }
    return null;
  }
  const owingInvoices = invoices.filter((invoice) => outstandingOf(invoice) > 0);
  const first = owingInvoices[0];
  if (!first) return null;
  const amountCents = owingInvoices.reduce((sum, invoice) => sum + outstandingOf(invoice), 0);
  return { invoiceId: first.id, amountCents };
}

/**
 * Why money collected by a session must not be kept, or null to keep it: the booking is
 * cancelled, or the session's purpose no longer owes `amountCents` (another session, tab or the
 * back office collected it first). A deposit session is measured against its own invoice's
 * deposit, a balance session against everything outstanding on the file, so neither the same
 * deposit nor a deposit and the whole balance are ever both kept.
 */
export function reasonToRefuse(
  isBookingCancelled: boolean,
  session: { purpose: TPaymentPurpose; invoiceId: number },
  amountCents: number,
  invoices: readonly TOwingInvoice[],
): 'booking-cancelled' | 'already-paid' | null {
  if (isBookingCancelled) return 'booking-cancelled';
  let owing = 0;
  if (session.purpose === 'balance') {
    for (const invoice of invoices) owing += outstandingOf(invoice);
  } else {
    const invoice = invoices.find((candidate) => candidate.id === session.invoiceId);
    owing = invoice ? depositOwingOf(invoice) : 0;
  }
  return amountCents > owing ? 'already-paid' : null;
}
