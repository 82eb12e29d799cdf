import { addDays } from './pricing/calendar';

/** Trade terms: a deposit due when the invoice is issued, the balance some days before travel. */
export const DEPOSIT_PERCENT = 20;
export const BALANCE_DUE_DAYS_BEFORE_TRAVEL = 45;

/** The GST part of a GST-inclusive amount: amount × rate / (100 + rate), to the nearest cent. */
export function gstOfInclusive(amountCents: number, gstPercent: number): number {
  return Math.round((amountCents * gstPercent) / (100 + gstPercent));
}

/** The deposit of an invoice (to the nearest cent) and the balance left. */
export function splitDeposit(totalCents: number): { depositCents: number; balanceCents: number } {
  const depositCents = Math.round((totalCents * DEPOSIT_PERCENT) / 100);
  return { depositCents, balanceCents: totalCents - depositCents };
}

/** The balance is due 45 days before travel, or on issue when travel is closer than that. */
export function balanceDueOn(travelDate: string, issuedOn: string): string {
  const due = addDays(travelDate, -BALANCE_DUE_DAYS_BEFORE_TRAVEL);
  return due < issuedOn ? issuedOn : due;
}
