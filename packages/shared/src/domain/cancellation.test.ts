import { describe, expect, it } from 'vitest';
import type { TCancellationPolicy } from '../contracts/cancellation';
import { ZCancellationPolicy } from '../contracts/cancellation';
import { bandFor, cancellationCharge } from './cancellation';

const POLICY: TCancellationPolicy = {
  nonRefundable: false,
  bands: [
    { withinDays: 30, kind: 'fixed', value: 50_00 },
    { withinDays: 14, kind: 'percent', value: 50 },
    { withinDays: 7, kind: 'nights', value: 1 },
    { withinDays: 1, kind: 'percent', value: 100 },
  ],
};
const STAY = { date: '2030-03-20', span: 3, amountCents: 900_00 };

describe('cancellation charges', () => {
  it('takes the tightest band that still includes the days before the service', () => {
    expect(bandFor(POLICY, 31)).toBeNull();
    expect(bandFor(POLICY, 30)?.kind).toBe('fixed');
    expect(bandFor(POLICY, 10)?.value).toBe(50);
    expect(bandFor(POLICY, 7)?.kind).toBe('nights');
    expect(bandFor(POLICY, 0)?.value).toBe(100);
  });

  it('prices a percentage, nights of the stay and a fixed amount', () => {
    expect(cancellationCharge(POLICY, STAY, '2030-02-01').feeCents).toBe(0);
    expect(cancellationCharge(POLICY, STAY, '2030-02-25').feeCents).toBe(50_00);
    expect(cancellationCharge(POLICY, STAY, '2030-03-10')).toMatchObject({
      feeCents: 450_00,
      daysBefore: 10,
    });
    // One of three nights.
    expect(cancellationCharge(POLICY, STAY, '2030-03-15').feeCents).toBe(300_00);
    expect(cancellationCharge(POLICY, STAY, '2030-03-20').feeCents).toBe(900_00);
  });

  it('never charges a fixed amount above the service, and rounds to the cent', () => {
    const cheap = { ...STAY, amountCents: 20_00 };
    expect(cancellationCharge(POLICY, cheap, '2030-02-25').feeCents).toBe(20_00);
    const odd = { ...STAY, amountCents: 333 };
    expect(cancellationCharge(POLICY, odd, '2030-03-10').feeCents).toBe(167);
  });

  it('keeps the whole amount of a non-refundable or begun service, nothing without a policy', () => {
    const nonRefundable = { nonRefundable: true, bands: [] };
    expect(cancellationCharge(nonRefundable, STAY, '2029-01-01')).toMatchObject({
      feeCents: 900_00,
      whole: 'non-refundable',
    });
    expect(cancellationCharge(POLICY, STAY, '2030-03-21')).toMatchObject({
      feeCents: 900_00,
      whole: 'begun',
      daysBefore: -1,
    });
    expect(cancellationCharge(null, STAY, '2030-03-19').feeCents).toBe(0);
  });

  it('refuses a band twice for the same days and a percentage over 100', () => {
    const result = ZCancellationPolicy.safeParse({
      bands: [
        { withinDays: 14, kind: 'percent', value: 120 },
        { withinDays: 14, kind: 'fixed', value: 100 },
      ],
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['bands.0.value', 'bands.1.withinDays']));
  });
});
