import { buildPaginated } from '@portal/shared/contracts/pagination';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meQueryKey } from '../../../lib/auth';
import { FakePusher, createFakeConnection } from '../../../lib/realtime.test-support';
import { demoUsers } from '../../../testing/fixtures';
import {
  createTestQueryClient,
  jsonResponse,
  renderWithProviders,
  stubFetch,
} from '../../../testing/test-utils';
import { buildListItem } from '../testing/request-fixtures';
import { SupplierRequestsPage } from './supplier-requests-page';

/** A fake list endpoint over `total` requests: 20 a page, searched by booking name. */
function stubRequests(total: number) {
  const all = Array.from({ length: total }, (_, index) =>
    buildListItem(
      index + 1,
      index === 0 ? { confirmation: 'ABC123 -cl', status: 'confirmed' } : {},
    ),
  );
  const queries: URLSearchParams[] = [];
  const fetchMock = stubFetch(({ url }) => {
    const parsed = new URL(url, 'http://portal.test');
    queries.push(parsed.searchParams);
    const page = Number(parsed.searchParams.get('page') ?? 1);
    const perPage = Number(parsed.searchParams.get('per_page') ?? 20);
    const q = parsed.searchParams.get('q') ?? '';
    const matching = all.filter((row) => row.bookingName.includes(q));
    return jsonResponse(
      buildPaginated(matching.slice((page - 1) * perPage, page * perPage), {
        page,
        perPage,
        total: matching.length,
        path: '/api/supplier/requests',
      }),
    );
  });
  return { fetchMock, last: () => queries.at(-1) ?? new URLSearchParams() };
}

function renderList(route = '/supplier-app/requests') {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(meQueryKey, { user: demoUsers.supplier });
  const connection = createFakeConnection();
  const rendered = renderWithProviders(
    <SupplierRequestsPage list="current" connection={connection} />,
    { route, path: '/supplier-app/requests', queryClient },
  );
  return { ...rendered, connection };
}

describe('Current Requests', () => {
  it('lists the requests with stripped confirmations and pages on the server', async () => {
    const requests = stubRequests(25);
    const { user, router } = renderList();
    const table = await screen.findByRole('table', { name: 'Current Requests' });
    expect(within(table).getByText('NZ-100001')).toBeInTheDocument();
    expect(within(table).getByText('ABC123')).toBeInTheDocument();
    expect(within(table).queryByText('ABC123 -cl')).not.toBeInTheDocument();
    expect(requests.last().get('list')).toBe('current');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('NZ-100021')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
  });

  it('keeps the search in the address and sends it to the server', async () => {
    const requests = stubRequests(12);
    const { user, router } = renderList();
    await screen.findByRole('table', { name: 'Current Requests' });
    await user.type(screen.getByLabelText('Search'), 'Booking 11');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(requests.last().get('q')).toBe('Booking 11'));
    expect(router.state.location.search).toBe('?q=Booking+11');
    expect(await screen.findAllByRole('row')).toHaveLength(2);
  });

  it('opens a request when its row is clicked', async () => {
    stubRequests(3);
    const { user, router } = renderList();
    await user.click(await screen.findByText('Booking 2'));
    expect(router.state.location.pathname).toBe('/supplier-app/service/2');
  });

  it("refetches when the supplier's channel says a request changed", async () => {
    const requests = stubRequests(2);
    const { connection } = renderList();
    await screen.findByRole('table', { name: 'Current Requests' });
    await act(() => connection.connect());
    await waitFor(() => expect(FakePusher.latest().subscribed).toContain('private-supplier.1'));
    const before = requests.fetchMock.mock.calls.length;
    act(() =>
      FakePusher.latest().emit('private-supplier.1', 'supplier-request.changed', {
        supplierRequestId: 7,
        supplierId: 1,
        bookingReference: 'NZ-100007',
        status: 'sent',
        changedAt: '2026-11-25T09:30:00.000Z',
      }),
    );
    await waitFor(() => expect(requests.fetchMock.mock.calls.length).toBeGreaterThan(before));
  });
});
