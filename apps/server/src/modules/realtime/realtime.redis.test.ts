import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type Pusher from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BACKOFFICE_PRESENCE_CHANNEL,
  agencyChannel,
} from '@portal/shared/domain/realtime-channels';
import { startTcpProxy, type TTcpProxy } from '../../../test/tcp-proxy';
import { PUSHER_CODES } from './pusher-hub';
import {
  ProtocolClient,
  authorizeOverHttp,
  buildRealtimeTestApp,
  builtinTestConfig,
  createPusherClient,
  eventually,
  sleep,
  waitForEvent,
  waitForSubscription,
  type TRealtimeTestApp,
  type TTestUserName,
} from './realtime.test-support';

/**
 * Two built-in instances on different ports sharing one Redis, as behind a load balancer.
 * Needs a Redis: TEST_REDIS_URL=redis://127.0.0.1:6379 npx vitest run --project server
 */
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('built-in driver over Redis', () => {
  // A key of its own per run keeps parallel runs and leftovers apart (keys are prefixed by it).
  const appKey = `test-${randomBytes(4).toString('hex')}`;
  const prefix = `test:realtime:${appKey}:`;
  const config = builtinTestConfig({ appKey, redisUrl: redisUrl ?? null, redisPrefix: prefix });
  const tuning = { instanceTtlMs: 600 };
  let east: TRealtimeTestApp;
  let west: TRealtimeTestApp;
  let redis: Redis;
  const pushers: Pusher[] = [];
  const sockets: ProtocolClient[] = [];

  async function open(instance: TRealtimeTestApp) {
    const client = await ProtocolClient.open(instance.wsUrl());
    sockets.push(client);
    return client;
  }
  async function join(
    instance: TRealtimeTestApp,
    client: ProtocolClient,
    user: TTestUserName,
    channel: string,
  ) {
    const { body } = await authorizeOverHttp(instance.app, user, client.socketId, channel);
    client.subscribe(channel, body.auth, body.channel_data);
    return client.next('pusher_internal:subscription_succeeded', channel);
  }

  const statusChanged = {
    bookingReference: 'SC-3301',
    agencyId: 2,
    status: 'Confirmed',
    previousStatus: 'On Request',
    changedAt: '2026-11-25T11:00:00.000Z',
  };

  beforeAll(async () => {
    redis = new Redis(redisUrl ?? '');
    east = await buildRealtimeTestApp({ config, tuning });
    west = await buildRealtimeTestApp({ config, tuning });
  });

  afterAll(async () => {
    for (const pusher of pushers) pusher.disconnect();
    await Promise.all(sockets.map((socket) => socket.close()));
    await Promise.all([east.close(), west.close()]);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('delivers an event published on one instance to a pusher-js client on the other, once', async () => {
    const pusher = createPusherClient(west.port, appKey, 'auAgent');
    pushers.push(pusher);
    const channel = pusher.subscribe(agencyChannel(2));
    await waitForSubscription(channel);
    let deliveries = 0;
    channel.bind('booking.status-changed', () => {
      deliveries += 1;
    });
    const received = waitForEvent(channel, 'booking.status-changed');
    await east.broadcaster.broadcast(agencyChannel(2), 'booking.status-changed', statusChanged);
    expect(await received).toEqual(statusChanged);
    await sleep(150);
    expect(deliveries).toBe(1);
  });

  it('delivers exactly once to every subscriber of every instance, whoever publishes', async () => {
    const onEast = await open(east);
    const onWest = await open(west);
    await join(east, onEast, 'auAgent', agencyChannel(2));
    await join(west, onWest, 'auAgent', agencyChannel(2));

    await east.broadcaster.broadcast(agencyChannel(2), 'booking.status-changed', statusChanged);
    await west.broadcaster.broadcast(agencyChannel(2), 'booking.status-changed', statusChanged);
    await eventually(() => {
      expect(onEast.count('booking.status-changed')).toBe(2);
      expect(onWest.count('booking.status-changed')).toBe(2);
    });
    await sleep(150);
    expect(onEast.count('booking.status-changed')).toBe(2);
    expect(onWest.count('booking.status-changed')).toBe(2);
  });

  it('shares presence across instances, announcing each user once', async () => {
    const aroha = await open(east);
    await join(east, aroha, 'admin', BACKOFFICE_PRESENCE_CHANNEL);

    const bruce = await open(west);
    const joined = await join(west, bruce, 'admin2', BACKOFFICE_PRESENCE_CHANNEL);
    expect((joined.data as { presence: { ids: string[] } }).presence.ids.sort()).toEqual([
      '1',
      '2',
    ]);
    const added = await aroha.next('pusher_internal:member_added', BACKOFFICE_PRESENCE_CHANNEL);
    expect(added.data).toMatchObject({ user_id: '2' });

    // Bruce opens a second tab that lands on the other instance: nobody hears of it.
    const bruceTab = await open(east);
    await join(east, bruceTab, 'admin2', BACKOFFICE_PRESENCE_CHANNEL);
    await sleep(150);
    expect(aroha.count('pusher_internal:member_added')).toBe(1);

    await bruce.close();
    await sleep(150);
    expect(aroha.count('pusher_internal:member_removed')).toBe(0);
    await bruceTab.close();
    const removed = await aroha.next('pusher_internal:member_removed', BACKOFFICE_PRESENCE_CHANNEL);
    expect(removed.data).toEqual({ user_id: '2' });
    await aroha.close();
  });

  it('drops and announces members of an instance that died without saying goodbye', async () => {
    const observer = await open(east);
    await join(east, observer, 'admin', BACKOFFICE_PRESENCE_CHANNEL);
    // What a crashed instance leaves behind: its members, and a heartbeat key that expired.
    await redis.hset(
      `${prefix}presence:${BACKOFFICE_PRESENCE_CHANNEL}`,
      'deadbeefdeadbeef|99',
      JSON.stringify({ name: 'Ghost', kind: 'admin' }),
    );
    await redis.sadd(`${prefix}presence-channels`, BACKOFFICE_PRESENCE_CHANNEL);

    const late = await open(west);
    const joined = await join(west, late, 'admin2', BACKOFFICE_PRESENCE_CHANNEL);
    expect((joined.data as { presence: { ids: string[] } }).presence.ids).not.toContain('99');

    const removed = await observer.next(
      'pusher_internal:member_removed',
      BACKOFFICE_PRESENCE_CHANNEL,
      5_000,
    );
    expect(removed.data).toEqual({ user_id: '99' });
    await sleep(tuning.instanceTtlMs);
    // Swept once, by one instance only.
    expect(observer.count('pusher_internal:member_removed')).toBe(1);
    expect(
      await redis.hexists(
        `${prefix}presence:${BACKOFFICE_PRESENCE_CHANNEL}`,
        'deadbeefdeadbeef|99',
      ),
    ).toBe(0);
    await Promise.all([observer.close(), late.close()]);
  });

  it('on shutdown sends its sockets elsewhere (4200) and takes its members off the channel', async () => {
    const leaving = await buildRealtimeTestApp({ config, tuning });
    const observer = await open(east);
    await join(east, observer, 'admin', BACKOFFICE_PRESENCE_CHANNEL);
    const bruce = await ProtocolClient.open(leaving.wsUrl());
    await join(leaving, bruce, 'admin2', BACKOFFICE_PRESENCE_CHANNEL);
    await observer.next('pusher_internal:member_added', BACKOFFICE_PRESENCE_CHANNEL);

    await leaving.close();
    expect((await bruce.closed).code).toBe(PUSHER_CODES.reconnect);
    const removed = await observer.next(
      'pusher_internal:member_removed',
      BACKOFFICE_PRESENCE_CHANNEL,
    );
    expect(removed.data).toEqual({ user_id: '2' });
    await observer.close();
  });
});

describe.runIf(redisUrl)('built-in driver when Redis goes away and comes back', () => {
  const appKey = `test-${randomBytes(4).toString('hex')}`;
  const prefix = `test:realtime:${appKey}:`;
  const event = 'booking.status-changed';
  const payload = {
    bookingReference: 'SC-3302',
    agencyId: 2,
    status: 'Confirmed',
    previousStatus: 'On Request',
    changedAt: '2026-11-26T09:00:00.000Z',
  };
  let proxy: TTcpProxy;
  let east: TRealtimeTestApp;
  let west: TRealtimeTestApp;
  let listener: ProtocolClient;

  beforeAll(async () => {
    const target = new URL(redisUrl ?? '');
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    const viaProxy = new URL(redisUrl ?? '');
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    // Both instances reach the one Redis through the proxy: cutting it is that Redis going away.
    const config = builtinTestConfig({
      appKey,
      redisUrl: viaProxy.toString(),
      redisPrefix: prefix,
    });
    east = await buildRealtimeTestApp({ config });
    west = await buildRealtimeTestApp({ config });
    listener = await ProtocolClient.open(west.wsUrl());
    const { body } = await authorizeOverHttp(
      west.app,
      'auAgent',
      listener.socketId,
      agencyChannel(2),
    );
    listener.subscribe(agencyChannel(2), body.auth, body.channel_data);
    await listener.next('pusher_internal:subscription_succeeded', agencyChannel(2));
  });

  afterAll(async () => {
    await listener.close();
    await Promise.all([east.close(), west.close()]);
    await proxy.close();
  });

  /** Publishes on east until the listener on west has heard `count` events in all. */
  async function publishUntilHeard(count: number, timeoutMs: number) {
    const deadline = Date.now() + timeoutMs;
    while (listener.count(event) < count) {
      if (Date.now() > deadline) throw new Error(`heard ${listener.count(event)} of ${count}`);
      // While the connections come back a publish may still fail: that is what is waited out.
      await east.broadcaster.broadcast(agencyChannel(2), event, payload).catch(() => undefined);
      await sleep(250);
    }
  }

  it('refuses to publish during the outage without hanging or dropping sockets, then fans out again', async () => {
    await publishUntilHeard(1, 5_000);

    await proxy.cut();
    const started = Date.now();
    // A broadcast during the outage fails (the caller logs it) instead of queueing in memory.
    await expect(east.broadcaster.broadcast(agencyChannel(2), event, payload)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(10_000);
    // The browsers' sockets stay open: their instance is up, only its backplane is not.
    const stillOpen = await Promise.race([
      listener.closed.then(() => false),
      sleep(300).then(() => true),
    ]);
    expect(stillOpen).toBe(true);
    expect(east.logger.entries.some((entry) => entry.level === 'warn')).toBe(true);

    await proxy.restore();
    // The subscriber reconnects and subscribes again on its own: events flow as before.
    const before = listener.count(event);
    await publishUntilHeard(before + 1, 15_000);
    await sleep(300);
    // What was published after the return arrived once, not once per reconnection.
    const settled = listener.count(event);
    await east.broadcaster.broadcast(agencyChannel(2), event, payload);
    await eventually(() => expect(listener.count(event)).toBe(settled + 1));
  }, 40_000);
});
