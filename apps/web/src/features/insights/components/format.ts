import { formatDayMonthYear } from '@portal/shared/format/dates';
import { formatMoney as formatSharedMoney } from '@portal/shared/format/money';
import { toIntlLocale } from '@portal/shared/format/locale';

/** Cents in a currency, US English style in every language (SPEC section 9): "NZ$1,234.50". */
export function formatMoney(cents: number, currency: string, language: string): string {
  return formatSharedMoney(cents, currency, language);
}

/** A short amount for chart axes ("NZ$12K"), US English style like every amount. */
export function formatCompactMoney(cents: number, currency: string, _language: string): string {
  return new Intl.NumberFormat('en-US', {
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

/** "2030-04-05" -> "05 Apr 2030" (SPEC section 9). */
export function formatDate(iso: string, language: string): string {
  return formatDayMonthYear(iso, language);
}
