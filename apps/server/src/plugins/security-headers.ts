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

type THeaderList = [name: string, value: string][];

/** Runs helmet's middleware once against a recorder: its headers never depend on the request. */
function recordHelmetHeaders(options: Parameters<typeof helmet>[0]): THeaderList {
  const headers: THeaderList = [];
  const recorder = {
    setHeader: (name: string, value: string) => headers.push([name.toLowerCase(), value]),
    removeHeader: () => undefined,
  };
  helmet(options)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

/** Browsers remember HSTS for a year: only a production deployment, served over HTTPS, may ask. */
function hstsOption(config: TConfig) {
  return config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false;
}

/**
 * The headers of everything a browser may show or run: pages, scripts, styles, and the PDF and CSV
 * documents the API sends.
 */
export function buildSecurityHeaders(config: TConfig): THeaderList {
  return [
    ['permissions-policy', PERMISSIONS_POLICY],
    ...recordHelmetHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: buildContentSecurityPolicy(config) },
      hsts: hstsOption(config),
      frameguard: { action: 'deny' },
      // Off: it would need every cross-origin resource (https pictures) to opt in.
      crossOriginEmbedderPolicy: false,
    }),
  ];
}

/** A JSON answer is never a page: opened in a tab, it may load and run nothing. */
export const JSON_CONTENT_SECURITY_POLICY: TDirectives = {
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/**
 * The headers of a JSON answer, the set the OWASP REST Security Cheat Sheet gives an API: nothing
 * in it may load or run, it may not be framed, sniffed as another type or read by another site's
 * page (Cross-Origin-Resource-Policy), and HTTPS is asked for as on pages. The rest of the page
 * set (referrer, opener, permissions, DNS prefetch and the like) governs what a document does, and
 * a JSON answer does nothing; sending it anyway tripled the size of a small answer's headers and
 * was a fifth of the server's time on the cheapest routes (docs/benchmarks.md, load).
 */
export function buildJsonSecurityHeaders(config: TConfig): THeaderList {
  return recordHelmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: JSON_CONTENT_SECURITY_POLICY },
    hsts: hstsOption(config),
    frameguard: { action: 'deny' },
    noSniff: true,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
}

/**
 * Sets the headers on every answer as it is sent, when its type is known: the JSON set on JSON,
 * the page set on anything else. Errors and the not-found answer pass through here too.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: TConfig): void {
  const documentHeaders = Object.fromEntries(buildSecurityHeaders(config));
  const jsonHeaders = Object.fromEntries(buildJsonSecurityHeaders(config));
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    const isJson = typeof type === 'string' && type.startsWith('application/json');
    reply.headers(isJson ? jsonHeaders : documentHeaders);
    done(null, payload);
  });
}
