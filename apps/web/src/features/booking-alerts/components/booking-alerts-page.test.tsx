import { buildPaginated } from '@portal/shared/contracts/pagination';
import type { TBookingAlert } from '@portal/shared/contracts/supplier-requests';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakePusher, createFakeConnection } from '../../../lib/realtime.test-support';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { BookingAlertsPage } from './booking-alerts-page';

function alert(id: number, overrides: Partial<TBookingAlert> = {}): TBookingAlert {
  return {
    id,
    kind: 'supplier-declined',
    message: `Harbourview Hotel is unable to provide service ${id}: fully booked.`,
    bookingReference: `NZ-1000${id}`,
    fileId: id,
    supplierRequestId: id,
    supplierName: 'Harbourview Hotel Auckland',
    createdAt: '2026-11-25T09:30:00.000Z',
    resolvedAt: null,
    resolvedByName: null,
    ...overrides,
  };
}

/** A fake alerts endpoint: open alerts until resolved. */
function stubAlerts(initial: TBookingAlert[]) {
  let alerts = [...initial];
  const queries: URLSearchParams[] = [];
  const fetchMock = stubFetch(({ method, url }) => {
    const parsed = new URL(url, 'http://portal.test');
    const resolve = /\/api\/admin\/booking-alerts\/(\d+)\/resolve$/.exec(parsed.pathname);
    if (method === 'POST' && resolve) {
      const id = Number(resolve[1]);
      alerts = alerts.map((row) =>
        row.id === id
          ? { ...row, resolvedAt: '2026-11-25T10:00:00.000Z', resolvedByName: 'Aroha Admin' }
          : row,
      );
      return jsonResponse(alerts.find((row) => row.id === id));
    }
    queries.push(parsed.searchParams);
    const state = parsed.searchParams.get('state') ?? 'open';
    const rows = alerts.filter((row) =>
      state === 'all' ? true : state === 'open' ? !row.resolvedAt : Boolean(row.resolvedAt),
    );
    return jsonResponse(
      buildPaginated(rows, { page: 1, perPage: 20, total: rows.length, path: parsed.pathname }),
    );
  });
  return {
    fetchMock,
    add: (row: TBookingAlert) => (alerts = [row, ...alerts]),
    last: () => queries.at(-1) ?? new URLSearchParams(),
  };
}

function renderPage(route = '/admin/booking-alerts') {
  const connection = createFakeConnection();
  return {
    ...renderWithProviders(<BookingAlertsPage connection={connection} />, { route }),
    connection,
  };
}

describe('Booking alerts', () => {
  it('lists open alerts and resolves one', async () => {
    const alerts = stubAlerts([alert(1), alert(2)]);
    const { user } = renderPage();
    const table = await screen.findByRole('table', { name: 'Booking alerts' });
    expect(within(table).getByText('NZ-10001')).toBeInTheDocument();
    expect(alerts.last().get('state')).toBe('open');
    await user.click(screen.getByRole('button', { name: 'Resolve the alert for NZ-10001' }));
    await waitFor(() => expect(screen.queryByText('NZ-10001')).not.toBeInTheDocument());
    expect(screen.getByText('NZ-10002')).toBeInTheDocument();
  });

  it('filters by state in the address', async () => {
    const alerts = stubAlerts([
      alert(1, { resolvedAt: '2026-11-25T10:00:00.000Z', resolvedByName: 'Aroha Admin' }),
    ]);
    const { user, router } = renderPage();
    expect(await screen.findByTestId('alerts-empty')).toHaveTextContent('No open alerts');
    await user.click(screen.getByText('Resolved'));
    expect(await screen.findByText(/Resolved by Aroha Admin/)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?state=resolved');
    expect(alerts.last().get('state')).toBe('resolved');
  });

  it('shows a new alert live, with a notification', async () => {
    const alerts = stubAlerts([]);
    const { connection } = renderPage();
    await screen.findByTestId('alerts-empty');
    await act(() => connection.connect());
    await waitFor(() => expect(FakePusher.latest().subscribed).toContain('private-backoffice'));
    alerts.add(alert(9));
    act(() =>
      FakePusher.latest().emit('private-backoffice', 'booking-alert.raised', {
        alertId: 9,
        kind: 'supplier-declined',
        bookingReference: 'NZ-10009',
        message: 'Harbourview Hotel is unable to provide service 9: fully booked.',
        raisedAt: '2026-11-25T09:30:00.000Z',
      }),
    );
    expect(await screen.findByText('New alert for NZ-10009')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Booking alerts' });
    expect(within(table).getByText('NZ-10009')).toBeInTheDocument();
  });
});
