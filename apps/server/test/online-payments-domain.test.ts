import { describe, expect, it } from 'vitest';
import {
  stripeSignature,
  verifyStripeSignature,
} from '../src/modules/online-payments/online-payments.stripe';

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
