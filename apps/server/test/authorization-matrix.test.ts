import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFileView } from '@portal/shared/contracts/files';
import {
  API_KEY_SCOPES,
  type TApiKeyScope,
  type TCreatedApiKey,
} from '@portal/shared/contracts/partner-api';
import type { TFileInvoices } from '@portal/shared/contracts/invoices';
import type { TPaymentSessionView } from '@portal/shared/contracts/online-payments';
import type { TTravellerLinks } from '@portal/shared/contracts/traveller';
import { can } from '@portal/shared/domain/authorization';
import { DEFAULT_ROLES, PERMISSIONS } from '@portal/shared/domain/permissions';
import type { TUserKind } from '@portal/shared/domain/user-kinds';
import { DEMO_PASSWORD } from '../src/db/seed';
import { AREA_ACCESS_PERMISSION, listRoutes, type TRouteEntry } from '../src/plugins/auth';
import { ROUTE_POLICY, type TRoutePolicy, type TTokenKind } from './authorization-policy';
import type { TestClient } from './build-test-app';
import { buildAreaOnlyRole } from './catalogue-factories';
import { snapshotTables } from './data-snapshot';
import { buildAdmin, buildAgent, buildSupplierUser } from './factories';
import { buildFilesWorld, linesOf, type TFilesTestWorld } from './files-support';

/**
 * Every route of the route table, called by every kind of caller, against the declared policy in
 * authorization-policy.ts. Tenants: agencies A (NZ demo agency) and B (AU), suppliers X (the demo
 * hotel) and Y (the car hire); the path parameters of tenant-bound routes point at A's or X's
 * records, so B and Y must be refused (403, or 404 so as not to confirm the record exists).
 */

type TTenant = 'A' | 'B' | 'X' | 'Y';
interface TPersona {
  name: string;
  kind: TUserKind | 'anonymous' | 'traveller' | 'api-key';
  permissions: readonly string[];
  /** An API key's scopes (its permissions are its user's). */
  scopes?: readonly TApiKeyScope[];
  tenant: TTenant | null;
  client: TestClient;
}

let world: TFilesTestWorld;
let routes: TRouteEntry[];
const personas: TPersona[] = [];
const fixture = {
  bookingA: null as unknown as TFileView,
  bookingA2: null as unknown as TFileView,
  lineA: 0,
  productId: 0,
  invoiceA: 0,
  creditNoteA: 0,
  agencyUserA: 0,
  requestX: 0,
  supplierUserX: 0,
  productX: 0,
  proposalX: 0,
  webhookA: 0,
  webhookDeliveryA: 0,
  /** A key of agency A that no persona uses: the revoke route may revoke it. */
  apiKeyA: 0,
  tokens: {} as Record<TTokenKind, string>,
  travelToken2: '',
};

/** Demo supplier users and the supplier each belongs to. */
const SUPPLIER_X = 'supplier.hotel';
const SUPPLIER_Y = 'supplier.cars';

/** A webhook endpoint on the discard port of this machine, hearing of every booking move. */
const SAMPLE_WEBHOOK = {
  url: 'http://127.0.0.1:9/hooks',
  events: ['file.status_changed', 'invoice.issued'],
};

function permissionsOfRole(role: string): readonly string[] {
  const definition = DEFAULT_ROLES[role];
  if (!definition) throw new Error(`No default role ${role}`);
  return definition.permissions;
}

let addresses = 0;
/** Public token routes are rate limited per address; every call comes from an address of its own. */
function nextAddress(): string {
  addresses += 1;
  return `10.44.${String(Math.floor(addresses / 250))}.${String(addresses % 250)}`;
}

