import type { TCountryCode } from './pricing/codes';
import { gstContent } from './pricing/rounding';

/**
 * GST by place of supply (docs/tax.md, "GST follows where the service is performed").
 *
 * Every service line carries a tax code worked out from the selling brand's tax country and the
 * country the service is performed in (its product's location):
 * - `standard`: performed in the brand's own country, GST at the brand's rate is in the price;
 * - `zero_rated`: performed abroad. New Zealand zero-rates it (GST Act 1985 s 11A(1)); for
 *   Australia it is not connected with Australia (GST Act 1999 s 9-25), so no GST is charged;
 *   invoices call it "GST-free" for the Australian brand. The foreign supplier's own tax in the
 *   cost is not an input tax credit at home, so such a line has no GST on either side.
 */
export const TAX_CODES = ['standard', 'zero_rated'] as const;
export type TTaxCode = (typeof TAX_CODES)[number];

/** The tax code of a service performed in `serviceCountry` and sold by a brand of `brandCountry`. */
export function taxCodeOf(brandCountry: TCountryCode, serviceCountry: TCountryCode): TTaxCode {
  return brandCountry === serviceCountry ? 'standard' : 'zero_rated';
}

/** The GST rate a line's amounts carry: the brand's for a standard-rated line, none abroad. */
export function lineGstPercentOf(taxCode: TTaxCode, brandGstPercent: number): number {
  return taxCode === 'standard' ? brandGstPercent : 0;
}

/** An amount split by tax code: the taxable part (GST inside) and the zero-rated part. */
export interface TTaxSplit {
  taxableCents: number;
  zeroRatedCents: number;
}

export function taxSplitOf(
  lines: readonly { taxCode: TTaxCode; amountCents: number }[],
): TTaxSplit {
  const split: TTaxSplit = { taxableCents: 0, zeroRatedCents: 0 };
  for (const line of lines) {
    if (line.taxCode === 'standard') split.taxableCents += line.amountCents;
    else split.zeroRatedCents += line.amountCents;
  }
  return split;
}

/**
 * How each brand's documents name its tax registration and its untaxed services: New Zealand
 * "zero-rated" supplies and a GST number; Australian "GST-free" supplies and an ABN.
 */
export const TAX_WORDS = {
  NZ: { taxNumber: 'GST number', zeroRated: 'Zero-rated' },
  AU: { taxNumber: 'ABN', zeroRated: 'GST-free' },
} as const;

/**
 * The GST in a total of lines: taken once from the sum of its standard-rated lines (docs/pricing.md,
 * "Rounding: one rule"); zero-rated lines add none.
 */
export function gstOfLines(
  lines: readonly { taxCode: TTaxCode; amountCents: number }[],
  brandGstPercent: number,
): number {
  return gstContent(taxSplitOf(lines).taxableCents, brandGstPercent);
}
