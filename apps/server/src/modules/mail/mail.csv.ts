import type { TOutboxMessage } from '@portal/shared/contracts/outbox';
import { csvText, toCsv } from '../../lib/csv';

/**
 * The outbox as a spreadsheet opens it. Bodies are left out: they carry password-reset and
 * supplier links, which a spreadsheet passed around must not.
 */
export function toOutboxCsv(rows: readonly TOutboxMessage[]): string {
  return toCsv(
    ['Id', 'Created', 'To', 'Subject', 'Status', 'Attempts', 'Last error', 'Sent'],
    rows.map((row) => [
      String(row.id),
      row.createdAt,
      csvText(row.to),
      csvText(row.subject),
      row.status,
      String(row.attempts),
      csvText(row.lastError),
      row.sentAt ?? '',
    ]),
  );
}
