import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNAUTHENTICATED_MESSAGES } from '@portal/shared/contracts/errors';
import { USER_KINDS, type TUserKind } from '@portal/shared/domain/user-kinds';
import { AREA_ACCESS_PERMISSION, listRoutes, type TRouteEntry } from '../src/plugins/auth';
import { buildTestApp, type TestClient, type TTestApp } from './build-test-app';
import { buildAreaOnlyRole } from './catalogue-factories';
import { buildAdmin, buildAgent, buildSupplierUser } from './factories';

/**
 * Routes anyone may call. A new public route must be added here on purpose; any other route is
 * checked below for its guard, so a route registered without one fails this file.
 */
const PUBLIC_ROUTES = new Set([
  'GET /api/get-settings',
  'GET /api/version',
  // Liveness and readiness probes for the load balancer: no data, only up or down (health tests).
  'GET /api/health',
  'GET /api/ready',
  'GET /api/auth/me',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  // Live updates: these decide per channel who may subscribe (realtime.service.ts, tested there).
  'POST /broadcasting/auth',
  'POST /broadcasting/user-auth',
  'GET /api/realtime/config',
  'GET /realtime/app/:key',
  // Supplier request links: the token is the credential (supplier-requests tests cover it).
  'GET /api/supplier-links/:token',
  'GET /api/supplier-links/:token/snapshot',
  'POST /api/supplier-links/:token/answer',
  'POST /api/supplier-links/:token/reconfirm',
  // Online payments: the session token or the provider's signature is the key.
  'POST /api/travel-app/:token/payment-sessions',
  'GET /api/payments/:sessionToken',
  'POST /api/payments/:sessionToken/sandbox-card',
  'POST /api/payments/:sessionToken/sandbox-verify',
  'POST /api/payments/webhooks/stripe',
  // Traveller pages: bearer tokens bound to one file, rate limited (traveller.policy.ts).
  'GET /api/find-itinerary/:reference',
  'GET /api/find-quote/:reference',
  'GET /api/travel-app/:token',
  'GET /api/travel-app/:token/services/:lineId/voucher.pdf',
  'PUT /api/travel-app/:token/emergency-contact',
  'POST /api/travel-app/:token/feedback',
  'GET /api/travel-app/:token/prizes',
  'POST /api/travel-app/:token/prizes/:prizeId',
  'GET /api/quotes/public/:token',
  'POST /api/quotes/public/:token/accept',
  // The partner API's reference: its OpenAPI document and the docs page with its own files.
  'GET /api/openapi.json',
  'GET /api/docs',
  'GET /api/docs/init.js',
  'GET /api/docs/assets/:file',
]);

let t: TTestApp;
let routes: TRouteEntry[];
const signedIn = {} as Record<TUserKind, TestClient>;
/** A user of the right kind holding only the area's access permission (for permission-guarded routes). */
const basic = {} as Record<TUserKind, TestClient>;

beforeAll(async () => {
  t = await buildTestApp();
  routes = listRoutes(t.app);
  const admin = await buildAdmin(t);
  const agent = await buildAgent(t, { roles: ['agency-admin'] });
  const supplierUser = await buildSupplierUser(t);
  // Default roles grant feature permissions (consultants read the catalogue, agents price
  // quotes), so "lacks the permission" is a role holding nothing but the area's access.
  const consultant = await buildAdmin(t, { roles: [await buildAreaOnlyRole(t, 'admin')] });
  const plainAgent = await buildAgent(t, { roles: [await buildAreaOnlyRole(t, 'agent')] });
  const supplierStaff = await buildSupplierUser(t, {
    roles: [await buildAreaOnlyRole(t, 'supplier')],
  });
  signedIn.admin = await t.signIn(admin.username, 'admin');
  signedIn.agent = await t.signIn(agent.username, 'agent');
  signedIn.supplier = await t.signIn(supplierUser.username, 'supplier');
  basic.admin = await t.signIn(consultant.username, 'admin');
  basic.agent = await t.signIn(plainAgent.username, 'agent');
  basic.supplier = await t.signIn(supplierStaff.username, 'supplier');
});
afterAll(() => t.close());

const key = (route: TRouteEntry) => `${route.method} ${route.url}`;

/** Path parameters get a plausible value; the guard answers before they are looked up. */
function concreteUrl(url: string): string {
  return url.replace(/:(\w+)/g, '1').replace(/\*$/, 'x');
}

