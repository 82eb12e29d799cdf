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
  clientDocumentBranding: 'operator',
  travellerPayments: 'operator',
  clientMarkupPercent: null,
  logo: null,
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
      if ((body as Partial<TAdminAgency>).clientMarkupPercent === 999.99) {
        const message = 'The client markup is out of range.';
        return jsonResponse({ message, errors: { clientMarkupPercent: [message] } }, 422);
      }
      agency = { ...agency, ...(body as Partial<TAdminAgency>), updatedAt: '2026-02-01T00:00:00Z' };
      return jsonResponse(agency);
    }
    if (parsed.pathname === '/api/admin/agencies/4/logo' && method === 'PUT') {
      const upload = body as { contentType: string; base64: string };
      if (upload.base64 === btoa('broken')) {
        const message = 'The logo must be a PNG or JPEG image';
        return jsonResponse({ message, errors: { base64: [message] } }, 422);
      }
      agency = {
        ...agency,
        logo: { contentType: 'image/png', sizeBytes: 4, updatedAt: '2026-02-02T00:00:00.000Z' },
      };
      return jsonResponse(agency);
    }
    if (parsed.pathname === '/api/admin/agencies/4/logo' && method === 'DELETE') {
      agency = { ...agency, logo: null };
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
    expect(
      await screen.findByText(
        'This field must be a valid phone number, e.g. 021 555 1234 or (021) 555-1234',
      ),
    ).toBeInTheDocument();
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
          clientDocumentBranding: 'operator',
          travellerPayments: 'operator',
          clientMarkupPercent: null,
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

  it('says the format the phone field accepts in its hint, tied to the input, and in its error', async () => {
    const { user } = renderPage();
    const phone = await screen.findByRole('textbox', { name: 'Phone' });
    const hint =
      'An optional +, an optional 3-digit area code, 3 digits, then 4 to 8 digits; spaces, dashes or dots may separate the groups. E.g. 021 555 1234 or (021) 555-1234.';
    expect(screen.getByText(hint)).toBeInTheDocument();
    const describedBy = (phone.getAttribute('aria-describedby') ?? '').split(' ');
    expect(describedBy).toContain(screen.getByText(hint).id);
    expect(phone).toHaveAccessibleDescription(hint);

    await user.type(phone, '09 309 5500');
    await user.tab();
    const error = 'This field must be a valid phone number, e.g. 021 555 1234 or (021) 555-1234';
    expect(await screen.findByText(error)).toBeInTheDocument();
    expect(phone).toHaveAccessibleDescription(expect.stringContaining(error));
    expect(phone).toHaveAccessibleDescription(expect.stringContaining(hint));
  });

  it("sets who collects from the agency's travellers and its client markup, empty sending null", async () => {
    const { user, calls } = renderPage();
    await screen.findByRole('heading', { name: 'Southern Cross Travel' });
    const payments = screen.getByRole('radiogroup', { name: 'Traveller payments' });
    expect(within(payments).getByRole('radio', { name: /Through the travel app/ })).toBeChecked();
    expect(
      within(payments).getByText(
        "Travellers pay the client price through the travel app; the agency's commission is credited to its account.",
      ),
    ).toBeInTheDocument();
    // The form is mounted again after each save (keyed on updatedAt), so the input is found anew.
    const markup = () => screen.getByRole('textbox', { name: 'Client markup (%)' });
    expect(markup()).toHaveValue('');
    expect(markup()).toHaveAccessibleDescription(expect.stringContaining('Net agencies only'));

    await user.click(within(payments).getByRole('radio', { name: /The agency collects/ }));
    await user.type(markup(), '17.5');
    await user.click(screen.getByRole('button', { name: 'Save agency' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PATCH').at(-1)?.body).toEqual(
        expect.objectContaining({ travellerPayments: 'agency', clientMarkupPercent: 17.5 }),
      ),
    );
    await waitFor(() => expect(markup()).toHaveValue('17.5 %'));

    await user.clear(markup());
    await user.type(markup(), '999.99');
    await user.click(screen.getByRole('button', { name: 'Save agency' }));
    const error = 'The client markup is out of range.';
    expect(await screen.findByText(error)).toBeInTheDocument();
    expect(markup()).toHaveAccessibleDescription(expect.stringContaining(error));
    // Under the input only, not again in the form's alert.
    expect(screen.getAllByText(error)).toHaveLength(1);

    await user.clear(markup());
    await user.click(screen.getByRole('button', { name: 'Save agency' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PATCH').at(-1)?.body).toEqual(
        expect.objectContaining({ travellerPayments: 'agency', clientMarkupPercent: null }),
      ),
    );
  }, 30_000);

  it('chooses the letterhead of client documents and uploads, shows and removes the logo', async () => {
    const { user, calls } = renderPage();
    await screen.findByRole('heading', { name: 'Southern Cross Travel' });
    const letterhead = screen.getByRole('radiogroup', { name: 'Letterhead on client itineraries' });
    expect(within(letterhead).getByRole('radio', { name: /Our letterhead/ })).toBeChecked();
    expect(screen.getByText('No logo yet.')).toBeInTheDocument();

    await user.click(within(letterhead).getByRole('radio', { name: /agent-branded/ }));
    await user.click(screen.getByRole('button', { name: 'Save agency' }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({
          method: 'PATCH',
          body: expect.objectContaining({ clientDocumentBranding: 'agency' }),
        }),
      ),
    );

    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('No file input');
    await user.upload(input, new File(['broken'], 'logo.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Upload logo' }));
    expect(await screen.findByText('The logo must be a PNG or JPEG image')).toBeInTheDocument();

    await user.upload(input, new File(['logo'], 'logo.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Upload logo' }));
    const logo = await screen.findByRole('img', { name: 'Logo of Southern Cross Travel' });
    expect(logo).toHaveAttribute(
      'src',
      `/api/admin/agencies/4/logo?v=${encodeURIComponent('2026-02-02T00:00:00.000Z')}`,
    );
    expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({
      contentType: 'image/png',
      base64: btoa('logo'),
    });

    await user.click(screen.getByRole('button', { name: 'Remove logo' }));
    expect(await screen.findByText('No logo yet.')).toBeInTheDocument();
    expect(calls).toContainEqual({
      method: 'DELETE',
      url: '/api/admin/agencies/4/logo',
      body: undefined,
    });
  }, 30_000);
});
