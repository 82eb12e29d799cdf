import type { TOutboxMessage } from '@portal/shared/contracts/outbox';
import { buildPaginated } from '@portal/shared/contracts/pagination';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  captureDownloads,
  csvResponse,
  jsonResponse,
  renderWithProviders,
  stubFetch,
} from '../../../testing/test-utils';
import { OutboxPage } from './outbox-page';

function message(id: number, overrides: Partial<TOutboxMessage> = {}): TOutboxMessage {
  return {
    id,
    to: `agent${id}@kiwihorizons.example`,
    subject: `Reset your password ${id}`,
    text: `Open http://localhost:3000/reset-password/token-${id}?area=agent to set a new password.`,
    status: 'sent',
    attempts: 1,
    lastError: null,
    createdAt: '2026-03-01T09:30:00.000Z',
    sentAt: '2026-03-01T09:30:02.000Z',
    ...overrides,
  };
}

/** A fake outbox of `total` messages answering like the server (20 per page). */
function stubOutbox(total: number) {
  const all = Array.from({ length: total }, (_, index) => message(index + 1));
  return stubFetch(({ url }) => {
    const parsed = new URL(url, 'http://portal.test');
    const one = /^\/api\/admin\/outbox\/(\d+)$/.exec(parsed.pathname);
    if (one) {
      const found = all.find((row) => row.id === Number(one[1]));
      return found ? jsonResponse(found) : jsonResponse({ message: 'Message not found.' }, 404);
    }
    const page = Number(parsed.searchParams.get('page') ?? 1);
    const perPage = Number(parsed.searchParams.get('per_page') ?? 20);
    const to = parsed.searchParams.get('to') ?? '';
    const matching = all.filter((row) => row.to.includes(to));
    const rows = matching.slice((page - 1) * perPage, page * perPage);
    return jsonResponse(
      buildPaginated(rows, {
        page,
        perPage,
        total: matching.length,
        path: '/api/admin/outbox',
        query: { to },
      }),
    );
  });
}

describe('outbox page', () => {
  it('lists messages without pagination when they fit on one page', async () => {
    const fetchMock = stubOutbox(20);
    renderWithProviders(<OutboxPage />, { route: '/admin/outbox' });
    expect(await screen.findByText('Reset your password 1')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(21);
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/outbox?page=1&per_page=20');
  });

  it('pages when the total exceeds the page size', async () => {
    stubOutbox(45);
    const { user, router } = renderWithProviders(<OutboxPage />, { route: '/admin/outbox' });
    expect(await screen.findByText('1–20 of 45')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Reset your password 21')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('41–45 of 45')).toBeInTheDocument();
  });

  it('filters by recipient', async () => {
    const fetchMock = stubOutbox(30);
    const { user } = renderWithProviders(<OutboxPage />, { route: '/admin/outbox?page=2' });
    await screen.findByText('Reset your password 21');
    await user.type(screen.getByLabelText('Recipient'), 'agent7@');
    expect(await screen.findByText('Reset your password 7')).toBeInTheDocument();
    // A slow machine may send a request between two keystrokes; the last one holds the whole text.
    await waitFor(() =>
      expect(fetchMock).toHaveBeenLastCalledWith(
        '/api/admin/outbox?page=1&per_page=20&to=agent7%40',
        expect.anything(),
      ),
    );
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });

  it('sorts by a column on the server, keeping the order in the address', async () => {
    const fetchMock = stubOutbox(25);
    const { user, router } = renderWithProviders(<OutboxPage />, {
      route: '/admin/outbox?to=agent&page=2',
    });
    await screen.findByRole('columnheader', { name: /Subject/ });
    expect(screen.getByRole('columnheader', { name: /Subject/ })).not.toHaveAttribute('aria-sort');
    await user.click(screen.getByRole('button', { name: 'Subject: sort ascending' }));
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /Subject/ })).toHaveAttribute(
        'aria-sort',
        'ascending',
      ),
    );
    // A new order starts again at page 1 and keeps the filter.
    expect(router.state.location.search).toBe('?to=agent&sort=subject&dir=asc');
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/api/admin/outbox?page=1&per_page=20&to=agent&sort=subject&dir=asc',
      expect.anything(),
    );
    await user.click(screen.getByRole('button', { name: 'Subject: sort descending' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?to=agent&sort=subject&dir=desc'),
    );
    expect(screen.getByRole('columnheader', { name: /Subject/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('ignores a column the outbox does not sort by in an edited address', async () => {
    const fetchMock = stubOutbox(3);
    renderWithProviders(<OutboxPage />, { route: '/admin/outbox?sort=text&dir=desc' });
    await screen.findByText('Reset your password 1');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/outbox?page=1&per_page=20');
  });

  it('shows the text of a message with its links clickable', async () => {
    stubOutbox(3);
    const { user, router } = renderWithProviders(<OutboxPage />, { route: '/admin/outbox' });
    await user.click(
      await screen.findByRole('button', { name: 'Read message: Reset your password 2' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password 2' });
    expect(router.state.location.search).toBe('?message=2');
    expect(
      within(dialog).getByRole('link', {
        name: 'http://localhost:3000/reset-password/token-2?area=agent',
      }),
    ).toHaveAttribute('href', 'http://localhost:3000/reset-password/token-2?area=agent');
  });

  it('opens the message of its address, even one beyond the page on screen', async () => {
    const fetchMock = stubOutbox(30);
    const { user, router } = renderWithProviders(<OutboxPage />, {
      route: '/admin/outbox?message=25',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password 25' });
    expect(within(dialog).getByText('agent25@kiwihorizons.example')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/outbox/25', expect.anything());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says so when the message of the address does not exist', async () => {
    stubOutbox(3);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<OutboxPage />, { route: '/admin/outbox?message=99' });
    const dialog = await screen.findByRole('dialog', { name: 'Message' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Message not found.');
    consoleError.mockRestore();
  });

  it("shows the server's message when the outbox cannot be read", async () => {
    stubFetch(() => jsonResponse({ message: 'This action is unauthorized.' }, 403));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<OutboxPage />, { route: '/admin/outbox' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This action is unauthorized.');
    consoleError.mockRestore();
  });
});

describe('outbox CSV export', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('downloads the outbox with the recipient filter of the address', async () => {
    const downloads = captureDownloads();
    const requested: string[] = [];
    stubFetch(({ url }) => {
      requested.push(url);
      if (url.startsWith('/api/admin/outbox/export.csv')) return csvResponse('outbox.csv');
      return jsonResponse(
        buildPaginated([message(1)], { page: 1, perPage: 20, total: 1, path: '/api/admin/outbox' }),
      );
    });
    const { user } = renderWithProviders(<OutboxPage />, {
      route: '/admin/outbox?to=agent1&sort=subject&dir=desc',
    });
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloads.saved).toEqual(['outbox.csv']));
    expect(requested).toContain('/api/admin/outbox/export.csv?to=agent1&sort=subject&dir=desc');
  });
});
