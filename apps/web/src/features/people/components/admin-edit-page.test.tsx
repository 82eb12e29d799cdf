import type { TPerson } from '@portal/shared/contracts/people';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoUsers } from '../../../testing/fixtures';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { AdminEditPage } from './admin-edit-page';

const ROLES = [
  { name: 'accountant', label: 'Accountant' },
  { name: 'consultant', label: 'Reservations consultant' },
  { name: 'super-admin', label: 'Super administrator' },
];

function admin(id: number, overrides: Partial<TPerson> = {}): TPerson {
  return {
    id,
    kind: 'admin',
    username: `admin${id}`,
    name: `Admin ${id}`,
    email: `admin${id}@fernway.example`,
    roles: ['consultant'],
    active: true,
    agencyId: null,
    agencyName: null,
    supplierId: null,
    supplierName: null,
    lastLoginAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

function renderPage(person: TPerson) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  let current = person;
  stubFetch(({ method, url, body }) => {
    const parsed = new URL(url, 'http://portal.test');
    calls.push({ method, url: parsed.pathname, body });
    if (parsed.pathname === '/api/auth/me') return jsonResponse({ user: demoUsers.admin });
    if (parsed.pathname === '/api/admin/admins/roles') return jsonResponse(ROLES);
    if (parsed.pathname === `/api/admin/admins/${person.id}` && method === 'GET') {
      return jsonResponse(current);
    }
    if (parsed.pathname === `/api/admin/admins/${person.id}` && method === 'PATCH') {
      current = { ...current, ...(body as Partial<TPerson>) };
      return jsonResponse(current);
    }
    throw new Error(`Unexpected call ${method} ${url}`);
  });
  return {
    ...renderWithProviders(<AdminEditPage adminId={person.id} />, {
      route: `/admin/admins/${person.id}`,
    }),
    calls,
  };
}

describe('AdminEditPage', () => {
  it("changes another administrator's roles and status", async () => {
    const { user, calls } = renderPage(admin(9));
    expect(await screen.findByRole('heading', { name: 'Admin 9' })).toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: 'Accountant' }));
    await user.click(screen.getByRole('checkbox', { name: 'Active (may sign in)' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PATCH',
        url: '/api/admin/admins/9',
        body: {
          name: 'Admin 9',
          email: 'admin9@fernway.example',
          roles: ['consultant', 'accountant'],
          active: false,
        },
      }),
    );
  }, 20_000);

  it('keeps one’s own roles and status out of reach', async () => {
    const { user, calls } = renderPage(
      admin(demoUsers.admin.id, { name: demoUsers.admin.name, roles: ['super-admin'] }),
    );
    expect(await screen.findByRole('heading', { name: demoUsers.admin.name })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Super administrator' })).toBeDisabled(),
    );
    expect(screen.getByRole('checkbox', { name: 'Active (may sign in)' })).toBeDisabled();
    expect(
      screen.getByText('You cannot change your own roles or disable your own account.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PATCH',
        url: `/api/admin/admins/${demoUsers.admin.id}`,
        body: { name: demoUsers.admin.name, email: 'admin1@fernway.example' },
      }),
    );
  }, 20_000);
});
