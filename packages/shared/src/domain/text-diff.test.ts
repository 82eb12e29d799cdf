import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diffWords, tokenize } from './text-diff';

function rebuild(parts: ReturnType<typeof diffWords>, side: 'before' | 'after'): string {
  const skip = side === 'before' ? 'added' : 'removed';
  return parts
    .filter((part) => part.type !== skip)
    .map((part) => part.text)
    .join('');
}

describe('diffWords', () => {
  it('keeps words, spaces and punctuation as tokens', () => {
    expect(tokenize("Don't stop, 9:30!")).toEqual([
      "Don't",
      ' ',
      'stop',
      ',',
      ' ',
      '9',
      ':',
      '30',
      '!',
    ]);
  });

  it('marks the words replaced in a sentence', () => {
    expect(diffWords('A cheap tour. Book now.', 'A good-value tour.')).toEqual([
      { type: 'same', text: 'A ' },
      { type: 'removed', text: 'cheap' },
      { type: 'added', text: 'good-value' },
      { type: 'same', text: ' tour' },
      { type: 'removed', text: '. Book now' },
      { type: 'same', text: '.' },
    ]);
  });

  it('handles empty sides', () => {
    expect(diffWords('', 'New text')).toEqual([{ type: 'added', text: 'New text' }]);
    expect(diffWords('Old', '')).toEqual([{ type: 'removed', text: 'Old' }]);
    expect(diffWords('Same', 'Same')).toEqual([{ type: 'same', text: 'Same' }]);
  });

  it('always rebuilds both texts exactly', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.string({ maxLength: 80 }), (before, after) => {
        const parts = diffWords(before, after);
        expect(rebuild(parts, 'before')).toBe(before);
        expect(rebuild(parts, 'after')).toBe(after);
      }),
    );
  });
});
