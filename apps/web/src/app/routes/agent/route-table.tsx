import type { RouteObject } from 'react-router';
import { title, type TLazy } from '../../lazy-route';

/** The agent area (/app): children of its layout. */
export function agentRoutes(lazy: TLazy): RouteObject[] {
  return [
    {
      index: true,
      handle: title('titles.home'),
      lazy: lazy(() => import('./home')),
    },
    {
      path: 'profile',
      handle: title('titles.profile'),
      lazy: lazy(() => import('./profile')),
    },
    {
      // The agent's own settings (issue 19): language, default view, notification mails.
      path: 'settings',
      handle: title('agent-settings:titles.settings'),
      lazy: lazy(() => import('./settings')),
    },
    {
      // The style page (owned by the ui-kit feature).
      path: 'ui',
      handle: title('titles.uiKit'),
      lazy: lazy(() => import('./ui-kit')),
    },
    // Quotes and bookings (issue 6): titles live in the features' own namespaces.
    {
      path: 'quick-quote',
      handle: title('quick-quote:titles.search'),
      lazy: lazy(() => import('./quick-quote')),
    },
    {
      path: 'quick-quote/customise/:ref',
      handle: title('files:titles.customise'),
      lazy: lazy(() => import('./quick-quote-customise')),
    },
    {
      path: 'quick-quote/copy/:ref',
      handle: title('files:titles.copy'),
      lazy: lazy(() => import('./quick-quote-copy')),
    },
    {
      // A custom quote from scratch (issue 19): the `{opt}` of SPEC section 2 that is no package.
      path: 'quick-quote/custom',
      handle: title('quick-quote:titles.custom'),
      lazy: lazy(() => import('./quick-quote-custom')),
    },
    {
      path: 'quick-quote/:opt',
      handle: title('quick-quote:titles.price'),
      lazy: lazy(() => import('./quick-quote-package')),
    },
    {
      path: 'list-bookings',
      handle: title('files:titles.list'),
      lazy: lazy(() => import('./list-bookings')),
    },
    {
      path: 'view-booking/:ref',
      handle: title('files:titles.view'),
      lazy: lazy(() => import('./view-booking')),
    },
    // Scheduled tours (issue 10): departures, prices and booking seats.
    {
      path: 'regular-tours-booking',
      handle: title('regular-tours:titles.booking'),
      lazy: lazy(() => import('./regular-tours-booking')),
    },
    // Agency users and product search (issue 6, "Also").
    {
      path: 'users',
      handle: title('agency-users:titles.users'),
      lazy: lazy(() => import('./users')),
    },
    // The partner API (docs/partner-api.md): an agency administrator's keys and webhooks.
    {
      path: 'api-keys',
      handle: title('partner-api:titles.apiKeys'),
      lazy: lazy(() => import('./api-keys')),
    },
    {
      path: 'webhooks',
      handle: title('partner-api:titles.webhooks'),
      lazy: lazy(() => import('./webhooks')),
    },
    {
      path: 'product-search',
      handle: title('product-search:titles.search'),
      lazy: lazy(() => import('./product-search')),
    },
    {
      path: 'account',
      handle: title('account:titles.account'),
      lazy: lazy(() => import('./account')),
    },
  ];
}
