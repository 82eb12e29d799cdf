import { applyBasisPoints } from './pricing/rounding';
import { gstOfLines, type TTaxCode } from './tax';

/**
 * Two prices, never mixed (docs/pricing.md, "Two prices"): the agency's price (net, or gross less
 * commission), which the operator invoices to the agency, and the client price, which the
 * traveller sees and, where the operator collects, pays.
 *
 * Who takes the traveller's money, per agency:
 * - `operator`: travellers pay the client price through the portal's payment pages; the money
 *   settles the agency's invoice and what is left over is the agency's commission, credited to its
 *   ledger;
 * - `agency`: the agency collects from its client itself; the traveller pages show the itinerary
 *   and ask for no payment.
 */
export const TRAVELLER_PAYMENT_COLLECTORS = ['operator', 'agency'] as const;
export type TTravellerPayments = (typeof TRAVELLER_PAYMENT_COLLECTORS)[number];
export const DEFAULT_TRAVELLER_PAYMENTS: TTravellerPayments = 'operator';

/** A client markup of at most 1000 %: far above any real one, low enough to catch a typing slip. */
export const CLIENT_MARKUP_MAX_BASIS_POINTS = 100_000;

/**
 * The client markup a new file of `agency` starts with: a net agency's own (its agent may change
 * it per file); a gross agency's clients always see the published price.
 */
export function clientMarkupOfNewFile(agency: {
  pricingModel: 'gross' | 'net';
  clientMarkupBasisPoints: number | null;
}): number | null {
  return agency.pricingModel === 'net' ? agency.clientMarkupBasisPoints : null;
}

/** A service line as far as its client price goes. */
export interface TClientPricedLine {
  sellCents: number;
  netCents: number;
  taxCode: TTaxCode;
}

/**
 * What the traveller pays for one line: the published (gross) price, or, for a net agency that
 * sets its own client markup, its net price plus that markup (rounded half up to the cent, the
 * pricing's one rounding rule). `markupBasisPoints` is the file's (null: published price).
 */
export function clientLineCentsOf(
  line: Pick<TClientPricedLine, 'sellCents' | 'netCents'>,
  markupBasisPoints: number | null,
): number {
  if (markupBasisPoints === null) return line.sellCents;
  return line.netCents + applyBasisPoints(line.netCents, markupBasisPoints);
}

/**
 * The client price of `lines` (the caller passes the live ones) and the GST in it, taken once from
 * the standard-rated lines' total like every other total (docs/tax.md).
 */
export function clientTotalsOf(
  lines: readonly TClientPricedLine[],
  markupBasisPoints: number | null,
  gstPercent: number,
): { clientCents: number; clientGstCents: number } {
  const priced = lines.map((line) => ({
    taxCode: line.taxCode,
    amountCents: clientLineCentsOf(line, markupBasisPoints),
  }));
  return {
    clientCents: priced.reduce((total, line) => total + line.amountCents, 0),
    clientGstCents: gstOfLines(priced, gstPercent),
  };
}
