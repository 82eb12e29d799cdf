import { buildPaginated } from '@portal/shared/contracts/pagination';
import type { TPerson } from '@portal/shared/contracts/people';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoUsers } from '../../../testing/fixtures';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { UsersPage } from './users-page';

const ME: TPerson = {
  id: demoUsers.admin.id,
  kind: 'admin',
  username: demoUsers.admin.username,
  name: demoUsers.admin.name,
  email: demoUsers.admin.email,
  roles: ['super-admin'],
  active: true,
  agencyId: null,
  agencyName: null,
  supplierId: null,
  supplierName: null,
  lastLoginAt: '2026-11-20T21:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
};
const AGENT: TPerson = {
  ...ME,
  id: 7,
  kind: 'agent',
  username: 'hemi.walker',
  name: 'Hemi Walker',
  email: 'hemi@kiwihorizons.example',
  roles: ['agent'],
  agencyId: 1,
  agencyName: 'Kiwi Horizons Travel',
  lastLoginAt: null,
};

function renderPage() {
  const calls: { method: string; url: string; body: unknown }[] = [];
  let agent = AGENT;
  stubFetch(({ method, url, body }) => {
    const parsed = new URL(url, 'http://portal.test');
    calls.push({ method, url: parsed.pathname + parsed.search, body });
    if (parsed.pathname === '/api/auth/me') return jsonResponse({ user: demoUsers.admin });
    if (parsed.pathname === '/api/admin/users' && method === 'GET') {
      const kind = parsed.searchParams.get('kind');
      const rows = [ME, agent].filter((row) => !kind || row.kind === kind);
      return jsonResponse(
        buildPaginated(rows, {
          page: 1,
          perPage: 20,
          total: rows.length,
          path: '/api/admin/users',
        }),
      );
    }
    if (parsed.pathname === '/api/admin/users/7' && method === 'PATCH') {
      agent = { ...agent, ...(body as Partial<TPerson>) };
      return jsonResponse(agent);
    }
    if (parsed.pathname === '/api/admin/users/7/password-reset' && method === 'POST') {
      return jsonResponse({ message: 'Password reset link sent.' });
    }
    throw new Error(`Unexpected call ${method} ${url}`);
  });
  return { ...renderWithProviders(<UsersPage />, { route: '/admin/users' }), calls };
}

describe('UsersPage', () => {
  it('lists every kind of user, filters by kind, disables one and sends a reset link', async () => {
    const { user, calls } = renderPage();
    const table = await screen.findByRole('table', { name: 'Users' });
    const row = within(table).getByText('Hemi Walker').closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Kiwi Horizons Travel')).toBeInTheDocument();
    expect(within(row).getByText('Travel agent')).toBeInTheDocument();
    expect(within(row).getByText('Never')).toBeInTheDocument();
    const disableButton = await within(row).findByRole('button', { name: 'Disable Hemi Walker' });
    const myRow = within(table).getByText(ME.name).closest('tr');
    if (!myRow) throw new Error('no row');
    // No one can disable themselves.
    expect(within(myRow).queryByRole('button', { name: /Disable/ })).not.toBeInTheDocument();

    await user.click(disableButton);
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PATCH',
        url: '/api/admin/users/7',
        body: { active: false },
      }),
    );
    expect(await within(row).findByText('Disabled')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Enable Hemi Walker' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PATCH',
        url: '/api/admin/users/7',
        body: { active: true },
      }),
    );
    await user.click(
      await within(row).findByRole('button', { name: 'Send reset link: Hemi Walker' }),
    );
    expect(
      await screen.findByText('A password reset link was sent to hemi@kiwihorizons.example.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Administrator', hidden: true }));
    await waitFor(() =>
      expect(calls.map((call) => call.url)).toContain(
        '/api/admin/users?page=1&per_page=20&kind=admin',
      ),
    );
    await waitFor(() => expect(within(table).queryByText('Hemi Walker')).not.toBeInTheDocument());
  }, 20_000);
});
