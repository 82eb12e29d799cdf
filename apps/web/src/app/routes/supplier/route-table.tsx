import type { RouteObject } from 'react-router';
import { title, type TLazy } from '../../lazy-route';

/** The supplier area (/supplier-app): children of its layout. */
export function supplierRoutes(lazy: TLazy): RouteObject[] {
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
      path: 'requests',
      handle: title('supplier-requests:titles.current'),
      lazy: lazy(() => import('./requests')),
    },
    {
      path: 'confirmed',
      handle: title('supplier-requests:titles.confirmed'),
      lazy: lazy(() => import('./confirmed')),
    },
    {
      path: 'cancelled',
      handle: title('supplier-requests:titles.cancelled'),
      lazy: lazy(() => import('./cancelled')),
    },
    {
      path: 'rates',
      handle: title('rate-proposals:titles.supplier'),
      lazy: lazy(() => import('./rates')),
    },
    {
      path: 'users',
      handle: title('supplier-users:titles.users'),
      lazy: lazy(() => import('./users')),
    },
    {
      path: 'service/:id',
      handle: title('supplier-requests:titles.confirmService'),
      lazy: lazy(() => import('./service')),
    },
  ];
}
