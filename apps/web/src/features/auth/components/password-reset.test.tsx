import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { ForgotPasswordForm } from './forgot-password-form';
import { ResetPasswordForm } from './reset-password-form';

describe('password reset flow', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await i18n.changeLanguage('en');
  });

  it('asks for the username, then says the reset was sent', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ message: 'Password Reset Sent' }));
    const { user } = renderWithProviders(<ForgotPasswordForm area="admin" />, {
      route: '/forgot-password?area=admin',
    });
    await user.type(screen.getByLabelText(/Username/), 'admin');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('heading', { name: 'Password Reset Sent' })).toBeInTheDocument();
    expect(
      screen.getByText('Please check your email for your password reset link.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute(
      'href',
      '/admin/login',
    );
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      area: 'admin',
      username: 'admin',
    });
  });

  it('checks the new password before sending it', async () => {
    const fetchMock = stubFetch(() => jsonResponse({}));
    const { user } = renderWithProviders(<ResetPasswordForm token="tok" area="agent" />, {
      route: '/reset-password/tok?area=agent',
      path: '/reset-password/:token',
    });
    await user.type(screen.getByLabelText(/^New password/), 'short');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'different');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(screen.getByText('This field must be 8 or more characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords must match')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sets the new password, then offers the login page of the right area', async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse({ message: 'Please login with your new password.' }),
    );
    const { user } = renderWithProviders(<ResetPasswordForm token="tok-1" area="supplier" />, {
      route: '/reset-password/tok-1?area=supplier',
      path: '/reset-password/:token',
    });
    await user.type(screen.getByLabelText(/^New password/), 'Harbour-view-2026');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Harbour-view-2026');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));

    expect(await screen.findByText('Please login with your new password.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/supplier/login');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      token: 'tok-1',
      password: 'Harbour-view-2026',
      password_confirmation: 'Harbour-view-2026',
    });
  });

  it("shows the server's field errors under the right inputs, in the user's language", async () => {
    stubFetch(() =>
      jsonResponse(
        {
          message: 'Passwords must match',
          errors: { password_confirmation: ['Passwords must match'] },
        },
        422,
      ),
    );
    await i18n.changeLanguage('de');
    const { user } = renderWithProviders(<ResetPasswordForm token="tok" area="agent" />, {
      route: '/reset-password/tok',
      path: '/reset-password/:token',
    });
    await user.type(screen.getByLabelText(/^Neues Passwort(?! bestätigen)/), 'Kiwi-horizons-1');
    await user.type(screen.getByLabelText(/^Neues Passwort bestätigen/), 'Kiwi-horizons-1');
    await user.click(screen.getByRole('button', { name: 'Neues Passwort speichern' }));
    await vi.waitFor(() =>
      expect(screen.getByLabelText(/^Neues Passwort bestätigen/)).toHaveAccessibleDescription(
        'Die Passwörter müssen übereinstimmen',
      ),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's message for a used or expired link", async () => {
    stubFetch(() =>
      jsonResponse({ message: 'This password reset link has expired or was already used.' }, 410),
    );
    const { user } = renderWithProviders(<ResetPasswordForm token="old" area="agent" />, {
      route: '/reset-password/old',
      path: '/reset-password/:token',
    });
    await user.type(screen.getByLabelText(/^New password/), 'Kiwi-horizons-1');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Kiwi-horizons-1');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password reset link has expired or was already used.',
    );
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password?area=agent',
    );
  });
});
