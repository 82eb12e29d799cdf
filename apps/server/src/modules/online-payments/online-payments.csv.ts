import type { TPaymentReminderRecipientExclusion } from '@portal/shared/contracts/online-payments';
import { csvText, toCsv } from '../../lib/csv';

/** The addresses never sent payment reminders, as a spreadsheet opens them. */
export function toRecipientExclusionsCsv(
  rows: readonly TPaymentReminderRecipientExclusion[],
): string {
  return toCsv(
    ['Email', 'Reason', 'Excluded'],
    rows.map((row) => [csvText(row.email), csvText(row.reason), row.createdAt]),
  );
}
