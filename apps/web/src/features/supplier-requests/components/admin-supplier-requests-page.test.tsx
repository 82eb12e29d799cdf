import { buildPaginated } from '@portal/shared/contracts/pagination';
import type { TAdminSupplierRequestListItem } from '@portal/shared/contracts/supplier-requests';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { permissionStore } from '../../../lib/authorization';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { buildListItem, buildRequestView, buildSnapshot } from '../testing/request-fixtures';
import { AdminSupplierRequestsPage } from './admin-supplier-requests-page';

function adminRow(id: number, overrides: Partial<TAdminSupplierRequestListItem> = {}) {
  return {
    ...buildListItem(id),
    supplierId: 1,
    supplierName: 'Harbourview Hotel Auckland',
    lineStatus: 'Requested',
    reminderCount: 2,
    ...overrides,
  } satisfies TAdminSupplierRequestListItem;
}

function stubAdmin(rows: TAdminSupplierRequestListItem[]) {
  return stubFetch(({ method, url }) => {
    const parsed = new URL(url, 'http://portal.test');
    if (method === 'POST') return jsonResponse(buildRequestView());
    if (parsed.pathname.endsWith('/snapshot')) return jsonResponse(buildSnapshot());
    return jsonResponse(
      buildPaginated(rows, { page: 1, perPage: 20, total: rows.length, path: parsed.pathname }),
    );
  });
}

function grant(permissions: string[]) {
  permissionStore.setState({ roles: ['consultant'], permissions });
}

describe('Supplier requests in the back office', () => {
  afterEach(() => permissionStore.reset());

  it('resends and revokes the link of an open request', async () => {
    grant(['files.view-all', 'files.manage-all']);
    const fetchMock = stubAdmin([adminRow(5), adminRow(6, { status: 'confirmed' })]);
    const { user } = renderWithProviders(<AdminSupplierRequestsPage />, {
      route: '/admin/supplier-requests',
    });
    const table = await screen.findByRole('table', { name: 'Supplier Requests' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getAllByRole('button', { name: /^Resend the request/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Resend the request for NZ-100005' }));
    await user.click(screen.getByRole('button', { name: 'Revoke link: NZ-100005' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url]) => url),
      ).toEqual([
        '/api/admin/supplier-requests/5/resend',
        '/api/admin/supplier-requests/5/revoke-link',
      ]),
    );
    expect(await screen.findByText('The links for NZ-100005 no longer work.')).toBeInTheDocument();
  });

  it('shows the history of a request, and no changes without files.manage-all', async () => {
    grant(['files.view-all']);
    const fetchMock = stubAdmin([adminRow(5)]);
    const { user } = renderWithProviders(<AdminSupplierRequestsPage />, {
      route: '/admin/supplier-requests?status=sent',
    });
    await screen.findByRole('table', { name: 'Supplier Requests' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      '/api/admin/supplier-requests?page=1&per_page=20&status=sent',
    );
    expect(screen.queryByRole('button', { name: /^Resend/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'History' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request as sent and its history' });
    expect(await within(dialog).findByText('203.0.113.7')).toBeInTheDocument();
  });
});
