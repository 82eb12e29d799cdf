import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { TSessionUser } from '@portal/shared/contracts/auth';
import { UNAUTHENTICATED_MESSAGES } from '@portal/shared/contracts/errors';
import type { TApiKeyScope } from '@portal/shared/contracts/partner-api';
import { can, type TPermissionState } from '@portal/shared/domain/authorization';
import { PERMISSIONS } from '@portal/shared/domain/permissions';
import { USER_KINDS, type TUserKind } from '@portal/shared/domain/user-kinds';
import type { TConfig } from '../config/env';
import { AppError } from '../lib/app-error';
import type { TSessionRecord } from '../modules/auth/session-store';
import type { TSessionService } from '../modules/auth/session.service';
import { presentSessionUser } from '../modules/users/users.presenter';

export const SESSION_COOKIE = 'portal_session';

/**
 * Who may call a route. Every route declares one in `config.access`; the route table exposes it
 * so a test can check every guard.
 */
export type TAccessPolicy =
  | { type: 'public' }
  | { type: 'user'; area: TUserKind | null; permission: string | null }
  /** The partner API: an agency's API key holding `scope`, whose user holds `permission`. */
  | { type: 'partner'; scope: TApiKeyScope; permission: string };

/** The API key behind a partner request (modules/partner-api). */
export interface TApiKeyCaller {
  id: number;
  name: string;
  agencyId: number;
  scopes: readonly TApiKeyScope[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: TAccessPolicy;
    /** False only for callers that cannot hold the XSRF cookie (e.g. a payment provider's webhook). */
    csrf?: boolean;
  }
  interface FastifyRequest {
    sessionUser: TSessionUser | null;
    authSession: TSessionRecord | null;
    /** On partner routes: the API key the request came with (its user is `sessionUser`). */
    apiKey: TApiKeyCaller | null;
    /** The signed-in user's roles and permissions, loaded once per request. */
    loadPermissions(): Promise<TPermissionState>;
  }
  interface FastifyInstance {
    routeTable: TRouteEntry[];
  }
  /** Route documentation beside the schemas, as the OpenAPI operation names it. */
  interface FastifySchema {
    summary?: string;
    description?: string;
    tags?: readonly string[];
    operationId?: string;
  }
}

export interface TRouteEntry {
  method: HTTPMethods;
  url: string;
  access: TAccessPolicy | undefined;
  /** The request schemas the route declared (zod), so tests can derive inputs from them. */
  schema: TRouteRequestSchemas;
  /** What the partner API's OpenAPI document is built from (modules/partner-api/openapi.ts). */
  doc: TRouteDoc;
}

/** A route's response schemas by status and how the API reference names and groups it. */
export interface TRouteDoc {
  response?: Record<string, unknown>;
  summary?: string;
  description?: string;
  tags?: readonly string[];
  operationId?: string;
}

export interface TRouteRequestSchemas {
  body?: unknown;
  querystring?: unknown;
  params?: unknown;
}

/** The permission that opens each area at all (held by every default role of that kind). */
export const AREA_ACCESS_PERMISSION: Record<TUserKind, string> = {
  admin: 'admin.access',
  agent: 'app.access',
  supplier: 'supplier.access',
};

/** The partner API's prefix: API keys only, never a browser session. */
export const PARTNER_API_PREFIX = '/api/partner/';

/** URL prefixes reserved for one kind of user (the API contract's area prefixes). */
const AREA_PREFIXES: Record<TUserKind, string> = {
  admin: '/api/admin',
  agent: '/api/app',
  supplier: '/api/supplier',
};

export const publicAccess: TAccessPolicy = { type: 'public' };

/** Signed-in users only; with a kind, only that kind and only while its area access is granted. */
export function requireUser(kind?: TUserKind): TAccessPolicy {
  return { type: 'user', area: kind ?? null, permission: null };
}

/**
 * Users holding `permission` (a can() query: "a|b" any of, "a&b" all of). Permissions belong to
 * one kind of user, so the area follows from the name.
 */
