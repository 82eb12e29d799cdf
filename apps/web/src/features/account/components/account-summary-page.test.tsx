import type { TAccountSummary } from '@portal/shared/contracts/invoices';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { meQueryKey } from '../../../lib/auth';
import { demoUsers } from '../../../testing/fixtures';
import {
  createTestQueryClient,
  jsonResponse,
  renderWithProviders,
  stubFetch,
} from '../../../testing/test-utils';
import { AccountSummaryPage } from './account-summary-page';

function summary(overrides: Partial<TAccountSummary> = {}): TAccountSummary {
  return {
    data: [
      {
        id: 11,
        date: '2027-02-01',
        type: 'invoice',
        reference: 'INV-NZ-000007',
        fileReference: 'NZ-100007',
        valueCents: 50_000,
        runningBalanceCents: 50_000,
      },
      {
        id: 12,
        date: '2027-02-03',
        type: 'credit_note',
        reference: 'CN-NZ-000003',
        fileReference: 'NZ-100007',
        valueCents: -2_500,
        runningBalanceCents: 47_500,
      },
    ],
    meta: { current_page: 1, last_page: 2, per_page: 20, total: 22, from: 1, to: 20 },
    links: { first: null, last: null, prev: null, next: null },
    currency: 'NZD',
    openingBalanceCents: 0,
    closingBalanceCents: 47_500,
    ...overrides,
  };
}

let clicked: string[];
beforeEach(() => {
  clicked = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(this.download);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderPage(route = '/app/account') {
  const requested: string[] = [];
  stubFetch(({ url }) => {
    requested.push(url);
    if (url.startsWith('/api/app/account/summary.csv')) {
      return new Response('Date,Type\r\n', {
        headers: { 'Content-Disposition': 'attachment; filename="account-summary.csv"' },
      });
    }
    if (url.startsWith('/api/app/account/summary')) {
      return jsonResponse(
        url.includes('from=2027-02-02')
          ? summary({ data: [], openingBalanceCents: 50_000, closingBalanceCents: 47_500 })
          : summary(),
      );
    }
    return jsonResponse({}, 404);
  });
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(meQueryKey, { user: demoUsers.agent });
  const rendered = renderWithProviders(<AccountSummaryPage />, {
    route,
    path: '/app/account',
    queryClient,
  });
  return { ...rendered, requested };
}

describe('account summary', () => {
  it('lists the ledger with date, type, value and running balance, and pages on the server', async () => {
    const { user, requested } = renderPage();
    const table = await screen.findByRole('table', { name: 'Agency ledger' });
    const credit = within(table).getByText('CN-NZ-000003').closest('tr') as HTMLElement;
    expect(within(credit).getByText('Credit note')).toBeInTheDocument();
    expect(within(credit).getByText('-NZ$25.00')).toBeInTheDocument();
    expect(within(credit).getByText('NZ$475.00')).toBeInTheDocument();
    expect(screen.getByTestId('closing-balance')).toHaveTextContent('NZ$475.00');
    expect(requested[0]).toBe('/api/app/account/summary?page=1&per_page=20');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(requested).toContain('/api/app/account/summary?page=2&per_page=20'));
  });

  it('filters by the dates kept in the address and exports the period as CSV', async () => {
    const { user, requested } = renderPage('/app/account?from=2027-02-02&to=2027-02-28');
    expect(await screen.findByText('No transactions in this period.')).toBeInTheDocument();
    expect(screen.getByText('Opening balance: NZ$500.00')).toBeInTheDocument();
    expect(requested[0]).toBe(
      '/api/app/account/summary?from=2027-02-02&to=2027-02-28&page=1&per_page=20',
    );

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(clicked).toEqual(['account-summary.csv']));
    expect(requested).toContain('/api/app/account/summary.csv?from=2027-02-02&to=2027-02-28');

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() =>
      expect(requested.at(-1)).toBe('/api/app/account/summary?page=1&per_page=20'),
    );
  });

  it('filters by file reference on the server, keeps it in the address and exports it', async () => {
    const { user, requested } = renderPage('/app/account?page=2');
    await screen.findByRole('table', { name: 'Agency ledger' });
    await user.type(screen.getByLabelText('File reference'), '  nz-100007 ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(requested.at(-1)).toBe(
        '/api/app/account/summary?fileReference=nz-100007&page=1&per_page=20',
      ),
    );
    expect(screen.getByLabelText('File reference')).toHaveValue('nz-100007');

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() =>
      expect(requested).toContain('/api/app/account/summary.csv?fileReference=nz-100007'),
    );
  });

  it('shows none of the net ledger in the client view until it is turned off (issue 19, point 9)', async () => {
    window.localStorage.setItem('portal.client-view', 'true');
    try {
      const { user, requested } = renderPage();
      expect(await screen.findByTestId('client-view-hidden')).toBeInTheDocument();
      expect(screen.queryByText(/NZ\$/)).toBeNull();
      expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
      expect(requested).toEqual([]);

      await user.click(screen.getByRole('switch', { name: 'Client view' }));
      expect(await screen.findByRole('table', { name: 'Agency ledger' })).toBeInTheDocument();
      expect(window.localStorage.getItem('portal.client-view')).toBe('false');
    } finally {
      window.localStorage.removeItem('portal.client-view');
    }
  });
});
