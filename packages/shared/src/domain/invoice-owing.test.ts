import { describe, expect, it } from 'vitest';
import {
  amountToCollect,
  balanceOwingOf,
  depositOwingOf,
  reasonToRefuse,
  travellerAmountToCollect,
} from './invoice-owing';

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

describe('what a traveller pays: the client price, never the invoice', () => {
  // The agency's invoice is 1 000.00 with a 200.00 deposit; its client's price is 1 200.00.
  const account = (receivedCents: number) => ({ clientTotalCents: 120_000, receivedCents });

  it('asks for the deposit’s share of the client price, then the rest of the client price', () => {
    expect(travellerAmountToCollect('deposit', [invoice()], account(0))).toEqual({
      invoiceId: 1,
      amountCents: 24_000,
    });
    expect(travellerAmountToCollect('balance', [invoice()], account(0))).toEqual({
      invoiceId: 1,
      amountCents: 120_000,
    });
    // After the client's deposit of 240.00 (which meets the agency's 200.00 deposit).
    const afterDeposit = invoice({ paidCents: 24_000 });
    expect(travellerAmountToCollect('deposit', [afterDeposit], account(24_000))).toBeNull();
    expect(travellerAmountToCollect('balance', [afterDeposit], account(24_000))).toEqual({
      invoiceId: 1,
      amountCents: 96_000,
    });
  });

  it('asks for nothing once the invoice is settled, whoever settled it', () => {
    // The agency paid its invoice itself: what its client owes is between them.
    const settled = invoice({ paidCents: 100_000 });
    expect(travellerAmountToCollect('balance', [settled], account(100_000))).toBeNull();
    // Paid in full by the traveller: 1 000.00 on the invoice, 200.00 credited as commission.
    expect(travellerAmountToCollect('balance', [settled], account(120_000))).toBeNull();
    expect(travellerAmountToCollect('balance', [], account(0))).toBeNull();
  });

  it('measures a traveller’s money against the client price when deciding to keep it', () => {
    const balance = { purpose: 'balance' as const, invoiceId: 1 };
    expect(reasonToRefuse(false, balance, 120_000, [invoice()], account(0))).toBeNull();
    expect(reasonToRefuse(false, balance, 120_000, [invoice()], account(24_000))).toBe(
      'already-paid',
    );
    // Without the account (an agent's session) the same money is more than the invoice owes.
    expect(reasonToRefuse(false, balance, 120_000, [invoice()])).toBe('already-paid');
  });
});
