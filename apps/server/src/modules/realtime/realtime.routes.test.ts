import Fastify from 'fastify';
import formbody from '@fastify/formbody';
import websocket from '@fastify/websocket';
import Pusher from 'pusher';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { UNAUTHENTICATED_MESSAGES } from '@portal/shared/contracts/errors';
import { ZNotice, ZPublishNoticeResponse } from '@portal/shared/contracts/realtime';
import {
  AGENTS_CHANNEL,
  BACKOFFICE_CHANNEL,
  BACKOFFICE_PRESENCE_CHANNEL,
  PORTAL_CHANNEL,
  agencyChannel,
  fileChannel,
  supplierChannel,
  userChannel,
} from '@portal/shared/domain/realtime-channels';
import { registerRealtime } from './realtime.routes';
import {
  ProtocolClient,
  TEST_APP_SECRET,
  TEST_USER_HEADER,
  authorizeOverHttp,
  buildRealtimeTestApp,
  builtinTestConfig,
  createRecordingLogger,
  resolveTestUser,
  type TRealtimeTestApp,
  type TTestUserName,
} from './realtime.test-support';

const SOCKET_ID = '123.456';
const signer = new Pusher({ appId: '1', key: 'test-key', secret: TEST_APP_SECRET, cluster: 'mt1' });

let realtime: TRealtimeTestApp;
beforeAll(async () => {
  realtime = await buildRealtimeTestApp();
});
afterAll(async () => {
  await realtime.close();
});

describe('POST /broadcasting/auth', () => {
  const allowed: [TTestUserName, string][] = [
    ['nzAgent', agencyChannel(1)],
    ['nzAgent', userChannel(10)],
    ['nzAgent', AGENTS_CHANNEL],
    ['auAgent', agencyChannel(2)],
    ['hotel', supplierChannel(1)],
    ['cars', supplierChannel(2)],
    ['admin', BACKOFFICE_CHANNEL],
    ['admin', agencyChannel(2)],
    ['admin', supplierChannel(1)],
  ];
  it.each(allowed)('signs %s into %s with the Pusher scheme', async (user, channel) => {
    const { statusCode, body } = await authorizeOverHttp(realtime.app, user, SOCKET_ID, channel);
    expect(statusCode).toBe(200);
    expect(body).toEqual(signer.authorizeChannel(SOCKET_ID, channel));
  });

  const forbidden: [TTestUserName | null, string][] = [
    ['nzAgent', agencyChannel(2)],
    ['auAgent', agencyChannel(1)],
    ['nzAgent', userChannel(20)],
    ['nzAgent', supplierChannel(1)],
    ['nzAgent', BACKOFFICE_CHANNEL],
    ['nzAgent', BACKOFFICE_PRESENCE_CHANNEL],
    ['nzAgent', fileChannel(7)],
    // Files need the rule the files module grants (test/files-bookings.test.ts).
    ['admin', fileChannel(7)],
    ['hotel', supplierChannel(2)],
    ['cars', supplierChannel(1)],
    ['hotel', agencyChannel(1)],
    ['hotel', AGENTS_CHANNEL],
    ['hotel', BACKOFFICE_CHANNEL],
    ['admin', userChannel(10)],
    ['admin', 'private-unknown'],
    ['admin', 'private-encrypted-agency.1'],
    [null, agencyChannel(1)],
    [null, supplierChannel(1)],
    [null, BACKOFFICE_CHANNEL],
    [null, BACKOFFICE_PRESENCE_CHANNEL],
    [null, userChannel(10)],
  ];
  it.each(forbidden)('refuses %s on %s with 403 and logs a warning', async (user, channel) => {
    const before = realtime.logger.entries.length;
    const { statusCode, body } = await authorizeOverHttp(realtime.app, user, SOCKET_ID, channel);
    expect(statusCode).toBe(403);
    expect(body.message).toBe('This action is unauthorized.');
    expect(body).not.toHaveProperty('auth');
    const warnings = realtime.logger.entries
      .slice(before)
      .filter((entry) => entry.level === 'warn');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.context).toMatchObject({ channel });
  });

  it('signs presence with the member the channel will show: id, name and kind only', async () => {
    const { statusCode, body } = await authorizeOverHttp(
      realtime.app,
      'admin',
      SOCKET_ID,
      BACKOFFICE_PRESENCE_CHANNEL,
    );
    expect(statusCode).toBe(200);
    const member = { user_id: '1', user_info: { name: 'Aroha Admin', kind: 'admin' } };
    expect(body).toEqual(signer.authorizeChannel(SOCKET_ID, BACKOFFICE_PRESENCE_CHANNEL, member));
    expect(JSON.parse(body.channel_data ?? '')).toEqual(member);
  });

  it('answers 422 with per-field errors for a malformed socket id or channel name', async () => {
    const bad = await authorizeOverHttp(realtime.app, 'admin', 'not-a-socket', 'private a');
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toMatchObject({
      errors: {
        socket_id: ['The socket id is not valid.'],
        channel_name: ['The channel name is not valid.'],
      },
    });
    const empty = await realtime.app.inject({ method: 'POST', url: '/broadcasting/auth' });
    expect(empty.statusCode).toBe(422);
  });

  it('answers 422 for a public channel, which needs no signature', async () => {
    const { statusCode } = await authorizeOverHttp(
      realtime.app,
      'admin',
      SOCKET_ID,
      PORTAL_CHANNEL,
    );
    expect(statusCode).toBe(422);
  });

  it('accepts JSON bodies too', async () => {
    const response = await realtime.app.inject({
      method: 'POST',
      url: '/broadcasting/auth',
      headers: { [TEST_USER_HEADER]: 'nzAgent' },
      payload: { socket_id: SOCKET_ID, channel_name: agencyChannel(1) },
    });
    expect(response.json()).toEqual(signer.authorizeChannel(SOCKET_ID, agencyChannel(1)));
  });

  it('refuses (403, logged as an error) when a granted lookup fails', async () => {
    realtime.app.realtimeChannels.grant('file', async (subject) => {
      if (subject.kind === 'supplier') throw new Error('lookup failed');
      return false;
    });
    const before = realtime.logger.entries.length;
    const { statusCode } = await authorizeOverHttp(
      realtime.app,
      'hotel',
      SOCKET_ID,
      fileChannel(3),
    );
    expect(statusCode).toBe(403);
    expect(realtime.logger.entries.slice(before).map((entry) => entry.level)).toEqual(['error']);
  });
});

