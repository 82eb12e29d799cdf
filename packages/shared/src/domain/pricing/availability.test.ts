import { describe, expect, it } from 'vitest';
import { availabilityStatus, findAvailability, worstStatus } from './availability';
import type { TLineStatus } from './codes';
import { buildAvailability } from './test-fixtures';

const product = { id: 501 };
const today = '2026-03-01';

describe('availabilityStatus', () => {
  it.each([
    ['free sell', { kind: 'free_sell' as const }, '2026-03-20', 4, 'Available'],
    ['on request', { kind: 'on_request' as const }, '2026-03-20', 1, 'On Request'],
    ['stop sell', { kind: 'stop_sell' as const }, '2026-03-20', 1, 'Unavailable'],
    [
      'allotment with enough units',
      { kind: 'allotment' as const, allotment: 4, releaseDays: 7 },
      '2026-03-20',
      4,
      'Allotment',
    ],
    [
      'allotment one day outside release',
      { kind: 'allotment' as const, allotment: 4, releaseDays: 7 },
      '2026-03-09',
      1,
      'Allotment',
    ],
    [
      'allotment on the release day',
      { kind: 'allotment' as const, allotment: 4, releaseDays: 7 },
      '2026-03-08',
      1,
      'On Request',
    ],
    [
      'allotment inside release',
      { kind: 'allotment' as const, allotment: 4, releaseDays: 7 },
      '2026-03-03',
      1,
      'On Request',
    ],
    [
      'allotment without release days',
      { kind: 'allotment' as const, allotment: 2, releaseDays: null },
      '2026-03-02',
      2,
      'Allotment',
    ],
    [
      'allotment too small, on-request fallback',
      { kind: 'allotment' as const, allotment: 1, hasOnRequestFallback: true },
      '2026-03-20',
      2,
      'On Request',
    ],
    [
      'allotment exhausted, on-request fallback',
      { kind: 'allotment' as const, allotment: 0, hasOnRequestFallback: true },
      '2026-03-20',
      1,
      'On Request',
    ],
    [
      'allotment exhausted, no fallback',
      { kind: 'allotment' as const, allotment: 0, hasOnRequestFallback: false },
      '2026-03-20',
      1,
      'Full',
    ],
    [
      'allotment too small, no fallback',
      { kind: 'allotment' as const, allotment: 1, hasOnRequestFallback: false },
      '2026-03-20',
      3,
      'Full',
    ],
    [
      'allotment exhausted inside release, no fallback',
      { kind: 'allotment' as const, allotment: 0, releaseDays: 14 },
      '2026-03-05',
      1,
      'Full',
    ],
  ])('%s -> %s', (_case, overrides, date, units, expected) => {
    expect(availabilityStatus(buildAvailability(product, overrides), date, units, today)).toBe(
      expected,
    );
  });

  it('treats a date without any availability record as on request', () => {
    expect(availabilityStatus(null, '2026-03-20', 1, today)).toBe('On Request');
  });
});

describe('findAvailability', () => {
  const season = buildAvailability(product, {
    id: 1,
    dateFrom: '2026-01-01',
    dateTo: '2026-12-31',
    kind: 'free_sell',
  });
  const stopSell = buildAvailability(product, {
    id: 2,
    dateFrom: '2026-12-25',
    dateTo: '2026-12-25',
    kind: 'stop_sell',
  });
  const otherProduct = buildAvailability(
    { id: 502 },
    { id: 3, dateFrom: '2026-12-24', dateTo: '2026-12-26', kind: 'on_request' },
  );

  it('uses the narrowest record that covers the date', () => {
    const records = [season, stopSell, otherProduct];
    expect(findAvailability(records, product.id, '2026-12-25')?.id).toBe(2);
    expect(findAvailability(records, product.id, '2026-12-24')?.id).toBe(1);
    expect(findAvailability(records, product.id, '2027-01-01')).toBeNull();
  });

  it('prefers the latest record of equal length', () => {
    const older = buildAvailability(product, {
      id: 10,
      dateFrom: '2026-06-01',
      dateTo: '2026-06-30',
      kind: 'on_request',
    });
    const newer = buildAvailability(product, {
      id: 11,
      dateFrom: '2026-06-01',
      dateTo: '2026-06-30',
      kind: 'allotment',
      allotment: 3,
    });
    expect(findAvailability([newer, older], product.id, '2026-06-10')?.id).toBe(11);
    expect(findAvailability([older, newer], product.id, '2026-06-10')?.id).toBe(11);
  });
});

describe('worstStatus', () => {
  it.each([
    [[], 'Available'],
    [['Available', 'Allotment'], 'Allotment'],
    [['Allotment', 'On Request', 'Available'], 'On Request'],
    [['On Request', 'Full'], 'Full'],
    [['Full', 'Unavailable', 'Available'], 'Unavailable'],
  ] as [TLineStatus[], TLineStatus][])('%o -> %s', (statuses, expected) => {
    expect(worstStatus(statuses)).toBe(expected);
  });
});
