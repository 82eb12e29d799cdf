import type { TRoleView } from '@portal/shared/contracts/roles';
import { PERMISSIONS } from '@portal/shared/domain/permissions';
import { USER_KINDS } from '@portal/shared/domain/user-kinds';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { RoleEditPage } from './role-edit-page';

function role(overrides: Partial<TRoleView> = {}): TRoleView {
  return {
    id: 5,
    name: 'night-desk',
    kind: 'admin',
    label: 'Night desk',
    isDefault: false,
    permissions: ['admin.access', 'outbox.view'],
    userCount: 0,
    createdAt: '2026-11-25T09:30:00.000Z',
    ...overrides,
  };
}

function stubRole(initial: TRoleView) {
  let current = initial;
  const calls: { method: string; path: string; body: unknown }[] = [];
  stubFetch(({ method, url, body }) => {
    const path = new URL(url, 'http://portal.test').pathname;
    calls.push({ method, path, body });
    if (method === 'PUT') {
      const update = body as { label: string; permissions: string[]; name?: string };
      current = { ...current, ...update };
    }
    if (method === 'DELETE') return new Response(null, { status: 204 });
    return jsonResponse(current);
  });
  return calls;
}

describe('Role edit page', () => {
  it('lists exactly the permissions the server checks for the kind, and saves the ticked ones', async () => {
    const calls = stubRole(role());
    const { user } = renderWithProviders(<RoleEditPage id={5} />, {
      route: '/admin/roles/edit/5',
    });
    await screen.findByRole('heading', { name: 'Role: Night desk' });
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(PERMISSIONS.admin.length);
    expect(screen.getByRole('checkbox', { name: /outbox\.view/ })).toBeChecked();
    expect(screen.getByText('Read the outgoing mail outbox')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: /outbox\.view/ }));
    await user.click(screen.getByRole('checkbox', { name: /audit\.view/ }));
    await user.click(screen.getByRole('button', { name: 'Save role' }));

    expect(await screen.findByText('The role was saved.')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe('/api/admin/roles/5');
    expect(put?.body).toEqual({
      name: 'night-desk',
      label: 'Night desk',
      permissions: ['admin.access', 'audit.view'],
    });
  }, 20_000);

  it('keeps a default role name and blocks deleting it', async () => {
    stubRole(role({ name: 'consultant', label: 'Consultant', isDefault: true, userCount: 3 }));
    renderWithProviders(<RoleEditPage id={5} />, { route: '/admin/roles/edit/5' });
    await screen.findByRole('heading', { name: 'Role: Consultant' });
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete role' })).toBeDisabled();
    expect(screen.getByText('A default role cannot be deleted.')).toBeInTheDocument();
  });

  it('deletes a role nobody holds after confirming', async () => {
    const calls = stubRole(role());
    const { user } = renderWithProviders(<RoleEditPage id={5} />, {
      route: '/admin/roles/edit/5',
    });
    await user.click(await screen.findByRole('button', { name: 'Delete role' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByText('Landed elsewhere')).toBeInTheDocument());
    expect(
      calls.some((call) => call.method === 'DELETE' && call.path === '/api/admin/roles/5'),
    ).toBe(true);
  });
});

describe('permission descriptions', () => {
  it('has a description for every permission the server checks', () => {
    const missing = USER_KINDS.flatMap((kind) => [...PERMISSIONS[kind]]).filter(
      (name) => !i18n.exists(`roles:descriptions.${name}`),
    );
    expect(missing).toEqual([]);
  });
});
