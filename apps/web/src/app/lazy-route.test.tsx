import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Outlet, type RouteObject } from 'react-router';
import { lazyRoute } from './lazy-route';
import { CHUNK_RELOAD_STORAGE_KEY } from '../config/env';
import { createTestQueryClient, renderRoutes } from '../testing/test-utils';
import { RouteErrorBoundary } from '../components/errors/route-error-boundary';

function routesWithFailingPage(): RouteObject[] {
  const queryClient = createTestQueryClient();
  return [
    {
      element: <Outlet />,
      errorElement: <RouteErrorBoundary />,
      children: [
        { path: '/', element: <p>Start</p> },
        {
          path: '/admin/outbox',
          lazy: lazyRoute(
            () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
            queryClient,
          ),
        },
        {
          path: '/broken',
          loader: () => {
            throw new Error('Boom');
          },
          element: <p>Never</p>,
        },
      ],
    },
  ];
}

describe('lazy routes and the route error boundary', () => {
  const assign = vi.fn();

  beforeEach(() => {
    vi.stubGlobal('location', { ...window.location, assign });
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    assign.mockReset();
    vi.restoreAllMocks();
  });

  it('loads the target address when its page failed to load', async () => {
    const { router } = renderRoutes(routesWithFailingPage(), { initialEntries: ['/'] });
    await screen.findByText('Start');
    await router.navigate('/admin/outbox?page=2');
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/admin/outbox?page=2'));
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('shows an error page instead of reloading the same address again', async () => {
    window.sessionStorage.setItem(
      CHUNK_RELOAD_STORAGE_KEY,
      JSON.stringify({ target: '/admin/outbox', at: Date.now() }),
    );
    renderRoutes(routesWithFailingPage(), { initialEntries: ['/admin/outbox'] });
    expect(
      await screen.findByText(
        'A new version of the portal may have been released. Reload the page to continue.',
      ),
    ).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
  });

  it('explains any other error and logs it', async () => {
    renderRoutes(routesWithFailingPage(), { initialEntries: ['/broken'] });
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    // The boundary logs from an effect, which may run just after the heading is painted.
    await vi.waitFor(() =>
      expect(console.error).toHaveBeenCalledWith(
        'Unexpected error while showing a page.',
        expect.any(Error),
      ),
    );
    expect(assign).not.toHaveBeenCalled();
  });
});
