import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { DEFAULT_NAMESPACE } from '../lib/i18n';
import { useSettings } from '../lib/settings';
import type { TRouteHandle } from './lazy-route';

function isTitleHandle(handle: unknown): handle is TRouteHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    'title' in handle &&
    typeof handle.title === 'string'
  );
}

/**
 * SPEC section 2: every route's title replaces the default title (the product name) on navigation,
 * as "{title} | {product name}". The deepest route with a title wins.
 */
export function useDocumentTitle() {
  const matches = useMatches();
  const { companyName, productName } = useSettings();
  const handle = [...matches].reverse().find((match) => isTitleHandle(match.handle))?.handle;
  const titleKey = isTitleHandle(handle) ? handle.title : null;
  // Namespaces load on demand (lib/i18n.ts): wait for the title's own, without suspending the shell.
  const separator = titleKey?.indexOf(':') ?? -1;
  const namespace = titleKey && separator > 0 ? titleKey.slice(0, separator) : DEFAULT_NAMESPACE;
  const { t, ready } = useTranslation(namespace, { useSuspense: false });
  // A supplier opening an emailed link is not a portal user: the company's name ends its title.
  const suffix =
    isTitleHandle(handle) && handle.isPublic ? companyName || productName : productName;
  const title = titleKey && ready ? `${t(titleKey)} | ${suffix}` : suffix;

  useEffect(() => {
    document.title = title;
  }, [title]);
}
