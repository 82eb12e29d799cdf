import type { TItineraryAlert } from '@portal/shared/contracts/itinerary-alerts';

function cell(value: string): string {
  // Quote always, and defuse spreadsheet formulas in text cells (CSV injection).
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The alerts list as a spreadsheet opens it. */
export function toItineraryAlertsCsv(rows: readonly TItineraryAlert[]): string {
  const header = ['Title', 'Severity', 'Location', 'From', 'To', 'Active', 'Message', 'Updated'];
  const body = rows.map((row) =>
    [
      cell(row.title),
      row.severity,
      cell(row.locationName ?? 'Everywhere'),
      row.startsOn,
      row.endsOn,
      row.isActive ? 'yes' : 'no',
      cell(row.message),
      row.updatedAt,
    ].join(','),
  );
  return `${[header.join(','), ...body].join('\r\n')}\r\n`;
}
