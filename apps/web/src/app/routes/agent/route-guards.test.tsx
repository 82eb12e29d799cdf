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
import { agentRoutes } from './route-table';

/**
 * The agent pages only some agency users may open, with the permission each needs. Most agent
 * pages are every agent's (the spec's agent screens); these are an agency administrator's.
 */
const GATED_AGENT_PAGES: Record<string, string> = {
  users: 'agency-users.manage',
  'api-keys': 'partner-api.manage',
  webhooks: 'partner-api.manage',
};

let called: string[] = [];

describe('agent route table', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // The server refuses every call, as it would for an agent without the page's permission.
    called = [];
    stubFetch(({ url }) => {
      called.push(url);
      return jsonResponse({ message: 'This action is unauthorized.' }, 403);
    });
    permissionStore.setState({ roles: ['agent'], permissions: ['app.access'] });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    permissionStore.reset();
  });

  it('lists every gated page in the route table', () => {
    // Only the paths are read: no module is loaded.
    const paths = agentRoutes(() => async () => ({ Component: () => null })).map(
      (route) => route.path,
    );
    expect(paths).toEqual(expect.arrayContaining(Object.keys(GATED_AGENT_PAGES)));
  });

  it.each(Object.entries(GATED_AGENT_PAGES))(
    '/app/%s shows the not-allowed state without %s, before asking the server',
    async (path) => {
      const queryClient = createTestQueryClient();
      const routes: RouteObject[] = agentRoutes((load) => lazyRoute(load, queryClient));
      renderRoutes([{ path: '/app', children: routes }], {
        initialEntries: [`/app/${path}`],
        queryClient,
      });
      expect(await screen.findByText('Not allowed')).toBeInTheDocument();
      expect(called).toEqual([]);
      cleanup();
    },
  );
});
