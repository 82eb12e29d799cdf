import type { TPublishedNotice } from '@portal/shared/contracts/notices';
import { csvText, toCsv } from '../../lib/csv';

/** The notices sent, as a spreadsheet opens it (lib/csv.ts: text quoted, formulas defused). */
export function toPublishedNoticesCsv(rows: readonly TPublishedNotice[]): string {
  return toCsv(
    ['Id', 'Published', 'Published by', 'Audience', 'Agency', 'Supplier', 'Level', 'Message'],
    rows.map((row) => [
      String(row.id),
      row.publishedAt,
      csvText(row.publishedBy),
      row.audience,
      csvText(row.agencyName),
      csvText(row.supplierName),
      row.level,
      csvText(row.message),
    ]),
  );
}
