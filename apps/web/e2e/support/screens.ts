import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { RouteObject } from 'react-router';
import type { TLazy } from '../../src/app/lazy-route';
import { adminRoutes } from '../../src/app/routes/admin/route-table';
import { agentRoutes } from '../../src/app/routes/agent/route-table';
import { publicRoutes } from '../../src/app/routes/public/route-table';
import { supplierRoutes } from '../../src/app/routes/supplier/route-table';
import { apiHeaders, DEMO_USERS, signIn } from './demo';

/**
 * Every screen of the web app, read from its own route tables (apps/web/src/app/routes/*), so a
 * route added there is visited by the accessibility walk without touching it. Paths with a
 * parameter take a value from the demo data through `PARAMETER_SOURCES`; a new parameterised route
 * without one fails the walk with a message saying so.
 */

// The walk needs the paths only; the lazy modules are never loaded here.
const noLazy: TLazy = () => async () => ({ Component: () => null });

function pathsOf(routes: RouteObject[], base: string): string[] {
  return routes.flatMap((route) => {
    const own = route.index ? base : joinPath(base, route.path ?? '');
    const children = route.children ? pathsOf(route.children, own) : [];
    return route.index || route.path ? [own, ...children] : children;
  });
}

function joinPath(base: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${base.replace(/\/$/, '')}/${path}`;
}

export const AREA_SCREENS = {
  public: pathsOf(publicRoutes(noLazy), ''),
  agent: pathsOf(agentRoutes(noLazy), '/app'),
  supplier: pathsOf(supplierRoutes(noLazy), '/supplier-app'),
  admin: pathsOf(adminRoutes(noLazy), '/admin'),
};

type TApi = (path: string) => Promise<unknown>;

/** The `data` of a paginated list, or the list itself. */
function rows(body: unknown): Record<string, unknown>[] {
  const list = Array.isArray(body) ? body : (body as { data?: unknown }).data;
  if (!Array.isArray(list)) throw new Error(`Not a list: ${JSON.stringify(body).slice(0, 200)}`);
  return list as Record<string, unknown>[];
}

async function first(api: TApi, path: string, field: string): Promise<string> {
  const row = rows(await api(path))[0];
  if (!row || row[field] === undefined) throw new Error(`The demo data has nothing at ${path}`);
  return String(row[field]);
}

/** A link to a supplier's tokenised page, from the mail the demo bookings sent (admin outbox). */
async function supplierLinkToken(api: TApi, kind: 'service' | 'reconfirm'): Promise<string> {
  const mails = rows(await api('/api/admin/outbox?per_page=100'));
  for (const mail of mails) {
    const text = JSON.stringify(mail);
    const match = new RegExp(`/supplier/${kind}/([A-Za-z0-9_-]{20,})`).exec(text);
    if (match?.[1]) return match[1];
  }
  const detail = await Promise.all(
    mails.slice(0, 30).map((mail) => api(`/api/admin/outbox/${String(mail.id)}`)),
  );
  for (const mail of detail) {
    const match = new RegExp(`/supplier/${kind}/([A-Za-z0-9_-]{20,})`).exec(JSON.stringify(mail));
    if (match?.[1]) return match[1];
  }
  throw new Error(`No /supplier/${kind}/ link in the outbox`);
}

/**
 * Where each route parameter comes from, keyed by the route's path pattern. `api` calls the
 * server as the signed-in user of the pattern's area (the admin for public pages).
 */
export const PARAMETER_SOURCES: Record<string, (api: TApi) => Promise<string>> = {
  '/reset-password/:token': async () => 'a'.repeat(43),
  '/supplier/service/:token': (api) => supplierLinkToken(api, 'service'),
  '/supplier/service-snapshot/:token': (api) => supplierLinkToken(api, 'service'),
  '/supplier/reconfirm/:token': (api) => supplierLinkToken(api, 'service'),
  '/app/quick-quote/customise/:ref': (api) =>
    first(api, '/api/app/files?status=Quote', 'reference'),
  '/app/quick-quote/copy/:ref': (api) => first(api, '/api/app/files', 'reference'),
  '/app/quick-quote/:opt': (api) => first(api, '/api/app/packages', 'id'),
  '/app/view-booking/:ref': (api) => first(api, '/api/app/files', 'reference'),
  '/supplier-app/service/:id': (api) => first(api, '/api/supplier/requests', 'id'),
  '/admin/client-files/:id': (api) => first(api, '/api/admin/client-files', 'reference'),
  '/admin/client-files/itinerary/:id': (api) => first(api, '/api/admin/client-files', 'reference'),
  '/admin/client-files/day-headers/:id': (api) =>
    first(api, '/api/admin/client-files', 'reference'),
  '/admin/client-files/invoices/:id': (api) => first(api, '/api/admin/client-files', 'reference'),
  '/admin/client-files/yield/:id': (api) => first(api, '/api/admin/client-files', 'reference'),
  '/admin/payments/edit/:id': (api) => first(api, '/api/admin/payments', 'id'),
  // Supplier invoices exist only once the finance team entered one: else the page's "not found".
  '/admin/finance/supplier-invoices/:id': async (api) =>
    rows(await api('/api/admin/finance/supplier-invoices')).length > 0
      ? first(api, '/api/admin/finance/supplier-invoices', 'id')
      : '999999',
  '/admin/alerts/:id': (api) => first(api, '/api/admin/itinerary-alerts', 'id'),
  '/admin/suppliers/:id': (api) => first(api, '/api/admin/suppliers', 'id'),
  // The demo data ships no supplier document: with none, the walk audits the page's "not found".
  '/admin/attachments/:id': async (api) =>
    rows(await api('/api/admin/supplier-attachments')).length > 0
      ? first(api, '/api/admin/supplier-attachments', 'id')
      : '999999',
  '/admin/itinerary-locations/:id': (api) => first(api, '/api/admin/locations', 'id'),
  '/admin/quick-quote/:id': (api) => first(api, '/api/admin/packages', 'id'),
  '/admin/rate-proposals/:id': (api) => first(api, '/api/admin/rate-proposals', 'id'),
  '/admin/agents/:id': (api) => first(api, '/api/admin/agencies', 'id'),
  '/admin/admins/:id': (api) => first(api, '/api/admin/admins', 'id'),
  '/admin/roles/edit/:id': (api) => first(api, '/api/admin/roles', 'id'),
  '/admin/regular-tours/category-catalogue/:id': (api) =>
    first(api, '/api/admin/tour-categories', 'id'),
  '/admin/regular-tours/edit/:id': (api) => first(api, '/api/admin/tours', 'id'),
  // Two parameters: the entity's kind and its id, filled in that order.
  '/admin/content/:kind/:id': async (api) =>
    `package/${await first(api, '/api/admin/packages', 'id')}`,
  '/admin/guide/edit/:id': (api) => first(api, '/api/admin/guide', 'id'),
  '/admin/guide/:id': (api) => first(api, '/api/admin/guide', 'id'),
};

/** GET as the page's signed-in user, failing the walk on an error answer. */
export function apiAs(page: Page, request: APIRequestContext = page.request): TApi {
  return async (path) => {
    const response = await request.get(path, { headers: await apiHeaders(page) });
    expect(response.ok(), `GET ${path}: ${response.status()} ${await response.text()}`).toBe(true);
    return response.json() as Promise<unknown>;
  };
}

/** The address to visit for a route path, its parameters filled from the demo data. */
export async function resolveScreen(path: string, api: TApi): Promise<string> {
  if (!path.includes(':')) return path;
  const source = PARAMETER_SOURCES[path];
  if (!source) {
    throw new Error(
      `The route ${path} has a parameter: add where its value comes from to PARAMETER_SOURCES in apps/web/e2e/support/screens.ts`,
    );
  }
  // A source gives one value per parameter, joined by "/" when the path has several.
  const values = (await source(api)).split('/');
  let next = 0;
  return path.replace(/:[A-Za-z]+\??/g, () => encodeURIComponent(values[next++] ?? ''));
}

/** A date about three months ahead: inside the demo catalogue's rates. */
function inThreeMonths(extraDays = 0): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + 95 + extraDays);
  return date.toISOString().slice(0, 10);
}

async function post(page: Page, path: string, data: unknown): Promise<Record<string, unknown>> {
  const response = await page.request.post(path, { headers: await apiHeaders(page), data });
  expect(response.ok(), `POST ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

/**
 * What the demo data lacks for some screens to show anything: a quote and a booking of the NZ
 * agency (the booking sends supplier requests and their mail), a card payment on it, an itinerary
 * alert and a supplier's stop-sell proposal. Each walk makes its own, in a context of its own.
 */
export async function prepareWalkData(browser: Browser): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await signIn(page, 'agent', DEMO_USERS.nzAgent);
    const packageId = await first(apiAs(page), '/api/app/packages?per_page=100', 'id');
    const file = (bookingName: string) => ({
      packageId: Number(packageId),
      travelDate: inThreeMonths(),
      accommodationClass: 'superior',
      rooms: [{ roomType: 'DB', adults: 2 }],
      bookingName,
      yourReference: 'A11Y',
    });
    await post(page, '/api/app/files', file('Accessibility walk quote'));
    const booking = await post(page, '/api/app/files', file('Accessibility walk booking'));
    await post(page, `/api/app/files/${String(booking.reference)}/request-booking`, {});

    await context.clearCookies();
    await signIn(page, 'admin', DEMO_USERS.admin);
    await post(page, '/api/admin/payments', {
      fileReference: booking.reference,
      amountCents: 10_000,
      reference: 'VISA 4242',
      notes: 'Accessibility walk',
      receivedOn: new Date().toISOString().slice(0, 10),
    });
    await post(page, '/api/admin/itinerary-alerts', {
      title: 'Accessibility walk alert',
      message: 'Road works on the way.',
      severity: 'info',
      locationId: null,
      startsOn: inThreeMonths(),
      endsOn: inThreeMonths(7),
      isActive: true,
    });

    await context.clearCookies();
    await signIn(page, 'supplier', DEMO_USERS.hotel);
    const productId = await first(apiAs(page), '/api/supplier/rates/products', 'id');
    await post(page, '/api/supplier/rate-proposals', {
      kind: 'stop-sell',
      productId: Number(productId),
      availability: { dateFrom: inThreeMonths(30), dateTo: inThreeMonths(31), kind: 'stop_sell' },
      note: 'Accessibility walk',
    });
  } finally {
    await context.close();
  }
}
