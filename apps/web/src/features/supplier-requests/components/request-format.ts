import { toIntlLocale } from '@portal/shared/format/locale';

/** A moment (ISO timestamp) in the reader's language: "26 Nov 2026, 09:30". */
export function formatMoment(iso: string | null | undefined, language: string | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(toIntlLocale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}

/** Integer cents in the request's currency. */
export function formatCost(cents: number, currency: string, language: string | undefined): string {
  return new Intl.NumberFormat(toIntlLocale(language), { style: 'currency', currency }).format(
    cents / 100,
  );
}
