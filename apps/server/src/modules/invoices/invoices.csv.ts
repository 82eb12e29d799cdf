import type { TLedgerTransactionView } from '@portal/shared/contracts/invoices';

function cell(value: string): string {
  // Quote always, and defuse spreadsheet formulas in text cells (CSV injection).
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

function amount(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** The ledger as the agency's accountant imports it: amounts in currency units, dot decimals. */
export function toLedgerCsv(rows: TLedgerTransactionView[]): string {
  const header = ['Date', 'Type', 'Reference', 'File', 'Value', 'Running balance'];
  const body = rows.map((row) =>
    [
      row.date,
      row.type,
      cell(row.reference),
      cell(row.fileReference ?? ''),
      amount(row.valueCents),
      amount(row.runningBalanceCents),
    ].join(','),
  );
  return `${[header.join(','), ...body].join('\r\n')}\r\n`;
}