beforeAll(async () => {
  world = await buildFilesWorld({ inventoryConfirmation: 'ask-supplier' });
  const { t } = world;
  routes = listRoutes(t.app);

  const [agentB, supplierX, supplierY, consultant] = await Promise.all([
    t.signIn('au.agencyadmin', 'agent', DEMO_PASSWORD),
    t.signIn(SUPPLIER_X, 'supplier', DEMO_PASSWORD),
    t.signIn(SUPPLIER_Y, 'supplier', DEMO_PASSWORD),
    t.signIn('consultant', 'admin', DEMO_PASSWORD),
  ]);
  const accountant = await buildAdmin(t, { roles: ['accountant'] });
  const areaOnlyAdmin = await buildAdmin(t, { roles: [await buildAreaOnlyRole(t, 'admin')] });
  const meX = (await supplierX.get('/api/auth/me')).json<{ user: { supplierId: number } }>();
  const supplierUserX = await buildSupplierUser(t, {
    supplierId: meX.user.supplierId,
    roles: ['supplier-user'],
  });
  const meA = (await world.nzAgencyAdmin.get('/api/auth/me')).json<{
    user: { agencyId: number };
  }>();
  const areaOnlyAgentA = await buildAgent(t, {
    agencyId: meA.user.agencyId,
    roles: [await buildAreaOnlyRole(t, 'agent')],
  });

  personas.push(
    { name: 'anonymous', kind: 'anonymous', permissions: [], tenant: null, client: t.client() },
    { name: 'traveller', kind: 'traveller', permissions: [], tenant: null, client: t.client() },
    {
      name: 'agent A (agency-admin)',
      kind: 'agent',
      permissions: permissionsOfRole('agency-admin'),
      tenant: 'A',
      client: world.nzAgencyAdmin,
    },
    {
      name: 'agent A (agent)',
      kind: 'agent',
      permissions: permissionsOfRole('agent'),
      tenant: 'A',
      client: world.nzAgent,
    },
    {
      name: 'agent A (area access only)',
      kind: 'agent',
      permissions: [AREA_ACCESS_PERMISSION.agent],
      tenant: 'A',
      client: await t.signIn(areaOnlyAgentA.username, 'agent'),
    },
    {
      name: 'agent B (agency-admin)',
      kind: 'agent',
      permissions: permissionsOfRole('agency-admin'),
      tenant: 'B',
      client: agentB,
    },
    {
      name: 'supplier X (supplier-admin)',
      kind: 'supplier',
      permissions: permissionsOfRole('supplier-admin'),
      tenant: 'X',
      client: supplierX,
    },
    {
      name: 'supplier X (supplier-user)',
      kind: 'supplier',
      permissions: permissionsOfRole('supplier-user'),
      tenant: 'X',
      client: await t.signIn(supplierUserX.username, 'supplier'),
    },
    {
      name: 'supplier Y (supplier-admin)',
      kind: 'supplier',
      permissions: permissionsOfRole('supplier-admin'),
      tenant: 'Y',
      client: supplierY,
    },
    {
      name: 'admin (super-admin)',
      kind: 'admin',
      permissions: PERMISSIONS.admin,
      tenant: null,
      client: world.admin,
    },
    {
      name: 'admin (consultant)',
      kind: 'admin',
      permissions: permissionsOfRole('consultant'),
      tenant: null,
      client: consultant,
    },
    {
      name: 'admin (accountant)',
      kind: 'admin',
      permissions: permissionsOfRole('accountant'),
      tenant: null,
      client: await t.signIn(accountant.username, 'admin'),
    },
    {
      name: 'admin (area access only)',
      kind: 'admin',
      permissions: [AREA_ACCESS_PERMISSION.admin],
      tenant: null,
      client: await t.signIn(areaOnlyAdmin.username, 'admin'),
    },
  );

  // Partner systems: API keys of agencies A and B (made by their administrators, acting as them),
  // one of A's that may only read, and one of A's that was revoked.
  const makeKey = async (client: TestClient, name: string, scopes: readonly TApiKeyScope[]) => {
    const response = await client.post('/api/app/api-keys', { name, scopes });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<TCreatedApiKey>();
  };
  const keyClient = (key: string) => t.client({ headers: { authorization: `Bearer ${key}` } });
  const keyA = await makeKey(world.nzAgencyAdmin, 'A full', API_KEY_SCOPES);
  const keyARead = await makeKey(world.nzAgencyAdmin, 'A read', ['read']);
  const keyB = await makeKey(agentB, 'B full', API_KEY_SCOPES);
  const keyARevoked = await makeKey(world.nzAgencyAdmin, 'A revoked', API_KEY_SCOPES);
  const revoked = await world.nzAgencyAdmin.post(
    `/api/app/api-keys/${String(keyARevoked.id)}/revoke`,
  );
  expect(revoked.statusCode, revoked.body).toBe(200);
  fixture.apiKeyA = (await makeKey(world.nzAgencyAdmin, 'A spare', ['read'])).id;
  const agencyAdmin = permissionsOfRole('agency-admin');
  personas.push(
    {
      name: 'API key A (every scope)',
      kind: 'api-key',
      permissions: agencyAdmin,
      scopes: API_KEY_SCOPES,
      tenant: 'A',
      client: keyClient(keyA.key),
    },
    {
      name: 'API key A (read)',
      kind: 'api-key',
      permissions: agencyAdmin,
      scopes: ['read'],
      tenant: 'A',
      client: keyClient(keyARead.key),
    },
    {
      name: 'API key B (every scope)',
      kind: 'api-key',
      permissions: agencyAdmin,
      scopes: API_KEY_SCOPES,
      tenant: 'B',
      client: keyClient(keyB.key),
    },
    {
      name: 'API key A (revoked)',
      kind: 'api-key',
      permissions: agencyAdmin,
      scopes: [],
      tenant: 'A',
      client: keyClient(keyARevoked.key),
    },
  );

  // Agency A's webhook endpoint, before the bookings so that they queue deliveries for it. Its
  // port 9 (discard) refuses connections: a replay never leaves the machine.
  const endpoint = await world.nzAgencyAdmin.post('/api/app/webhooks', SAMPLE_WEBHOOK);
  expect(endpoint.statusCode, endpoint.body).toBe(201);
  fixture.webhookA = endpoint.json<{ id: number }>().id;

  // Agency A: two bookings (lines, invoice, supplier requests) and a credit note on the first.
  const book = async (travelDate: string, bookingName: string) => {
    const quote = await world.createQuote(world.nzAgent, { travelDate, bookingName });
    const booked = await world.nzAgent.post(`/api/app/files/${quote.reference}/request-booking`);
    expect(booked.statusCode, booked.body).toBe(200);
    return booked.json<TFileView>();
  };
  fixture.bookingA = await book('2030-03-04', 'Booking one');
  fixture.bookingA2 = await book('2030-03-11', 'Booking two');
  const refA = fixture.bookingA.reference;
  fixture.lineA = linesOf(fixture.bookingA)[0]?.id ?? 0;
  fixture.productId = linesOf(fixture.bookingA)[0]?.productId ?? 0;
  const invoices = (
    await world.nzAgent.get(`/api/app/files/${refA}/invoices`)
  ).json<TFileInvoices>();
  fixture.invoiceA = invoices.invoices[0]?.id ?? 0;
  const credit = await world.admin.post(
    `/api/admin/files/${refA}/invoices/${String(fixture.invoiceA)}/credit`,
    { amountCents: 100, reason: 'Goodwill' },
  );
  expect(credit.statusCode, credit.body).toBeLessThan(300);
  const withCredit = await world.nzAgent.get(`/api/app/files/${refA}/invoices`);
  fixture.creditNoteA = withCredit.json<TFileInvoices>().creditNotes[0]?.id ?? 0;
  const agencyUsers = await world.nzAgencyAdmin.get('/api/app/users');
  fixture.agencyUserA =
    agencyUsers
      .json<{ data: { id: number; username: string }[] }>()
      .data.find((user) => user.username === 'nz.agent')?.id ?? 0;

  const deliveries = await world.nzAgencyAdmin.get(
    `/api/app/webhooks/${String(fixture.webhookA)}/deliveries`,
  );
  fixture.webhookDeliveryA = deliveries.json<{ data: { id: number }[] }>().data[0]?.id ?? 0;

  // Supplier X: a request of booking one, another user, a product and a rate proposal.
  const requests = await supplierX.get('/api/supplier/requests');
  fixture.requestX = requests.json<{ data: { id: number }[] }>().data[0]?.id ?? 0;
  fixture.supplierUserX = supplierUserX.id;
  const products = await supplierX.get('/api/supplier/rates/products');
  fixture.productX = products.json<{ id: number }[]>()[0]?.id ?? 0;
  const proposal = await supplierX.post('/api/supplier/rate-proposals', {
    kind: 'stop-sell',
    productId: fixture.productX,
    availability: { dateFrom: '2030-07-01', dateTo: '2030-07-01', kind: 'stop_sell' },
  });
  expect(proposal.statusCode, proposal.body).toBe(201);
  fixture.proposalX = proposal.json<{ id: number }>().id;

  // Tokens of booking one: traveller pages, its supplier link, an online payment session.
  const tokenOf = (url: string) => url.split('/').pop() ?? '';
  const links = await world.nzAgent.post(`/api/app/files/${refA}/traveller-links`);
  const linksA = links.json<TTravellerLinks>();
  const links2 = await world.nzAgent.post(
    `/api/app/files/${fixture.bookingA2.reference}/traveller-links`,
  );
  fixture.travelToken2 = tokenOf(links2.json<TTravellerLinks>().travelAppUrl);
  const session = await world.nzAgent.post(`/api/app/files/${refA}/payment-sessions`, {
    purpose: 'deposit',
  });
  expect(session.statusCode, session.body).toBe(201);
  const supplierLink = await supplierLinkTokenOf(fixture.requestX);
  fixture.tokens = {
    traveller: tokenOf(linksA.travelAppUrl),
    quote: tokenOf(linksA.quoteUrl),
    'supplier-link': supplierLink,
    'payment-session': session.json<TPaymentSessionView>().token,
    'provider-signature': '',
  };
  expect(Object.values(fixture).every((value) => value !== 0)).toBe(true);
});
afterAll(() => world.t.close());

