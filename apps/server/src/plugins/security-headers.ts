import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { TConfig } from '../config/env';

/**
 * Security headers for every answer, the built web app's pages included (docs/security.md).
 *
 * The Content-Security-Policy allows scripts from this origin only: the three HTML entries
 * (index.html, sign-in.html, traveller.html) load hashed bundles and carry no inline script, so no
 * 'unsafe-inline' and no hash is needed. Styles may be inline: Mantine writes its theme variables in
 * a <style> element and style props as style attributes (a style cannot run code). What else the
 * pages reach depends on the configuration: the hosted live-update service, the error-reporting
 * ingest host.
 */

type TDirectives = Record<string, string[]>;

/** The origin of an http(s) address ("https://o1.ingest.sentry.io"), or null. */
function originOf(address: string | null): string | null {
  if (!address) return null;
  try {
    const url = new URL(address);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** WebSocket sources of the live-update service the browser connects to. */
export function realtimeSources(config: TConfig): string[] {
  const realtime = config.realtime;
  if (realtime.driver === 'builtin') {
    // The built-in endpoint is /realtime on this origin. CSP Level 3 lets 'self' match ws(s) on
    // the page's own host; the application address is named too for browsers that do not.
    const app = new URL(config.appUrl);
    const scheme = app.protocol === 'https:' ? 'wss:' : 'ws:';
    return [`${scheme}//${app.host}`];
  }
  const host = realtime.host ?? `ws-${realtime.cluster}.pusher.com`;
  const port = realtime.port ? `:${realtime.port}` : '';
  // pusher-js picks wss over TLS and ws otherwise (only these transports are enabled).
  return realtime.useTLS
    ? [`wss://${host}${port}`]
    : [`ws://${host}${port}`, `wss://${host}${port}`];
}

export function buildContentSecurityPolicy(config: TConfig): TDirectives {
  const sentryOrigin = originOf(config.sentry.dsn);
  const directives: TDirectives = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // Prize and product pictures may be addresses on other sites (a supplier's or a CDN's):
    // pictures cannot run code, so any https source is allowed, never plain http.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...realtimeSources(config), ...(sentryOrigin ? [sentryOrigin] : [])],
    // The travel app's offline service worker (/travel-app-sw.js).
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    // Documents open in a new tab or download; nothing is embedded.
    'frame-src': ["'none'"],
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // Forms post through fetch; Stripe Checkout is a page navigation, which form-action (and CSP)
    // does not govern.
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  if (config.isProduction && config.appUrl.startsWith('https:')) {
    directives['upgrade-insecure-requests'] = [];
  }
  return directives;
}

/** Serialises directives as a header value (for tests and docs). */
export function formatContentSecurityPolicy(directives: TDirectives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/**
 * The headers helmet sets with these options. Helmet's answer never depends on the request, so it
 * is worked out once, by running its middleware against a recorder, and each response gets the
 * list. (@fastify/helmet rebuilt the middleware, parsing every CSP directive, on each request: a
 * tenth of a small request's time, docs/benchmarks.md.)
 */
export function buildSecurityHeaders(config: TConfig): [name: string, value: string][] {
  const headers: [string, string][] = [['permissions-policy', PERMISSIONS_POLICY]];
  const recorder = {
    setHeader: (name: string, value: string) => headers.push([name.toLowerCase(), value]),
    removeHeader: () => undefined,
  };
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: buildContentSecurityPolicy(config) },
    // Browsers remember HSTS for a year: only a production deployment, served over HTTPS, may ask.
    hsts: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    frameguard: { action: 'deny' },
    // Off: it would need every cross-origin resource (https pictures) to opt in.
    crossOriginEmbedderPolicy: false,
  })({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance, config: TConfig): void {
  const headers = buildSecurityHeaders(config);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
