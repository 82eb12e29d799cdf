import { describe, expect, it } from 'vitest';
import { basisPointsToPercent, percentToBasisPoints } from './basis-points';

describe('basis points', () => {
  it('reads and writes percentages with two decimals', () => {
    expect(basisPointsToPercent(2000)).toBe(20);
    expect(basisPointsToPercent(1250)).toBe(12.5);
    expect(percentToBasisPoints(12.5)).toBe(1250);
    // 0.1 + 0.2 style binary fractions still land on the intended basis point.
    expect(percentToBasisPoints(16.15)).toBe(1615);
    expect(percentToBasisPoints(0.005)).toBe(1);
  });
});
