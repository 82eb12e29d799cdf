import type { TLedgerTransactionView } from '@portal/shared/contracts/invoices';
import type { TCardPaymentView } from '@portal/shared/contracts/invoices-admin';

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

/** Card payments as the accountant reconciles them with the card statement. */
export function toCardPaymentsCsv(rows: TCardPaymentView[]): string {
  const header = [
    'Received',
    'File',
    'Booking name',
    'Agency',
    'Channel',
    'Currency',
    'Amount',
    'Reference',
    'Notes',
    'Recorded by',
  ];
  const body = rows.map((row) =>
    [
      row.receivedOn,
      cell(row.fileReference),
      cell(row.bookingName),
      cell(row.agencyName),
      row.channel,
      row.currency,
      amount(row.amountCents),
      cell(row.reference),
      cell(row.notes),
      cell(row.recordedByName ?? ''),
    ].join(','),
  );
  return `${[header.join(','), ...body].join('\r\n')}\r\n`;
}
