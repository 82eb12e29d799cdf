import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, jsonResponse, stubFetch } from '../../../testing/test-utils';
import { useRecordPayment } from './record-payment';

const PAYMENT = {
  amountCents: 12_500,
  method: 'cash' as const,
  reference: 'TILL-7',
  receivedOn: '2030-02-01',
};

afterEach(() => vi.unstubAllGlobals());

describe('useRecordPayment', () => {
  it('sends one Idempotency-Key with every try of a payment, and a new one for the next', async () => {
    const keys: string[] = [];
    let answers = 0;
    stubFetch(({ headers }) => {
      keys.push(headers['Idempotency-Key'] ?? '');
      answers += 1;
      // The first try times out at the proxy; the server may or may not have recorded it.
      if (answers === 1) return jsonResponse({ message: 'Gateway time-out' }, 504);
      return jsonResponse(
        { id: answers, fileReference: 'NZ-100007', channel: 'back-office', ...PAYMENT },
        201,
      );
    });
    const queryClient = createTestQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useRecordPayment('NZ-100007'), { wrapper });

    await act(() => expect(result.current.mutateAsync(PAYMENT)).rejects.toThrow());
    await act(() => result.current.mutateAsync(PAYMENT));
    await act(() => result.current.mutateAsync({ ...PAYMENT, reference: 'TILL-8' }));

    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{16,100}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });
});
