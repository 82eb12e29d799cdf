import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, jsonResponse, stubFetch } from '../../../testing/test-utils';
import { useCreditInvoice } from './credit-invoice';
import { useRecordPayment } from './record-payment';
import { useRecordRefund } from './record-refund';

const PAYMENT = {
  amountCents: 12_500,
  method: 'cash' as const,
  reference: 'TILL-7',
  receivedOn: '2030-02-01',
};
const REFUND = { ...PAYMENT, refundedOn: '2030-02-02', reason: 'Ferry cancelled' };
const BILLING = {
  fileReference: 'NZ-100007',
  bookingName: 'Smith',
  fileStatus: 'Confirmed',
  agencyName: 'Kiwi Travel',
  brandId: 1,
  currency: 'NZD',
  canIssueInvoice: false,
  invoices: [],
  creditNotes: [],
  payments: [],
  refunds: [],
  summary: {
    invoicedCents: 0,
    paidCents: 0,
    creditedCents: 0,
    refundedCents: 0,
    commissionCents: 0,
    refundableCents: 0,
    balanceCents: 0,
  },
};

afterEach(() => vi.unstubAllGlobals());

/**
 * Each money change recorded by hand: how to send it (a first and a second change) and what the
 * server answers once it has recorded it.
 */
interface TMoneyChange {
  name: string;
  use: () => (second: boolean) => Promise<unknown>;
  recorded: (id: number) => unknown;
}
const MONEY_CHANGES: TMoneyChange[] = [
  {
    name: 'useRecordPayment',
    use: () => {
      const mutation = useRecordPayment('NZ-100007');
      return (second: boolean) =>
        mutation.mutateAsync(second ? { ...PAYMENT, reference: 'TILL-8' } : PAYMENT);
    },
    recorded: (id: number) => ({
      id,
      fileReference: 'NZ-100007',
      channel: 'back-office',
      ...PAYMENT,
    }),
  },
  {
    name: 'useRecordRefund',
    use: () => {
      const mutation = useRecordRefund('NZ-100007');
      return (second: boolean) =>
        mutation.mutateAsync(second ? { ...REFUND, reference: 'RF-2' } : REFUND);
    },
    recorded: () => BILLING,
  },
  {
    name: 'useCreditInvoice',
    use: () => {
      const mutation = useCreditInvoice('NZ-100007');
      return (second: boolean) =>
        mutation.mutateAsync({
          invoiceId: 3,
          body: { amountCents: second ? 2_000 : 1_000, reason: 'Goodwill' },
        });
    },
    recorded: () => BILLING,
  },
];

describe.each(MONEY_CHANGES)('$name', ({ use, recorded }) => {
  it('sends one Idempotency-Key with every try of a change, and a new one for the next', async () => {
    const keys: string[] = [];
    let answers = 0;
    stubFetch(({ headers }) => {
      keys.push(headers['Idempotency-Key'] ?? '');
      answers += 1;
      // The first try times out at the proxy; the server may or may not have recorded it.
      if (answers === 1) return jsonResponse({ message: 'Gateway time-out' }, 504);
      return jsonResponse(recorded(answers), 201);
    });
    const queryClient = createTestQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(use, { wrapper });

    await act(() => expect(result.current(false)).rejects.toThrow());
    await act(() => result.current(false));
    await act(() => result.current(true));

    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{16,100}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });
});
