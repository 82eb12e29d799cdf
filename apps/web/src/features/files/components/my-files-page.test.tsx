import { buildPaginated } from '@portal/shared/contracts/pagination';
import type { TFileListItem } from '@portal/shared/contracts/files';
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
import { buildListItem } from '../testing/file-fixtures';
import { MyFilesPage } from './my-files-page';

/** A fake My Files endpoint over `total` files: filters by booking name and status, 20 a page. */
function stubFiles(total: number, overrides: (row: TFileListItem) => TFileListItem = (row) => row) {
  const all = Array.from({ length: total }, (_, index) => overrides(buildListItem(index + 1)));
  const queries: URLSearchParams[] = [];
  const fetchMock = stubFetch(({ url }) => {
    const parsed = new URL(url, 'http://portal.test');
    if (parsed.pathname !== '/api/app/files') return jsonResponse({}, 404);
    queries.push(parsed.searchParams);
    const page = Number(parsed.searchParams.get('page') ?? 1);
    const perPage = Number(parsed.searchParams.get('per_page') ?? 20);
    const name = parsed.searchParams.get('bookingName') ?? '';
    const status = parsed.searchParams.get('status') ?? '';
    const direction = parsed.searchParams.get('direction') === 'asc' ? 1 : -1;
    const matching = all
      .filter((row) => row.bookingName.includes(name) && (!status || row.status === status))
      .sort((a, b) => direction * a.bookingName.localeCompare(b.bookingName));
    return jsonResponse(
      buildPaginated(matching.slice((page - 1) * perPage, page * perPage), {
        page,
        perPage,
        total: matching.length,
        path: '/api/app/files',
      }),
    );
  });
  return { fetchMock, queries, last: () => queries.at(-1) ?? new URLSearchParams() };
}

function renderList(route = '/app/list-bookings') {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(meQueryKey, { user: demoUsers.agent });
  const connection = createFakeConnection();
  const rendered = renderWithProviders(<MyFilesPage connection={connection} />, {
    route,
    path: '/app/list-bookings',
    queryClient,
  });
  return { ...rendered, connection };
}

describe('My Files', () => {
  it('lists files with links to their overview, and pages on the server', async () => {
    const files = stubFiles(45);
    const { user, router } = renderList();
    const table = await screen.findByRole('table', { name: 'Quotes and bookings' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(files.last().get('sort')).toBe('createdAt');
    expect(files.last().get('direction')).toBe('desc');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(files.last().get('page')).toBe('2'));
    await waitFor(() =>
      expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent(
        /21\D+40\D+45/,
      ),
    );
  });

  it('applies the filters together on Search, keeps them in the address, and resets', async () => {
    const files = stubFiles(30, (row) =>
      row.id === 3 ? { ...row, bookingName: 'Smith family', status: 'Requested' } : row,
    );
    const { user, router } = renderList('/app/list-bookings?page=2');
    await screen.findByRole('table', { name: 'Quotes and bookings' });

    await user.type(screen.getByRole('textbox', { name: 'Booking name' }), 'Smith');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Requested', hidden: true }));
    // Nothing is asked until Search.
    expect(files.last().get('bookingName')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() =>
      expect(router.state.location.search).toBe('?bookingName=Smith&status=Requested'),
    );
    await waitFor(() => expect(files.last().get('bookingName')).toBe('Smith'));
    expect(files.last().get('status')).toBe('Requested');
    expect(files.last().get('page')).toBe('1');
    const table = screen.getByRole('table', { name: 'Quotes and bookings' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByRole('link', { name: 'NZ-100003' })).toHaveAttribute(
      'href',
      '/app/view-booking/NZ-100003',
    );

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('textbox', { name: 'Booking name' })).toHaveValue('');
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(21),
    );
  });

  it('reads filters from the address and sorts by a column on the server', async () => {
    const files = stubFiles(5);
    const { user, router } = renderList(
      '/app/list-bookings?reference=NZ-1000&travelDateFrom=2027-03-01',
    );
    await screen.findByRole('table', { name: 'Quotes and bookings' });
    expect(screen.getByRole('textbox', { name: 'Reference' })).toHaveValue('NZ-1000');
    expect(screen.getByRole('textbox', { name: 'Travel date from' })).toHaveValue('01 Mar 2027');
    expect(files.last().get('reference')).toBe('NZ-1000');
    expect(files.last().get('travelDateFrom')).toBe('2027-03-01');

    await user.click(screen.getByRole('button', { name: 'Sort by Booking name' }));
    await waitFor(() => expect(files.last().get('sort')).toBe('bookingName'));
    expect(files.last().get('direction')).toBe('asc');
    expect(router.state.location.search).toContain('sort=bookingName&direction=asc');
    expect(screen.getByRole('columnheader', { name: /Booking name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.click(screen.getByRole('button', { name: 'Sort by Booking name' }));
    await waitFor(() => expect(files.last().get('direction')).toBe('desc'));
  });

  it('shows a status change pushed on the agency channel at once', async () => {
    stubFiles(3);
    const { connection } = renderList();
    const table = await screen.findByRole('table', { name: 'Quotes and bookings' });
    await act(() => connection.connect());
    await waitFor(() => expect(FakePusher.latest().subscribed).toContain('private-agency.1'));
    act(() =>
      FakePusher.latest().emit('private-agency.1', 'booking.status-changed', {
        bookingReference: 'NZ-100002',
        agencyId: 1,
        status: 'Confirmed',
        previousStatus: 'Requested',
        changedAt: '2026-11-25T09:30:00.000Z',
      }),
    );
    const row = table.querySelector('[data-reference="NZ-100002"]') as HTMLElement;
    await waitFor(() => expect(within(row).getByText('Confirmed')).toBeInTheDocument());
  });
});
