import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLoginResponse, TMeResponse } from '@portal/shared/contracts/auth';
import { sessions } from '../src/db/schema/sessions';
import { users } from '../src/db/schema/users';
import { sha256Hex } from '../src/lib/tokens';
import { SESSION_COOKIE } from '../src/plugins/auth';
import { CSRF_COOKIE } from '../src/plugins/csrf';
import { buildTestApp, HOUR, MINUTE, type TTestApp } from './build-test-app';
import { buildAdmin, buildAgency, buildAgent, buildSupplierUser } from './factories';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function me(client: ReturnType<TTestApp['client']>) {
  const response = await client.get('/api/auth/me');
  expect(response.statusCode).toBe(200);
  return response.json<TMeResponse>().user;
}

/** The server-side id of the session a browser holds (its cookie is signed: token.signature). */
function sessionIdOf(client: ReturnType<TTestApp['client']>): string {
  const cookie = client.cookies.get(SESSION_COOKIE);
  if (!cookie) throw new Error('no session cookie');
  const token = decodeURIComponent(cookie).split('.').slice(0, -1).join('.');
  return sha256Hex(token);
}

describe('login', () => {
  it('sets an httpOnly, SameSite=Lax session cookie and a readable XSRF cookie, and returns the user', async () => {
    const agent = await buildAgent(t);
    const client = t.client();
    const response = await client.post('/api/auth/login', {
      area: 'agent',
      username: agent.username,
      password: agent.password,
    });

    expect(response.statusCode).toBe(200);
    const body = response.json<TLoginResponse>();
    expect(body.user).toMatchObject({
      id: agent.id,
      kind: 'agent',
      username: agent.username,
      brandId: 1,
    });
    expect(body.user).not.toHaveProperty('passwordHash');
    const setCookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    const session = setCookies.find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).toMatch(/Path=\//);
    const xsrf = setCookies.find((cookie) => cookie.startsWith(`${CSRF_COOKIE}=`));
    expect(xsrf).toBeDefined();
    expect(xsrf).not.toMatch(/HttpOnly/i);

    expect(await me(client)).toMatchObject({ id: agent.id, agencyId: agent.agencyId });
    const [row] = await t.db.select().from(users).where(eq(users.id, agent.id));
    expect(row?.lastLoginAt).toEqual(t.clock.now());
  });

  it('signs in with the username in any letter case', async () => {
    const admin = await buildAdmin(t);
    const client = t.client();
    const response = await client.post('/api/auth/login', {
      area: 'admin',
      username: `  ${admin.username.toUpperCase()} `,
      password: admin.password,
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a wrong password, an unknown user and a user of another kind with the same answer', async () => {
    const supplierUser = await buildSupplierUser(t);
    const attempts = [
      { area: 'supplier', username: supplierUser.username, password: 'Wrong-pass-2026' },
      { area: 'supplier', username: 'nobody.here', password: supplierUser.password },
      { area: 'agent', username: supplierUser.username, password: supplierUser.password },
    ];
    for (const attempt of attempts) {
      const client = t.client({ remoteAddress: '10.1.0.1' });
      const response = await client.post('/api/auth/login', attempt);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        message: 'These credentials do not match our records.',
        errors: { username: ['These credentials do not match our records.'] },
      });
      expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
    }
  });

  it('refuses deactivated users and users of a deactivated agency', async () => {
    const inactive = await buildAgent(t, { isActive: false });
    const closedAgency = await buildAgency(t, { active: false });
    const ofClosedAgency = await buildAgent(t, { agencyId: closedAgency.id });
    for (const user of [inactive, ofClosedAgency]) {
      const response = await t.client({ remoteAddress: '10.1.0.2' }).post('/api/auth/login', {
        area: 'agent',
        username: user.username,
        password: user.password,
      });
      expect(response.statusCode).toBe(422);
    }
  });

  it('answers 422 with per-field errors for a malformed body', async () => {
    const response = await t.client().post('/api/auth/login', { area: 'traveller', username: '' });
    expect(response.statusCode).toBe(422);
    const body = response.json<{ errors: Record<string, string[]> }>();
    expect(Object.keys(body.errors).sort()).toEqual(['area', 'password', 'username']);
    expect(body.errors.password).toEqual(['This field is required']);
  });
});

describe('sessions', () => {
  it('rotates the session at login: the session held before is destroyed', async () => {
    const agent = await buildAgent(t);
    const client = await t.signIn(agent.username, 'agent');
    const firstId = sessionIdOf(client);
    const firstCookie = client.cookies.get(SESSION_COOKIE);

    const again = await client.post('/api/auth/login', {
      area: 'agent',
      username: agent.username,
      password: agent.password,
    });
    expect(again.statusCode).toBe(200);
    expect(sessionIdOf(client)).not.toBe(firstId);
    expect(await t.db.select().from(sessions).where(eq(sessions.id, firstId))).toEqual([]);

    // The old cookie, replayed by someone who copied it, no longer works.
    const stale = t.client();
    stale.cookies.set(SESSION_COOKIE, firstCookie ?? '');
    expect(await me(stale)).toBeNull();
  });

  it('logout destroys the session server-side and clears the cookie', async () => {
    const admin = await buildAdmin(t);
    const client = await t.signIn(admin.username, 'admin');
    const id = sessionIdOf(client);
    const cookie = client.cookies.get(SESSION_COOKIE) ?? '';

    const response = await client.post('/api/auth/logout');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'You have been signed out.' });
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(await me(client)).toBeNull();
    expect(await t.db.select().from(sessions).where(eq(sessions.id, id))).toEqual([]);

    const replay = t.client();
    replay.cookies.set(SESSION_COOKIE, cookie);
    expect(await me(replay)).toBeNull();
  });

  it('rejects a session cookie whose signature was tampered with', async () => {
    const agent = await buildAgent(t);
    const client = await t.signIn(agent.username, 'agent');
    const cookie = client.cookies.get(SESSION_COOKIE) ?? '';
    client.cookies.set(SESSION_COOKIE, `${cookie.slice(0, -2)}xx`);
    expect(await me(client)).toBeNull();
  });

  it('expires after SESSION_TTL_HOURS of inactivity', async () => {
    const agent = await buildAgent(t);
    const client = await t.signIn(agent.username, 'agent');
    t.clock.advance(12 * HOUR - MINUTE);
    expect(await me(client)).not.toBeNull();
    t.clock.advance(12 * HOUR + MINUTE);
    expect(await me(client)).toBeNull();
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, agent.id))).toEqual([]);
  });

  it('slides the expiry while the user keeps working', async () => {
    const agent = await buildAgent(t);
    const client = await t.signIn(agent.username, 'agent');
    for (let hour = 0; hour < 30; hour += 10) {
      t.clock.advance(10 * HOUR);
      expect(await me(client)).not.toBeNull();
    }
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, agent.id));
    expect(row?.expiresAt.getTime()).toBe(t.clock.now().getTime() + 12 * HOUR);
  });

  it('ends the sessions of a user who is deactivated', async () => {
    const agent = await buildAgent(t);
    const client = await t.signIn(agent.username, 'agent');
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, agent.id));
    expect(await me(client)).toBeNull();
  });
});