/** The emailed link of a supplier request, read from the mail outbox. */
async function supplierLinkTokenOf(requestId: number): Promise<string> {
  const { mailOutbox } = await import('../src/db/schema/mail-outbox');
  const rows = await world.t.db.select().from(mailOutbox);
  for (const row of rows) {
    for (const match of row.text.matchAll(/\/supplier\/service\/([A-Za-z0-9_-]{20,100})/g)) {
      const token = match[1] ?? '';
      const view = await world.t
        .client({ remoteAddress: nextAddress() })
        .get(`/api/supplier-links/${token}`);
      if (view.statusCode === 200 && view.json<{ id: number }>().id === requestId) return token;
    }
  }
  throw new Error(`No emailed link for supplier request ${String(requestId)}`);
}

type TRouteLike = Pick<TRouteEntry, 'url'> & { method: string };
const key = (route: TRouteLike) => `${route.method} ${route.url}`;

/** Path parameters: the fixtures for tenant- and token-bound routes, an unknown id otherwise. */
function concreteUrl(route: TRouteLike, policy: TRoutePolicy, tokenOverride?: string): string {
  const values: Record<string, string> = {};
  if (policy.kind === 'token') values.token = tokenOverride ?? fixture.tokens[policy.token];
  if (policy.kind === 'token') values.sessionToken = values.token ?? '';
  // The traveller's token is booking A's: its services are A's lines.
  if (policy.kind === 'token') values.lineId = String(fixture.lineA);
  if (policy.kind === 'agent' && policy.scope) {
    values.ref = fixture.bookingA.reference;
    values.lineId = String(fixture.lineA);
    values.n = '1';
    values.kind = 'quote';
    values.id = route.url.startsWith('/api/app/invoices/')
      ? String(fixture.invoiceA)
      : route.url.startsWith('/api/app/credit-notes/')
        ? String(fixture.creditNoteA)
        : route.url.startsWith('/api/app/webhooks/')
          ? String(fixture.webhookA)
          : route.url.startsWith('/api/app/webhook-deliveries/')
            ? String(fixture.webhookDeliveryA)
            : String(fixture.agencyUserA);
  }
  if (policy.kind === 'partner' && policy.tenant) {
    values.ref = fixture.bookingA.reference;
    values.lineId = String(fixture.lineA);
    values.id = route.url.includes('/credit-notes/')
      ? String(fixture.creditNoteA)
      : String(fixture.invoiceA);
  }
  if (policy.kind === 'agent' && route.url === '/api/app/api-keys/:id/revoke') {
    values.id = String(fixture.apiKeyA);
  }
  if (policy.kind === 'supplier' && policy.scope) {
    values.id = route.url.startsWith('/api/supplier/requests/')
      ? String(fixture.requestX)
      : route.url.startsWith('/api/supplier/users/')
        ? String(fixture.supplierUserX)
        : route.url.startsWith('/api/supplier/rates/products/')
          ? String(fixture.productX)
          : String(fixture.proposalX);
  }
  return route.url
    .replace(/:(\w+)/g, (_, name: string) => values[name] ?? '999999')
    .replace(/\*$/, 'x');
}

