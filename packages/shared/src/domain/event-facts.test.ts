import { describe, expect, it } from 'vitest';
import { presentEventFacts } from './event-facts';

describe('presentEventFacts', () => {
  it('lays a service change out in the trade’s words, with no ids or line keys', () => {
    const facts = presentEventFacts('line.added', {
      version: 3,
      fields: [],
      added: ['Harbourview Hotel Auckland'],
      removed: [],
      changed: 0,
      sellDeltaCents: -3400,
      key: 'd10-s2-p109',
      productId: 109,
      name: 'Harbourview Hotel Auckland',
      date: '2026-12-03',
    });
    expect(facts).toEqual([
      { field: 'service', kind: 'text', value: 'Harbourview Hotel Auckland' },
      { field: 'date', kind: 'date', value: '2026-12-03' },
      { field: 'totalChange', kind: 'money', value: -3400 },
      { field: 'added', kind: 'list', value: ['Harbourview Hotel Auckland'] },
      { field: 'version', kind: 'count', value: 3 },
    ]);
    expect(JSON.stringify(facts)).not.toMatch(/d10-s2-p109|productId|109\b/);
  });

  it('lays a credit hold and its release out as money and a reason, never the agency id', () => {
    expect(
      presentEventFacts('booking.credit-held', {
        usedCents: 141_600,
        limitCents: 100_000,
        amountCents: 41_600,
      }),
    ).toEqual([
      { field: 'amount', kind: 'money', value: 41_600 },
      { field: 'creditUsed', kind: 'money', value: 141_600 },
      { field: 'creditLimit', kind: 'money', value: 100_000 },
    ]);
    const approved = presentEventFacts(
      'booking.credit-approved',
      {
        agency: 'Kiwi Horizons Travel',
        agencyId: 4,
        release: 'approval',
        reason: 'Paid by transfer',
      },
      { includeOther: true },
    );
    expect(approved).toContainEqual({ field: 'release', kind: 'reason', value: 'credit-approved' });
    expect(approved).toContainEqual({
      field: 'agency',
      kind: 'text',
      value: 'Kiwi Horizons Travel',
    });
    expect(approved).toContainEqual({ field: 'reason', kind: 'text', value: 'Paid by transfer' });
    expect(JSON.stringify(approved)).not.toMatch(/agencyId/);
  });

  it('strips confirmation markers and keeps a supplier’s reason', () => {
    const facts = presentEventFacts('line.status-changed', {
      lineId: 12,
      key: 'd1-s1-p3',
      name: 'Tasman SUV',
      from: 'Requested',
      to: 'Confirmed',
      supplierRequestId: 44,
      confirmation: 'ABC123 -cl',
      note: 'No SUVs left',
    });
    expect(facts).toContainEqual({
      field: 'status',
      kind: 'status',
      from: 'Requested',
      value: 'Confirmed',
    });
    expect(facts).toContainEqual({ field: 'confirmation', kind: 'text', value: 'ABC123' });
    expect(facts).toContainEqual({ field: 'note', kind: 'text', value: 'No SUVs left' });
    expect(JSON.stringify(facts)).not.toMatch(/lineId|supplierRequestId|-cl/);
  });

  it('gives the portal’s own reasons as codes and prices as before and after', () => {
    expect(
      presentEventFacts('status.changed', {
        from: 'Requested',
        to: 'Processing',
        reason: 'A supplier could not confirm.',
      }),
    ).toContainEqual({ field: 'reason', kind: 'reason', value: 'supplier-unable' });
    expect(
      presentEventFacts('line.price-changed', {
        lineId: 3,
        name: 'Guide',
        before: { sellCents: 34_000, netCents: 30_000 },
        after: { sellCents: 30_600, netCents: 27_000 },
      }),
    ).toContainEqual({ field: 'sell', kind: 'money', from: 34_000, value: 30_600 });
  });

  it('keeps other plain values only when asked (the audit log), never ids', () => {
    const detail = { productId: 5, ip: '1.2.3.4', changed: ['maxSentenceWords'], priority: 2 };
    expect(presentEventFacts('content.options-updated', detail)).toEqual([
      { field: 'changed', kind: 'list', value: ['maxSentenceWords'] },
    ]);
    expect(presentEventFacts('content.options-updated', detail, { includeOther: true })).toEqual([
      { field: 'changed', kind: 'list', value: ['maxSentenceWords'] },
      { field: 'ip', kind: 'text', value: '1.2.3.4' },
      { field: 'priority', kind: 'count', value: 2 },
    ]);
  });
});
