import type { TGuideArticleRow } from './guide.repository';

function cell(value: string): string {
  // Quote always, and defuse spreadsheet formulas in text cells (CSV injection).
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The guide's articles as a spreadsheet opens them (the body as its Markdown). */
export function toGuideCsv(rows: readonly TGuideArticleRow[]): string {
  const header = [
    'Title',
    'Slug',
    'Category',
    'Order',
    'Published',
    'Updated',
    'Updated by',
    'Body',
  ];
  const body = rows.map((row) =>
    [
      cell(row.title),
      cell(row.slug),
      cell(row.category),
      String(row.sort),
      row.isPublished ? 'yes' : 'no',
      row.updatedAt.toISOString(),
      cell(row.updatedByName),
      cell(row.body),
    ].join(','),
  );
  return `${[header.join(','), ...body].join('\r\n')}\r\n`;
}
