import {
  type TProfitFigures,
  type TProfitFilters,
  type TProfitQuery,
  type TProfitReport,
  type TProfitRow,
} from '@portal/shared/contracts/finance-reports';
import { buildPaginated } from '@portal/shared/contracts/pagination';
import { BRANDS } from '@portal/shared/domain/brands';
import {
  gstSplitOf,
  marginExGstPercentOf,
  sumGstSplits,
  type TGstSplit,
} from '@portal/shared/domain/margin';
import { addDays, addMonths } from '@portal/shared/domain/pricing/calendar';
import { lineGstPercentOf } from '@portal/shared/domain/tax';
import type { TAppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { supplierCostsOfFiles } from '../payables/payables.queries';
import { brandToday } from '../settings/brand-calendar';
import {
  findLiveLines,
  findProfitFiles,
  type TProfitFileRow,
  type TProfitLineRow,
} from './finance-reports.repository';

/** Most bookings one report adds up (its totals need every one of them); narrow the dates for more. */
export const PROFIT_REPORT_LIMIT = 5000;

const PROFIT_PATH = '/api/admin/finance/profit';

/**
 * The travel dates a report covers when none are given: last month, this month and next month on
 * the brand's calendar — the bookings just travelled (suppliers still billing, margins final),
 * travelling now, and about to travel (balances falling due).
 */
export function defaultProfitRange(today: string): { from: string; to: string } {
  const thisMonth = `${today.slice(0, 8)}01`;
  return {
    from: addMonths(thisMonth, -1),
    to: addDays(addMonths(thisMonth, 2), -1),
  };
}

type TLineFigures = Pick<
  TProfitFigures,
  'costCents' | 'sellCents' | 'netCents' | 'commissionCents'
> & { split: TGstSplit };

/**
 * A booking's yield as the file's yield page counts it (modules/yield): its live lines only, GST
 * taken out of each line's net and cost at the rate it carries (none on a zero-rated line), the
 * splits summed, never GST taken again from the sums.
 */
export function bookingYieldOf(lines: readonly TProfitLineRow[], gstPercent: number): TLineFigures {
  const sum = (pick: (line: TProfitLineRow) => number) =>
    lines.reduce((total, line) => total + pick(line), 0);
  return {
    costCents: sum((line) => line.costCents),
    sellCents: sum((line) => line.sellCents),
    netCents: sum((line) => line.netCents),
    commissionCents: sum((line) => line.commissionCents),
    split: sumGstSplits(
      lines.map((line) => gstSplitOf(line, lineGstPercentOf(line.taxCode, gstPercent))),
    ),
  };
}

interface TComputedRow {
  row: TProfitRow;
  split: TGstSplit;
}

function totalsOf(rows: readonly TComputedRow[]): TProfitFigures {
  const sum = (pick: (row: TProfitRow) => number) =>
    rows.reduce((total, { row }) => total + pick(row), 0);
  const split = sumGstSplits(rows.map((row) => row.split));
  return {
    costCents: sum((row) => row.costCents),
    sellCents: sum((row) => row.sellCents),
    netCents: sum((row) => row.netCents),
    commissionCents: sum((row) => row.commissionCents),
    marginExGstCents: split.marginExGstCents,
    marginExGstPercent: marginExGstPercentOf(split),
    invoicedCents: sum((row) => row.invoicedCents),
    receivedCents: sum((row) => row.receivedCents),
    supplierPaidCents: sum((row) => row.supplierPaidCents),
    supplierToPayCents: sum((row) => row.supplierToPayCents),
  };
}

/**
 * Profit per booking (docs/finance.md, "Profit per booking"): each booking travelling in the range
 * with its yield, what was invoiced and received, and what its suppliers were paid and are still
 * to be paid (modules/payables), with totals over every booking the filter finds.
 */
export function createProfitService(ctx: TAppContext) {
  async function reportOf(filters: TProfitFilters) {
    const brand = BRANDS[filters.brand === 'AU' ? 2 : 1];
    const range = defaultProfitRange(await brandToday(ctx, brand.id));
    const from = filters.from ?? (filters.to && filters.to < range.from ? filters.to : range.from);
    const to = filters.to ?? (from > range.to ? from : range.to);
    const files = await findProfitFiles(ctx.db, {
      brandId: brand.id,
      from,
      to,
      view: filters.view,
    });
    if (files.length > PROFIT_REPORT_LIMIT) {
      throw AppError.invalidField(
        'from',
        `${files.length} bookings travel in this range, more than the ${PROFIT_REPORT_LIMIT} one report adds up: choose shorter dates.`,
      );
    }
    const ids = files.map((file) => file.id);
    const [lines, supplierCosts] = await Promise.all([
      findLiveLines(ctx.db, ids),
      supplierCostsOfFiles(ctx.db, ids),
    ]);
    const linesByFile = new Map<number, TProfitLineRow[]>();
    for (const line of lines) {
      linesByFile.set(line.fileId, [...(linesByFile.get(line.fileId) ?? []), line]);
    }
    const rows = files.map((file: TProfitFileRow): TComputedRow => {
      const { split, ...amounts } = bookingYieldOf(
        linesByFile.get(file.id) ?? [],
        brand.gstPercent,
      );
      const supplier = supplierCosts.get(file.id);
      return {
        split,
        row: {
          fileReference: file.reference,
          bookingName: file.bookingName,
          agencyId: file.agencyId,
          agencyName: file.agencyName,
          travelDate: file.travelDate,
          status: file.status,
          ...amounts,
          marginExGstCents: split.marginExGstCents,
          marginExGstPercent: marginExGstPercentOf(split),
          invoicedCents: file.invoicedCents,
          receivedCents: file.receivedCents,
          supplierPaidCents: supplier?.paidCents ?? 0,
          supplierToPayCents: supplier ? supplier.expectedCents - supplier.paidCents : 0,
        },
      };
    });
    return { brand, from, to, view: filters.view, rows, totals: totalsOf(rows) };
  }

  return {
    async getProfit(query: TProfitQuery): Promise<TProfitReport> {
      const { page, per_page: perPage, ...filters } = query;
      const report = await reportOf(filters);
      const start = (page - 1) * perPage;
      const paginated = buildPaginated(
        report.rows.slice(start, start + perPage).map(({ row }) => row),
        {
          page,
          perPage,
          total: report.rows.length,
          path: PROFIT_PATH,
          query: {
            brand: report.brand.code,
            from: report.from,
            to: report.to,
            view: report.view,
            per_page: perPage,
          },
        },
      );
      return {
        brand: report.brand.code,
        currency: report.brand.currency,
        from: report.from,
        to: report.to,
        view: report.view,
        ...paginated,
        totals: report.totals,
      };
    },

    /** Every booking of the filter and the totals, for the CSV. */
    async getProfitForExport(filters: TProfitFilters) {
      const report = await reportOf(filters);
      return {
        currency: report.brand.currency,
        from: report.from,
        to: report.to,
        rows: report.rows.map(({ row }) => row),
        totals: report.totals,
      };
    },
  };
}

export type TProfitService = ReturnType<typeof createProfitService>;
