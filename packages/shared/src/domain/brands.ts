/**
 * The operator sells under two brands. The first (id 1) quotes in NZD with 15% GST, the second
 * (id 2) in AUD with 10% GST. Any unknown brand falls back to the first (SPEC section 9).
 */
export const BRANDS = {
  1: {
    id: 1,
    code: 'NZ',
    currency: 'NZD',
    gstPercent: 15,
    country: 'New Zealand',
    countryCode: 'NZ',
  },
  2: {
    id: 2,
    code: 'AU',
    currency: 'AUD',
    gstPercent: 10,
    country: 'Australia',
    countryCode: 'AU',
  },
} as const;

export type TBrandId = keyof typeof BRANDS;
export type TBrand = (typeof BRANDS)[TBrandId];

export const DEFAULT_BRAND_ID: TBrandId = 1;

export function getBrand(brandId: number | null | undefined): TBrand {
  return brandId === 2 ? BRANDS[2] : BRANDS[1];
}
