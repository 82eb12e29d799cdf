import { describe, expect, it } from 'vitest';
import { DEFAULT_INVOICE_TERMS, balanceDueOn, gstOfInclusive, splitDeposit } from './invoicing';

const terms = DEFAULT_INVOICE_TERMS;

describe('invoicing terms', () => {
  it('takes GST out of a GST-inclusive amount at the brand rate', () => {
    expect(gstOfInclusive(115_00, 15)).toBe(15_00);
    expect(gstOfInclusive(110_00, 10)).toBe(10_00);
    expect(gstOfInclusive(42_000, 15)).toBe(5_478); // 5 478.26
    expect(gstOfInclusive(0, 15)).toBe(0);
  });

  it('splits a 20% deposit and a balance that always add up to the total', () => {
    expect(splitDeposit(100_000, terms)).toEqual({ depositCents: 20_000, balanceCents: 80_000 });
    for (const total of [1, 3, 99_999, 123_457]) {
      const { depositCents, balanceCents } = splitDeposit(total, terms);
      expect(depositCents + balanceCents).toBe(total);
    }
    expect(splitDeposit(100_000, { depositPercent: 35 })).toEqual({
      depositCents: 35_000,
      balanceCents: 65_000,
    });
    expect(splitDeposit(100_000, { depositPercent: 0 }).depositCents).toBe(0);
    expect(splitDeposit(100_000, { depositPercent: 100 }).balanceCents).toBe(0);
  });

  it('makes the balance due 45 days before travel, never before the invoice', () => {
    expect(balanceDueOn('2030-06-03', '2030-02-01', terms)).toBe('2030-04-19');
    expect(balanceDueOn('2030-03-04', '2030-02-01', terms)).toBe('2030-02-01');
    expect(balanceDueOn('2030-03-18', '2030-02-01', terms)).toBe('2030-02-01');
    expect(balanceDueOn('2030-03-19', '2030-02-01', terms)).toBe('2030-02-02');
    expect(balanceDueOn('2030-06-03', '2030-02-01', { balanceDueDays: 60 })).toBe('2030-04-04');
    expect(balanceDueOn('2030-06-03', '2030-02-01', { balanceDueDays: 0 })).toBe('2030-06-03');
  });
});
