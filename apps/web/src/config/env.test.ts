import { describe, expect, it } from 'vitest';
import { readVersionPollIntervalMs, VERSION_POLL_INTERVAL_MS } from './env';

describe('readVersionPollIntervalMs', () => {
  it('polls every 60000 ms unless a test sets the hook', () => {
    expect(VERSION_POLL_INTERVAL_MS).toBe(60_000);
    expect(readVersionPollIntervalMs({})).toBe(60_000);
    expect(readVersionPollIntervalMs({ __PORTAL_VERSION_POLL_MS__: 500 })).toBe(500);
  });

  it('ignores values that are not whole milliseconds of at least 100', () => {
    for (const value of ['500', 99, 0, -1, 250.5, Number.NaN, null]) {
      expect(readVersionPollIntervalMs({ __PORTAL_VERSION_POLL_MS__: value })).toBe(60_000);
    }
  });
});
