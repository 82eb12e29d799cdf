import { describe, expect, it } from 'vitest';
import { formatAmount, formatGstMessage, formatMoney, formatPrice } from './money';

const UNKNOWN_BRAND = 99;

describe('formatPrice (cents / 100, brand currency, US English style)', () => {
  it.each([
    [123450, 1, 'NZ$1,234.50'],
    [123450, 2, 'A$1,234.50'],
    [123450, UNKNOWN_BRAND, 'NZ$1,234.50'],
    [123450, null, 'NZ$1,234.50'],
    [123450, undefined, 'NZ$1,234.50'],
    [120000, 1, 'NZ$1,200.00'],
    [5, 2, 'A$0.05'],
    [0, 1, 'NZ$0.00'],
    [-2550, 1, '-NZ$25.50'],
    [123456789, 2, 'A$1,234,567.89'],
  ])('%i cents, brand %s -> %s', (cents, brand, text) => {
    expect(formatPrice(cents, brand)).toBe(text);
  });

  // SPEC section 9: US English style in every language (a German agent saw "12.824,00 NZD").
  it.each(['en', 'de', 'fr', 'es', 'it'])('keeps the US English style in %s', (locale) => {
    expect(formatPrice(1282400, 1, locale)).toBe('NZ$12,824.00');
    expect(formatPrice(123450, 2, locale)).toBe('A$1,234.50');
    expect(formatMoney(1282400, 'NZD', locale)).toBe('NZ$12,824.00');
  });
});

describe('formatAmount (no currency)', () => {
  it.each([
    [120000, '1,200'],
    [123450, '1,234.50'],
    [123405, '1,234.05'],
    [100, '1'],
    [0, '0'],
    [99, '0.99'],
    [-5000, '-50'],
    [123450.4, '1,234.50'],
  ])('%d cents -> %s', (cents, text) => {
    expect(formatAmount(cents)).toBe(text);
  });

  it.each(['de', 'fr', 'es', 'it'])('keeps the US English style in %s', (locale) => {
    expect(formatAmount(123450, locale)).toBe('1,234.50');
    expect(formatAmount(120000, locale)).toBe('1,200');
  });
});

describe('formatGstMessage', () => {
  it.each([
    [1, 'NZD incl. 15% GST'],
    [2, 'AUD incl. 10% GST'],
    [UNKNOWN_BRAND, 'NZD incl. 15% GST'],
    [null, 'NZD incl. 15% GST'],
  ])('brand %s -> %s', (brand, text) => {
    expect(formatGstMessage(brand)).toBe(text);
  });
});
