import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Redis } from 'ioredis';
import { expect } from 'vitest';
import type { TLoginResponse } from '@portal/shared/contracts/auth';
import type { TUserKind } from '@portal/shared/domain/user-kinds';
import { buildApp } from '../src/app';
import { loadConfig, type TConfig } from '../src/config/env';
import type { TDatabase } from '../src/db/database';
import type { TClock } from '../src/lib/clock';
import type { TMailTransport } from '../src/modules/mail/mail.transport';
import { CSRF_COOKIE } from '../src/plugins/csrf';
import { openTestDatabase } from './test-database';
import type { TTestSeed } from './test-seeds';

export interface TTestClock extends TClock {
  advance(ms: number): void;
  set(date: Date): void;
}

/**
 * A clock that only moves when told, for expiry rules. It starts at the real time so cookie
 * expiry dates stay in the future for the test client.
 */
export function createTestClock(
  start = new Date(Math.floor(Date.now() / 1000) * 1000),
): TTestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/** Test configuration: cheap (but real) argon2, quiet logs, no demo data, no web build. */
export function testConfig(overrides: Record<string, string> = {}): TConfig {
  return loadConfig({
    NODE_ENV: 'test',
    ARGON2_MEMORY_COST: '1024',
    ARGON2_TIME_COST: '1',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    APP_URL: 'https://portal.test',
    APP_VERSION: '9.9.9-test',
    DATA_DIR: path.join(os.tmpdir(), 'portal-test-unused-data'),
    WEB_DIST: path.join(os.tmpdir(), 'portal-test-no-web-dist'),
    ...overrides,
  });
}

type TBody = InjectOptions['payload'];

interface TRequestOptions {
  headers?: Record<string, string>;
  /** Send the X-XSRF-TOKEN header (default true). */
  csrf?: boolean;
  /** Send X-Requested-With: XMLHttpRequest (default true). */
  xhr?: boolean;
  remoteAddress?: string;
}

/**
 * A browser stand-in: keeps cookies between requests and sends the headers the web client sends
 * (X-Requested-With and the XSRF token echoed from its cookie).
 */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly defaults: { remoteAddress?: string; headers?: Record<string, string> } = {},
  ) {}

  async request(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: TBody,
    options: TRequestOptions = {},
  ): Promise<LightMyRequestResponse> {
    const isUnsafe = method !== 'GET';
    if (isUnsafe && options.csrf !== false && !this.cookies.has(CSRF_COOKIE)) {
      // Like the web app, read a page first so the server issues the XSRF cookie.
      await this.request('GET', '/api/auth/me');
    }
    const headers: Record<string, string> = { ...this.defaults.headers, ...options.headers };
    if (options.xhr !== false) headers['x-requested-with'] = 'XMLHttpRequest';
    const csrfToken = this.cookies.get(CSRF_COOKIE);
    if (isUnsafe && options.csrf !== false && csrfToken) headers['x-xsrf-token'] = csrfToken;
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const remoteAddress = options.remoteAddress ?? this.defaults.remoteAddress;
    const response = await this.app.inject({
      method,
      url,
      headers,
      ...(body === undefined ? {} : { payload: body }),
      ...(remoteAddress ? { remoteAddress } : {}),
    });
    for (const cookie of response.cookies as {
      name: string;
      value: string;
      expires?: Date;
      maxAge?: number;
    }[]) {
      const isCleared =
        cookie.value === '' ||
        cookie.maxAge === 0 ||
        (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (isCleared) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(url: string, options?: TRequestOptions) {
    return this.request('GET', url, undefined, options);
  }
  post(url: string, body?: TBody, options?: TRequestOptions) {
    return this.request('POST', url, body, options);
  }
  put(url: string, body?: TBody, options?: TRequestOptions) {
    return this.request('PUT', url, body, options);
  }
  patch(url: string, body?: TBody, options?: TRequestOptions) {
    return this.request('PATCH', url, body, options);
  }
  delete(url: string, options?: TRequestOptions) {
    return this.request('DELETE', url, undefined, options);
  }
}

export interface TTestApp {
  app: FastifyInstance;
  db: TDatabase;
  config: TConfig;
  clock: TTestClock;
  /** A new anonymous browser, or a partner's system with `headers` (an API key). */
  client(options?: { remoteAddress?: string; headers?: Record<string, string> }): TestClient;
  /** A new browser signed in as `username` to `area` (fails the test if sign-in fails). */
  signIn(username: string, area: TUserKind, password?: string): Promise<TestClient>;
  close(): Promise<void>;
}

/**
 * One app per test file, on its own fresh database cloned from the migrated template.
 * Call in beforeAll and close in afterAll.
 */
export async function buildTestApp(
  options: {
    config?: Record<string, string>;
    redis?: Redis;
    mailTransport?: TMailTransport | null;
    clock?: TTestClock;
    /** Start from the demo data seeded once per run (as of SEEDED_TODAY) rather than empty. */
    seed?: TTestSeed;
  } = {},
): Promise<TTestApp> {
  const database = await openTestDatabase(options.seed);
  const config = testConfig(options.config);
  const clock = options.clock ?? createTestClock();
  const app = await buildApp({
    config,
    db: database.db,
    clock,
    mailTransport: options.mailTransport ?? null,
    logger: false,
    ...(options.redis ? { redis: options.redis } : {}),
  });
  await app.ready();

  const client = (
    clientOptions: { remoteAddress?: string; headers?: Record<string, string> } = {},
  ) => new TestClient(app, clientOptions);
  return {
    app,
    db: database.db,
    config,
    clock,
    client,
    async signIn(username, area, password = TEST_PASSWORD) {
      const browser = client();
      const response = await browser.post('/api/auth/login', { area, username, password });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<TLoginResponse>().user.username).toBe(username.toLowerCase());
      return browser;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Every factory-made user has this password unless told otherwise. */
export const TEST_PASSWORD = 'Test-pass-2026';
