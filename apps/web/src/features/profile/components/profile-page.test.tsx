import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { meQueryKey } from '../../../lib/auth';
import { demoUsers } from '../../../testing/fixtures';
import {
  createTestQueryClient,
  jsonResponse,
  renderWithProviders,
  stubFetch,
} from '../../../testing/test-utils';
import { ProfilePage } from './profile-page';

describe('profile page', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('saves name and email and updates the signed-in user', async () => {
    const fetchMock = stubFetch(({ method, body }) => {
      if (method === 'GET') return jsonResponse({ user: demoUsers.agent });
      return jsonResponse({ user: { ...demoUsers.agent, ...(body as object) } });
    });
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(meQueryKey, { user: demoUsers.agent });
    const { user } = renderWithProviders(<ProfilePage />, { route: '/app/profile', queryClient });

    const name = await screen.findByLabelText(/^Name/);
    expect(name).toHaveValue('Nikau Agent');
    expect(screen.getByText('Kiwi Horizons Travel')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Nikau Travel');
    await user.click(screen.getByRole('button', { name: 'Save details' }));

    expect(await screen.findByText('Your details have been saved.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/api/profile',
      expect.objectContaining({ method: 'PATCH' }),
    );
    expect(queryClient.getQueryData(meQueryKey)).toMatchObject({ user: { name: 'Nikau Travel' } });
  });

  it("shows the server's field errors under the inputs", async () => {
    stubFetch(({ method }) => {
      if (method === 'GET') return jsonResponse({ user: demoUsers.admin });
      if (method === 'PATCH') {
        return jsonResponse(
          {
            message: 'The given data was invalid.',
            errors: { email: ['This email is already in use.'] },
          },
          422,
        );
      }
      return jsonResponse(
        {
          message: 'The given data was invalid.',
          errors: { current_password: ['The current password is incorrect.'] },
        },
        422,
      );
    });
    const { user } = renderWithProviders(<ProfilePage />, { route: '/admin/profile' });

    const email = await screen.findByLabelText(/^Email/);
    await user.clear(email);
    await user.type(email, 'ops@fernway.example');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('This email is already in use.')).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription('This email is already in use.');

    await user.type(screen.getByLabelText(/^Current password/), 'not-my-password');
    await user.type(screen.getByLabelText(/^New password/), 'Fernway-2026-new');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Fernway-2026-new');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const current = screen.getByLabelText(/^Current password/);
    await waitFor(() =>
      expect(current).toHaveAccessibleDescription('The current password is incorrect.'),
    );
  });

  it('checks the new password and its confirmation before sending', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ user: demoUsers.supplier }));
    const { user } = renderWithProviders(<ProfilePage />, { route: '/supplier-app/profile' });
    await screen.findByLabelText(/^Name/);
    await user.type(screen.getByLabelText(/^Current password/), 'Demo-pass-2026');
    await user.type(screen.getByLabelText(/^New password/), 'Harbour-2026!');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Harbour-2027!');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('Passwords must match')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('checks the email with the shared rules when it loses focus', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ user: demoUsers.agent }));
    const { user } = renderWithProviders(<ProfilePage />, { route: '/app/profile' });
    const email = await screen.findByLabelText(/^Email/);
    await user.clear(email);
    await user.type(email, 'nikau@kiwihorizons');
    expect(email).not.toHaveAccessibleDescription();
    await user.tab();
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('This field must be a valid email'),
    );

    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
