import type { TSessionUser } from '@portal/shared/contracts/auth';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { permissionStore } from '../lib/authorization';
import { demoSettings, demoUsers } from '../testing/fixtures';
import {
  createTestQueryClient,
  jsonResponse,
  renderRoutes,
  stubFetch,
} from '../testing/test-utils';
import { createAppRoutes } from './router';

interface TServerState {
  user: TSessionUser | null;
  permissions?: string[];
  roles?: string[];
}

/** A fake of the server's answers for the shell's calls. */
function stubServer(state: TServerState) {
  return stubFetch(({ url, method, body }) => {
    if (url === '/api/get-settings') return jsonResponse(demoSettings);
    if (url === '/api/auth/me') return jsonResponse({ user: state.user });
    if (url === '/get-user-permission-to-react') {
      return state.user
        ? jsonResponse({ roles: state.roles ?? [], permissions: state.permissions ?? [] })
        : jsonResponse({ message: 'Unauthenticated.' }, 401);
    }
    if (url === '/api/auth/login' && method === 'POST') {
      const { username } = body as { username: string };
      const user = Object.values(demoUsers).find((candidate) => candidate.username === username);
      if (!user)
        return jsonResponse({ message: 'These credentials do not match our records.' }, 422);
      state.user = user;
      return jsonResponse({ user });
    }
    if (url === '/api/auth/logout' && method === 'POST') {
      state.user = null;
      return jsonResponse({ message: 'Logged out.' });
    }
    throw new Error(`Unexpected call ${method} ${url}`);
  });
}

function renderApp(path: string) {
  const queryClient = createTestQueryClient();
  return renderRoutes(createAppRoutes(queryClient), { initialEntries: [path], queryClient });
}

describe('app routes', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
    permissionStore.reset();
    document.title = '';
  });

  it('shows "Woops" for an unmatched path, with its title', async () => {
    stubServer({ user: null });
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Woops' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Woops | Fernway Portal'));
  });

  it('opens the agent login at "/" with the title "Login"', async () => {
    stubServer({ user: null });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Agent Login' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Login | Fernway Portal'));
  });

  it("sends a signed-out visitor of an area to that area's login, remembering the page", async () => {
    stubServer({ user: null });
    const { router } = renderApp('/admin/outbox');
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(router.state.location.search).toBe('?redirectTo=%2Fadmin%2Foutbox');
  });

  it("sends a user of another kind to the area's login page", async () => {
    stubServer({ user: demoUsers.agent, permissions: ['app.access'] });
    const { router } = renderApp('/supplier-app');
    expect(await screen.findByRole('heading', { name: 'Supplier Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/supplier/login');
  });

  it('sends a signed-in user who opens their login page to their area', async () => {
    stubServer({ user: demoUsers.agent, permissions: ['app.access'] });
    const { router } = renderApp('/');
    expect(
      await screen.findByRole('heading', { name: 'Welcome, Nikau Agent' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app');
    expect(screen.getByText('Kiwi Horizons Travel', { selector: 'p' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Quote, book and manage New Zealand and Australia travel for your clients with Fernway Journeys.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Your agency books the New Zealand brand: prices in NZD incl. 15% GST.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Dashboard | Fernway Portal'));
  });

  it('signs in from the login page and returns to the page first asked for', async () => {
    stubServer({ user: null });
    const { router, user } = renderApp('/admin/outbox');
    await screen.findByRole('heading', { name: 'Admin Login' });
    const stubbed = stubServer({ user: null, permissions: ['admin.access', 'outbox.view'] });
    stubbed.mockClear();
    await user.type(screen.getByLabelText(/Username/), 'admin');
    await user.type(screen.getByLabelText(/^Password/), 'Demo-pass-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/outbox'));
  });

  it('hides navigation entries the user has no permission for', async () => {
    stubServer({ user: demoUsers.admin, permissions: ['admin.access'] });
    renderApp('/admin');
    const nav = await screen.findByRole('navigation', { name: 'Back office navigation' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Profile' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Outbox' })).not.toBeInTheDocument();
  });

  it('shows the entries the user may use', async () => {
    stubServer({ user: demoUsers.admin, permissions: ['admin.access', 'outbox.view'] });
    renderApp('/admin');
    const nav = await screen.findByRole('navigation', { name: 'Back office navigation' });
    expect(within(nav).getByRole('link', { name: 'Outbox' })).toHaveAttribute(
      'href',
      '/admin/outbox',
    );
  });

  it("offers an agency administrator the partner API's pages beside Users", async () => {
    stubServer({
      user: demoUsers.agent,
      permissions: ['app.access', 'agency-users.manage', 'partner-api.manage'],
    });
    renderApp('/app');
    const nav = await screen.findByRole('navigation', { name: 'Agent portal navigation' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels.slice(labels.indexOf('Users'), labels.indexOf('Users') + 3)).toEqual([
      'Users',
      'API keys',
      'Webhooks',
    ]);
    expect(within(nav).getByRole('link', { name: 'API keys' })).toHaveAttribute(
      'href',
      '/app/api-keys',
    );
    expect(within(nav).getByRole('link', { name: 'Webhooks' })).toHaveAttribute(
      'href',
      '/app/webhooks',
    );
  });

  it("hides the partner API's pages from an agent without partner-api.manage", async () => {
    stubServer({ user: demoUsers.agent, permissions: ['app.access'] });
    renderApp('/app');
    const nav = await screen.findByRole('navigation', { name: 'Agent portal navigation' });
    expect(within(nav).queryByRole('link', { name: 'API keys' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Webhooks' })).not.toBeInTheDocument();
  });

  it('lists Webhooks under Settings for a back-office user with webhooks.manage', async () => {
    stubServer({ user: demoUsers.admin, permissions: ['admin.access', 'webhooks.manage'] });
    renderApp('/admin');
    const nav = await screen.findByRole('navigation', { name: 'Back office navigation' });
    const settings = within(nav).getByRole('group', { name: 'Settings' });
    expect(within(settings).getByRole('link', { name: 'Webhooks' })).toHaveAttribute(
      'href',
      '/admin/webhooks',
    );
  });

  it('logs out from the user menu and lands on the area login page', async () => {
    stubServer({ user: demoUsers.supplier, permissions: ['supplier.access'] });
    const { router, user } = renderApp('/supplier-app');
    await user.click(
      await screen.findByRole('button', { name: 'Account menu for Harbour Manager' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Supplier Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/supplier/login');
    expect(permissionStore.getState()).toBeNull();
  });

  it("offers the agent's Tools menu with Logout and no empty groups", async () => {
    stubServer({ user: demoUsers.agent, permissions: ['app.access'] });
    const { user } = renderApp('/app');
    await screen.findByRole('heading', { name: 'Welcome, Nikau Agent' });
    await user.click(screen.getByRole('button', { name: 'Tools' }));
    expect(screen.getByRole('button', { name: 'Tools' })).toHaveAttribute('aria-expanded', 'true');
    // jsdom has no layout, so Mantine's positioning may mark the open dropdown as hidden.
    const menu = await screen.findByRole('menu', { hidden: true });
    const items = within(menu).getAllByRole('menuitem', { hidden: true });
    expect(items.map((item) => item.textContent)).toEqual(['Logout']);
    expect(within(menu).queryByText('Our tools')).not.toBeInTheDocument();
  });
});