/**
 * Valid bodies and queries for the tenant-bound routes, so a refusal comes from the ownership
 * check and not from the validator (which runs before the handler looks the record up).
 */
function sampleInput(route: TRouteLike): { body?: unknown; query?: string } {
  switch (key(route)) {
    case 'POST /api/app/files/:ref/traveller-links/:kind/email':
      return { body: { email: 'client@example.com', message: '' } };
    case 'PATCH /api/app/files/:ref':
      return { body: { bookingName: 'Changed by someone' } };
    case 'PUT /api/app/files/:ref/client-markup':
      return { body: { clientMarkupPercent: 25 } };
    case 'POST /api/app/files/:ref/lines':
    case 'POST /api/partner/v1/files/:ref/lines':
      return { body: { productId: fixture.productId, date: '2030-03-05' } };
    // Not tenant-bound, but a key that passes the guard then prices for real (and saves nothing).
    case 'POST /api/partner/v1/services/price':
      return {
        body: {
          travelDate: '2030-03-04',
          rooms: [{ roomType: 'DB', adults: 2 }],
          services: [{ productId: fixture.productId, date: '2030-03-05' }],
        },
      };
    case 'PUT /api/app/files/:ref/lines/:lineId/replace':
      return { body: { productId: fixture.productId } };
    case 'GET /api/app/files/:ref/versions/diff':
      return { query: '?from=1&to=1' };
    case 'POST /api/app/files/:ref/amendments/preview':
    case 'POST /api/app/files/:ref/amendments':
    case 'POST /api/partner/v1/files/:ref/amendments/preview':
    case 'POST /api/partner/v1/files/:ref/amendments':
      return { body: { travelDate: '2030-04-01', expectedVersion: 1 } };
    case 'GET /api/supplier/rates/products/:id/availability':
      return { query: '?from=2030-03-01&to=2030-03-31' };
    // Not tenant-bound: a valid period, so an allowed caller gets the report or the export.
    case 'GET /api/admin/finance/gst-return':
      return { query: '?brand=NZ&from=2030-02-01&to=2030-02-28' };
    case 'POST /api/admin/finance/accounting-exports':
      return { body: { brand: 'NZ', kind: 'sales', from: '2030-02-01', to: '2030-02-28' } };
    case 'POST /api/app/files/:ref/payment-sessions':
    case 'POST /api/partner/v1/files/:ref/payment-sessions':
    case 'POST /api/travel-app/:token/payment-sessions':
      return { body: { purpose: 'deposit' } };
    case 'PATCH /api/app/users/:id':
    case 'PATCH /api/supplier/users/:id':
      return { body: { name: 'Changed by someone' } };
    case 'POST /api/supplier/requests/:id/answer':
      return { body: { answer: 'confirm', confirmation: 'CROSS-1' } };
    case 'POST /api/app/webhooks':
    case 'PUT /api/app/webhooks/:id':
    case 'POST /api/admin/webhooks':
    case 'PUT /api/admin/webhooks/:id':
      return { body: SAMPLE_WEBHOOK };
    default:
      return route.method === 'GET' || route.method === 'DELETE' ? {} : { body: {} };
  }
}

