import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';
import { loadChunk } from '../lib/chunk-reload';

/**
 * What a lazily loaded route module exports: its page as the default export and, when the page
 * needs data or a guard before it renders, a `clientLoader` factory given the app's query client.
 */
export interface TRouteModule {
  default: ComponentType;
  clientLoader?: (queryClient: QueryClient) => LoaderFunction;
}

/** Route titles are i18n keys of the common namespace (see use-document-title.ts). */
export interface TRouteHandle {
  title: string;
}

/** A route's `lazy`: one chunk per module, failures marked for the reload in RouteErrorBoundary. */
export function lazyRoute(load: () => Promise<TRouteModule>, queryClient: QueryClient) {
  return async () => {
    const module = await loadChunk(load);
    return module.clientLoader
      ? { Component: module.default, loader: module.clientLoader(queryClient) }
      : { Component: module.default };
  };
}
