import type { TPermissionEntry, TRoleView } from '@portal/shared/contracts/roles';
import { buildPaginated } from '@portal/shared/contracts/pagination';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { PermissionsPage } from './permissions-page';
import { RolesPage } from './roles-page';

const roles: TRoleView[] = [
  {
    id: 1,
    name: 'super-admin',
    kind: 'admin',
    label: 'Super administrator',
    isDefault: true,
    permissions: ['admin.access', 'roles.manage'],
    userCount: 3,
    createdAt: '2026-11-25T09:30:00.000Z',
  },
  {
    id: 9,
    name: 'supplier-user',
    kind: 'supplier',
    label: 'Supplier user',
    isDefault: true,
    permissions: ['supplier.access'],
    userCount: 4,
    createdAt: '2026-11-25T09:30:00.000Z',
  },
];

describe('Roles page', () => {
  it('lists roles with user counts and filters by kind on the server', async () => {
    const queries: URLSearchParams[] = [];
    stubFetch(({ url }) => {
      const parsed = new URL(url, 'http://portal.test');
      queries.push(parsed.searchParams);
      const kind = parsed.searchParams.get('kind');
      const rows = kind ? roles.filter((role) => role.kind === kind) : roles;
      return jsonResponse(
        buildPaginated(rows, { page: 1, perPage: 25, total: rows.length, path: parsed.pathname }),
      );
    });
    const { user } = renderWithProviders(<RolesPage />, { route: '/admin/roles' });
    const table = await screen.findByRole('table', { name: 'Roles' });
    const superAdmin = within(table).getByRole('row', { name: /Super administrator/ });
    expect(within(superAdmin).getByText('3')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Super administrator' })).toHaveAttribute(
      'href',
      '/admin/roles/edit/1',
    );
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'User kind' }));
    await user.click(await screen.findByRole('option', { name: 'Suppliers', hidden: true }));
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2),
    );
    expect(queries.at(-1)?.get('kind')).toBe('supplier');
  });
});

describe('Permissions page', () => {
  it('shows each permission with its description and the roles granting it', async () => {
    const entries: TPermissionEntry[] = [
      {
        name: 'admin.access',
        kind: 'admin',
        roles: [{ id: 1, name: 'super-admin', label: 'Super administrator' }],
      },
      { name: 'audit.view', kind: 'admin', roles: [] },
      {
        name: 'supplier.access',
        kind: 'supplier',
        roles: [{ id: 9, name: 'supplier-user', label: 'Supplier user' }],
      },
    ];
    stubFetch(() => jsonResponse(entries));
    renderWithProviders(<PermissionsPage />, { route: '/admin/permissions' });
    const admin = await screen.findByRole('table', { name: 'Back-office permissions' });
    const audit = within(admin).getByRole('row', { name: /audit\.view/ });
    expect(within(audit).getByText('Read the audit log of every change')).toBeInTheDocument();
    expect(within(audit).getByText('No role grants it')).toBeInTheDocument();
    const suppliers = screen.getByRole('table', { name: 'Supplier permissions' });
    expect(within(suppliers).getByRole('link', { name: 'Supplier user' })).toHaveAttribute(
      'href',
      '/admin/roles/edit/9',
    );
  });
});
