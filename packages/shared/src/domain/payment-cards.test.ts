import { describe, expect, it } from 'vitest';
import { hasCardExpired } from './payment-cards';

describe('hasCardExpired', () => {
  it('keeps a card good through the last day of its expiry month', () => {
    expect(hasCardExpired('02/30', '2030-02-28')).toBe(false);
    expect(hasCardExpired('02/30', '2030-03-01')).toBe(true);
    expect(hasCardExpired('12/34', '2030-03-01')).toBe(false);
    expect(hasCardExpired('01/20', '2030-03-01')).toBe(true);
  });

  it('leaves a malformed expiry to the format rule', () => {
    expect(hasCardExpired('13/20', '2030-03-01')).toBe(false);
    expect(hasCardExpired('1/20', '2030-03-01')).toBe(false);
  });
});
