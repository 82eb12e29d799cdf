import { toIntlLocale } from '@portal/shared/format/locale';

/** Cents in the booking's own currency (SPEC section 9: divided by 100, US English style in English). */
export function formatMoney(cents: number, currency: string, locale: string | undefined): string {
  return new Intl.NumberFormat(toIntlLocale(locale), { style: 'currency', currency }).format(
    cents / 100,
  );
}

/** A moment ("2026-11-26T01:20:00Z") as the traveller's local date and time. */
export function formatMoment(iso: string, locale: string | undefined): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(toIntlLocale(locale), {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

/** Phone numbers as tel: links: digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
