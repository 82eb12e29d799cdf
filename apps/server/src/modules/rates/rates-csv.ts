import type { RATE_CSV_COLUMNS } from '@portal/shared/contracts/catalogue-api';
import { WEEKDAYS } from '@portal/shared/domain/pricing/calendar';

/**
 * The rates CSV (RFC 4180): parsing and writing, with no database. Money is written as dollars
 * with two decimals and read back to integer cents without floating point; weekdays are seven
 * characters Monday..Sunday, a letter for a day that applies and "-" for one that does not.
 */

export type TRateCsvColumn = (typeof RATE_CSV_COLUMNS)[number];

const WEEKDAY_LETTERS = 'MTWTFSS';

/** Splits CSV text into records of fields; quoted fields may hold commas, quotes and newlines. */
export function parseCsv(text: string): { fields: string[]; line: number }[] {
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: { fields: string[]; line: number }[] = [];
  let fields: string[] = [];
  let field = '';
  let inQuotes = false;
  let line = 1;
  let recordLine = 1;
  let fieldStarted = false;

  const endRecord = () => {
    fields.push(field);
    // A blank line (one empty field) is not a record.
    if (!(fields.length === 1 && fields[0] === '')) records.push({ fields, line: recordLine });
    fields = [];
    field = '';
    fieldStarted = false;
  };

  for (let index = 0; index < input.length; index += 1) {
    const char = input[index];
    if (inQuotes) {
      if (char === '"') {
        if (input[index + 1] === '"') {
          field += '"';
          index += 1;
        } else {
          inQuotes = false;
        }
      } else {
        if (char === '\n') line += 1;
        field += char;
      }
      continue;
    }
    if (char === '"' && !fieldStarted) {
      inQuotes = true;
      fieldStarted = true;
    } else if (char === ',') {
      fields.push(field);
      field = '';
      fieldStarted = false;
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && input[index + 1] === '\n') index += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else {
      field += char;
      fieldStarted = true;
    }
  }
  if (inQuotes) throw new CsvSyntaxError(recordLine, 'A quoted field is not closed');
  if (field !== '' || fields.length > 0) endRecord();
  return records;
}

export class CsvSyntaxError extends Error {
  override name = 'CsvSyntaxError';
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

function quote(value: string): string {
  return /[",\r\n]/.test(value) || value !== value.trim()
    ? `"${value.replace(/"/g, '""')}"`
    : value;
}

export function formatCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(quote).join(',')).join('\r\n') + '\r\n';
}

/** 18900 -> "189.00". */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** "189", "189.5", "189.00", "1,189.00" -> cents; null when the text is not an amount. */
export function parseDollars(text: string): number | null {
  const cleaned = text
    .trim()
    .replace(/^\$/, '')
    .replace(/,(?=\d{3}(\D|$))/g, '');
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  const dollars = Number(match[1]);
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  return dollars * 100 + cents;
}

/** 127 -> "MTWTFSS", Friday and Saturday -> "----FS-". */
export function formatWeekdays(mask: number): string {
  return WEEKDAYS.map((_, index) =>
    (mask & (1 << index)) !== 0 ? WEEKDAY_LETTERS[index] : '-',
  ).join('');
}

/** The inverse of formatWeekdays (letters in any case); null when the text is not seven days. */
export function parseWeekdays(text: string): number | null {
  const value = text.trim().toUpperCase();
  if (value.length !== 7) return null;
  let mask = 0;
  for (let index = 0; index < 7; index += 1) {
    const char = value[index];
    if (char === WEEKDAY_LETTERS[index]) mask |= 1 << index;
    else if (char !== '-') return null;
  }
  return mask;
}
