import { buildPaginated } from '@portal/shared/contracts/pagination';
import type { TAdminAgency, TPerson } from '@portal/shared/contracts/people';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoUsers } from '../../../testing/fixtures';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { AgencyEditPage } from './agency-edit-page';

const AGENCY: TAdminAgency = {
  id: 4,
  name: 'Southern Cross Travel',
  brandId: 2,
  brandCode: 'AU',
  commissionPercent: 12.5,
  creditLimitCents: 500_000,
  email: 'bookings@southerncross.example',
  phone: null,
  active: true,
  userCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function renderPage() {
  const calls: { method: string; url: string; body: unknown }[] = [];
  let agency = AGENCY;
  const users: TPerson[] = [];
  stubFetch(({ method, url, body }) => {
    const parsed = new URL(url, 'http://portal.test');
    calls.push({ method, url: parsed.pathname + parsed.search, body });
    if (parsed.pathname === '/api/auth/me') return jsonResponse({ user: demoUsers.admin });
    if (parsed.pathname === '/api/admin/agencies/4' && method === 'GET')
      return jsonResponse(agency);
    if (parsed.pathname === '/api/admin/agencies/4' && method === 'PATCH') {
      agency = { ...agency, ...(body as Partial<TAdminAgency>), updatedAt: '2026-02-01T00:00:00Z' };
      return jsonResponse(agency);
    }
    if (parsed.pathname === '/api/admin/agencies/4/users' && method === 'GET') {
      return jsonResponse(
        buildPaginated(users, { page: 1, perPage: 20, total: users.length, path: parsed.pathname }),
      );
    }
    if (parsed.pathname === '/api/admin/agencies/4/users' && method === 'POST') {
      const input = body as { name: string; email: string; username: string; role: string };
      if (input.username === 'taken') {
        return jsonResponse(
          {
            message: 'This username is already taken.',
            errors: { username: ['This username is already taken.'] },
          },
          422,
        );
      }
      const person: TPerson = {
        id: 30,
        kind: 'agent',
        username: input.username,
        name: input.name,
        email: input.email,
        roles: [input.role],
        active: true,
        agencyId: 4,
        agencyName: agency.name,
        supplierId: null,
        supplierName: null,
        lastLoginAt: null,
        createdAt: '2026-02-01T00:00:00.000Z',
      };
      users.push(person);
      return jsonResponse(person, 201);
    }
    throw new Error(`Unexpected call ${method} ${url}`);
  });
  return {
    ...renderWithProviders(<AgencyEditPage agencyId={4} />, { route: '/admin/agents/4' }),
    calls,
  };
}

describe('AgencyEditPage', () => {
  it("saves the agency's terms in cents and invites a user, showing server field errors", async () => {
    const { user, calls } = renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Southern Cross Travel' }),
    ).toBeInTheDocument();
    const credit = screen.getByRole('textbox', { name: /Credit limit/ });
    await user.clear(credit);
    await user.type(credit, '2500.5');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '12');
    await user.click(screen.getByRole('button', { name: 'Save agency' }));
    expect(await screen.findByText('This field must be a valid phone number')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Phone' }));
    await user.click(screen.getByRole('button', { name: 'Save agency' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PATCH',
        url: '/api/admin/agencies/4',
        body: {
          name: 'Southern Cross Travel',
          brandId: 2,
          commissionPercent: 12.5,
          creditLimitCents: 250_050,
          email: 'bookings@southerncross.example',
          phone: null,
          active: true,
        },
      }),
    );

    expect(screen.getByText('This agency has no users yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Invite user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a user' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Tane Mahuta');
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'tane@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: /Username/ }), 'taken');
    await user.click(within(dialog).getByRole('button', { name: 'Add and send invitation' }));
    expect(await within(dialog).findByText('This username is already taken.')).toBeInTheDocument();
    const username = within(dialog).getByRole('textbox', { name: /Username/ });
    await user.clear(username);
    await user.type(username, 'tane.mahuta');
    await user.click(within(dialog).getByRole('button', { name: 'Add and send invitation' }));
    const table = await screen.findByRole('table', { name: 'Agency users' });
    expect(within(table).getByText('tane.mahuta')).toBeInTheDocument();
    expect(
      calls.find((call) => call.method === 'POST' && call.url === '/api/admin/agencies/4/users')
        ?.body,
    ).toEqual({ name: 'Tane Mahuta', email: 'tane@example.com', username: 'taken', role: 'agent' });
  }, 30_000);
});