describe('POST /broadcasting/user-auth', () => {
  it('signs the signed-in user for pusher-js sign-in', async () => {
    const response = await realtime.app.inject({
      method: 'POST',
      url: '/broadcasting/user-auth',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        [TEST_USER_HEADER]: 'hotel',
      },
      payload: `socket_id=${SOCKET_ID}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(
      signer.authenticateUser(SOCKET_ID, {
        id: '30',
        user_info: { name: 'Harbourview Front Desk', kind: 'supplier' },
      }),
    );
  });

  it('refuses anonymous visitors with 403', async () => {
    const response = await realtime.app.inject({
      method: 'POST',
      url: '/broadcasting/user-auth',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `socket_id=${SOCKET_ID}`,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: 'This action is unauthorized.' });
  });
});

describe('GET /api/realtime/config', () => {
  it('tells pusher-js where the built-in endpoint is, without the secret', async () => {
    const response = await realtime.app.inject({ method: 'GET', url: '/api/realtime/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      driver: 'builtin',
      key: 'test-key',
      wsPath: '/realtime',
    });
    expect(response.body).not.toContain(TEST_APP_SECRET);
  });
});

describe('POST /api/admin/notices', () => {
  const post = (user: TTestUserName | null, payload: object) =>
    realtime.app.inject({
      method: 'POST',
      url: '/api/admin/notices',
      headers: user ? { [TEST_USER_HEADER]: user } : {},
      payload,
    });

  it('answers 401 with the admin message when signed out and 403 for other kinds', async () => {
    const signedOut = await post(null, { message: 'Hi', audience: 'all' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ message: UNAUTHENTICATED_MESSAGES.admin });
    for (const user of ['nzAgent', 'hotel'] as const) {
      const response = await post(user, { message: 'Hi', audience: 'all' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: 'This action is unauthorized.' });
    }
  });

  it('validates the notice', async () => {
    const response = await post('admin', { message: '', audience: 'everyone' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<{ errors: object }>().errors).sort()).toEqual([
      'audience',
      'message',
    ]);
    const misplaced = await post('admin', { message: 'Hi', audience: 'suppliers', agencyId: 1 });
    expect(misplaced.statusCode).toBe(422);
  });

  it('broadcasts notice.published on the audience channel only', async () => {
    const agentAuth = await ProtocolClient.open(realtime.wsUrl());
    const agentNz = await ProtocolClient.open(realtime.wsUrl());
    const supplier = await ProtocolClient.open(realtime.wsUrl());
    const sign = async (client: ProtocolClient, user: TTestUserName, channel: string) => {
      const { body } = await authorizeOverHttp(realtime.app, user, client.socketId, channel);
      client.subscribe(channel, body.auth);
      await client.next('pusher_internal:subscription_succeeded', channel);
    };
    await sign(agentAuth, 'auAgent', agencyChannel(2));
    await sign(agentNz, 'nzAgent', agencyChannel(1));
    await sign(supplier, 'hotel', supplierChannel(1));

    const response = await post('admin', {
      message: 'Kaikōura coast road closed until Friday: ferry transfers rerouted.',
      level: 'warning',
      audience: 'agents',
      agencyId: 2,
    });
    expect(response.statusCode).toBe(201);
    const body = ZPublishNoticeResponse.parse(response.json());
    expect(body.channel).toBe(agencyChannel(2));

    const received = await agentAuth.next('notice.published', agencyChannel(2));
    expect(ZNotice.parse(received.data)).toEqual(body.notice);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(agentNz.count('notice.published')).toBe(0);
    expect(supplier.count('notice.published')).toBe(0);
    await Promise.all([agentAuth.close(), agentNz.close(), supplier.close()]);
  });

  it("uses the app's admin guard when one is passed", async () => {
    const guarded = await buildRealtimeTestApp({
      listen: false,
      deps: {
        requireAdmin: async (request, reply) => {
          if (request.headers['x-permission'] !== 'notices.publish') {
            await reply.code(403).send({ message: 'This action is unauthorized.' });
          }
        },
      },
    });
    const refused = await guarded.app.inject({
      method: 'POST',
      url: '/api/admin/notices',
      headers: { [TEST_USER_HEADER]: 'admin' },
      payload: { message: 'Hi', audience: 'all' },
    });
    expect(refused.statusCode).toBe(403);
    const accepted = await guarded.app.inject({
      method: 'POST',
      url: '/api/admin/notices',
      headers: { 'x-permission': 'notices.publish' },
      payload: { message: 'Hi', audience: 'all' },
    });
    expect(accepted.statusCode).toBe(201);
    await guarded.close();
  });
});

describe('registerRealtime', () => {
  it('does not register @fastify/formbody or @fastify/websocket twice', async () => {
    const app = Fastify({ logger: false });
    await app.register(formbody);
    await app.register(websocket);
    registerRealtime(app, {
      resolveUser: resolveTestUser,
      config: builtinTestConfig(),
      logger: createRecordingLogger(),
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const client = await ProtocolClient.open(
      `ws://127.0.0.1:${port}/realtime/app/test-key?protocol=7`,
    );
    expect(client.socketId).toMatch(/^\d+\.\d+$/);
    const { statusCode } = await authorizeOverHttp(
      app,
      'admin',
      client.socketId,
      BACKOFFICE_CHANNEL,
    );
    expect(statusCode).toBe(200);
    await client.close();
    await app.close();
  });

  it('with the pusher driver signs with the hosted key and serves no WebSocket endpoint', async () => {
    const hosted = await buildRealtimeTestApp({
      listen: false,
      config: {
        driver: 'pusher',
        appId: '4242',
        appKey: 'hosted-key',
        appSecret: 'hosted-secret',
        cluster: 'mt1',
        host: null,
        port: null,
        useTLS: true,
      },
    });
    const { body } = await authorizeOverHttp(hosted.app, 'nzAgent', SOCKET_ID, agencyChannel(1));
    const hostedSigner = new Pusher({
      appId: '4242',
      key: 'hosted-key',
      secret: 'hosted-secret',
      cluster: 'mt1',
    });
    expect(body).toEqual(hostedSigner.authorizeChannel(SOCKET_ID, agencyChannel(1)));
    const config = await hosted.app.inject({ method: 'GET', url: '/api/realtime/config' });
    expect(config.json()).toMatchObject({ driver: 'pusher', key: 'hosted-key', forceTLS: true });
    const endpoint = await hosted.app.inject({ method: 'GET', url: '/realtime/app/hosted-key' });
    expect(endpoint.statusCode).toBe(404);
    await hosted.close();
  });

  it("passes the app's route config (an access policy) to every route it registers", async () => {
    const app = Fastify({ logger: false });
    const seen = new Map<string, unknown>();
    app.addHook('onRoute', (route) => {
      if (route.method !== 'HEAD') seen.set(`${String(route.method)} ${route.url}`, route.config);
    });
    registerRealtime(app, {
      resolveUser: resolveTestUser,
      config: builtinTestConfig(),
      logger: createRecordingLogger(),
      routeConfig: { public: { csrf: true }, notices: { csrf: false } },
    });
    await app.ready();
    expect(Object.fromEntries(seen)).toEqual({
      'POST /broadcasting/auth': expect.objectContaining({ csrf: true }),
      'POST /broadcasting/user-auth': expect.objectContaining({ csrf: true }),
      'GET /api/realtime/config': expect.objectContaining({ csrf: true }),
      'GET /realtime/app/:key': expect.objectContaining({ csrf: true }),
      'POST /api/admin/notices': expect.objectContaining({ csrf: false }),
    });
    await app.close();
  });

  it('announces the deployed version on the portal channel once the app is ready', async () => {
    const app = Fastify({ logger: false });
    const broadcaster = registerRealtime(app, {
      resolveUser: resolveTestUser,
      config: builtinTestConfig(),
      logger: createRecordingLogger(),
      version: '2026.11.25',
    });
    const broadcast = vi.spyOn(broadcaster, 'broadcast');
    await app.ready();
    expect(broadcast).toHaveBeenCalledWith(
      PORTAL_CHANNEL,
      'version.deployed',
      expect.objectContaining({ version: '2026.11.25' }),
    );
    await app.close();
  });
});
