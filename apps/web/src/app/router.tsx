import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from '../components/errors/route-error-boundary';
import { loadAllNamespaces } from '../lib/i18n';
import { PageLoader } from '../components/layouts/page-loader';
import { lazyRoute, title, type TLazy } from './lazy-route';
import { adminRoutes } from './routes/admin/route-table';
import { agentRoutes } from './routes/agent/route-table';
import { publicRoutes } from './routes/public/route-table';
import { RootLayout } from './routes/root';
import { supplierRoutes } from './routes/supplier/route-table';

/**
 * The route table. Every page is a lazily loaded module, so each area (and each public page) is its
 * own chunk and the login page does not carry the signed-in areas. Each audience keeps its own
 * table in routes/<area>/route-table.tsx.
 */
export function createAppRoutes(queryClient: QueryClient): RouteObject[] {
  const lazy: TLazy = (load) => lazyRoute(load, queryClient);
  // The signed-in areas' menus and pages name every feature: their strings load with the area,
  // while the public pages load only their own namespaces (lib/i18n.ts).
  const areaLazy: TLazy = (load) => lazyRoute(load, queryClient, { preload: loadAllNamespaces });
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteErrorBoundary />,
      HydrateFallback: PageLoader,
      children: [
        ...publicRoutes(lazy),
        {
          path: '/app',
          lazy: areaLazy(() => import('./routes/agent/layout')),
          children: agentRoutes(areaLazy),
        },
        {
          path: '/supplier-app',
          lazy: areaLazy(() => import('./routes/supplier/layout')),
          children: supplierRoutes(areaLazy),
        },
        {
          path: '/admin',
          lazy: areaLazy(() => import('./routes/admin/layout')),
          children: adminRoutes(areaLazy),
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
