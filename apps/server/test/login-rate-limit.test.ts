import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, MINUTE, type TTestApp } from './build-test-app';
import { buildAgent } from './factories';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const TOO_MANY = /^Too many login attempts\. Please try again in (\d+) seconds\.$/;

function attempt(username: string, password: string, ip: string) {
  return t
    .client({ remoteAddress: ip })
    .post('/api/auth/login', { area: 'agent', username, password });
}

describe('login rate limit per account', () => {
  it('blocks the account after 5 failures, even with the right password, until the window ends', async () => {
    const agent = await buildAgent(t);
    for (let i = 0; i < 5; i += 1) {
      // Different addresses: this is the per-account limit, not the per-IP one.
      expect((await attempt(agent.username, 'Wrong-pass-2026', `10.2.0.${i + 1}`)).statusCode).toBe(
        422,
      );
    }
    const blocked = await attempt(agent.username, agent.password, '10.2.1.1');
    expect(blocked.statusCode).toBe(429);
    const message = blocked.json<{ message: string }>().message;
    const seconds = Number(TOO_MANY.exec(message)?.[1]);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(15 * 60);
    expect(blocked.headers['retry-after']).toBe(String(seconds));

    t.clock.advance(15 * MINUTE + 1000);
    expect((await attempt(agent.username, agent.password, '10.2.1.1')).statusCode).toBe(200);
  });

  it('forgives earlier failures after a successful sign-in', async () => {
    const agent = await buildAgent(t);
    for (let i = 0; i < 4; i += 1) {
      expect((await attempt(agent.username, 'Wrong-pass-2026', '10.3.0.1')).statusCode).toBe(422);
    }
    expect((await attempt(agent.username, agent.password, '10.3.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) {
      expect((await attempt(agent.username, 'Wrong-pass-2026', '10.3.0.2')).statusCode).toBe(422);
    }
    expect((await attempt(agent.username, agent.password, '10.3.0.2')).statusCode).toBe(200);
  });

  it('counts unknown usernames too, without revealing that they are unknown', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await attempt('no.such.agent', 'Wrong-pass-2026', `10.4.0.${i + 1}`)).statusCode,
      ).toBe(422);
    }
    expect((await attempt('no.such.agent', 'Wrong-pass-2026', '10.4.1.1')).statusCode).toBe(429);
  });
});

describe('login rate limit per IP address', () => {
  it('blocks an address after 20 failures across accounts, and only that address', async () => {
    const victim = await buildAgent(t);
    for (let i = 0; i < 20; i += 1) {
      expect((await attempt(`stuffed.${i}`, 'Wrong-pass-2026', '10.5.0.1')).statusCode).toBe(422);
    }
    const blocked = await attempt(victim.username, victim.password, '10.5.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json<{ message: string }>().message).toMatch(TOO_MANY);
    expect((await attempt(victim.username, victim.password, '10.5.0.2')).statusCode).toBe(200);
  });
});
