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

/** Route titles are i18n keys, `namespace:key` or a key of common (see use-document-title.ts). */
export interface TRouteHandle {
  title: string;
  /** Pages for people outside the portal (suppliers' emailed links): titled with the company name. */
  isPublic?: boolean;
}

export const title = (key: string): TRouteHandle => ({ title: key });
export const publicTitle = (key: string): TRouteHandle => ({ title: key, isPublic: true });

export interface TLazyRouteOptions {
  /** Loaded alongside the module, before the page renders (the areas' strings). */
  preload?: () => Promise<unknown>;
}

/** A route's `lazy`: one chunk per module, failures marked for the reload in RouteErrorBoundary. */
export function lazyRoute(
  load: () => Promise<TRouteModule>,
  queryClient: QueryClient,
  { preload }: TLazyRouteOptions = {},
) {
  return async () => {
    const [module] = await Promise.all([loadChunk(load), preload?.()]);
    return module.clientLoader
      ? { Component: module.default, loader: module.clientLoader(queryClient) }
      : { Component: module.default };
  };
}

/** `lazyRoute` bound to the app's query client, as the route tables take it. */
export type TLazy = (load: () => Promise<TRouteModule>) => ReturnType<typeof lazyRoute>;
