import { toIntlLocale } from '@portal/shared/format/locale';

/** Cents in a currency, as the locale writes money ("NZ$1,234.50"). */
export function formatMoney(cents: number, currency: string, language: string): string {
  return new Intl.NumberFormat(toIntlLocale(language), { style: 'currency', currency }).format(
    cents / 100,
  );
}

/** A short amount for chart axes ("NZ$12K"). */
export function formatCompactMoney(cents: number, currency: string, language: string): string {
  return new Intl.NumberFormat(toIntlLocale(language), {
    style: 'currency',
    currency,
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(cents / 100);
}

export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(toIntlLocale(language)).format(value);
}

/** A percentage with one decimal ("66.7 %" in German); a dash when there is nothing to divide. */
export function formatPercent(value: number | null, language: string): string {
  if (value === null) return '—';
  return new Intl.NumberFormat(toIntlLocale(language), {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value / 100);
}

/** "2030-04" -> "Apr 2030" in the reader's language. */
export function formatMonth(month: string, language: string): string {
  return new Intl.DateTimeFormat(toIntlLocale(language), {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}

export function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(toIntlLocale(language), {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
}
