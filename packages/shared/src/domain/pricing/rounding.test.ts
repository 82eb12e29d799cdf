import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getBrand } from '../brands';
import { applyBasisPoints, divideRoundHalfUp, gstContent } from './rounding';

describe('applyBasisPoints: percentages of a line total, rounded half-up to a cent', () => {
  it.each([
    // cents, basis points, exact value, rounded
    [10_000, 2000, '2000', 2000],
    [1, 5000, '0.5', 1],
    [3, 5000, '1.5', 2],
    [5, 1000, '0.5', 1],
    [4, 1250, '0.5', 1],
    [12_345, 1250, '1543.125', 1543],
    [12_347, 1250, '1543.375', 1543],
    [12_348, 1250, '1543.5', 1544],
    [19_999, 2500, '4999.75', 5000],
    [33_333, 3333, '11109.8889', 11_110],
    [0, 2000, '0', 0],
    [99_999, 0, '0', 0],
    [-5, 1000, '-0.5', -1],
    [-4, 1000, '-0.4', 0],
  ])('%i x %i bp = %s -> %i', (cents, basisPoints, _exact, expected) => {
    expect(applyBasisPoints(cents, basisPoints)).toBe(expected);
  });

  it('never returns negative zero', () => {
    expect(Object.is(applyBasisPoints(-4, 1000), 0)).toBe(true);
  });

  it('is within half a cent of the exact value, ties rounding up', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (cents, basisPoints) => {
          const result = applyBasisPoints(cents, basisPoints);
          // Compare scaled by 10 000 so the check itself uses integers only.
          const error = result * 10_000 - cents * basisPoints;
          return error > -5000 && error <= 5000;
        },
      ),
    );
  });

  it('refuses amounts that cannot be computed exactly', () => {
    expect(() => applyBasisPoints(1.5, 1000)).toThrow(RangeError);
    expect(() => applyBasisPoints(Number.MAX_SAFE_INTEGER, 2000)).toThrow(RangeError);
  });
});

describe('divideRoundHalfUp', () => {
  it.each([
    [7, 2, 4],
    [5, 2, 3],
    [4, 3, 1],
    [5, 3, 2],
    [-7, 2, -4],
    [0, 9, 0],
  ])('%i / %i -> %i', (numerator, denominator, expected) => {
    expect(divideRoundHalfUp(numerator, denominator)).toBe(expected);
  });

  it('needs a positive denominator', () => {
    expect(() => divideRoundHalfUp(1, 0)).toThrow(RangeError);
  });
});

describe('gstContent: GST inside GST-inclusive prices', () => {
  it.each([
    // brand, gross, GST
    [1, 11_500, 1500],
    [1, 100, 13], // 13.04
    [1, 4, 1], // 0.52
    [1, 3, 0], // 0.39
    [1, 123_456, 16_103], // 16102.96
    [2, 11_000, 1000],
    [2, 100, 9], // 9.09
    [2, 6, 1], // 0.545
    [2, 5, 0], // 0.4545
    [99, 11_500, 1500], // unknown brand prices as the first (NZD, 15%)
  ])('brand %i: %i cents contain %i GST', (brandId, gross, expected) => {
    expect(gstContent(gross, getBrand(brandId).gstPercent)).toBe(expected);
  });
});
