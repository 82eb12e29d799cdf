import type { TSupplierUser } from '@portal/shared/contracts/supplier-users';
import { buildPaginated } from '@portal/shared/contracts/pagination';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoUsers } from '../../../testing/fixtures';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { SupplierUsersPage } from './supplier-users-page';

const ME: TSupplierUser = {
  id: demoUsers.supplier.id,
  username: demoUsers.supplier.username,
  name: demoUsers.supplier.name,
  email: demoUsers.supplier.email,
  role: 'supplier-admin',
  active: true,
  lastLoginAt: '2026-11-20T21:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
};
const HEMI: TSupplierUser = {
  ...ME,
  id: 7,
  username: 'hemi.walker',
  name: 'Hemi Walker',
  email: 'hemi@harbourview.example',
  role: 'supplier-user',
  lastLoginAt: null,
};

function renderPage() {
  const calls: { method: string; url: string; body: unknown }[] = [];
  let hemi = HEMI;
  stubFetch(({ method, url, body }) => {
    const parsed = new URL(url, 'http://portal.test');
    calls.push({ method, url: parsed.pathname + parsed.search, body });
    if (parsed.pathname === '/api/auth/me') return jsonResponse({ user: demoUsers.supplier });
    if (parsed.pathname === '/api/supplier/users' && method === 'GET') {
      const q = parsed.searchParams.get('q');
      const rows = [ME, hemi].filter((row) => !q || row.name.toLowerCase().includes(q));
      return jsonResponse(
        buildPaginated(rows, {
          page: 1,
          perPage: 20,
          total: rows.length,
          path: '/api/supplier/users',
        }),
      );
    }
    if (parsed.pathname === '/api/supplier/users/7' && method === 'PATCH') {
      hemi = { ...hemi, ...(body as Partial<TSupplierUser>) };
      return jsonResponse(hemi);
    }
    throw new Error(`Unexpected call ${method} ${url}`);
  });
  return { ...renderWithProviders(<SupplierUsersPage />, { route: '/supplier-app/users' }), calls };
}

describe('SupplierUsersPage', () => {
  it("lists the supplier's users and disables one, but offers no disable for oneself", async () => {
    const { user, calls } = renderPage();
    const row = (await screen.findByText('Hemi Walker')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Reservations staff')).toBeInTheDocument();
    expect(within(row).getByText('Never')).toBeInTheDocument();
    const myRow = screen.getByText(ME.name).closest('tr');
    if (!myRow) throw new Error('no row');
    expect(within(myRow).getByText('Supplier administrator')).toBeInTheDocument();
    expect(within(myRow).queryByRole('button', { name: /Disable/ })).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Disable Hemi Walker' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PATCH',
        url: '/api/supplier/users/7',
        body: { active: false },
      }),
    );
    expect(await within(row).findByText('Disabled')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Enable Hemi Walker' })).toBeInTheDocument();
  }, 20_000);
});