function call(
  persona: TPersona,
  route: TRouteLike,
  policy: TRoutePolicy,
  tokenOverride?: string,
): Promise<LightMyRequestResponse> {
  const { body, query = '' } = sampleInput(route);
  const method = route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  return persona.client.request(
    method,
    concreteUrl(route, policy, tokenOverride) + query,
    method === 'GET' || method === 'DELETE' ? undefined : (body as object),
    { remoteAddress: nextAddress() },
  );
}

/**
 * What the policy says a caller gets: through the guard ("allowed"; with tenant fixtures also
 * past the record lookup, "owner"), 401, 403, or "hidden" (403 or 404: not theirs).
 */
type TExpected = 'allowed' | 'owner' | 'unauthenticated' | 'forbidden' | 'hidden' | 'refused';

function expectedFor(policy: TRoutePolicy, persona: TPersona): TExpected {
  // An API key is no session: outside the partner routes it is as good as no credential.
  const signedIn = !['anonymous', 'traveller', 'api-key'].includes(persona.kind);
  switch (policy.kind) {
    case 'public':
      return 'allowed';
    case 'partner': {
      // Partner routes take a live API key alone: a cookie session or no credential is refused.
      if (persona.kind !== 'api-key' || !persona.scopes?.length) return 'unauthenticated';
      const mayRead = policy.scope === 'read';
      if (!mayRead && !persona.scopes.includes(policy.scope)) return 'forbidden';
      const state = { roles: [], permissions: [...persona.permissions] };
      if (!can(state, policy.permission)) return 'forbidden';
      if (!policy.tenant) return 'allowed';
      return persona.tenant === 'A' ? 'owner' : 'hidden';
    }
    case 'token':
      // Nobody holds the payment provider's signing secret: refused, whoever calls.
      return policy.token === 'provider-signature' ? 'refused' : 'owner';
    case 'signed-in': {
      if (!signedIn) return 'unauthenticated';
      if (!policy.only) return 'allowed';
      const permission = policy.only[persona.kind as TUserKind];
      const state = { roles: [], permissions: [...persona.permissions] };
      return permission && can(state, permission) ? 'allowed' : 'forbidden';
    }
    case 'admin':
    case 'agent':
    case 'supplier': {
      if (!signedIn) return 'unauthenticated';
      if (persona.kind !== policy.kind) return 'forbidden';
      const state = { roles: [], permissions: [...persona.permissions] };
      if (!can(state, AREA_ACCESS_PERMISSION[policy.kind])) return 'forbidden';
      if (policy.kind !== 'admin' && policy.permission === null) {
        // No feature permission: the area access alone opens it.
      } else if (policy.permission && !can(state, policy.permission)) return 'forbidden';
      if (policy.kind === 'admin' || !policy.scope) return 'allowed';
      const owner = policy.scope === 'own-agency' ? 'A' : 'X';
      return persona.tenant === owner ? 'owner' : 'hidden';
    }
  }
}

