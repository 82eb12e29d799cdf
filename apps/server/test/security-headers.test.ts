import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../src/plugins/auth';
import { CSRF_COOKIE } from '../src/plugins/csrf';
import {
  buildContentSecurityPolicy,
  JSON_CONTENT_SECURITY_POLICY,
  PERMISSIONS_POLICY,
} from '../src/plugins/security-headers';
import { buildTestApp, testConfig, type TTestApp } from './build-test-app';
import { buildAgent } from './factories';

/**
 * Issue 11: security headers and cookie flags, in development and with NODE_ENV=production
 * (docs/security.md). The production app runs on the same test database kind with the secrets
 * production requires.
 */

const PRODUCTION = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'a-production-session-secret-of-enough-length',
  REALTIME_APP_SECRET: 'a-production-realtime-secret',
};

let webDist: string;
let dev: TTestApp;
let production: TTestApp;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'portal-web-dist-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Portal</title>');
  await writeFile(path.join(webDist, 'sign-in.html'), '<!doctype html><title>Sign in</title>');
  await writeFile(path.join(webDist, 'traveller.html'), '<!doctype html><title>Traveller</title>');
  await writeFile(path.join(webDist, 'assets', 'main-abc123.js'), 'console.log(1)');
  dev = await buildTestApp({ config: { WEB_DIST: webDist, APP_URL: 'http://localhost:3000' } });
  production = await buildTestApp({ config: { WEB_DIST: webDist, ...PRODUCTION } });
});
afterAll(async () => {
  await dev?.close();
  await production?.close();
  await rm(webDist, { recursive: true, force: true });
});

/** "script-src 'self'; img-src …" as a map of directive → sources. */
function parseCsp(header: unknown): Map<string, string[]> {
  expect(typeof header, 'a Content-Security-Policy header').toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name ?? '', sources]),
  );
}

const PAGES = ['/', '/admin/login', '/app/list-bookings', '/admin', '/travel-app/abc', '/x/y'];

