import type { TAdminPrize, TPrizeClaim } from '@portal/shared/contracts/prizes';

function cell(value: string): string {
  // Quote always, and defuse spreadsheet formulas in text cells (CSV injection).
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

function lines(header: string[], body: string[][]): string {
  return `${[header, ...body].map((row) => row.join(',')).join('\r\n')}\r\n`;
}

export function toPrizesCsv(rows: readonly TAdminPrize[]): string {
  return lines(
    ['Name', 'Description', 'Stock', 'Active', 'Chosen', 'Updated'],
    rows.map((row) => [
      cell(row.name),
      cell(row.description),
      String(row.stock),
      row.active ? 'yes' : 'no',
      String(row.chosenCount),
      row.updatedAt,
    ]),
  );
}

export function toPrizeClaimsCsv(rows: readonly TPrizeClaim[]): string {
  return lines(
    ['Chosen', 'Booking', 'Booking name', 'Agency', 'Prize'],
    rows.map((row) => [
      row.chosenAt,
      cell(row.fileReference),
      cell(row.bookingName),
      cell(row.agencyName),
      cell(row.prizeName),
    ]),
  );
}
