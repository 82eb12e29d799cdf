import { describe, expect, it } from 'vitest';
import {
  amountToCollect,
  balanceOwingOf,
  depositOwingOf,
  reasonToRefuse,
} from '../src/modules/online-payments/online-payments.amounts';
import {
  stripeSignature,
  verifyStripeSignature,
} from '../src/modules/online-payments/online-payments.stripe';

const invoice = (overrides: Partial<Parameters<typeof depositOwingOf>[0]> = {}) => ({
  id: 1,
  totalCents: 100_000,
  creditedCents: 0,
  paidCents: 0,
  depositCents: 20_000,
  ...overrides,
});

describe('what a payment session collects', () => {
  it('counts payments towards the deposit first, and a credit can lower the deposit', () => {
    expect(depositOwingOf(invoice())).toBe(20_000);
    expect(depositOwingOf(invoice({ paidCents: 5_000 }))).toBe(15_000);
    expect(depositOwingOf(invoice({ paidCents: 25_000 }))).toBe(0);
    expect(depositOwingOf(invoice({ creditedCents: 90_000 }))).toBe(10_000);
    expect(balanceOwingOf(invoice({ paidCents: 5_000 }))).toBe(80_000);
    expect(balanceOwingOf(invoice({ creditedCents: 100_000 }))).toBe(0);
  });

  it('takes the deposit of the oldest invoice owing one, and the balance of all of them', () => {
    const first = invoice({ id: 1, paidCents: 20_000 });
    const second = invoice({ id: 2, totalCents: 10_000, depositCents: 2_000 });
    expect(amountToCollect('deposit', [first, second])).toEqual({
      invoiceId: 2,
      amountCents: 2_000,
    });
    expect(amountToCollect('balance', [first, second])).toEqual({
      invoiceId: 1,
      amountCents: 80_000 + 10_000,
    });
    const settled = invoice({ paidCents: 100_000 });
    expect(amountToCollect('deposit', [settled])).toBeNull();
    expect(amountToCollect('balance', [settled])).toBeNull();
    expect(amountToCollect('balance', [])).toBeNull();
  });
});

describe('money a session collected that is not kept', () => {
  const deposit = { purpose: 'deposit' as const, invoiceId: 1 };
  const balance = { purpose: 'balance' as const, invoiceId: 1 };

  it('keeps a deposit or balance still owing, and nothing for a cancelled booking', () => {
    expect(reasonToRefuse(false, deposit, 20_000, [invoice()])).toBeNull();
    expect(reasonToRefuse(false, balance, 100_000, [invoice()])).toBeNull();
    expect(reasonToRefuse(true, deposit, 20_000, [invoice()])).toBe('booking-cancelled');
  });

  it('refuses a deposit paid already, or a balance beyond what is outstanding', () => {
    const depositPaid = invoice({ paidCents: 20_000 });
    expect(reasonToRefuse(false, deposit, 20_000, [depositPaid])).toBe('already-paid');
    // The balance session opened before the deposit was paid asks for the whole invoice.
    expect(reasonToRefuse(false, balance, 100_000, [depositPaid])).toBe('already-paid');
    expect(reasonToRefuse(false, balance, 80_000, [depositPaid])).toBeNull();
    // A deposit session's invoice no longer open (paid or void) owes no deposit.
    expect(reasonToRefuse(false, deposit, 20_000, [])).toBe('already-paid');
  });
});

describe('Stripe-Signature verification', () => {
  const secret = 'whsec_unit';
  const body = Buffer.from('{"id":"evt_1"}');
  const now = new Date('2030-02-01T00:00:00Z');
  const t = now.getTime() / 1000;

  it('accepts the HMAC of `${t}.${body}` within five minutes, among several v1 values', () => {
    const good = stripeSignature(secret, t, body);
    expect(verifyStripeSignature(`t=${t},v1=${good}`, body, secret, now)).toBe(true);
    expect(verifyStripeSignature(`t=${t},v1=${'0'.repeat(64)},v1=${good}`, body, secret, now)).toBe(
      true,
    );
    const old = stripeSignature(secret, t - 300, body);
    expect(verifyStripeSignature(`t=${t - 300},v1=${old}`, body, secret, now)).toBe(true);
  });

  it('refuses other secrets, bodies, stale timestamps and malformed headers', () => {
    const good = stripeSignature(secret, t, body);
    expect(verifyStripeSignature(`t=${t},v1=${good}`, Buffer.from('{}'), secret, now)).toBe(false);
    expect(verifyStripeSignature(`t=${t},v1=${good}`, body, 'whsec_other', now)).toBe(false);
    const stale = stripeSignature(secret, t - 301, body);
    expect(verifyStripeSignature(`t=${t - 301},v1=${stale}`, body, secret, now)).toBe(false);
    expect(verifyStripeSignature(`v1=${good}`, body, secret, now)).toBe(false);
    expect(verifyStripeSignature(`t=${t},v0=${good}`, body, secret, now)).toBe(false);
    expect(verifyStripeSignature(undefined, body, secret, now)).toBe(false);
    expect(verifyStripeSignature(`t=${t},v1=${good}`, body, '', now)).toBe(false);
  });
});
