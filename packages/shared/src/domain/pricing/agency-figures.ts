import type { TPricingModel } from './codes';

export type TAgencyFigureKind = 'commission' | 'net' | 'marginAtPublished' | 'clientMargin';

export interface TAgencyFigure {
  kind: TAgencyFigureKind;
  cents: number;
}

/**
 * The agency's figures under a priced total, each one labelled by its kind, so that they add up
 * to the total (docs/pricing.md, "Gross (commission) and net (markup) agencies"):
 * - gross agency: commission + net (what the agency pays) = total;
 * - net agency: net (cost plus the operator's markup, what the agency pays) + the agency's margin
 *   if it sells at the published price = total. Its commission is always 0 and is not shown;
 * - net agency with its own client markup (`clientCents` given, the file's client price): net +
 *   its margin at that client price = the client price, which is then the total shown.
 */
export function agencyFigures(
  totals: { sellCents: number; commissionCents: number; netCents: number; clientCents?: number },
  pricingModel: TPricingModel,
): TAgencyFigure[] {
  if (pricingModel === 'net') {
    return [
      { kind: 'net', cents: totals.netCents },
      totals.clientCents === undefined
        ? { kind: 'marginAtPublished', cents: totals.sellCents - totals.netCents }
        : { kind: 'clientMargin', cents: totals.clientCents - totals.netCents },
    ];
  }
  return [
    { kind: 'commission', cents: totals.commissionCents },
    { kind: 'net', cents: totals.netCents },
  ];
}
