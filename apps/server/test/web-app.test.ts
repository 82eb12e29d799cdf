import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './build-test-app';

let t: TTestApp;
let webDist: string;
beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'portal-web-dist-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Portal</title>');
  await writeFile(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log("portal")');
  await writeFile(path.join(webDist, 'favicon.svg'), '<svg/>');
  await writeFile(path.join(webDist, 'traveller.html'), '<!doctype html><title>Traveller</title>');
  await writeFile(path.join(webDist, 'sign-in.html'), '<!doctype html><title>Sign in</title>');
  await writeFile(
    path.join(webDist, 'travel-app-sw.js'),
    'self.addEventListener("fetch", () => {})',
  );
  t = await buildTestApp({ config: { WEB_DIST: webDist } });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('serving the built web app', () => {
  it('serves index.html for client-side routes, never cached', async () => {
    for (const url of [
      '/app/list-bookings',
      '/admin',
      '/forgot-password?area=admin',
      '/reset-password/abc.def',
      '/admin/payments',
      '/quotes/1',
    ]) {
      const response = await t.client().get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body).toContain('<title>Portal</title>');
    }
  });

  it('serves the traveller entry for the traveller pages, never cached', async () => {
    for (const url of [
      '/travel-app',
      '/travel-app/abcdefghijklmnopqrstuvwxyz012345',
      '/quote/abcdefghijklmnopqrstuvwxyz012345',
      '/payments/abcdefghijklmnopqrstuvwxyz012345',
      '/payments/result?session=abc',
      '/prize-cart?booking=abc',
      '/traveller.html',
    ]) {
      const response = await t.client().get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toContain('<title>Traveller</title>');
    }
  });

  it('serves the light sign-in entry for the three login pages, never cached', async () => {
    for (const url of [
      '/',
      '/?redirectTo=%2Fapp',
      '/admin/login',
      '/supplier/login',
      '/sign-in.html',
    ]) {
      const response = await t.client().get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toContain('<title>Sign in</title>');
    }
  });

  it('serves the travel-app service worker from the root without a long cache', async () => {
    const response = await t.client().get('/travel-app-sw.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).not.toMatch(/immutable/);
  });

  it('serves hashed assets with a long, immutable cache', async () => {
    const response = await t.client().get('/assets/index-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("portal")');
    expect(response.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(response.headers['cache-control']).toMatch(/immutable/);
  });

  it('serves other files without the long cache', async () => {
    const response = await t.client().get('/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).not.toMatch(/immutable/);
  });

  it('answers 404 (not index.html) for missing assets and unknown API paths', async () => {
    for (const url of [
      '/assets/missing.js',
      '/logo.png',
      '/api/nope',
      '/get-user-permission-to-nowhere',
    ]) {
      const response = await t.client().get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Not Found.' });
    }
  });

  it('does not serve files outside the web build', async () => {
    for (const url of [
      '/../package.json',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/assets/..%2f..%2fetc%2fpasswd',
    ]) {
      const response = await t.client().get(url);
      expect(response.body, url).not.toMatch(/root:|"name"/);
    }
  });
});
