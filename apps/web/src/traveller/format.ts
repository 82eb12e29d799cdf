import { formatMoment as formatSharedMoment } from '@portal/shared/format/dates';
import { formatMoney as formatSharedMoney } from '@portal/shared/format/money';

/** Cents in the booking's own currency (SPEC section 9: divided by 100, US English style). */
export function formatMoney(cents: number, currency: string, locale: string | undefined): string {
  return formatSharedMoney(cents, currency, locale);
}

/** A moment ("2026-11-26T01:20:00Z") as the traveller's local date and time. */
export function formatMoment(iso: string, locale: string | undefined): string {
  return formatSharedMoment(iso, locale) || iso;
}

/** Phone numbers as tel: links: digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
