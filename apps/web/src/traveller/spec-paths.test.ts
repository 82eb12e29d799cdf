import { describe, expect, it } from 'vitest';
import { matchRoute } from './router';

/**
 * Issue 19, point 27: SPEC section 2's public client pages, served by the traveller entry, each
 * answer; `/quote` with no id (SPEC: the id is optional) is a find form as `/travel-app` is.
 */
const TRAVELLER_PATHS = [
  '/travel-app',
  '/travel-app/a1b2c3d4e5',
  '/quote',
  '/quote/a1b2c3d4e5',
  '/payments/a1b2c3d4e5',
  '/payments/result',
  '/prize-cart',
];

describe('the traveller paths of SPEC section 2', () => {
  it('each has a page of its own, /quote with no id included', () => {
    const unmatched = TRAVELLER_PATHS.filter((path) => matchRoute(path).route === 'notFound');
    expect(unmatched).toEqual([]);
    expect(matchRoute('/quote').route).toBe('findQuote');
  });
});
