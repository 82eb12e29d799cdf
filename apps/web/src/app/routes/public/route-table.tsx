import type { RouteObject } from 'react-router';
import { publicTitle, title, type TLazy } from '../../lazy-route';

/** Pages outside the signed-in areas: sign-in, password reset and the public pages for suppliers and travellers. */
export function publicRoutes(lazy: TLazy): RouteObject[] {
  return [
    {
      path: '/',
      handle: title('titles.login'),
      lazy: lazy(() => import('../auth/agent-login')),
    },
    {
      path: '/admin/login',
      handle: title('titles.adminLogin'),
      lazy: lazy(() => import('../auth/admin-login')),
    },
    {
      path: '/supplier/login',
      handle: title('titles.supplierLogin'),
      lazy: lazy(() => import('../auth/supplier-login')),
    },
    {
      path: '/forgot-password',
      handle: title('titles.forgotPassword'),
      lazy: lazy(() => import('../auth/forgot-password')),
    },
    {
      path: '/reset-password/:token',
      handle: title('titles.resetPassword'),
      lazy: lazy(() => import('../auth/reset-password')),
    },
    // Supplier pages opened from emailed links, without login (issue 7).
    {
      path: '/supplier/service/:token',
      handle: publicTitle('supplier-requests:titles.confirmService'),
      lazy: lazy(() => import('./supplier-service')),
    },
    {
      path: '/supplier/service-snapshot/:token',
      handle: publicTitle('supplier-requests:titles.snapshot'),
      lazy: lazy(() => import('./supplier-service-snapshot')),
    },
    {
      path: '/supplier/reconfirm/:token',
      handle: publicTitle('supplier-requests:titles.reconfirm'),
      lazy: lazy(() => import('./supplier-reconfirm')),
    },
  ];
}
