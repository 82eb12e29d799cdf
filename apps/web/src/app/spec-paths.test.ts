import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient } from '../testing/test-utils';
import { createAppRoutes } from './router';

/**
 * Issue 19, point 27: every path SPEC section 2 lists answers; none falls to the not-found page
 * ("Woops"). Screens that live elsewhere answer through an alias or a redirect (route-table.tsx).
 * The traveller pages are checked by src/traveller/spec-paths.test.ts. `{ref}` is a file reference, `{id}` a numeric id, `{token}` a link's token.
 */
const SPEC_PATHS = {
  public: [
    '/',
    '/forgot-password',
    '/reset-password/{token}',
    '/admin/login',
    '/supplier/login',
    '/supplier/service/{token}',
    '/supplier/service-snapshot/{token}',
    '/supplier/reconfirm/{token}',
  ],
  admin: [
    'profile',
    'client-files',
    'client-files/add',
    'client-files/{ref}',
    'client-files/itinerary/{ref}',
    'client-files/invoices/{ref}',
    'client-files/yield/{ref}',
    'client-files/day-headers/{ref}',
    'rate-analysis',
    'fit-finalisation-tracker',
    'quick-quote',
    'quick-quote/{id}',
    'quick-quote/add',
    'quick-quote/test',
    'users',
    'agents',
    'agents/add',
    'agents/{id}',
    'admins',
    'admins/add',
    'admins/{id}',
    'suppliers',
    'suppliers/add',
    'suppliers/{id}',
    'attachments',
    'attachments/add',
    'attachments/{id}',
    'labels',
    'alerts',
    'alerts/add',
    'alerts/{id}',
    'itinerary-locations',
    'itinerary-locations/add',
    'itinerary-locations/{id}',
    'guide',
    'guide/{id}',
    'payments',
    'payments/add',
    'payments/edit/{id}',
    'regular-tours',
    'regular-tours/category-tour-list',
    'regular-tours/category-catalogue/{id}',
    'regular-tours/add',
    'regular-tours/edit/{id}',
    'roles',
    'roles/edit/{id}',
    'roles/permissions',
    'insights',
    'insights/activities-overview',
    'insights/edited-services',
    'reviews',
    'prizes',
    'settings',
    'fit-settings',
    'booking-settings',
    'content-assessment',
    'content-options',
    'content-process',
  ].map((path) => `/admin/${path}`),
  agent: [
    'profile',
    'users',
    'list-bookings',
    'view-booking/{ref}',
    'quick-quote',
    'quick-quote/{id}',
    'quick-quote/customise/{ref}',
    'quick-quote/copy/{ref}',
    'regular-tours-booking',
    'product-search',
  ].map((path) => `/app/${path}`),
  supplier: ['profile', 'users', 'requests', 'confirmed', 'cancelled', 'service/{id}'].map(
    (path) => `/supplier-app/${path}`,
  ),
};

function concrete(path: string): string {
  return path.replace('{ref}', 'NZ-100001').replace('{id}', '1').replace('{token}', 'a1b2c3d4e5');
}

describe('the paths of SPEC section 2', () => {
  const routes = createAppRoutes(createTestQueryClient());

  it.each(Object.entries(SPEC_PATHS))(
    '%s: each has a page of its own, none is Woops',
    (_, paths) => {
      const unmatched = paths.filter((path) => {
        const matches = matchRoutes(routes, concrete(path)) ?? [];
        return matches.length === 0 || matches.at(-1)?.route.path === '*';
      });
      expect(unmatched).toEqual([]);
    },
  );
});
