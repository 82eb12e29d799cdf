/**
 * The operator works on New Zealand time: invoices, release periods and reports of both brands are
 * dated on its calendar. Dates a person enters for the same ledger (a payment received, a refund
 * given) default to this calendar too, never to the browser's UTC date, so that a payment is never
 * dated the day before the invoice it pays.
 */
export const OPERATOR_TIME_ZONE = 'Pacific/Auckland';

const formatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: OPERATOR_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The operator's calendar date (YYYY-MM-DD) at `instant`. */
export function operatorDateOf(instant: Date): string {
  return formatter.format(instant);
}