describe('the Content-Security-Policy', () => {
  it('is sent with every page, allowing scripts from this origin only', async () => {
    for (const url of PAGES) {
      const response = await dev.client().get(url);
      expect(response.statusCode, url).toBe(200);
      const csp = parseCsp(response.headers['content-security-policy']);
      expect(csp.get('script-src'), url).toEqual(["'self'"]);
      expect(csp.get('default-src'), url).toEqual(["'self'"]);
      expect(csp.get('object-src'), url).toEqual(["'none'"]);
      expect(csp.get('base-uri'), url).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(csp.get('form-action'), url).toEqual(["'self'"]);
      expect(csp.get('worker-src'), url).toEqual(["'self'"]);
    }
  });

  it('never allows inline or evaluated scripts; styles may be inline (Mantine)', async () => {
    const csp = parseCsp((await dev.client().get('/')).headers['content-security-policy']);
    const scriptSources = [...(csp.get('script-src') ?? []), ...(csp.get('default-src') ?? [])];
    expect(scriptSources).not.toContain("'unsafe-inline'");
    expect(scriptSources).not.toContain("'unsafe-eval'");
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
  });

  it('lets the page reach the built-in live updates on its own host', async () => {
    const devCsp = parseCsp((await dev.client().get('/')).headers['content-security-policy']);
    expect(devCsp.get('connect-src')).toEqual(["'self'", 'ws://localhost:3000']);
    const productionCsp = parseCsp(
      (await production.client().get('/')).headers['content-security-policy'],
    );
    expect(productionCsp.get('connect-src')).toEqual(["'self'", 'wss://portal.test']);
  });

  it('lets a JSON answer load and run nothing, errors included', async () => {
    for (const url of ['/api/version', '/api/no-such-route', '/api/auth/me']) {
      const response = await dev.client().get(url);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(
        Object.fromEntries(parseCsp(response.headers['content-security-policy'])),
        url,
      ).toEqual(JSON_CONTENT_SECURITY_POLICY);
    }
  });

  it('gives documents the API sends (CSV, PDF) the page policy', async () => {
    const agent = await buildAgent(dev);
    const client = await dev.signIn(agent.username, 'agent', agent.password);
    const response = await client.get('/api/app/account/summary.csv');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(parseCsp(response.headers['content-security-policy']).get('default-src')).toEqual([
      "'self'",
    ]);
    expect(response.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  });

  it('names the hosted live-update service and the error-reporting host when configured', () => {
    const hosted = buildContentSecurityPolicy(
      testConfig({
        REALTIME_DRIVER: 'pusher',
        PUSHER_APP_ID: '1',
        PUSHER_KEY: 'key',
        PUSHER_SECRET: 'secret',
        PUSHER_CLUSTER: 'ap4',
        SENTRY_DSN: 'https://abc123@o42.ingest.sentry.io/7',
      }),
    );
    expect(hosted['connect-src']).toEqual([
      "'self'",
      'wss://ws-ap4.pusher.com',
      'https://o42.ingest.sentry.io',
    ]);

    const ownHost = buildContentSecurityPolicy(
      testConfig({
        REALTIME_DRIVER: 'pusher',
        PUSHER_APP_ID: '1',
        PUSHER_KEY: 'key',
        PUSHER_SECRET: 'secret',
        PUSHER_HOST: 'soketi.internal',
        PUSHER_PORT: '6001',
        PUSHER_SCHEME: 'http',
      }),
    );
    expect(ownHost['connect-src']).toEqual([
      "'self'",
      'ws://soketi.internal:6001',
      'wss://soketi.internal:6001',
    ]);
  });

  it('upgrades insecure requests only in production over HTTPS', async () => {
    const devCsp = parseCsp((await dev.client().get('/')).headers['content-security-policy']);
    expect(devCsp.has('upgrade-insecure-requests')).toBe(false);
    const productionCsp = parseCsp(
      (await production.client().get('/')).headers['content-security-policy'],
    );
    expect(productionCsp.has('upgrade-insecure-requests')).toBe(true);
  });
});

describe('the other security headers', () => {
  it('asks for HTTPS (HSTS) in production only', async () => {
    for (const url of ['/', '/api/version']) {
      expect(
        (await dev.client().get(url)).headers['strict-transport-security'],
        url,
      ).toBeUndefined();
      expect((await production.client().get(url)).headers['strict-transport-security'], url).toBe(
        'max-age=31536000; includeSubDomains',
      );
    }
  });

  it('forbids framing, sniffing and powerful browser features', async () => {
    for (const t of [dev, production]) {
      const response = await t.client().get('/');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    }
  });

  it('gives JSON answers the API set only: no framing, sniffing or reading by other sites', async () => {
    for (const t of [dev, production]) {
      const response = await t.client().get('/api/version');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      // What governs a document's own behaviour has nothing to govern in JSON.
      for (const pageOnly of [
        'referrer-policy',
        'cross-origin-opener-policy',
        'permissions-policy',
        'origin-agent-cluster',
        'x-dns-prefetch-control',
        'x-download-options',
        'x-permitted-cross-domain-policies',
        'x-xss-protection',
      ]) {
        expect(response.headers[pageOnly], pageOnly).toBeUndefined();
      }
    }
  });
});

describe('cookie flags', () => {
  async function signInCookies(t: TTestApp) {
    const agent = await buildAgent(t);
    const response = await t.client().post('/api/auth/login', {
      area: 'agent',
      username: agent.username,
      password: agent.password,
    });
    expect(response.statusCode, response.body).toBe(200);
    const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    const find = (name: string) => {
      const cookie = cookies.find((value) => value.startsWith(`${name}=`));
      if (!cookie) throw new Error(`No ${name} cookie in ${cookies.join(' | ')}`);
      return cookie.split(';').map((part) => part.trim().toLowerCase());
    };
    return { session: find(SESSION_COOKIE), xsrf: find(CSRF_COOKIE) };
  }

  it('keeps the session cookie from scripts and other sites; Secure only in production', async () => {
    const devCookies = await signInCookies(dev);
    expect(devCookies.session).toEqual(
      expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']),
    );
    expect(devCookies.session).not.toContain('secure');

    const productionCookies = await signInCookies(production);
    expect(productionCookies.session).toEqual(
      expect.arrayContaining(['httponly', 'samesite=lax', 'path=/', 'secure']),
    );
  });

  it('lets scripts read the XSRF cookie (the client echoes it), same-site, Secure in production', async () => {
    const devCookies = await signInCookies(dev);
    expect(devCookies.xsrf).not.toContain('httponly');
    expect(devCookies.xsrf).toEqual(expect.arrayContaining(['samesite=lax', 'path=/']));
    expect(devCookies.xsrf).not.toContain('secure');

    const productionCookies = await signInCookies(production);
    expect(productionCookies.xsrf).not.toContain('httponly');
    expect(productionCookies.xsrf).toEqual(
      expect.arrayContaining(['samesite=lax', 'path=/', 'secure']),
    );
  });

  it('signs the session cookie: a real token with a forged signature is no session', async () => {
    const agent = await buildAgent(dev);
    const client = await dev.signIn(agent.username, 'agent', agent.password);
    const signed = decodeURIComponent(client.cookies.get(SESSION_COOKIE) ?? '');
    const token = signed.slice(0, signed.lastIndexOf('.'));
    expect(token.length).toBeGreaterThan(20);

    const forger = dev.client();
    for (const value of [token, `${token}.forged-signature`]) {
      forger.cookies.set(SESSION_COOKIE, encodeURIComponent(value));
      const response = await forger.get('/api/auth/me');
      expect(response.json(), value).toEqual({ user: null });
    }
    expect((await client.get('/api/auth/me')).json()).toMatchObject({ user: { id: agent.id } });
  });
});
