import { formatMoment as formatSharedMoment } from '@portal/shared/format/dates';
import { formatPrice } from '@portal/shared/format/money';

/** A price change with its sign: "+NZ$120.00", "−NZ$80.00", "NZ$0.00". */
export function formatPriceDelta(cents: number, brandId: number, language: string): string {
  if (cents === 0) return formatPrice(0, brandId, language);
  const amount = formatPrice(Math.abs(cents), brandId, language);
  return cents > 0 ? `+${amount}` : `−${amount}`;
}

/** A moment (ISO timestamp) in the user's time zone, as SPEC section 9 dates: "05 Mar 2027, 14:32". */
export function formatMoment(iso: string, language: string): string {
  return formatSharedMoment(iso, language) || iso;
}
