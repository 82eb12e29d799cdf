import { describe, expect, it } from 'vitest';
import { ageingBucketOf, agedOwingOf, sumAged } from './debtor-ageing';

const invoice = (overrides: Partial<Parameters<typeof agedOwingOf>[0]> = {}) => ({
  id: 1,
  totalCents: 100_000,
  creditedCents: 0,
  paidCents: 0,
  depositCents: 20_000,
  depositDueOn: '2030-02-01',
  balanceDueOn: '2030-04-01',
  ...overrides,
});

describe('ageing buckets', () => {
  it('is current up to and including the due date, then counts whole days overdue', () => {
    expect(ageingBucketOf('2030-03-10', '2030-03-01')).toBe('current');
    expect(ageingBucketOf('2030-03-10', '2030-03-10')).toBe('current');
    expect(ageingBucketOf('2030-03-10', '2030-03-11')).toBe('days1To30');
    expect(ageingBucketOf('2030-03-10', '2030-04-09')).toBe('days1To30');
    expect(ageingBucketOf('2030-03-10', '2030-04-10')).toBe('days31To60');
    expect(ageingBucketOf('2030-03-10', '2030-05-09')).toBe('days31To60');
    expect(ageingBucketOf('2030-03-10', '2030-05-10')).toBe('days61To90');
    expect(ageingBucketOf('2030-03-10', '2030-06-08')).toBe('days61To90');
    expect(ageingBucketOf('2030-03-10', '2030-06-09')).toBe('over90');
  });

  it('counts across month ends and a leap day by the calendar', () => {
    // 2032 is a leap year: 31 January to 1 March is 30 days.
    expect(ageingBucketOf('2032-01-31', '2032-03-01')).toBe('days1To30');
    expect(ageingBucketOf('2030-01-31', '2030-03-03')).toBe('days31To60');
  });
});

describe('what an invoice owes, aged', () => {
  it('ages the deposit still owing on its date and the balance on its own', () => {
    // 45 days after the deposit fell due, the balance not yet due.
    expect(agedOwingOf(invoice(), '2030-03-18')).toEqual({
      current: 80_000,
      days1To30: 0,
      days31To60: 20_000,
      days61To90: 0,
      over90: 0,
      total: 100_000,
    });
  });

  it('takes payments off the deposit first, then the balance', () => {
    const partPaid = agedOwingOf(invoice({ paidCents: 25_000 }), '2030-04-15');
    expect(partPaid).toMatchObject({ current: 0, days1To30: 75_000, days61To90: 0, total: 75_000 });
  });

  it('lowers the deposit with a credit that takes the invoice below it', () => {
    const credited = agedOwingOf(invoice({ creditedCents: 90_000 }), '2030-02-10');
    expect(credited).toMatchObject({ days1To30: 10_000, current: 0, total: 10_000 });
  });

  it('owes nothing once paid or credited in full, even beyond the total', () => {
    expect(agedOwingOf(invoice({ paidCents: 100_000 }), '2030-09-01').total).toBe(0);
    expect(agedOwingOf(invoice({ creditedCents: 100_000 }), '2030-09-01').total).toBe(0);
    expect(
      agedOwingOf(invoice({ creditedCents: 50_000, paidCents: 60_000 }), '2030-09-01'),
    ).toEqual({ current: 0, days1To30: 0, days31To60: 0, days61To90: 0, over90: 0, total: 0 });
  });

  it('sums bucket by bucket', () => {
    const a = agedOwingOf(invoice(), '2030-03-18');
    const b = agedOwingOf(
      invoice({ depositDueOn: '2029-10-01', balanceDueOn: '2029-10-01' }),
      '2030-03-18',
    );
    expect(sumAged([a, b])).toEqual({
      current: 80_000,
      days1To30: 0,
      days31To60: 20_000,
      days61To90: 0,
      over90: 100_000,
      total: 200_000,
    });
  });
});
