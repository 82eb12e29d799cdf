import { getBrand } from '@portal/shared/domain/brands';
import { gstContent } from '@portal/shared/domain/pricing/rounding';
import type { TLineRow } from './files.repository';

export interface TFileTotals {
  costCents: number;
  sellCents: number;
  commissionCents: number;
  netCents: number;
  gstCents: number;
  netGstCents: number;
}

/**
 * A file's totals summed from its live lines (a cancelled service no longer counts), GST taken
 * out of the GST-inclusive sell and net at the brand's rate, as the pricing sums a quote.
 */
export function liveLineTotals(
  lines: readonly Pick<
    TLineRow,
    'status' | 'costCents' | 'sellCents' | 'commissionCents' | 'netCents'
  >[],
  brandId: number,
): TFileTotals {
  const live = lines.filter((line) => line.status !== 'Cancelled');
  const sum = (pick: (line: (typeof live)[number]) => number) =>
    live.reduce((total, line) => total + pick(line), 0);
  const { gstPercent } = getBrand(brandId);
  const sellCents = sum((line) => line.sellCents);
  const netCents = sum((line) => line.netCents);
  return {
    costCents: sum((line) => line.costCents),
    sellCents,
    commissionCents: sum((line) => line.commissionCents),
    netCents,
    gstCents: gstContent(sellCents, gstPercent),
    netGstCents: gstContent(netCents, gstPercent),
  };
}
