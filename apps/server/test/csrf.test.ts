import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE } from '../src/plugins/csrf';
import { buildTestApp, type TTestApp } from './build-test-app';
import { buildAgent } from './factories';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const CSRF_ERROR = { message: 'CSRF token mismatch.' };

describe('CSRF protection on state-changing requests', () => {
  it('issues a readable XSRF-TOKEN cookie on the first request', async () => {
    const client = t.client();
    await client.get('/api/version');
    expect(client.cookies.get(CSRF_COOKIE)).toMatch(/^[\w-]{40,}$/);
  });

  it('refuses a POST without the X-XSRF-TOKEN header', async () => {
    const agent = await buildAgent(t);
    const response = await t
      .client()
      .post(
        '/api/auth/login',
        { area: 'agent', username: agent.username, password: agent.password },
        { csrf: false },
      );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject(CSRF_ERROR);
  });

  it('refuses a POST whose header does not match the cookie', async () => {
    const agent = await buildAgent(t);
    const client = t.client();
    await client.get('/api/auth/me');
    const response = await client.post(
      '/api/auth/login',
      { area: 'agent', username: agent.username, password: agent.password },
      { csrf: false, headers: { 'x-xsrf-token': 'forged-token-value-forged-token-value-0000' } },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject(CSRF_ERROR);
  });

  it('refuses a POST without X-Requested-With: XMLHttpRequest, even with the right token', async () => {
    const agent = await buildAgent(t);
    const response = await t
      .client()
      .post(
        '/api/auth/login',
        { area: 'agent', username: agent.username, password: agent.password },
        { xhr: false },
      );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject(CSRF_ERROR);
  });

  it('accepts the request when both headers are right', async () => {
    const agent = await buildAgent(t);
    const response = await t.client().post('/api/auth/login', {
      area: 'agent',
      username: agent.username,
      password: agent.password,
    });
    expect(response.statusCode).toBe(200);
  });

  it('binds the token to the session at sign-in: the anonymous token stops working', async () => {
    const agent = await buildAgent(t);
    const client = t.client();
    await client.get('/api/auth/me');
    const anonymousToken = client.cookies.get(CSRF_COOKIE) ?? '';
    await client.post('/api/auth/login', {
      area: 'agent',
      username: agent.username,
      password: agent.password,
    });
    const sessionToken = client.cookies.get(CSRF_COOKIE) ?? '';
    expect(sessionToken).not.toBe(anonymousToken);

    // A cookie planted by another site cannot override the session's token.
    client.cookies.set(CSRF_COOKIE, anonymousToken);
    const planted = await client.patch('/api/profile', { name: 'Changed', email: 'x@portal.test' });
    expect(planted.statusCode).toBe(403);
    // The server re-issued the session's token in that answer; the client now uses it.
    expect(client.cookies.get(CSRF_COOKIE)).toBe(sessionToken);
    const ok = await client.patch('/api/profile', { name: 'Changed', email: 'x@portal.test' });
    expect(ok.statusCode).toBe(200);
  });

  it('does not require the token for safe methods', async () => {
    const response = await t.client().get('/api/auth/me', { xhr: false });
    expect(response.statusCode).toBe(200);
  });
});
