import { describe, expect, it } from 'vitest';
import { isTravellerPagePath } from './traveller-pages';

describe('isTravellerPagePath', () => {
  it('matches the traveller pages', () => {
    for (const path of [
      '/travel-app',
      '/travel-app/',
      '/travel-app/abc_DEF-123',
      '/quote/abc',
      '/quote',
      '/payments/abc',
      '/payments/result',
      '/prize-cart',
    ]) {
      expect(isTravellerPagePath(path), path).toBe(true);
    }
  });

  it('leaves the other pages to the main app', () => {
    for (const path of [
      '/',
      '/admin/payments',
      '/app/quick-quote',
      '/travel-apps',
      '/quotes/1',
      '/prize-cart/x',
      '/admin/prizes',
    ]) {
      expect(isTravellerPagePath(path), path).toBe(false);
    }
  });
});
