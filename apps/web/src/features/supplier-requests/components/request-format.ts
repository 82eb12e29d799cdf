import { formatMoment as formatSharedMoment } from '@portal/shared/format/dates';
import { formatMoney } from '@portal/shared/format/money';

/** A moment (ISO timestamp) in the reader's language: "26 Nov 2026, 09:30". */
export function formatMoment(iso: string | null | undefined, language: string | undefined): string {
  return formatSharedMoment(iso, language);
}

/** Integer cents in the request's currency. */
export function formatCost(cents: number, currency: string, language: string | undefined): string {
  return formatMoney(cents, currency, language);
}
