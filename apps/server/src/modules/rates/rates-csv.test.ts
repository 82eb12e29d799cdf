import { describe, expect, it } from 'vitest';
import {
  CsvSyntaxError,
  formatCents,
  formatCsv,
  formatWeekdays,
  parseCsv,
  parseDollars,
  parseWeekdays,
} from './rates-csv';

describe('parseCsv', () => {
  it('reads quoted fields with commas, quotes and newlines, and CRLF or LF line ends', () => {
    const text = 'a,b,c\r\n"x, y","say ""hi""","two\nlines"\n1,,3\n';
    expect(parseCsv(text)).toEqual([
      { fields: ['a', 'b', 'c'], line: 1 },
      { fields: ['x, y', 'say "hi"', 'two\nlines'], line: 2 },
      { fields: ['1', '', '3'], line: 4 },
    ]);
  });

  it('skips blank lines but keeps their line numbers, and drops a byte order mark', () => {
    expect(parseCsv('\uFEFFid\n\n7\n')).toEqual([
      { fields: ['id'], line: 1 },
      { fields: ['7'], line: 3 },
    ]);
  });

  it('reads a last record without a line end', () => {
    expect(parseCsv('a,b\n1,2')).toEqual([
      { fields: ['a', 'b'], line: 1 },
      { fields: ['1', '2'], line: 2 },
    ]);
  });

  it('refuses a quote that is never closed', () => {
    expect(() => parseCsv('a\n"open')).toThrow(CsvSyntaxError);
  });

  it('round-trips through formatCsv', () => {
    const rows = [
      ['id', 'name'],
      ['1', 'Harbour "View", Auckland'],
      ['2', ' padded '],
    ];
    expect(parseCsv(formatCsv(rows)).map((record) => record.fields)).toEqual(rows);
  });
});

describe('money', () => {
  it('writes cents as dollars with two decimals', () => {
    expect(formatCents(18_900)).toBe('189.00');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(123_456_78)).toBe('123456.78');
  });

  it('reads dollars to whole cents without floating point', () => {
    expect(parseDollars('189.00')).toBe(18_900);
    expect(parseDollars('189.5')).toBe(18_950);
    expect(parseDollars('0.29')).toBe(29);
    expect(parseDollars(' $1,189.10 ')).toBe(118_910);
    expect(parseDollars('189')).toBe(18_900);
  });

  it('refuses what is not an amount of dollars and cents', () => {
    for (const text of ['', '-5.00', '1.234', 'abc', '1e3', '12.']) {
      expect(parseDollars(text), text).toBeNull();
    }
  });
});

describe('weekdays', () => {
  it('writes a mask as seven letters and dashes and reads it back', () => {
    expect(formatWeekdays(127)).toBe('MTWTFSS');
    expect(formatWeekdays(0b011_0000)).toBe('----FS-');
    for (let mask = 1; mask <= 127; mask += 1) {
      expect(parseWeekdays(formatWeekdays(mask))).toBe(mask);
    }
    expect(parseWeekdays('mtwtfss')).toBe(127);
  });

  it('refuses the wrong length or letters in the wrong place', () => {
    expect(parseWeekdays('MTWTF')).toBeNull();
    expect(parseWeekdays('TMWTFSS')).toBeNull();
  });
});
