import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { TRealtimeEventPayload } from '@portal/shared/contracts/realtime';
import { FakePusher, createFakeConnection } from './realtime.test-support';
import {
  applyRealtimeEvent,
  cacheUpdate,
  useRealtimeEvent,
  useRealtimeQuerySync,
} from './use-realtime-event';

type TStatusChanged = TRealtimeEventPayload<'booking.status-changed'>;
interface TBookingRow {
  reference: string;
  status: string;
}

const confirmed: TStatusChanged = {
  bookingReference: 'KH-10452',
  agencyId: 1,
  status: 'Confirmed',
  previousStatus: 'On Request',
  changedAt: '2026-11-25T09:30:00.000Z',
};

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper, connection: createFakeConnection() };
}

describe('useRealtimeEvent', () => {
  it('hands the latest handler each valid payload, and follows a channel change', async () => {
    const { wrapper, connection } = setup();
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderHook(
      ({ channel, handler }: { channel: string | null; handler: (p: TStatusChanged) => void }) =>
        useRealtimeEvent(channel, 'booking.status-changed', handler, connection),
      { wrapper, initialProps: { channel: 'private-agency.1' as string | null, handler: first } },
    );
    await act(() => connection.connect());
    const pusher = FakePusher.latest();

    rerender({ channel: 'private-agency.1', handler: second });
    act(() => pusher.emit('private-agency.1', 'booking.status-changed', confirmed));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith(confirmed);
    expect(pusher.subscribed).toEqual(['private-agency.1']);

    rerender({ channel: null, handler: second });
    expect(pusher.unsubscribed).toEqual(['private-agency.1']);
  });
});

describe('applyRealtimeEvent', () => {
  it('edits matching cached lists in place and leaves queries without data alone', async () => {
    const { queryClient } = setup();
    queryClient.setQueryData<TBookingRow[]>(
      ['bookings', 'list', { page: 1 }],
      [
        { reference: 'KH-10452', status: 'On Request' },
        { reference: 'KH-10453', status: 'Quote' },
      ],
    );
    await applyRealtimeEvent(
      queryClient,
      {
        update: (event) => [
          cacheUpdate<TBookingRow[]>(['bookings', 'list'], (rows) =>
            rows.map((row) =>
              row.reference === event.bookingReference ? { ...row, status: event.status } : row,
            ),
          ),
          cacheUpdate<TBookingRow>(['bookings', 'detail', event.bookingReference], (row) => ({
            ...row,
            status: event.status,
          })),
        ],
      },
      confirmed,
    );
    expect(queryClient.getQueryData(['bookings', 'list', { page: 1 }])).toEqual([
      { reference: 'KH-10452', status: 'Confirmed' },
      { reference: 'KH-10453', status: 'Quote' },
    ]);
    expect(queryClient.getQueryData(['bookings', 'detail', 'KH-10452'])).toBeUndefined();
  });
});

describe('useRealtimeQuerySync', () => {
  it('invalidates the queries an event names, and the resync ones after a lost connection', async () => {
    const { queryClient, wrapper, connection } = setup();
    queryClient.setQueryData(['bookings', 'KH-10452'], { status: 'On Request' });
    queryClient.setQueryData(['bookings', 'KH-99999'], { status: 'Quote' });
    queryClient.setQueryData(['invoices'], []);
    renderHook(
      () =>
        useRealtimeQuerySync(
          'private-agency.1',
          'booking.status-changed',
          {
            invalidate: (event) => [['bookings', event.bookingReference]],
            resync: [['invoices']],
          },
          connection,
        ),
      { wrapper },
    );
    await act(() => connection.connect());
    const pusher = FakePusher.latest();
    act(() => pusher.setState('connected'));

    act(() => pusher.emit('private-agency.1', 'booking.status-changed', confirmed));
    expect(queryClient.getQueryState(['bookings', 'KH-10452'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['bookings', 'KH-99999'])?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(['invoices'])?.isInvalidated).toBe(false);

    act(() => pusher.setState('unavailable'));
    expect(queryClient.getQueryState(['invoices'])?.isInvalidated).toBe(false);
    act(() => pusher.setState('connected'));
    expect(queryClient.getQueryState(['invoices'])?.isInvalidated).toBe(true);
  });
});
