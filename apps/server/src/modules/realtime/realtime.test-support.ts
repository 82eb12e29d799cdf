import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import Pusher, { type Channel } from 'pusher-js';
import WebSocket from 'ws';
import type { TSessionUser } from '@portal/shared/contracts/auth';
import type { TChannelAuthResponse, TUserAuthResponse } from '@portal/shared/contracts/realtime';
import type { TBroadcaster } from './broadcaster';
import type { TRealtimeTuning } from './builtin-broadcaster';
import type { TBuiltinRealtimeConfig, TRealtimeConfig } from './realtime.config';
import type { TRealtimeLogger } from './realtime.logger';
import { registerRealtime, type TRealtimeDeps } from './realtime.routes';

/**
 * Test doubles for the realtime module: a Fastify instance of its own with a fake session
 * (the `x-test-user` header names the user), a recording logger, and a raw protocol client.
 */

const base = { email: 'demo@example.test', brandId: 1 };
export const TEST_USERS = {
  admin: {
    ...base,
    id: 1,
    kind: 'admin',
    username: 'admin',
    name: 'Aroha Admin',
    agencyId: null,
    agencyName: null,
    supplierId: null,
    supplierName: null,
  },
  admin2: {
    ...base,
    id: 2,
    kind: 'admin',
    username: 'admin2',
    name: 'Bruce Backoffice',
    agencyId: null,
    agencyName: null,
    supplierId: null,
    supplierName: null,
  },
  nzAgent: {
    ...base,
    id: 10,
    kind: 'agent',
    username: 'nz.agent',
    name: 'Nikau Agent',
    agencyId: 1,
    agencyName: 'Kiwi Horizons Travel',
    supplierId: null,
    supplierName: null,
  },
  auAgent: {
    ...base,
    id: 20,
    kind: 'agent',
    username: 'au.agent',
    name: 'Matilda Agent',
    agencyId: 2,
    agencyName: 'Southern Cross Journeys',
    supplierId: null,
    supplierName: null,
    brandId: 2,
  },
  hotel: {
    ...base,
    id: 30,
    kind: 'supplier',
    username: 'supplier.hotel',
    name: 'Harbourview Front Desk',
    agencyId: null,
    agencyName: null,
    supplierId: 1,
    supplierName: 'Harbourview Hotel Auckland',
  },
  cars: {
    ...base,
    id: 31,
    kind: 'supplier',
    username: 'supplier.cars',
    name: 'Tasman Rentals Desk',
    agencyId: null,
    agencyName: null,
    supplierId: 2,
    supplierName: 'Tasman Car Rentals',
  },
} satisfies Record<string, TSessionUser>;
export type TTestUserName = keyof typeof TEST_USERS;

export const TEST_USER_HEADER = 'x-test-user';

export function resolveTestUser(request: FastifyRequest): Promise<TSessionUser | null> {
  const name = request.headers[TEST_USER_HEADER];
  const user = typeof name === 'string' ? TEST_USERS[name as TTestUserName] : undefined;
  return Promise.resolve(user ?? null);
}

export interface TLogEntry {
  level: 'debug' | 'info' | 'warn' | 'error';
  context: unknown;
  message: string | undefined;
}

/** Records what the module logs, so tests can check that refusals leave a warning. */
export function createRecordingLogger(): TRealtimeLogger & { entries: TLogEntry[] } {
  const entries: TLogEntry[] = [];
  const record =
    (level: TLogEntry['level']) =>
    (context: unknown, message?: string): void => {
      entries.push({ level, context, message });
    };
  // pino's LogFn has several overloads; the recorder accepts the (object, message) form we use.
  return {
    entries,
    debug: record('debug'),
    info: record('info'),
    warn: record('warn'),
    error: record('error'),
  } as TRealtimeLogger & { entries: TLogEntry[] };
}

export const TEST_APP_SECRET = 'test-secret-0123456789abcdef';

export function builtinTestConfig(
  overrides: Partial<TBuiltinRealtimeConfig> = {},
): TBuiltinRealtimeConfig {
  return {
    driver: 'builtin',
    appKey: 'test-key',
    appSecret: TEST_APP_SECRET,
    activityTimeoutSeconds: 120,
    redisUrl: null,
    redisPrefix: 'test:realtime:test-key:',
    ...overrides,
  };
}

export interface TRealtimeTestApp {
  app: FastifyInstance;
  broadcaster: TBroadcaster;
  logger: ReturnType<typeof createRecordingLogger>;
  /** Set after listen(): the port on 127.0.0.1. */
  port: number;
  wsUrl(key?: string, query?: string): string;
  close(): Promise<void>;
}

export async function buildRealtimeTestApp(
  options: {
    config?: TRealtimeConfig;
    tuning?: TRealtimeTuning;
    listen?: boolean;
    deps?: Partial<TRealtimeDeps>;
  } = {},
): Promise<TRealtimeTestApp> {
  const app = Fastify({ logger: false });
  const logger = createRecordingLogger();
  const config = options.config ?? builtinTestConfig();
  const broadcaster = registerRealtime(app, {
    resolveUser: resolveTestUser,
    config,
    logger,
    tuning: options.tuning,
    ...options.deps,
  });
  let port = 0;
  if (options.listen ?? true) {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  } else {
    await app.ready();
  }
  return {
    app,
    broadcaster,
    logger,
    port,
    wsUrl: (key = config.appKey, query = 'protocol=7&client=js&version=8.6.0') =>
      `ws://127.0.0.1:${port}/realtime/app/${key}?${query}`,
    close: () => app.close(),
  };
}

