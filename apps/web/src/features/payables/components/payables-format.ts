import { BRANDS } from '@portal/shared/domain/brands';
import { formatMoney } from '@portal/shared/format/money';

/**
 * A variance (billed − expected) with its sign, so over-billing reads as "+NZ$10.00" and
 * under-billing as "−NZ$5.00"; nothing to explain reads "NZ$0.00".
 */
export function formatVariance(cents: number, currency: string): string {
  if (cents === 0) return formatMoney(0, currency);
  const amount = formatMoney(Math.abs(cents), currency);
  return cents > 0 ? `+${amount}` : `−${amount}`;
}

/** The brands as choices: "NZ (NZD)", "AU (AUD)". */
export const BRAND_OPTIONS = Object.values(BRANDS).map((brand) => ({
  value: String(brand.id),
  label: `${brand.code} (${brand.currency})`,
}));

/** A typed amount in dollars ("189.5", 189.5) as integer cents. */
export function centsOf(amount: unknown): number {
  return Math.round(Number(amount) * 100);
}
