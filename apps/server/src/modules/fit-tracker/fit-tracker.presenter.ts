import type { TFitTrackerLack, TFitTrackerRow } from '@portal/shared/contracts/fit-tracker';
import type { TTrackerRow } from './fit-tracker.repository';

function daysBetween(fromIso: string, toIso: string): number {
  return Math.round(
    (Date.parse(`${toIso}T00:00:00Z`) - Date.parse(`${fromIso}T00:00:00Z`)) / 86_400_000,
  );
}

/** What the booking still lacks, in the order the tracker shows them. */
export function lacksOf(row: TTrackerRow): TFitTrackerLack[] {
  const lacks: TFitTrackerLack[] = [];
  if (row.unconfirmedServices > 0) lacks.push('unconfirmed-services');
  if (row.balanceOwingCents > 0) lacks.push('balance-owing');
  if (!row.hasEmergencyContact) lacks.push('emergency-contact');
  if (row.documentsSentAt === null) lacks.push('travel-documents');
  return lacks;
}

export function presentTrackerRow(row: TTrackerRow, today: string): TFitTrackerRow {
  const lacking = lacksOf(row);
  return {
    reference: row.reference,
    bookingName: row.bookingName,
    status: row.status,
    brandId: row.brandId,
    agencyId: row.agencyId,
    agencyName: row.agencyName,
    agentName: row.agentName,
    travelDate: row.travelDate,
    endDate: row.endDate,
    daysToGo: daysBetween(today, row.travelDate),
    unconfirmedServices: row.unconfirmedServices,
    balanceOwingCents: row.balanceOwingCents,
    hasEmergencyContact: row.hasEmergencyContact,
    documentsSentAt: row.documentsSentAt ? row.documentsSentAt.toISOString() : null,
    lacking,
    isComplete: lacking.length === 0,
  };
}

function cell(value: string): string {
  // Quote always, and defuse spreadsheet formulas in text cells (CSV injection).
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The tracker as a spreadsheet: one booking a row, amounts in currency units. */
export function toTrackerCsv(rows: TFitTrackerRow[]): string {
  const header = [
    'Reference',
    'Booking name',
    'Agency',
    'Agent',
    'Status',
    'Travel date',
    'Days to go',
    'Unconfirmed services',
    'Balance owing',
    'Emergency contact',
    'Documents sent',
    'Lacking',
  ];
  const body = rows.map((row) =>
    [
      cell(row.reference),
      cell(row.bookingName),
      cell(row.agencyName),
      cell(row.agentName),
      row.status,
      row.travelDate,
      String(row.daysToGo),
      String(row.unconfirmedServices),
      (row.balanceOwingCents / 100).toFixed(2),
      row.hasEmergencyContact ? 'yes' : 'no',
      row.documentsSentAt ?? '',
      cell(row.lacking.join('; ')),
    ].join(','),
  );
  return `${[header.join(','), ...body].join('\r\n')}\r\n`;
}
