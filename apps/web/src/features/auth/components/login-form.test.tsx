import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoUsers } from '../../../testing/fixtures';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { LoginForm } from './login-form';

describe('login form', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it("shows the server's message when the credentials are refused", async () => {
    stubFetch(() =>
      jsonResponse(
        {
          message: 'These credentials do not match our records.',
          errors: { username: ['These credentials do not match our records.'] },
        },
        422,
      ),
    );
    const onSuccess = vi.fn();
    const { user } = renderWithProviders(<LoginForm area="agent" onSuccess={onSuccess} />);

    await user.type(screen.getByLabelText(/Username/), 'nz.agent');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'These credentials do not match our records.',
    );
    expect(screen.getByLabelText(/Username/)).toHaveAccessibleDescription(
      'These credentials do not match our records.',
    );
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('checks a field when it loses focus, not while it is typed in', async () => {
    const { user } = renderWithProviders(<LoginForm area="agent" onSuccess={vi.fn()} />);
    const username = screen.getByLabelText(/Username/);
    await user.click(username);
    await user.tab();
    await vi.waitFor(() => expect(username).toHaveAccessibleDescription('This field is required'));

    await user.type(username, 'nz.agent');
    // Typing alone keeps the message until the next blur.
    expect(username).toHaveAccessibleDescription('This field is required');
    await user.tab();
    await vi.waitFor(() => expect(username).not.toHaveAccessibleDescription());
  });

  it('shows the rate-limit message as the server words it', async () => {
    stubFetch(() =>
      jsonResponse({ message: 'Too many login attempts. Please try again in 42 seconds.' }, 429),
    );
    const { user } = renderWithProviders(<LoginForm area="admin" onSuccess={vi.fn()} />, {
      route: '/admin/login',
    });
    expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Username/), 'admin');
    await user.type(screen.getByLabelText(/^Password/), 'x');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many login attempts. Please try again in 42 seconds.',
    );
  });

  it('sends the area with the credentials and reports the signed-in user', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ user: demoUsers.supplier }));
    const onSuccess = vi.fn();
    const { user } = renderWithProviders(<LoginForm area="supplier" onSuccess={onSuccess} />, {
      route: '/supplier/login',
    });
    await user.type(screen.getByLabelText(/Username/), 'supplier.hotel');
    await user.type(screen.getByLabelText(/^Password/), 'Demo-pass-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledWith(demoUsers.supplier));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/login');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      area: 'supplier',
      username: 'supplier.hotel',
      password: 'Demo-pass-2026',
    });
  });

  it('asks for both fields before calling the server', async () => {
    const fetchMock = stubFetch(() => jsonResponse({}));
    const { user } = renderWithProviders(<LoginForm area="agent" onSuccess={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("links to the forgot-password page for the form's area", () => {
    renderWithProviders(<LoginForm area="supplier" onSuccess={vi.fn()} />, {
      route: '/supplier/login',
    });
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password?area=supplier',
    );
  });
});
