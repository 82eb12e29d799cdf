import type { TAdminReview } from '@portal/shared/contracts/reviews';

function cell(value: string): string {
  // Quote always, and defuse spreadsheet formulas in text cells (CSV injection).
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The moderation list as a spreadsheet opens it. */
export function toReviewsCsv(rows: readonly TAdminReview[]): string {
  const header = [
    'Submitted',
    'Booking',
    'Booking name',
    'Agency',
    'Rating',
    'Comment',
    'Status',
    'Reply',
    'Replied',
    'Replied by',
  ];
  const body = rows.map((row) =>
    [
      row.submittedAt,
      cell(row.fileReference),
      cell(row.bookingName),
      cell(row.agencyName),
      String(row.tripRating),
      cell(row.comment),
      row.status,
      cell(row.reply ?? ''),
      row.repliedAt ?? '',
      cell(row.repliedByName ?? ''),
    ].join(','),
  );
  return `${[header.join(','), ...body].join('\r\n')}\r\n`;
}
