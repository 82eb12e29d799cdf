import { getBrand } from '../domain/brands';
import { toIntlLocale } from './locale';

/**
 * Money is held in cents and shown divided by 100 (SPEC section 9), in the brand's currency:
 * NZD for brand 1 and any unknown brand, AUD for brand 2. Amounts use the US English style
 * unless a locale is passed: 123450 cents -> "NZ$1,234.50" / "A$1,234.50".
 */
export function formatPrice(cents: number, brandId: number | null | undefined, locale?: string) {
  return new Intl.NumberFormat(toIntlLocale(locale), {
    style: 'currency',
    currency: getBrand(brandId).currency,
  }).format(cents / 100);
}

/**
 * The no-currency helper: whole amounts without decimals, others with exactly two.
 * 120000 -> "1,200"; 123450 -> "1,234.50"; 123405 -> "1,234.05".
 */
export function formatAmount(cents: number, locale?: string): string {
  const wholeCents = Math.round(cents);
  const digits = wholeCents % 100 === 0 ? 0 : 2;
  return new Intl.NumberFormat(toIntlLocale(locale), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(wholeCents / 100);
}

/** The price message: "NZD incl. 15% GST" for brand 1 and unknown brands, "AUD incl. 10% GST" for brand 2. */
export function formatGstMessage(brandId: number | null | undefined): string {
  const brand = getBrand(brandId);
  return `${brand.currency} incl. ${brand.gstPercent}% GST`;
}
