import type { FastifyReply } from 'fastify';

/**
 * CSV exports of the back office's lists: one row per match of the list's own filters (every
 * page), as a spreadsheet opens it. Text cells are always quoted and a leading = + - @ is
 * defused with an apostrophe, so a name typed by a user never runs as a formula (CSV injection).
 * Numbers, dates and fixed words the server itself writes go in as they are.
 */

/** Most rows one export carries; narrow the filters for more. */
export const CSV_EXPORT_LIMIT = 5000;

export function csvText(value: string | null | undefined): string {
  const text = value ?? '';
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Cents as a plain decimal amount ("1234.50"). */
export function csvAmount(cents: number): string {
  return (cents / 100).toFixed(2);
}

export function csvBoolean(value: boolean): string {
  return value ? 'yes' : 'no';
}

export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `${[header.join(','), ...rows.map((row) => row.join(','))].join('\r\n')}\r\n`;
}

/** Answers a CSV download named `fileName`, never cached (exports carry customer data). */
export function sendCsv(reply: FastifyReply, fileName: string, csv: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(csv);
}