export function requirePermission(permission: string): TAccessPolicy {
  const names = permission.split(/[|&]/).map((name) => name.trim());
  const kinds = new Set(
    names.map((name) => {
      const kind = USER_KINDS.find((k) => (PERMISSIONS[k] as readonly string[]).includes(name));
      if (!kind) throw new Error(`Unknown permission "${name}"; add it to PERMISSIONS first`);
      return kind;
    }),
  );
  const [area] = [...kinds];
  if (kinds.size !== 1 || !area) {
    throw new Error(`Permission query "${permission}" mixes permissions of different user kinds`);
  }
  return { type: 'user', area, permission };
}

/**
 * Partner API routes: an API key with `scope` (any scope may read) acting as an agency user who
 * holds `permission` (an agent permission).
 */
export function requireApiKey(scope: TApiKeyScope, permission: string): TAccessPolicy {
  if (!(PERMISSIONS.agent as readonly string[]).includes(permission)) {
    throw new Error(
      `Partner routes act as agency users; "${permission}" is not an agent permission`,
    );
  }
  return { type: 'partner', scope, permission };
}

export const API_KEY_REQUIRED_MESSAGE =
  'A valid API key is required: send it as "Authorization: Bearer <key>".';

export function keyHasScope(apiKey: TApiKeyCaller, scope: TApiKeyScope): boolean {
  return scope === 'read' ? apiKey.scopes.length > 0 : apiKey.scopes.includes(scope);
}

/** Every route registered on `app`, with the access policy it declared. */
export function listRoutes(app: FastifyInstance): TRouteEntry[] {
  return [...app.routeTable];
}

export function unauthenticatedMessage(area: TUserKind | null): string {
  return UNAUTHENTICATED_MESSAGES[area ?? 'agent'];
}

function areaOfUrl(url: string): TUserKind | null {
  for (const kind of USER_KINDS) {
    const prefix = AREA_PREFIXES[kind];
    if (url === prefix || url.startsWith(`${prefix}/`)) return kind;
  }
  return null;
}

export function setSessionCookie(
  reply: FastifyReply,
  config: TConfig,
  token: string,
  expiresAt: Date,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isProduction,
    signed: true,
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: TConfig): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isProduction,
  });
}

/** The access guard for a request whose route is found and not public. */
async function enforceAccess(request: FastifyRequest, access: TAccessPolicy | undefined) {
  if (!access) {
    // Secure by default: a route that forgot its policy is closed, and the route-table test fails.
    throw new Error(
      `Route ${request.method} ${request.routeOptions.url} declares no access policy`,
    );
  }
  if (access.type === 'public') return;
  if (access.type === 'partner') {
    const { apiKey, sessionUser } = request;
    if (!apiKey || !sessionUser) throw new AppError('UNAUTHENTICATED', API_KEY_REQUIRED_MESSAGE);
    if (!keyHasScope(apiKey, access.scope)) {
      throw new AppError('FORBIDDEN', `This API key does not have the "${access.scope}" scope.`);
    }
    const state = await request.loadPermissions();
    if (!can(state, AREA_ACCESS_PERMISSION.agent) || !can(state, access.permission)) {
      throw AppError.forbidden();
    }
    return;
  }
  const user = request.sessionUser;
  if (!user) throw new AppError('UNAUTHENTICATED', unauthenticatedMessage(access.area));
  if (access.area === null && access.permission === null) return;
  if (access.area && user.kind !== access.area) throw AppError.forbidden();
  const state = await request.loadPermissions();
  if (access.area && !can(state, AREA_ACCESS_PERMISSION[access.area])) throw AppError.forbidden();
  if (access.permission && !can(state, access.permission)) throw AppError.forbidden();
}

/**
 * Resolves the session cookie into `request.sessionUser` on every request, enforces each route's
 * declared access policy, and keeps the route table. Call before any route is registered.
 */
