import { useSyncExternalStore, type AnchorHTMLAttributes, type MouseEvent } from 'react';

/**
 * A very small history router for the traveller pages: a handful of flat paths do not need the
 * main app's data router (docs/decisions/010-traveller-pages.md).
 */

const NAVIGATE_EVENT = 'traveller:navigate';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(NAVIGATE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(NAVIGATE_EVENT, onChange);
  };
}

const readHref = () => window.location.pathname + window.location.search;

export interface TLocation {
  pathname: string;
  search: URLSearchParams;
}

export function useLocation(): TLocation {
  const href = useSyncExternalStore(subscribe, readHref, readHref);
  const url = new URL(href, 'http://local');
  return { pathname: url.pathname, search: url.searchParams };
}

export function navigate(to: string, { replace = false }: { replace?: boolean } = {}): void {
  if (replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  window.scrollTo(0, 0);
  window.dispatchEvent(new Event(NAVIGATE_EVENT));
}

export type TRouteMatch = { route: TRouteName; params: Record<string, string> };
export type TRouteName =
  | 'find'
  | 'travelApp'
  | 'findQuote'
  | 'quote'
  | 'paymentResult'
  | 'payment'
  | 'prizeCart'
  | 'notFound';

const ROUTES: { route: TRouteName; pattern: RegExp }[] = [
  { route: 'find', pattern: /^\/travel-app\/?$/ },
  { route: 'travelApp', pattern: /^\/travel-app\/(?<id>[^/]+)\/?$/ },
  { route: 'findQuote', pattern: /^\/quote\/?$/ },
  { route: 'quote', pattern: /^\/quote\/(?<id>[^/]+)\/?$/ },
  { route: 'paymentResult', pattern: /^\/payments\/result\/?$/ },
  { route: 'payment', pattern: /^\/payments\/(?<id>[^/]+)\/?$/ },
  { route: 'prizeCart', pattern: /^\/prize-cart\/?$/ },
];

export function matchRoute(pathname: string): TRouteMatch {
  for (const { route, pattern } of ROUTES) {
    const match = pattern.exec(pathname);
    if (!match) continue;
    const params: Record<string, string> = {};
    for (const [key, value] of Object.entries(match.groups ?? {})) {
      try {
        params[key] = decodeURIComponent(value);
      } catch {
        return { route: 'notFound', params: {} };
      }
    }
    return { route, params };
  }
  return { route: 'notFound', params: {} };
}

/** An in-app link: a plain click navigates without a page load; others behave as links do. */
export function Link({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey ||
      !href
    ) {
      return;
    }
    event.preventDefault();
    navigate(href);
  };
  return <a href={href} onClick={handleClick} {...rest} />;
}
