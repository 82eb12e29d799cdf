import { addDays } from './pricing/calendar';

/**
 * Trade terms: a deposit due when the invoice is issued, the balance some days before travel.
 * Admins set both in the FIT settings (settings-sections.ts); these are the defaults.
 */
export interface TInvoiceTerms {
  depositPercent: number;
  balanceDueDays: number;
}
export const DEFAULT_INVOICE_TERMS: TInvoiceTerms = { depositPercent: 20, balanceDueDays: 45 };

/** The GST part of a GST-inclusive amount: amount × rate / (100 + rate), to the nearest cent. */
export function gstOfInclusive(amountCents: number, gstPercent: number): number {
  return Math.round((amountCents * gstPercent) / (100 + gstPercent));
}

/** The deposit of an invoice (to the nearest cent) and the balance left. */
export function splitDeposit(
  totalCents: number,
  terms: Pick<TInvoiceTerms, 'depositPercent'>,
): { depositCents: number; balanceCents: number } {
  const depositCents = Math.round((totalCents * terms.depositPercent) / 100);
  return { depositCents, balanceCents: totalCents - depositCents };
}

/** The balance is due the terms' days before travel, or on issue when travel is closer than that. */
export function balanceDueOn(
  travelDate: string,
  issuedOn: string,
  terms: Pick<TInvoiceTerms, 'balanceDueDays'>,
): string {
  const due = addDays(travelDate, -terms.balanceDueDays);
  return due < issuedOn ? issuedOn : due;
}