export function registerAuth(
  app: FastifyInstance,
  deps: {
    config: TConfig;
    sessions: TSessionService;
    loadPermissionState: (user: TSessionUser) => Promise<TPermissionState>;
    /** The key and its user for a bearer token; null when it is no live key. */
    resolveApiKey: (token: string) => Promise<{ apiKey: TApiKeyCaller; user: TSessionUser } | null>;
  },
): void {
  app.decorate('routeTable', [] as TRouteEntry[]);
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    const area = areaOfUrl(route.url);
    if (area && (access?.type !== 'user' || access.area !== area)) {
      throw new Error(
        `Route ${route.url} is in the ${area} area but is not guarded for ${area} users`,
      );
    }
    if (route.url.startsWith(PARTNER_API_PREFIX) !== (access?.type === 'partner')) {
      throw new Error(`Route ${route.url}: partner routes, and only they, take an API key`);
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // Fastify adds a HEAD twin for every GET, with the GET route's config; list the GET only.
      if (method !== 'HEAD') {
        const { body, querystring, params, response, summary, description, tags, operationId } =
          route.schema ?? {};
        app.routeTable.push({
          method,
          url: route.url,
          access,
          schema: { body, querystring, params },
          doc: {
            response: response as TRouteDoc['response'],
            summary,
            description,
            tags,
            operationId,
          },
        });
      }
    }
  });

  app.decorateRequest('sessionUser', null);
  app.decorateRequest('authSession', null);
  app.decorateRequest('apiKey', null);
  const permissionCache = new WeakMap<FastifyRequest, Promise<TPermissionState>>();
  app.decorateRequest('loadPermissions', function loadPermissions(this: FastifyRequest) {
    const user = this.sessionUser;
    if (!user) return Promise.resolve({ roles: [], permissions: [] });
    let state = permissionCache.get(this);
    if (!state) {
      state = deps.loadPermissionState(user);
      permissionCache.set(this, state);
    }
    return state;
  });

  async function resolveSession(request: FastifyRequest, reply: FastifyReply, raw: string) {
    const unsigned = request.unsignCookie(raw);
    const resolved =
      unsigned.valid && unsigned.value ? await deps.sessions.resolve(unsigned.value) : null;
    if (!resolved || !unsigned.value) {
      clearSessionCookie(reply, deps.config);
      return;
    }
    request.authSession = resolved.record;
    request.sessionUser = presentSessionUser(resolved.user);
    if (resolved.refreshed) {
      setSessionCookie(reply, deps.config, unsigned.value, resolved.record.expiresAt);
    }
  }
  // The hooks on every request are written with `done` rather than as async functions where most
  // requests need no waiting: an async hook costs a promise and a turn of the microtask queue on
  // each request, which showed on the cheapest routes (docs/benchmarks.md, load).
  async function resolveBearer(request: FastifyRequest, header: string) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    const resolved = match?.[1] ? await deps.resolveApiKey(match[1]) : null;
    if (!resolved) return;
    request.apiKey = resolved.apiKey;
    request.sessionUser = resolved.user;
  }
  app.addHook('onRequest', (request, reply, done) => {
    // A partner route answers its API key alone: a browser's cookie is ignored there, so a page
    // on another site cannot ride an agent's session into the partner API.
    if (request.routeOptions.config?.access?.type === 'partner') {
      const header = request.headers.authorization;
      if (!header) return done();
      resolveBearer(request, header).then(() => done(), done);
      return;
    }
    const raw = request.cookies[SESSION_COOKIE];
    if (!raw) return done();
    resolveSession(request, reply, raw).then(() => done(), done);
  });
}

/** Added after the CSRF check, so a forged request is refused before anything else happens. */
export function registerAccessGuard(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const access = request.routeOptions.config.access;
    // Public routes and the not-found answer need no session or permission: no promise for them.
    if (request.is404 || access?.type === 'public') return done();
    enforceAccess(request, access).then(() => done(), done);
  });
}
