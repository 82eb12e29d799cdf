import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { filterOptions } from '../testing/client-file-fixtures';
import { ClientFileAddPage } from './client-file-add-page';

async function choose(
  user: ReturnType<typeof renderWithProviders>['user'],
  label: RegExp,
  option: string,
) {
  const combo = screen.getByRole('combobox', { name: label });
  await user.click(combo);
  const listbox = document.getElementById(combo.getAttribute('aria-controls') ?? '');
  if (!listbox) throw new Error(`The list of ${String(label)} did not open`);
  await user.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

describe('New client file (back office)', () => {
  it('creates an empty quote for an agency’s agent and opens it', { timeout: 30_000 }, async () => {
    const posted: unknown[] = [];
    stubFetch(({ url, method, body }) => {
      const { pathname } = new URL(url, 'http://portal.test');
      if (pathname === '/api/admin/client-files/filter-options') {
        return jsonResponse(filterOptions);
      }
      if (pathname === '/api/admin/client-files' && method === 'POST') {
        posted.push(body);
        const { agentId } = body as { agentId: number };
        if (agentId !== 2) {
          return jsonResponse(
            { message: 'Invalid', errors: { agentId: ['Choose an active agent of this agency.'] } },
            422,
          );
        }
        return jsonResponse({ reference: 'NZ-100123' }, 201);
      }
      return jsonResponse({ message: 'Not found' }, 404);
    });
    const { user, router } = renderWithProviders(<ClientFileAddPage />, {
      route: '/admin/client-files/add',
    });
    await screen.findByRole('heading', { name: 'New client file' });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Agency/ })).not.toBeDisabled(),
    );
    await choose(user, /^Agency/, 'Kiwi Horizons Travel');
    await choose(user, /^Agent/, 'Nikau Agent');
    await user.type(screen.getByRole('textbox', { name: /Booking name/ }), 'Custom honeymoon');
    await user.type(screen.getByRole('textbox', { name: /Travel date/ }), '2030-05-10');
    const nights = screen.getByRole('textbox', { name: /Nights/ });
    await user.clear(nights);
    await user.type(nights, '3');
    await user.click(screen.getByRole('button', { name: 'Create file' }));
    await waitFor(() =>
      expect(posted).toEqual([
        expect.objectContaining({
          agencyId: 1,
          agentId: 2,
          bookingName: 'Custom honeymoon',
          travelDate: '2030-05-10',
          nights: 3,
          rooms: [{ roomType: 'DB', adults: 2 }],
        }),
      ]),
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/admin/client-files/NZ-100123'),
    );
  });
});
