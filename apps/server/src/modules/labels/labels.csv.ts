import type { TLabel } from '@portal/shared/contracts/labels';

function cell(value: string): string {
  // Quote always, and defuse spreadsheet formulas in text cells (CSV injection).
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The labels list as a spreadsheet opens it. */
export function toLabelsCsv(rows: readonly TLabel[]): string {
  const header = ['Name', 'Colour', 'Description', 'Files', 'Updated'];
  const body = rows.map((row) =>
    [cell(row.name), row.colour, cell(row.description), String(row.fileCount), row.updatedAt].join(
      ',',
    ),
  );
  return `${[header.join(','), ...body].join('\r\n')}\r\n`;
}
