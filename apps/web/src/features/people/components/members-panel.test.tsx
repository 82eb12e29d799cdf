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
import { MembersPanel } from './members-panel';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('an agency’s users CSV export', () => {
  it('downloads the agency’s agents through the users export', async () => {
    const downloads = captureDownloads();
    const requested: string[] = [];
    stubFetch(({ url }) => {
      requested.push(url);
      if (url.startsWith('/api/admin/users/export.csv')) return csvResponse('users.csv');
      return jsonResponse(buildPaginated([], { page: 1, perPage: 20, total: 0, path: url }));
    });
    const { user } = renderWithProviders(
      <MembersPanel organisation={{ kind: 'agency', id: 12 }} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloads.saved).toEqual(['users.csv']));
    expect(requested).toContain('/api/admin/users/export.csv?kind=agent&agency_id=12');
  });
});

describe('a supplier’s users', () => {
  it('invites a supplier user with a supplier role and exports the supplier’s users', async () => {
    const downloads = captureDownloads();
    const calls: { method: string; url: string; body: unknown }[] = [];
    stubFetch(({ method, url, body }) => {
      calls.push({ method, url, body });
      if (url.startsWith('/api/admin/users/export.csv')) return csvResponse('users.csv');
      if (method === 'POST') {
        return jsonResponse(
          {
            id: 40,
            kind: 'supplier',
            username: 'kiri.guide',
            name: 'Kiri Guide',
            email: 'kiri@glacier.test',
            roles: ['supplier-admin'],
            agencyId: null,
            agencyName: null,
            supplierId: 7,
            supplierName: 'Glacier Guides',
            active: true,
            lastLoginAt: null,
            createdAt: '2030-01-01T00:00:00.000Z',
          },
          201,
        );
      }
      return jsonResponse(buildPaginated([], { page: 1, perPage: 20, total: 0, path: url }));
    });
    const { user } = renderWithProviders(
      <MembersPanel organisation={{ kind: 'supplier', id: 7 }} />,
    );
    expect(await screen.findByRole('heading', { name: 'Supplier users' })).toBeInTheDocument();
    expect(await screen.findByText('This supplier has no users yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Invite user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a user' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Kiri Guide');
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'kiri@glacier.test');
    await user.type(within(dialog).getByRole('textbox', { name: /Username/ }), 'kiri.guide');
    const role = within(dialog).getByRole('combobox', { name: /Role/ });
    await user.click(role);
    const listbox = document.getElementById(role.getAttribute('aria-controls') ?? '');
    if (!listbox) throw new Error('The role list did not open');
    await user.click(
      within(listbox).getByRole('option', { name: 'Supplier administrator', hidden: true }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add and send invitation' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        url: '/api/admin/suppliers/7/users',
        body: {
          name: 'Kiri Guide',
          email: 'kiri@glacier.test',
          role: 'supplier-admin',
          username: 'kiri.guide',
        },
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloads.saved).toEqual(['users.csv']));
    expect(calls.map((call) => call.url)).toContain(
      '/api/admin/users/export.csv?kind=supplier&supplier_id=7',
    );
  }, 30_000);
});
