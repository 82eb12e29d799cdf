import { describe, expect, it } from 'vitest';
import { demoMoment } from './demo-clock';

const at = (iso: string) => ({ now: () => new Date(iso) });

describe('demoMoment', () => {
  it('stamps the real today no later than the seeding moment (08:00 in Auckland)', () => {
    // 19:00 UTC on the 28th is 08:00 NZDT on the 29th.
    const clock = at('2026-11-28T19:00:00Z');
    expect(demoMoment('2026-11-29', clock).toISOString()).toBe('2026-11-28T19:00:00.000Z');
  });

  it('stamps the real today at midday in Auckland once that has passed', () => {
    const clock = at('2026-11-29T05:00:00Z');
    expect(demoMoment('2026-11-29', clock).toISOString()).toBe('2026-11-29T00:00:00.000Z');
  });

  it('stamps any other day at midday in Auckland, whatever the time of seeding', () => {
    const clock = at('2026-11-28T19:00:00Z');
    expect(demoMoment('2026-11-27', clock).toISOString()).toBe('2026-11-27T00:00:00.000Z');
    expect(demoMoment('2030-02-01', clock).toISOString()).toBe('2030-02-01T00:00:00.000Z');
  });
});
