import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/audit-log';
import { mailOutbox } from '../src/db/schema/mail-outbox';
import { passwordResetTokens } from '../src/db/schema/password-reset-tokens';
import { buildTestApp, MINUTE, type TTestApp } from './build-test-app';
import { buildAdmin, buildAgent, type TBuiltUser } from './factories';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Brand-new-pass-2026';

/** The reset endpoints are rate limited per IP; most tests act as different visitors. */
let visitor = 0;
function visitorClient() {
  visitor += 1;
  return t.client({ remoteAddress: `10.9.${Math.floor(visitor / 250)}.${visitor % 250}` });
}

async function outboxFor(email: string) {
  return t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.id));
}

/** Asks for a reset link and reads the token from the queued email, as the user would. */
async function requestResetToken(
  user: TBuiltUser,
  area: 'admin' | 'agent' = 'agent',
): Promise<string> {
  const response = await visitorClient().post('/api/auth/forgot-password', {
    area,
    username: user.username,
  });
  expect(response.statusCode).toBe(200);
  const [mail] = await outboxFor(user.email);
  const token = /\/reset-password\/([\w-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error('no reset link in the queued email');
  return token;
}

function reset(token: string, password = NEW_PASSWORD, confirmation = password) {
  return visitorClient().post('/api/auth/reset-password', {
    token,
    password,
    password_confirmation: confirmation,
  });
}

function login(user: TBuiltUser, password: string) {
  return t.client().post('/api/auth/login', { area: user.kind, username: user.username, password });
}

describe('forgot password', () => {
  it('queues an email with a reset link in the outbox and answers "Password Reset Sent"', async () => {
    const agent = await buildAgent(t);
    const response = await t
      .client()
      .post('/api/auth/forgot-password', { area: 'agent', username: agent.username });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Password Reset Sent' });

    const mails = await outboxFor(agent.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ status: 'pending', attempts: 0 });
    expect(mails[0]?.text).toMatch(/https:\/\/portal\.test\/reset-password\/[\w-]{40,}/);
    expect(mails[0]?.html).toContain('/reset-password/');
    // Only the hash of the token is stored.
    const [stored] = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, agent.id));
    expect(mails[0]?.text).not.toContain(stored?.tokenHash);
  });

  it('answers the same for unknown users and users of another area, and sends nothing', async () => {
    const admin = await buildAdmin(t);
    const before = await t.db.select().from(mailOutbox);
    for (const body of [
      { area: 'agent', username: 'nobody.at.all' },
      { area: 'agent', username: admin.username },
    ]) {
      const response = await visitorClient().post('/api/auth/forgot-password', body);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Password Reset Sent' });
    }
    expect(await t.db.select().from(mailOutbox)).toHaveLength(before.length);
  });

  it('is delivered by the dispatcher (held and logged when no SMTP server is configured)', async () => {
    const agent = await buildAgent(t);
    await requestResetToken(agent);
    await t.app.ctx.mail.dispatchDue();
    const [mail] = await outboxFor(agent.email);
    expect(mail?.status).toBe('held');
  });
});

describe('reset password', () => {
  it('sets the new password once; the link then answers 410', async () => {
    const agent = await buildAgent(t);
    const token = await requestResetToken(agent);

    const response = await reset(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Please login with your new password.' });
    expect((await login(agent, agent.password)).statusCode).toBe(422);
    expect((await login(agent, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await reset(token, 'Another-pass-2026');
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({
      message: 'This password reset link has expired or was already used.',
    });
    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.actorUserId, agent.id));
    expect(actions.map((row) => row.action)).toContain('auth.password_reset');
  });

  it('works for 60 minutes and not after', async () => {
    const agent = await buildAgent(t);
    const stillValid = await requestResetToken(agent);
    t.clock.advance(59 * MINUTE);
    expect((await reset(stillValid)).statusCode).toBe(200);

    const expiring = await requestResetToken(agent);
    t.clock.advance(60 * MINUTE);
    const response = await reset(expiring);
    expect(response.statusCode).toBe(410);
    expect(response.json()).toMatchObject({
      message: 'This password reset link has expired or was already used.',
    });
  });

  it('voids older links once one is used', async () => {
    const agent = await buildAgent(t);
    const first = await requestResetToken(agent);
    const second = await requestResetToken(agent);
    expect((await reset(second)).statusCode).toBe(200);
    expect((await reset(first)).statusCode).toBe(410);
  });

  it('answers 404 for a token that was never issued', async () => {
    const response = await reset('x'.repeat(43));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toHaveProperty('message');
  });

  it('answers 422 when the confirmation differs or the password is too short', async () => {
    const agent = await buildAgent(t);
    const token = await requestResetToken(agent);
    const mismatch = await reset(token, NEW_PASSWORD, 'Something-else-2026');
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json()).toMatchObject({
      errors: { password_confirmation: ['Passwords must match'] },
    });
    const short = await reset(token, 'short');
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({
      errors: { password: ['This field must be 8 or more characters'] },
    });
    // Neither attempt used up the link.
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('answers exactly the field messages of the shared RESET_PASSWORD_RULES', async () => {
    const agent = await buildAgent(t);
    const token = await requestResetToken(agent);
    const mismatch = await reset(token, NEW_PASSWORD, 'Something-else-2026');
    expect(mismatch.json<{ errors: unknown }>().errors).toEqual({
      password_confirmation: ['Passwords must match'],
    });
    const empty = await reset(token, '', '');
    expect(empty.statusCode).toBe(422);
    expect(empty.json<{ errors: unknown }>().errors).toEqual({
      password: ['This field is required'],
      password_confirmation: ['This field is required'],
    });
    // The token is checked by shape alongside the rules, so one answer names every problem.
    const noToken = await visitorClient().post('/api/auth/reset-password', {
      password: NEW_PASSWORD,
      password_confirmation: 'Something-else-2026',
    });
    expect(noToken.statusCode).toBe(422);
    expect(noToken.json<{ errors: unknown }>().errors).toEqual({
      token: ['This field is required'],
      password_confirmation: ['Passwords must match'],
    });
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('signs the user out everywhere', async () => {
    const agent = await buildAgent(t);
    const browser = await t.signIn(agent.username, 'agent');
    const token = await requestResetToken(agent);
    expect((await reset(token)).statusCode).toBe(200);
    expect((await browser.get('/api/auth/me')).json()).toEqual({ user: null });
  });
});

describe('reset endpoints rate limit', () => {
  it('limits forgot-password requests per IP address', async () => {
    const client = t.client({ remoteAddress: '10.8.0.1' });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await client.post('/api/auth/forgot-password', {
        area: 'agent',
        username: `probe.${i}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
    const other = await t
      .client({ remoteAddress: '10.8.0.2' })
      .post('/api/auth/forgot-password', { area: 'agent', username: 'probe.x' });
    expect(other.statusCode).toBe(200);
  });
});
