import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoSettings, demoUsers } from '../testing/fixtures';
import { jsonResponse, stubFetch } from '../testing/test-utils';
import { SignInApp } from './app';
import { nextColorMode, readColorMode, resolveColorMode } from './color-scheme';

function fakeLocation(pathname: string, search = '') {
  return { pathname, search, assign: vi.fn(), replace: vi.fn() };
}

/** The server as the light sign-in entry sees it: who is signed in, the settings, the login. */
function stubServer(me: unknown = null) {
  return stubFetch(({ url, method }) => {
    if (url === '/api/auth/me') return jsonResponse({ user: me });
    if (url === '/api/get-settings') return jsonResponse(demoSettings);
    if (url === '/api/auth/login' && method === 'POST') {
      return jsonResponse({ user: demoUsers.admin });
    }
    return jsonResponse({ message: 'Not Found.' }, 404);
  });
}

describe('the light sign-in entry', () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows the area's login card, titled with the product name", async () => {
    stubServer();
    render(<SignInApp location={fakeLocation('/admin/login')} />);
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(document.title).toBe(`Admin Login | ${demoSettings.env.general.product_name}`),
    );
    expect(screen.getByText(demoSettings.env.general.company_name)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password?area=admin',
    );
  });

  it('sends a user already signed in to this area to it', async () => {
    stubServer(demoUsers.supplier);
    const location = fakeLocation('/supplier/login');
    render(<SignInApp location={location} />);
    await vi.waitFor(() => expect(location.replace).toHaveBeenCalledWith('/supplier-app'));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('keeps a user of another area on the login page', async () => {
    stubServer(demoUsers.supplier);
    const location = fakeLocation('/');
    render(<SignInApp location={location} />);
    expect(await screen.findByRole('heading', { name: 'Agent Login' })).toBeInTheDocument();
    expect(location.replace).not.toHaveBeenCalled();
  });

  it('loads the app at the page first asked for once signed in', async () => {
    const fetchMock = stubServer();
    const location = fakeLocation('/admin/login', '?redirectTo=%2Fadmin%2Fpayments');
    render(<SignInApp location={location} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Username/), 'admin');
    await user.type(screen.getByLabelText(/^Password/), 'Demo-pass-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await vi.waitFor(() => expect(location.assign).toHaveBeenCalledWith('/admin/payments'));
    const login = fetchMock.mock.calls.find(([url]) => url === '/api/auth/login');
    expect(JSON.parse(String(login?.[1]?.body))).toEqual({
      area: 'admin',
      username: 'admin',
      password: 'Demo-pass-2026',
    });
  });

  it('shows the password in clear text on request, with a real button', async () => {
    stubServer();
    render(<SignInApp location={fakeLocation('/')} />);
    const password = await screen.findByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    const reveal = screen.getByRole('button', { name: 'Show password' });
    expect(reveal).toHaveAttribute('aria-pressed', 'false');
    await userEvent.setup().click(reveal);
    expect(password).toHaveAttribute('type', 'text');
    expect(reveal).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('the colour mode of the sign-in entry', () => {
  it('cycles dark, light and auto, as the app toggle does', () => {
    expect(nextColorMode('dark')).toBe('light');
    expect(nextColorMode('light')).toBe('auto');
    expect(nextColorMode('auto')).toBe('dark');
  });

  it('reads the choice the app keeps, auto when there is none or it is unreadable', () => {
    expect(readColorMode({ getItem: () => 'dark' })).toBe('dark');
    expect(readColorMode({ getItem: () => 'purple' })).toBe('auto');
    expect(
      readColorMode({
        getItem: () => {
          throw new Error('storage disabled');
        },
      }),
    ).toBe('auto');
  });

  it('follows the system in auto', () => {
    expect(resolveColorMode('auto', true)).toBe('dark');
    expect(resolveColorMode('auto', false)).toBe('light');
    expect(resolveColorMode('light', true)).toBe('light');
  });
});
