import { divideRoundHalfUp, gstContent } from './pricing/rounding';

/**
 * The operator's margin without GST (docs/tax.md, "Margins are reported without GST").
 *
 * Net (what the agency pays the operator) and cost (what the operator pays its suppliers) are
 * GST-inclusive cents like every amount in the portal. The GST in the net is output tax owed to
 * the tax office and the GST in the cost is claimed back as an input tax credit, so neither is
 * the operator's: the margin is `(net − GST in net) − (cost − GST in cost)`, and its percentage
 * is of the net without GST.
 *
 * Rounding: GST is taken out of each line's amounts with docs/pricing.md's formula
 * `round(gross × pct / (100 + pct))` (`gstContent`), and a total is the sum of its lines'
 * figures (`sumGstSplits`), never GST recomputed on the summed amounts, so every column of a
 * sheet adds up to the cent. A sheet's GST may therefore differ by a few cents from the GST of
 * an invoice for the same total, which is taken once from that total.
 */
export interface TGstSplit {
  /** Net less the GST in it. */
  netExGstCents: number;
  /** Cost less the GST in it. */
  costExGstCents: number;
  /** The GST in the net: output tax, owed to the tax office. */
  outputGstCents: number;
  /** The GST in the cost: input tax, claimed back as a credit. */
  inputGstCents: number;
  /** netExGstCents − costExGstCents. */
  marginExGstCents: number;
}

/** GST-inclusive amounts of the same rate whose parts, summed, can no longer be re-rounded. */
export interface TGstSums {
  netCents: number;
  costCents: number;
  /** The sum of the lines' GST in net. */
  outputGstCents: number;
  /** The sum of the lines' GST in cost. */
  inputGstCents: number;
}

/**
 * One line's figures from its GST-inclusive net and cost at the brand's GST rate (a whole
 * percentage: 15 for New Zealand, 10 for Australia).
 */
export function gstSplitOf(
  amounts: { netCents: number; costCents: number },
  gstPercent: number,
): TGstSplit {
  return gstSplitOfSums({
    netCents: amounts.netCents,
    costCents: amounts.costCents,
    outputGstCents: gstContent(amounts.netCents, gstPercent),
    inputGstCents: gstContent(amounts.costCents, gstPercent),
  });
}

/** The figures of amounts summed together with the GST already taken out of each line. */
export function gstSplitOfSums(sums: TGstSums): TGstSplit {
  const netExGstCents = sums.netCents - sums.outputGstCents;
  const costExGstCents = sums.costCents - sums.inputGstCents;
  return {
    netExGstCents,
    costExGstCents,
    outputGstCents: sums.outputGstCents,
    inputGstCents: sums.inputGstCents,
    marginExGstCents: netExGstCents - costExGstCents,
  };
}

/** A total: each figure is the sum of the lines' figures (nothing is rounded again). */
export function sumGstSplits(lines: readonly TGstSplit[]): TGstSplit {
  const total: TGstSplit = {
    netExGstCents: 0,
    costExGstCents: 0,
    outputGstCents: 0,
    inputGstCents: 0,
    marginExGstCents: 0,
  };
  for (const line of lines) {
    total.netExGstCents += line.netExGstCents;
    total.costExGstCents += line.costExGstCents;
    total.outputGstCents += line.outputGstCents;
    total.inputGstCents += line.inputGstCents;
    total.marginExGstCents += line.marginExGstCents;
  }
  return total;
}

/**
 * The margin without GST as a percentage of the net without GST, one decimal rounded half away
 * from zero; null when there is no net to divide by.
 */
export function marginExGstPercentOf(
  split: Pick<TGstSplit, 'marginExGstCents' | 'netExGstCents'>,
): number | null {
  if (split.netExGstCents === 0) return null;
  const sign = split.netExGstCents < 0 ? -1 : 1;
  const tenths = divideRoundHalfUp(
    sign * split.marginExGstCents * 1000,
    sign * split.netExGstCents,
  );
  return tenths / 10;
}