function check(
  expected: TExpected,
  response: LightMyRequestResponse,
  label: string,
  policy?: TRoutePolicy,
) {
  const status = response.statusCode;
  expect(status, `${label}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
  const isSocket = policy?.kind === 'public' && policy.websocket === true;
  if (status >= 400 && !isSocket) {
    expect(response.json<{ message?: unknown }>().message, `${label} message`).toEqual(
      expect.any(String),
    );
  }
  switch (expected) {
    case 'allowed':
      expect([401, 403], `${label} should pass the guard`).not.toContain(status);
      break;
    case 'owner':
      expect([401, 403, 404], `${label} should reach its own record`).not.toContain(status);
      break;
    case 'unauthenticated':
      expect(status, label).toBe(401);
      break;
    case 'forbidden':
      expect(status, label).toBe(403);
      break;
    case 'hidden':
      expect([403, 404], `${label} must not reach another tenant's record`).toContain(status);
      break;
    case 'refused':
      expect(status, label).toBeGreaterThanOrEqual(400);
      break;
  }
}

/** Signing out, cancelling and deleting go last, so the calls before them find the fixtures. */
function runOrder(route: TRouteLike): number {
  if (route.url === '/api/auth/logout') return 3;
  if (route.method === 'DELETE' || route.url.endsWith('/cancel')) return 2;
  return 1;
}

