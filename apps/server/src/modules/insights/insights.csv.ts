import type { TEditedService, TInsightsMonth } from '@portal/shared/contracts/insights';

function cell(value: string): string {
  // Quote always, and defuse spreadsheet formulas in text cells (CSV injection).
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

function amount(cents: number | null): string {
  return cents === null ? '' : (cents / 100).toFixed(2);
}

function lines(header: string[], body: string[][]): string {
  return `${[header, ...body].map((row) => row.join(',')).join('\r\n')}\r\n`;
}

/**
 * The activities overview by month: one row per month and currency (a month without bookings
 * still has its row, with no currency), so a spreadsheet never adds NZD to AUD.
 */
export function toOverviewCsv(months: readonly TInsightsMonth[]): string {
  const header = [
    'Month',
    'Quotes',
    'Converted',
    'Conversion %',
    'Bookings',
    'Cancelled',
    'Currency',
    'Sell',
    'Cost',
    'Commission',
    'Net',
    'Net excl. GST',
    'Cost excl. GST',
    'GST in net',
    'GST in cost',
    'Margin excl. GST',
    'Margin excl. GST %',
  ];
  const body = months.flatMap((month) => {
    const counts = [
      month.month,
      String(month.quotes),
      String(month.converted),
      month.conversionPercent === null ? '' : month.conversionPercent.toFixed(1),
      String(month.bookings),
      String(month.cancelled),
    ];
    if (month.revenue.length === 0) return [[...counts, ...Array<string>(11).fill('')]];
    return month.revenue.map((money) => [
      ...counts,
      money.currency,
      amount(money.sellCents),
      amount(money.costCents),
      amount(money.commissionCents),
      amount(money.netCents),
      amount(money.netExGstCents),
      amount(money.costExGstCents),
      amount(money.outputGstCents),
      amount(money.inputGstCents),
      amount(money.marginExGstCents),
      money.marginExGstPercent === null ? '' : money.marginExGstPercent.toFixed(1),
    ]);
  });
  return lines(header, body);
}

export function toEditedServicesCsv(rows: readonly TEditedService[]): string {
  const header = [
    'When',
    'File',
    'Consultant',
    'Change',
    'Service',
    'Service type',
    'Supplier',
    'Currency',
    'Sell before',
    'Sell after',
    'Before',
    'After',
    'Reason',
  ];
  const body = rows.map((row) => [
    row.at,
    cell(row.fileReference),
    cell(row.consultantName),
    row.change,
    cell(row.serviceName),
    row.serviceTypeCode ?? '',
    cell(row.supplierName ?? ''),
    row.currency,
    amount(row.sellBeforeCents),
    amount(row.sellAfterCents),
    cell(row.before ?? ''),
    cell(row.after ?? ''),
    cell(row.reason),
  ]);
  return lines(header, body);
}
