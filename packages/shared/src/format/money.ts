import { getBrand } from '../domain/brands';

/**
 * SPEC section 9: amounts are "formatted in the US English style" whatever the reader's language,
 * so a German agent reads "NZ$12,824.00" as the English one does (never "12.824,00 NZ$"). The
 * helpers below take the reader's language only so call sites need not know this; it never
 * changes the style.
 */
const MONEY_LOCALE = 'en-US';

/**
 * Money is held in cents and shown divided by 100 (SPEC section 9), in the brand's currency:
 * NZD for brand 1 and any unknown brand, AUD for brand 2: 123450 cents -> "NZ$1,234.50" /
 * "A$1,234.50".
 */
export function formatPrice(cents: number, brandId: number | null | undefined, _locale?: string) {
  return formatMoney(cents, getBrand(brandId).currency);
}

/** Cents in a currency given by its code ("NZD", "AUD"), US English style: "NZ$1,234.50". */
export function formatMoney(cents: number, currency: string, _locale?: string): string {
  return new Intl.NumberFormat(MONEY_LOCALE, { style: 'currency', currency }).format(cents / 100);
}

/** A price change with its sign: "+NZ$120.00", "−NZ$80.00", "NZ$0.00". */
export function formatPriceDelta(cents: number, brandId: number | null | undefined): string {
  if (cents === 0) return formatPrice(0, brandId);
  const amount = formatPrice(Math.abs(cents), brandId);
  return cents > 0 ? `+${amount}` : `−${amount}`;
}

/**
 * The no-currency helper: whole amounts without decimals, others with exactly two.
 * 120000 -> "1,200"; 123450 -> "1,234.50"; 123405 -> "1,234.05".
 */
export function formatAmount(cents: number, _locale?: string): string {
  const wholeCents = Math.round(cents);
  const digits = wholeCents % 100 === 0 ? 0 : 2;
  return new Intl.NumberFormat(MONEY_LOCALE, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(wholeCents / 100);
}

/** The price message: "NZD incl. 15% GST" for brand 1 and unknown brands, "AUD incl. 10% GST" for brand 2. */
export function formatGstMessage(brandId: number | null | undefined): string {
  const brand = getBrand(brandId);
  return `${brand.currency} incl. ${brand.gstPercent}% GST`;
}