function call(client: TestClient, route: TRouteEntry): Promise<LightMyRequestResponse> {
  const method = route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  return client.request(method, concreteUrl(route.url), method === 'GET' ? undefined : {});
}

describe('the route table', () => {
  it('lists the routes with the policy each declared', () => {
    expect(routes.length).toBeGreaterThanOrEqual(PUBLIC_ROUTES.size + 5);
    for (const entry of PUBLIC_ROUTES) {
      expect(routes.map(key), `${entry} is missing`).toContain(entry);
    }
  });

  it('has an access policy on every route', () => {
    const missing = routes.filter((route) => !route.access).map(key);
    expect(missing, 'routes without config.access').toEqual([]);
  });

  it('has no public route other than the allow-listed ones', () => {
    const publicRoutes = routes.filter((route) => route.access?.type === 'public').map(key);
    expect(publicRoutes.sort()).toEqual([...PUBLIC_ROUTES].sort());
  });
});

describe('every guarded route', () => {
  it('answers 401 with the area message to anonymous callers', async () => {
    for (const route of routes.filter((r) => r.access?.type === 'user')) {
      const access = route.access?.type === 'user' ? route.access : null;
      const response = await call(t.client(), route);
      expect(response.statusCode, `${key(route)} anonymous`).toBe(401);
      expect(response.json(), key(route)).toMatchObject({
        message: UNAUTHENTICATED_MESSAGES[access?.area ?? 'agent'],
      });
    }
  });

  it('answers 403 to users of another kind', async () => {
    for (const route of routes) {
      const access = route.access?.type === 'user' ? route.access : null;
      if (!access?.area) continue;
      for (const kind of USER_KINDS.filter((k) => k !== access.area)) {
        const response = await call(signedIn[kind], route);
        expect(response.statusCode, `${key(route)} as ${kind}`).toBe(403);
        expect(response.json()).toMatchObject({ message: 'This action is unauthorized.' });
      }
    }
  });

  it('answers 403 to users of the right kind who lack the permission', async () => {
    for (const route of routes) {
      const access = route.access?.type === 'user' ? route.access : null;
      if (!access?.area || !access.permission) continue;
      const response = await call(basic[access.area], route);
      expect(response.statusCode, `${key(route)} without ${access.permission}`).toBe(403);
    }
  });

  it('lets users of the right kind through the guard', async () => {
    for (const route of routes) {
      const access = route.access?.type === 'user' ? route.access : null;
      if (!access) continue;
      const response = await call(signedIn[access.area ?? 'agent'], route);
      expect([401, 403], `${key(route)} as its own kind`).not.toContain(response.statusCode);
    }
  });
});

describe('admin routes', () => {
  it('every admin route requires a feature permission', () => {
    const adminRoutes = routes.filter((route) => route.url.startsWith('/api/admin/'));
    expect(adminRoutes.length).toBeGreaterThan(0);
    const withoutFeaturePermission = adminRoutes
      .filter((route) => {
        const access = route.access?.type === 'user' ? route.access : null;
        // "a|b": each alternative alone opens the route, so each must hold a feature permission.
        const alternatives = (access?.permission ?? '').split('|');
        return alternatives.some((alternative) =>
          alternative
            .split('&')
            .map((name) => name.trim())
            .every((name) => name === '' || name === AREA_ACCESS_PERMISSION.admin),
        );
      })
      .map(key);
    expect(withoutFeaturePermission, 'admin routes guarded by area access only').toEqual([]);
  });
});

describe('area prefixes', () => {
  it('refuses to register an area route without the matching guard', async () => {
    const { default: Fastify } = await import('fastify');
    const { registerAuth } = await import('../src/plugins/auth');
    const app = Fastify();
    registerAuth(app, {
      config: t.config,
      sessions: t.app.ctx.sessions,
      loadPermissionState: async () => ({ roles: [], permissions: [] }),
      resolveApiKey: async () => null,
    });
    expect(() =>
      app.get('/api/admin/open', { config: { access: { type: 'public' } } }, async () => ({})),
    ).toThrow(/admin area/);
    expect(() => app.get('/api/supplier/unguarded', async () => ({}))).toThrow(/supplier area/);
    expect(() =>
      app.get('/api/partner/v1/open', { config: { access: { type: 'public' } } }, async () => ({})),
    ).toThrow(/partner routes/);
    expect(() =>
      app.get(
        '/api/app/by-key',
        { config: { access: { type: 'partner', scope: 'read', permission: 'files.view' } } },
        async () => ({}),
      ),
    ).toThrow(/agent area|partner routes/);
    await app.close();
  });
});
