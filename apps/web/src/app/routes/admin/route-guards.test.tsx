import { cleanup, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { permissionStore } from '../../../lib/authorization';
import {
  createTestQueryClient,
  jsonResponse,
  renderRoutes,
  stubFetch,
} from '../../../testing/test-utils';
import { lazyRoute } from '../../lazy-route';
import { adminRoutes } from './route-table';

/** Pages every back-office user may open: the home page and their own profile. */
const OPEN_TO_EVERY_ADMIN = new Set(['', 'profile']);

function concretePath(path: string): string {
  return `/admin/${path.replace(/:(\w+)/g, '1')}`.replace(/\/$/, '');
}

/** What the page asked the server for: a gated page asks nothing. */
let called: string[] = [];

describe('admin route table', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    // The server refuses every call, as it would for a user holding only the area's access.
    called = [];
    stubFetch(({ url }) => {
      called.push(url);
      return jsonResponse({ message: 'This action is unauthorized.' }, 403);
    });
    permissionStore.setState({ roles: ['area-only'], permissions: ['admin.access'] });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    permissionStore.reset();
  });

  it('shows the not-allowed state on every feature page to a user without its permission', async () => {
    const queryClient = createTestQueryClient();
    const routes: RouteObject[] = adminRoutes((load) => lazyRoute(load, queryClient));
    const failing: string[] = [];
    const asked: string[] = [];
    for (const route of routes) {
      const path = route.index ? '' : (route.path ?? '');
      if (OPEN_TO_EVERY_ADMIN.has(path)) continue;
      const url = concretePath(path);
      called = [];
      renderRoutes([{ path: '/admin', children: routes }], {
        initialEntries: [url],
        queryClient: createTestQueryClient(),
      });
      const shown = await screen
        .findByText('Not allowed', undefined, { timeout: 3_000 })
        .then(() => true)
        .catch(() => false);
      if (!shown) failing.push(url);
      // "Not allowed" must come from the page's own check, not from the server's 403.
      if (called.length > 0) asked.push(`${url} -> ${called.join(', ')}`);
      cleanup();
    }
    expect(failing, 'admin pages without a client-side permission check').toEqual([]);
    expect(asked, 'admin pages that call the API before checking the permission').toEqual([]);
  }, 180_000);
});
