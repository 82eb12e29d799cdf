import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { TSessionUser } from '@portal/shared/contracts/auth';
import { UNAUTHENTICATED_MESSAGES } from '@portal/shared/contracts/errors';
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
  { type: 'public' } | { type: 'user'; area: TUserKind | null; permission: string | null };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: TAccessPolicy;
    /** False only for callers that cannot hold the XSRF cookie (e.g. a payment provider's webhook). */
    csrf?: boolean;
  }
  interface FastifyRequest {
    sessionUser: TSessionUser | null;
    authSession: TSessionRecord | null;
    /** The signed-in user's roles and permissions, loaded once per request. */
    loadPermissions(): Promise<TPermissionState>;
  }
  interface FastifyInstance {
    routeTable: TRouteEntry[];
  }
}

export interface TRouteEntry {
  method: HTTPMethods;
  url: string;
  access: TAccessPolicy | undefined;
  /** The request schemas the route declared (zod), so tests can derive inputs from them. */
  schema: TRouteRequestSchemas;
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
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // Fastify adds a HEAD twin for every GET, with the GET route's config; list the GET only.
      if (method !== 'HEAD') {
        const { body, querystring, params } = route.schema ?? {};
        app.routeTable.push({
          method,
          url: route.url,
          access,
          schema: { body, querystring, params },
        });
      }
    }
  });

  app.decorateRequest('sessionUser', null);
  app.decorateRequest('authSession', null);
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
  app.addHook('onRequest', (request, reply, done) => {
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