describe('the declared policy', () => {
  it('declares every route of the route table, and no route that is gone', () => {
    const listed = routes.map(key);
    expect(
      listed.filter((entry) => !(entry in ROUTE_POLICY)),
      'routes missing from authorization-policy.ts',
    ).toEqual([]);
    expect(
      Object.keys(ROUTE_POLICY).filter((entry) => !listed.includes(entry)),
      'stale entries',
    ).toEqual([]);
  });

  it("matches each route's own guard (area and permission)", () => {
    for (const route of routes) {
      const policy = ROUTE_POLICY[key(route)];
      const access = route.access;
      if (!policy || !access) continue;
      if (policy.kind === 'public' || policy.kind === 'token') {
        expect(access, key(route)).toEqual({ type: 'public' });
      } else if (policy.kind === 'signed-in') {
        expect(access, key(route)).toEqual({ type: 'user', area: null, permission: null });
      } else if (policy.kind === 'partner') {
        const { scope, permission } = policy;
        expect(access, key(route)).toEqual({ type: 'partner', scope, permission });
      } else {
        expect(access, key(route)).toEqual({
          type: 'user',
          area: policy.kind,
          permission: policy.permission,
        });
      }
    }
  });
});

describe('cross-tenant access', () => {
  it("refuses agency B every route on agency A's records, and supplier Y on X's, changing nothing", async () => {
    const before = await snapshotTables(world.t);
    expect(Object.keys(before)).toEqual(expect.arrayContaining(['files', 'invoices', 'users']));
    const outsiders = personas.filter((p) => p.tenant === 'B' || p.tenant === 'Y');
    let checked = 0;
    for (const route of routes) {
      const policy = ROUTE_POLICY[key(route)];
      if (!policy || (policy.kind !== 'agent' && policy.kind !== 'supplier') || !policy.scope) {
        continue;
      }
      for (const persona of outsiders.filter((p) => p.kind === policy.kind)) {
        const response = await call(persona, route, policy);
        check('hidden', response, `${key(route)} as ${persona.name}`);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(30);
    expect(await snapshotTables(world.t)).toEqual(before);
  });

  it("refuses agency B's API key every partner route on agency A's records, changing nothing", async () => {
    // A key's calls are audited and note the key's last use, by design; nothing else may move.
    const bookkeeping = ['audit_log', 'api_keys'];
    const settled = async () =>
      Object.fromEntries(
        Object.entries(await snapshotTables(world.t)).filter(
          ([table]) => !bookkeeping.includes(table),
        ),
      );
    const before = await settled();
    const keyB = personas.find((p) => p.kind === 'api-key' && p.tenant === 'B');
    if (!keyB) throw new Error('no API key persona of agency B');
    let checked = 0;
    for (const route of routes) {
      const policy = ROUTE_POLICY[key(route)];
      if (policy?.kind !== 'partner' || !policy.tenant) continue;
      check('hidden', await call(keyB, route, policy), `${key(route)} as ${keyB.name}`);
      checked += 1;
    }
    expect(checked).toBeGreaterThanOrEqual(14);
    expect(await settled()).toEqual(before);
  });

  it("keeps agency A's and supplier X's records out of B's and Y's lists", async () => {
    const agentB = personas.find((p) => p.tenant === 'B');
    const supplierY = personas.find((p) => p.tenant === 'Y');
    const supplierX = personas.find((p) => p.tenant === 'X');
    if (!agentB || !supplierY || !supplierX) throw new Error('personas missing');
    const idsIn = (value: unknown): number[] => {
      if (Array.isArray(value)) return value.flatMap(idsIn);
      if (typeof value !== 'object' || value === null) return [];
      const own = 'id' in value && typeof value.id === 'number' ? [value.id] : [];
      return [...own, ...Object.values(value).flatMap(idsIn)];
    };
    const listOf = async (client: TestClient, url: string) => {
      const response = await client.get(url);
      expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
      return response;
    };
    // The owners see them, so an empty list on the other side means something.
    const ownFiles = await listOf(world.nzAgencyAdmin, '/api/app/files?per_page=100');
    expect(ownFiles.body).toContain(fixture.bookingA.reference);
    const ownRequests = await listOf(supplierX.client, '/api/supplier/requests');
    expect(idsIn(ownRequests.json())).toContain(fixture.requestX);

    for (const url of [
      '/api/app/files?per_page=100',
      '/api/app/account/summary',
      '/api/app/users',
    ]) {
      const response = await listOf(agentB.client, url);
      expect(response.body, url).not.toContain(fixture.bookingA.reference);
      if (url === '/api/app/users')
        expect(idsIn(response.json())).not.toContain(fixture.agencyUserA);
    }
    const checks = [
      ['/api/supplier/requests', fixture.requestX],
      ['/api/supplier/rate-proposals', fixture.proposalX],
      ['/api/supplier/rates/products', fixture.productX],
      ['/api/supplier/users', fixture.supplierUserX],
    ] as const;
    for (const [url, id] of checks) {
      expect(idsIn((await listOf(supplierX.client, url)).json()), url).toContain(id);
      const response = await listOf(supplierY.client, url);
      expect(idsIn(response.json()), url).not.toContain(id);
    }
  });

  it('binds each traveller token to its own booking', async () => {
    const traveller = () => world.t.client({ remoteAddress: nextAddress() });
    const one = await traveller().get(`/api/travel-app/${fixture.tokens.traveller}`);
    const two = await traveller().get(`/api/travel-app/${fixture.travelToken2}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.body).toContain(fixture.bookingA.reference);
    expect(one.body).not.toContain(fixture.bookingA2.reference);
    expect(two.body).toContain(fixture.bookingA2.reference);
    expect(two.body).not.toContain(fixture.bookingA.reference);
  });

  it('opens no token-bound route with a token of another kind or an unknown one', async () => {
    const before = await snapshotTables(world.t);
    const foreign = {
      traveller: [fixture.tokens.quote, fixture.tokens['payment-session'], 'A'.repeat(32)],
      quote: [fixture.tokens['payment-session'], fixture.tokens['supplier-link'], 'A'.repeat(32)],
      'supplier-link': [fixture.tokens.traveller, fixture.tokens.quote, 'A'.repeat(43)],
      'payment-session': [
        fixture.tokens.traveller,
        fixture.tokens['supplier-link'],
        'A'.repeat(43),
      ],
      'provider-signature': [],
    } satisfies Record<TTokenKind, string[]>;
    const anonymous = personas[0];
    if (!anonymous) throw new Error('no personas');
    let checked = 0;
    for (const route of routes) {
      const policy = ROUTE_POLICY[key(route)];
      if (policy?.kind !== 'token') continue;
      for (const token of foreign[policy.token]) {
        const response = await call(anonymous, route, policy, token);
        expect(response.statusCode, `${key(route)} with a foreign token`).toBeGreaterThanOrEqual(
          400,
        );
        expect(response.statusCode, key(route)).toBeLessThan(500);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(10);
    expect(await snapshotTables(world.t)).toEqual(before);
  });
});

/** The policy rows, known before the app starts, so each route is a test of its own. */
const POLICY_ROWS = Object.entries(ROUTE_POLICY)
  .map(([entry, policy]) => {
    const [method = '', url = ''] = entry.split(' ');
    return { entry, route: { method, url } as TRouteLike, policy };
  })
  .sort((a, b) => runOrder(a.route) - runOrder(b.route));

describe('every route as every caller', () => {
  it.each(POLICY_ROWS)('$entry', async ({ route, policy }) => {
    expect(personas.length).toBeGreaterThanOrEqual(17);
    for (const persona of personas) {
      const response = await call(persona, route, policy);
      check(expectedFor(policy, persona), response, `${key(route)} as ${persona.name}`, policy);
    }
  });
});
