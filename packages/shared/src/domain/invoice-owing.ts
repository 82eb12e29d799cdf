import type { TPaymentPurpose } from '../contracts/online-payments';

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
 * deposit nor a deposit and the whole balance are ever both kept. A traveller's session (`account`
 * given) is measured against what the traveller owes of the client price.
 */
export function reasonToRefuse(
  isBookingCancelled: boolean,
  session: { purpose: TPaymentPurpose; invoiceId: number },
  amountCents: number,
  invoices: readonly TOwingInvoice[],
  account: TClientAccount | null = null,
): 'booking-cancelled' | 'already-paid' | null {
  if (isBookingCancelled) return 'booking-cancelled';
  let owing = 0;
  if (account) {
    owing = travellerAmountToCollect(session.purpose, invoices, account)?.amountCents ?? 0;
  } else if (session.purpose === 'balance') {
    for (const invoice of invoices) owing += outstandingOf(invoice);
  } else {
    const invoice = invoices.find((candidate) => candidate.id === session.invoiceId);
    owing = invoice ? depositOwingOf(invoice) : 0;
  }
  return amountCents > owing ? 'already-paid' : null;
}

/**
 * A booking's account with its traveller, where the agency's travellers pay the operator
 * (docs/pricing.md, "Two prices"): the client price of its live services, and everything received
 * on the booking so far from anyone (the agency's payments, the traveller's, the commission
 * credited out of them) less refunds.
 */
export interface TClientAccount {
  clientTotalCents: number;
  receivedCents: number;
}

/**
 * What a traveller's payment session for `purpose` collects, and which invoice it pays first. The
 * traveller pays the client price, never the agency's invoice:
 * - nothing while no invoice is owing (not invoiced yet, or the agency settled it: what its client
 *   still owes is then between them);
 * - the deposit, while an invoice still owes its deposit: the same share of the client price as
 *   that invoice's deposit is of the invoice (rounded to the cent), less what was received;
 * - the balance: the client price less everything received.
 */
export function travellerAmountToCollect(
  purpose: TPaymentPurpose,
  invoices: readonly TOwingInvoice[],
  account: TClientAccount,
): { invoiceId: number; amountCents: number } | null {
  const first = invoices.find((invoice) => outstandingOf(invoice) > 0);
  if (!first) return null;
  const clientOwing = Math.max(0, account.clientTotalCents - account.receivedCents);
  if (purpose === 'deposit') {
    const invoice = invoices.find((candidate) => depositOwingOf(candidate) > 0);
    if (!invoice || invoice.totalCents <= 0) return null;
    const share = Math.round(
      (account.clientTotalCents * invoice.depositCents) / invoice.totalCents,
    );
    const amountCents = Math.min(clientOwing, Math.max(0, share - account.receivedCents));
    return amountCents > 0 ? { invoiceId: invoice.id, amountCents } : null;
  }
  return clientOwing > 0 ? { invoiceId: first.id, amountCents: clientOwing } : null;
}
