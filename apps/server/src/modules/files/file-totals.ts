import { getBrand } from '@portal/shared/domain/brands';
import { gstOfLines, type TTaxCode } from '@portal/shared/domain/tax';
import type { TLineRow } from './files.repository';

export interface TFileTotals {
  costCents: number;
  sellCents: number;
  commissionCents: number;
  netCents: number;
  gstCents: number;
  netGstCents: number;
}

type TTotalledLine = Pick<
  TLineRow,
  'status' | 'costCents' | 'sellCents' | 'commissionCents' | 'netCents'
> & { taxCode: TTaxCode };

/**
 * A file's totals summed from `lines`, as the pricing sums a quote: the GST taken once out of the
 * standard-rated lines' GST-inclusive sell and net (a service abroad carries none, docs/tax.md).
 */
export function lineTotals(lines: readonly TTotalledLine[], brandId: number): TFileTotals {
  const sum = (pick: (line: TTotalledLine) => number) =>
    lines.reduce((total, line) => total + pick(line), 0);
  const { gstPercent } = getBrand(brandId);
  return {
    costCents: sum((line) => line.costCents),
    sellCents: sum((line) => line.sellCents),
    commissionCents: sum((line) => line.commissionCents),
    netCents: sum((line) => line.netCents),
    gstCents: gstOfLines(
      lines.map((line) => ({ taxCode: line.taxCode, amountCents: line.sellCents })),
      gstPercent,
    ),
    netGstCents: gstOfLines(
      lines.map((line) => ({ taxCode: line.taxCode, amountCents: line.netCents })),
      gstPercent,
    ),
  };
}

/** The totals of a booking's live lines: a cancelled service no longer counts. */
export function liveLineTotals(lines: readonly TTotalledLine[], brandId: number): TFileTotals {
  return lineTotals(
    lines.filter((line) => line.status !== 'Cancelled'),
    brandId,
  );
}
