import { describe, expect, it } from 'vitest';
import { isEnglish, toIntlLocale } from './locale';

describe('toIntlLocale', () => {
  it.each([
    [undefined, 'en-US'],
    ['en', 'en-US'],
    ['en-GB', 'en-US'],
    ['de', 'de'],
    ['de-CH', 'de'],
    ['FR', 'fr'],
    ['es', 'es'],
    ['it', 'it'],
    ['mi', 'en-US'],
  ])('%j -> %s', (locale, intl) => {
    expect(toIntlLocale(locale)).toBe(intl);
  });

  it('knows English', () => {
    expect(isEnglish('en-NZ')).toBe(true);
    expect(isEnglish('it')).toBe(false);
  });
});
