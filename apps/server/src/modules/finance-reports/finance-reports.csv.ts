import type {
  TDebtorsReport,
  TProfitFigures,
  TProfitRow,
} from '@portal/shared/contracts/finance-reports';
import { csvAmount, csvText, toCsv } from '../../lib/csv';

function optionalAmount(cents: number | null): string {
  return cents === null ? '' : csvAmount(cents);
}

/** Aged debtors as the accountant files them: one row per agency, then the totals. */
export function toDebtorsCsv(report: TDebtorsReport): string {
  const header = [
    'Agency',
    'Email',
    'Currency',
    'As at',
    'Current',
    '1-30 days',
    '31-60 days',
    '61-90 days',
    'Over 90 days',
    'Total outstanding',
    'Credit limit',
    'Credit used',
    'Credit available',
    'Ledger balance',
    'Unallocated credits',
    'Commission credited',
  ];
  const line = (
    name: string,
    email: string,
    figures: Pick<
      TDebtorsReport['rows'][number],
      'agedCents' | 'ledgerBalanceCents' | 'unallocatedCents' | 'commissionCreditCents'
    > & {
      creditLimitCents: number | null;
      creditUsedCents: number;
      creditAvailableCents: number | null;
    },
  ) => [
    csvText(name),
    csvText(email),
    report.currency,
    report.asOf,
    csvAmount(figures.agedCents.current),
    csvAmount(figures.agedCents.days1To30),
    csvAmount(figures.agedCents.days31To60),
    csvAmount(figures.agedCents.days61To90),
    csvAmount(figures.agedCents.over90),
    csvAmount(figures.agedCents.total),
    optionalAmount(figures.creditLimitCents),
    csvAmount(figures.creditUsedCents),
    optionalAmount(figures.creditAvailableCents),
    csvAmount(figures.ledgerBalanceCents),
    csvAmount(figures.unallocatedCents),
    csvAmount(figures.commissionCreditCents),
  ];
  return toCsv(header, [
    ...report.rows.map((row) => line(row.agencyName, row.agencyEmail ?? '', row)),
    line('Total', '', { ...report.totals, creditLimitCents: null, creditAvailableCents: null }),
  ]);
}

function figureCells(figures: TProfitFigures): string[] {
  return [
    csvAmount(figures.costCents),
    csvAmount(figures.sellCents),
    csvAmount(figures.netCents),
    csvAmount(figures.commissionCents),
    csvAmount(figures.marginExGstCents),
    figures.marginExGstPercent === null ? '' : figures.marginExGstPercent.toFixed(1),
    csvAmount(figures.invoicedCents),
    csvAmount(figures.receivedCents),
    csvAmount(figures.supplierPaidCents),
    csvAmount(figures.supplierToPayCents),
  ];
}

/** Profit per booking: one row per booking, then the totals over all of them. */
export function toProfitCsv(report: {
  currency: string;
  rows: TProfitRow[];
  totals: TProfitFigures;
}): string {
  const header = [
    'File',
    'Booking name',
    'Agency',
    'Travel date',
    'Status',
    'Currency',
    'Cost',
    'Client price',
    'Agency price',
    'Commission',
    'Margin ex GST',
    'Margin % ex GST',
    'Invoiced',
    'Received',
    'Paid to suppliers',
    'Still to pay suppliers',
  ];
  return toCsv(header, [
    ...report.rows.map((row) => [
      csvText(row.fileReference),
      csvText(row.bookingName),
      csvText(row.agencyName),
      row.travelDate,
      row.status,
      report.currency,
      ...figureCells(row),
    ]),
    [csvText('Total'), '', '', '', '', report.currency, ...figureCells(report.totals)],
  ]);
}