/** Calls POST /broadcasting/auth the way pusher-js does (form-encoded) for a test user. */
export async function authorizeOverHttp(
  app: FastifyInstance,
  user: TTestUserName | null,
  socketId: string,
  channelName: string,
) {
  const response = await app.inject({
    method: 'POST',
    url: '/broadcasting/auth',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(user ? { [TEST_USER_HEADER]: user } : {}),
    },
    payload: new URLSearchParams({ socket_id: socketId, channel_name: channelName }).toString(),
  });
  return {
    statusCode: response.statusCode,
    body: response.json<{ auth?: string; channel_data?: string; message?: string }>(),
  };
}

export interface TProtocolMessage {
  event: string;
  channel?: string;
  data?: unknown;
}

/** A raw WebSocket client speaking the Pusher protocol, for checks pusher-js hides. */
export class ProtocolClient {
  readonly received: TProtocolMessage[] = [];
  socketId = '';
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: { match: (message: TProtocolMessage) => boolean; resolve: () => void }[] = [];

  private constructor(readonly socket: WebSocket) {
    this.closed = new Promise((resolve) => {
      socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
    });
    socket.on('message', (raw: WebSocket.RawData) => {
      const message = JSON.parse(String(raw)) as TProtocolMessage;
      if (typeof message.data === 'string') {
        try {
          message.data = JSON.parse(message.data) as unknown;
        } catch {
          // Event data that is not JSON stays a string, as pusher-js leaves it.
        }
      }
      this.received.push(message);
      this.waiters = this.waiters.filter((waiter) => {
        if (!waiter.match(message)) return true;
        waiter.resolve();
        return false;
      });
    });
  }

  /** Opens the socket; resolves after the handshake unless `expectHandshake` is false. */
  static async open(url: string, expectHandshake = true): Promise<ProtocolClient> {
    const client = new ProtocolClient(new WebSocket(url));
    if (expectHandshake) {
      const established = await client.next('pusher:connection_established');
      client.socketId = (established.data as { socket_id: string }).socket_id;
    }
    return client;
  }

  send(event: string, data: unknown = {}, channel?: string): void {
    this.socket.send(JSON.stringify({ event, data, ...(channel ? { channel } : {}) }));
  }

  subscribe(channel: string, auth?: string, channelData?: string): void {
    this.send('pusher:subscribe', {
      channel,
      ...(auth === undefined ? {} : { auth }),
      ...(channelData === undefined ? {} : { channel_data: channelData }),
    });
  }

  /** The first message (already received or coming) with this event and, if given, channel. */
  next(event: string, channel?: string, timeoutMs = 3_000): Promise<TProtocolMessage> {
    const match = (message: TProtocolMessage) =>
      message.event === event && (channel === undefined || message.channel === channel);
    const find = () => this.received.find(match);
    const found = find();
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(new Error(`No ${event}${channel ? ` on ${channel}` : ''} within ${timeoutMs} ms`)),
        timeoutMs,
      );
      this.waiters.push({
        match,
        resolve: () => {
          clearTimeout(timer);
          const message = find();
          if (message) resolve(message);
        },
      });
    });
  }

  count(event: string, channel?: string): number {
    return this.received.filter(
      (message) =>
        message.event === event && (channel === undefined || message.channel === channel),
    ).length;
  }

  async close(): Promise<void> {
    if (
      this.socket.readyState === WebSocket.OPEN ||
      this.socket.readyState === WebSocket.CONNECTING
    ) {
      this.socket.close();
    }
    await this.closed;
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Polls until `check` passes (for effects that cross sockets or Redis). */
export async function eventually(check: () => void, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(20);
    }
  }
}

/** pusher-js (its Node build) set up the way the web client sets it up, as a test user. */
async function postForm<T>(url: string, user: TTestUserName, form: Record<string, string>) {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-requested-with': 'XMLHttpRequest',
      [TEST_USER_HEADER]: user,
    },
    body: new URLSearchParams(form).toString(),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

export function createPusherClient(port: number, key: string, user: TTestUserName): Pusher {
  const base = `http://127.0.0.1:${port}`;
  return new Pusher(key, {
    cluster: 'mt1',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    wsPath: '/realtime',
    disableStats: true,
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) => {
        postForm<TChannelAuthResponse>(`${base}/broadcasting/auth`, user, {
          socket_id: socketId,
          channel_name: channelName,
        }).then(
          (body) => callback(null, body),
          (error: Error) => callback(error, null),
        );
      },
    },
    userAuthentication: {
      customHandler: ({ socketId }, callback) => {
        postForm<TUserAuthResponse>(`${base}/broadcasting/user-auth`, user, {
          socket_id: socketId,
        }).then(
          (body) => callback(null, body),
          (error: Error) => callback(error, null),
        );
      },
    },
  });
}

export function waitForSubscription(channel: Channel): Promise<unknown> {
  return new Promise((resolve, reject) => {
    channel.bind('pusher:subscription_succeeded', resolve);
    channel.bind('pusher:subscription_error', reject);
  });
}

export function waitForEvent<T>(channel: Channel, event: string, timeoutMs = 3_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`No ${event} within ${timeoutMs} ms`)),
      timeoutMs,
    );
    channel.bind(event, (data: T) => {
      clearTimeout(timer);
      resolve(data);
    });
  });
}
