import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { COLOR_SCHEME_STORAGE_KEY } from '../config/env';
import { portalCssVariablesResolver, portalTheme } from '../config/theme';

/** Test helpers for web components: the app's providers, an in-memory router and fetch stubs. */

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Infinity, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}

export function TestProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <MantineProvider
      theme={portalTheme}
      cssVariablesResolver={portalCssVariablesResolver}
      defaultColorScheme="auto"
      colorSchemeManager={localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY })}
    >
      <Notifications />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

interface TRenderRoutesOptions {
  initialEntries?: string[];
  queryClient?: QueryClient;
}

/** Renders a route table in a memory router, as the app's data router would. */
export function renderRoutes(
  routes: RouteObject[],
  { initialEntries = ['/'], queryClient = createTestQueryClient() }: TRenderRoutesOptions = {},
) {
  const router = createMemoryRouter(routes, { initialEntries });
  const user = userEvent.setup();
  const result = render(
    <TestProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...result, router, queryClient, user };
}

/** Renders one element at `route`, with a catch-all sibling so links and redirects can land. */
export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/',
    path,
    queryClient,
  }: { route?: string; path?: string; queryClient?: QueryClient } = {},
) {
  return renderRoutes(
    [
      { path: path ?? route.split('?')[0] ?? '/', element: ui },
      { path: '*', element: <p>Landed elsewhere</p> },
    ],
    { initialEntries: [route], queryClient },
  );
}

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

export type TFetchHandler = (request: {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}) => Response | Promise<Response>;

/** Replaces fetch for one test; returns the mock to inspect the calls. */
export function stubFetch(handler: TFetchHandler) {
  const mock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = input instanceof Request ? input.url : String(input);
    const rawBody = init.body;
    let body: unknown = rawBody;
    if (typeof rawBody === 'string') {
      try {
        body = JSON.parse(rawBody);
      } catch {
        body = rawBody;
      }
    }
    return handler({
      method: init.method ?? 'GET',
      url,
      body,
      headers: (init.headers ?? {}) as Record<string, string>,
    });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/**
 * Catches the files a test downloads (lib/download-file saves a blob through an anchor's click):
 * `saved` holds each file's name. Undone by vi.restoreAllMocks / vi.unstubAllGlobals.
 */
export function captureDownloads(): { saved: string[] } {
  const saved: string[] = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:download'), revokeObjectURL: vi.fn() }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  return { saved };
}

/** A CSV answer as the server's exports send it. */
export function csvResponse(fileName: string, body = 'Id\r\n') {
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
    },
  });
}

/**
 * Two clicks that both land before React renders the first one's pending state, as a quick double
 * click can in a browser. user-event's `dblClick` lets React render in between (a loading button
 * is then disabled), so it cannot show that a second click sends nothing.
 */
export function clickTwiceBeforeRender(element: HTMLElement): void {
  act(() => {
    element.click();
    element.click();
  });
}
