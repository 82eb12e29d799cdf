import { describe, expect, it } from 'vitest';
import { searchWords } from './files-list.repository';

describe('searchWords', () => {
  it('splits a booking-name search as the word index splits names', () => {
    expect(searchWords('  Smith   jo ')).toEqual(['smith', 'jo']);
    expect(searchWords("O'Brien-Müller (VIP)")).toEqual(['o', 'brien', 'müller', 'vip']);
    expect(searchWords('100% _under_ a\\b')).toEqual(['100', 'under', 'a', 'b']);
  });

  it('ignores repeats and keeps at most eight words', () => {
    expect(searchWords('smith SMITH smith')).toEqual(['smith']);
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
    expect(searchWords(' - ')).toEqual([]);
  });
});
