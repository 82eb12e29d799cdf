import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from '../components/errors/route-error-boundary';
import { PageLoader } from '../components/layouts/page-loader';
import { lazyRoute, type TRouteHandle } from './lazy-route';
import { RootLayout } from './routes/root';

const title = (key: string): TRouteHandle => ({ title: key });

/**
 * The route table. Every page is a lazily loaded module, so each area (and each public page) is its
 * own chunk and the login page does not carry the signed-in areas. `handle.title` keys are in the
 * common namespace.
 */
export function createAppRoutes(queryClient: QueryClient): RouteObject[] {
  const lazy = (load: Parameters<typeof lazyRoute>[0]) => lazyRoute(load, queryClient);
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteErrorBoundary />,
      HydrateFallback: PageLoader,
      children: [
        {
          path: '/',
          handle: title('titles.login'),
          lazy: lazy(() => import('./routes/auth/agent-login')),
        },
        {
          path: '/admin/login',
          handle: title('titles.adminLogin'),
          lazy: lazy(() => import('./routes/auth/admin-login')),
        },
        {
          path: '/supplier/login',
          handle: title('titles.supplierLogin'),
          lazy: lazy(() => import('./routes/auth/supplier-login')),
        },
        {
          path: '/forgot-password',
          handle: title('titles.forgotPassword'),
          lazy: lazy(() => import('./routes/auth/forgot-password')),
        },
        {
          path: '/reset-password/:token',
          handle: title('titles.resetPassword'),
          lazy: lazy(() => import('./routes/auth/reset-password')),
        },
        {
          path: '/app',
          lazy: lazy(() => import('./routes/agent/layout')),
          children: [
            {
              index: true,
              handle: title('titles.home'),
              lazy: lazy(() => import('./routes/agent/home')),
            },
            {
              path: 'profile',
              handle: title('titles.profile'),
              lazy: lazy(() => import('./routes/agent/profile')),
            },
            {
              // The style page (owned by the ui-kit feature).
              path: 'ui',
              handle: title('titles.uiKit'),
              lazy: lazy(() => import('./routes/agent/ui-kit')),
            },
            // Quotes and bookings (issue 6): titles live in the features' own namespaces.
            {
              path: 'quick-quote',
              handle: title('quick-quote:titles.search'),
              lazy: lazy(() => import('./routes/agent/quick-quote')),
            },
            {
              path: 'quick-quote/customise/:ref',
              handle: title('files:titles.customise'),
              lazy: lazy(() => import('./routes/agent/quick-quote-customise')),
            },
            {
              path: 'quick-quote/copy/:ref',
              handle: title('files:titles.copy'),
              lazy: lazy(() => import('./routes/agent/quick-quote-copy')),
            },
            {
              path: 'quick-quote/:opt',
              handle: title('quick-quote:titles.price'),
              lazy: lazy(() => import('./routes/agent/quick-quote-package')),
            },
            {
              path: 'list-bookings',
              handle: title('files:titles.list'),
              lazy: lazy(() => import('./routes/agent/list-bookings')),
            },
            {
              path: 'view-booking/:ref',
              handle: title('files:titles.view'),
              lazy: lazy(() => import('./routes/agent/view-booking')),
            },
            // Agency users and product search (issue 6, "Also").
            {
              path: 'users',
              handle: title('agency-users:titles.users'),
              lazy: lazy(() => import('./routes/agent/users')),
            },
            {
              path: 'product-search',
              handle: title('product-search:titles.search'),
              lazy: lazy(() => import('./routes/agent/product-search')),
            },
            {
              path: 'account',
              handle: title('account:titles.account'),
              lazy: lazy(() => import('./routes/agent/account')),
            },
          ],
        },
        {
          path: '/supplier-app',
          lazy: lazy(() => import('./routes/supplier/layout')),
          children: [
            {
              index: true,
              handle: title('titles.home'),
              lazy: lazy(() => import('./routes/supplier/home')),
            },
            {
              path: 'profile',
              handle: title('titles.profile'),
              lazy: lazy(() => import('./routes/supplier/profile')),
            },
          ],
        },
        {
          path: '/admin',
          lazy: lazy(() => import('./routes/admin/layout')),
          children: [
            {
              index: true,
              handle: title('titles.home'),
              lazy: lazy(() => import('./routes/admin/home')),
            },
            {
              path: 'profile',
              handle: title('titles.profile'),
              lazy: lazy(() => import('./routes/admin/profile')),
            },
            {
              path: 'outbox',
              handle: title('titles.outbox'),
              lazy: lazy(() => import('./routes/admin/outbox')),
            },
            {
              path: 'notices',
              handle: title('notices:titles.notices'),
              lazy: lazy(() => import('./routes/admin/notices')),
            },
            // Catalogue screens (issue 4): titles live in the features' own namespaces.
            {
              path: 'suppliers',
              handle: title('catalogue:titles.suppliers'),
              lazy: lazy(() => import('./routes/admin/suppliers')),
            },
            {
              path: 'suppliers/add',
              handle: title('catalogue:titles.supplierAdd'),
              lazy: lazy(() => import('./routes/admin/supplier-add')),
            },
            {
              path: 'suppliers/:id',
              handle: title('catalogue:titles.supplierEdit'),
              lazy: lazy(() => import('./routes/admin/supplier-edit')),
            },
            {
              path: 'itinerary-locations',
              handle: title('catalogue:titles.locations'),
              lazy: lazy(() => import('./routes/admin/itinerary-locations')),
            },
            {
              path: 'itinerary-locations/add',
              handle: title('catalogue:titles.locationAdd'),
              lazy: lazy(() => import('./routes/admin/itinerary-location-add')),
            },
            {
              path: 'itinerary-locations/:id',
              handle: title('catalogue:titles.locationEdit'),
              lazy: lazy(() => import('./routes/admin/itinerary-location-edit')),
            },
            {
              path: 'quick-quote',
              handle: title('packages:titles.list'),
              lazy: lazy(() => import('./routes/admin/quick-quote')),
            },
            {
              path: 'quick-quote/add',
              handle: title('packages:titles.add'),
              lazy: lazy(() => import('./routes/admin/quick-quote-add')),
            },
            {
              path: 'quick-quote/test',
              handle: title('packages:titles.test'),
              lazy: lazy(() => import('./routes/admin/quick-quote-test')),
            },
            {
              path: 'quick-quote/:id',
              handle: title('packages:titles.edit'),
              lazy: lazy(() => import('./routes/admin/quick-quote-edit')),
            },
            {
              path: 'rate-analysis',
              handle: title('rates:titles.analysis'),
              lazy: lazy(() => import('./routes/admin/rate-analysis')),
            },
          ],
        },
        {
          path: '*',
          handle: title('titles.notFound'),
          lazy: lazy(() => import('./routes/public/not-found')),
        },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createAppRoutes(queryClient));
}
