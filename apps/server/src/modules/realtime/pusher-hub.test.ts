import Pusher from 'pusher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BACKOFFICE_CHANNEL,
  BACKOFFICE_PRESENCE_CHANNEL,
  PORTAL_CHANNEL,
  agencyChannel,
} from '@portal/shared/domain/realtime-channels';
import type { TBuiltinBroadcaster } from './builtin-broadcaster';
import { PUSHER_CODES } from './pusher-hub';
import {
  ProtocolClient,
  authorizeOverHttp,
  buildRealtimeTestApp,
  builtinTestConfig,
  eventually,
  sleep,
  type TRealtimeTestApp,
  type TTestUserName,
} from './realtime.test-support';

const bookingEvent = {
  bookingReference: 'KH-10452',
  agencyId: 1,
  status: 'Confirmed',
  previousStatus: 'On Request',
  changedAt: '2026-11-25T09:30:00.000Z',
};

let realtime: TRealtimeTestApp;
const clients: ProtocolClient[] = [];
async function open(url = realtime.wsUrl()) {
  const client = await ProtocolClient.open(url);
  clients.push(client);
  return client;
}
async function join(client: ProtocolClient, user: TTestUserName, channel: string) {
  const { body } = await authorizeOverHttp(realtime.app, user, client.socketId, channel);
  client.subscribe(channel, body.auth, body.channel_data);
  return client.next('pusher_internal:subscription_succeeded', channel);
}

beforeAll(async () => {
  realtime = await buildRealtimeTestApp();
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await realtime.close();
});

describe('handshake', () => {
  it('establishes the connection with a Pusher socket id and the activity timeout', async () => {
    const client = await open();
    const established = await client.next('pusher:connection_established');
    expect(established.data).toEqual({ socket_id: client.socketId, activity_timeout: 120 });
    expect(client.socketId).toMatch(/^\d+\.\d+$/);
    const other = await open();
    expect(other.socketId).not.toBe(client.socketId);
  });

  it.each([
    ['an unknown app key', 'wrong-key', 'protocol=7', PUSHER_CODES.appNotFound],
    ['no protocol version', 'test-key', 'client=js', PUSHER_CODES.noProtocol],
    ['an unsupported protocol', 'test-key', 'protocol=4', PUSHER_CODES.unsupportedProtocol],
    ['a future protocol', 'test-key', 'protocol=8', PUSHER_CODES.unsupportedProtocol],
  ])(
    'refuses %s with pusher:error and the matching close code',
    async (_label, key, query, code) => {
      const client = await ProtocolClient.open(realtime.wsUrl(key, query), false);
      const error = await client.next('pusher:error');
      expect(error.data).toMatchObject({ code });
      expect((await client.closed).code).toBe(code);
    },
  );

  it('answers pusher:ping with pusher:pong', async () => {
    const client = await open();
    client.send('pusher:ping');
    await client.next('pusher:pong');
  });
});

describe('subscriptions', () => {
  it('joins the public portal channel without a signature, but no made-up public channel', async () => {
    const client = await open();
    client.subscribe(PORTAL_CHANNEL);
    await client.next('pusher_internal:subscription_succeeded', PORTAL_CHANNEL);
    client.subscribe('gossip');
    const error = await client.next('pusher:subscription_error', 'gossip');
    expect(error.data).toMatchObject({ status: 404 });
  });

  it('joins a private channel with the signature from /broadcasting/auth and receives its events', async () => {
    const client = await open();
    await join(client, 'nzAgent', agencyChannel(1));
    await realtime.broadcaster.broadcast(agencyChannel(1), 'booking.status-changed', bookingEvent);
    const event = await client.next('booking.status-changed', agencyChannel(1));
    expect(event.data).toEqual(bookingEvent);
  });

  it('refuses a private channel without a signature, with a forged one, or one made for another socket', async () => {
    const client = await open();
    const other = await open();
    const channel = agencyChannel(2);
    const forOther = await authorizeOverHttp(realtime.app, 'auAgent', other.socketId, channel);
    const wrongSecret = new Pusher({
      appId: '1',
      key: 'test-key',
      secret: 'not-the-secret-at-all',
      cluster: 'mt1',
    }).authorizeChannel(client.socketId, channel).auth;

    for (const auth of [undefined, '', forOther.body.auth, wrongSecret, 'test-key:00']) {
      client.received.length = 0;
      client.subscribe(channel, auth);
      const error = await client.next('pusher:subscription_error', channel);
      expect(error.data).toMatchObject({ type: 'AuthError', status: 401 });
    }
    await realtime.broadcaster.broadcast(channel, 'booking.status-changed', {
      ...bookingEvent,
      agencyId: 2,
    });
    await sleep(50);
    expect(client.count('booking.status-changed')).toBe(0);
  });

  it('refuses a presence channel whose member data was changed after signing', async () => {
    const client = await open();
    const { body } = await authorizeOverHttp(
      realtime.app,
      'admin',
      client.socketId,
      BACKOFFICE_PRESENCE_CHANNEL,
    );
    const forged = JSON.stringify({ user_id: '2', user_info: { name: 'Someone else' } });
    client.subscribe(BACKOFFICE_PRESENCE_CHANNEL, body.auth, forged);
    const error = await client.next('pusher:subscription_error', BACKOFFICE_PRESENCE_CHANNEL);
    expect(error.data).toMatchObject({ status: 401 });
  });

  it('stops delivering after pusher:unsubscribe', async () => {
    const client = await open();
    await join(client, 'admin', BACKOFFICE_CHANNEL);
    client.send('pusher:unsubscribe', { channel: BACKOFFICE_CHANNEL });
    client.send('pusher:ping');
    await client.next('pusher:pong');
    await realtime.broadcaster.broadcast(BACKOFFICE_CHANNEL, 'version.deployed', {
      version: '1',
      deployedAt: '2026-11-25T00:00:00Z',
    });
    await sleep(50);
    expect(client.count('version.deployed')).toBe(0);
  });

  it('skips the socket named in exceptSocketId (the tab that made the change)', async () => {
    const author = await open();
    const colleague = await open();
    await join(author, 'nzAgent', agencyChannel(1));
    await join(colleague, 'nzAgent', agencyChannel(1));
    await realtime.broadcaster.broadcast(agencyChannel(1), 'booking.status-changed', bookingEvent, {
      exceptSocketId: author.socketId,
    });
    await colleague.next('booking.status-changed');
    await sleep(50);
    expect(author.count('booking.status-changed')).toBe(0);
  });

  it('rejects client events with pusher:error 4301 and keeps the connection', async () => {
    const client = await open();
    await join(client, 'nzAgent', agencyChannel(1));
    client.send('client-typing', { who: 'me' }, agencyChannel(1));
    const error = await client.next('pusher:error');
    expect(error.data).toMatchObject({ code: PUSHER_CODES.clientEventRejected });
    client.send('pusher:ping');
    await client.next('pusher:pong');
  });

  it('answers pusher:error to malformed messages without closing', async () => {
    const client = await open();
    client.socket.send('not json');
    await client.next('pusher:error');
    client.send('pusher:ping');
    await client.next('pusher:pong');
  });

  it('refuses payloads that break the event contract before anything is sent', async () => {
    await expect(
      realtime.broadcaster.broadcast(agencyChannel(1), 'booking.status-changed', {
        ...bookingEvent,
        agencyId: -1,
      }),
    ).rejects.toThrow();
  });
});

describe('presence', () => {
  it('lists members on join and announces arrivals and departures once per user', async () => {
    const aroha = await open();
    const first = await join(aroha, 'admin', BACKOFFICE_PRESENCE_CHANNEL);
    expect(first.data).toEqual({
      presence: {
        ids: ['1'],
        hash: { '1': { name: 'Aroha Admin', kind: 'admin' } },
        count: 1,
      },
    });

    const bruce = await open();
    const second = await join(bruce, 'admin2', BACKOFFICE_PRESENCE_CHANNEL);
    expect((second.data as { presence: { ids: string[] } }).presence.ids.sort()).toEqual([
      '1',
      '2',
    ]);
    const added = await aroha.next('pusher_internal:member_added', BACKOFFICE_PRESENCE_CHANNEL);
    expect(added.data).toEqual({
      user_id: '2',
      user_info: { name: 'Bruce Backoffice', kind: 'admin' },
    });
    expect(bruce.count('pusher_internal:member_added')).toBe(0);

    // A second tab of the same user changes nothing for the others.
    const bruceTab = await open();
    const third = await join(bruceTab, 'admin2', BACKOFFICE_PRESENCE_CHANNEL);
    expect((third.data as { presence: { count: number } }).presence.count).toBe(2);
    await bruceTab.close();
    await sleep(50);
    expect(aroha.count('pusher_internal:member_added')).toBe(1);
    expect(aroha.count('pusher_internal:member_removed')).toBe(0);

    await bruce.close();
    const removed = await aroha.next('pusher_internal:member_removed', BACKOFFICE_PRESENCE_CHANNEL);
    expect(removed.data).toEqual({ user_id: '2' });
  });
});

describe('user sign-in', () => {
  it('signs in with /broadcasting/user-auth and receives messages sent to the user', async () => {
    const client = await open();
    const response = await realtime.app.inject({
      method: 'POST',
      url: '/broadcasting/user-auth',
      headers: { 'x-test-user': 'nzAgent' },
      payload: { socket_id: client.socketId },
    });
    const { auth, user_data: userData } = response.json<{ auth: string; user_data: string }>();
    // Before sign-in the user's own channel is closed.
    client.subscribe('#server-to-user-10');
    await client.next('pusher:subscription_error', '#server-to-user-10');

    client.send('pusher:signin', { auth, user_data: userData });
    const success = await client.next('pusher:signin_success');
    expect(success.data).toEqual({ user_data: userData });
    client.received.length = 0;
    client.subscribe('#server-to-user-10');
    await client.next('pusher_internal:subscription_succeeded', '#server-to-user-10');
    client.subscribe('#server-to-user-20');
    await client.next('pusher:subscription_error', '#server-to-user-20');

    await realtime.broadcaster.sendToUser(10, 'notice.published', {
      id: 'n-1',
      message: 'Your agency statement is ready.',
      level: 'info',
      audience: 'agents',
      publishedAt: '2026-11-25T00:00:00Z',
    });
    await client.next('notice.published', '#server-to-user-10');
  });

  it('closes the connection with 4009 when the sign-in signature is wrong', async () => {
    const client = await open();
    client.send('pusher:signin', { auth: 'test-key:bad', user_data: '{"id":"10"}' });
    const error = await client.next('pusher:error');
    expect(error.data).toMatchObject({ code: PUSHER_CODES.unauthorized });
    expect((await client.closed).code).toBe(PUSHER_CODES.unauthorized);
  });
});

describe('liveness and shutdown', () => {
  it('pings an idle client and closes it with 4201 when no pong comes back', async () => {
    const quick = await buildRealtimeTestApp({
      config: builtinTestConfig({ activityTimeoutSeconds: 1 }),
      tuning: { pongTimeoutMs: 300 },
    });
    const client = await ProtocolClient.open(quick.wsUrl());
    await client.next('pusher:ping', undefined, 3_000);
    expect((await client.closed).code).toBe(PUSHER_CODES.pongNotReceived);
    await quick.close();
  });

  it('keeps a client that answers the ping', async () => {
    const quick = await buildRealtimeTestApp({
      config: builtinTestConfig({ activityTimeoutSeconds: 1 }),
      tuning: { pongTimeoutMs: 300 },
    });
    const client = await ProtocolClient.open(quick.wsUrl());
    await client.next('pusher:ping', undefined, 3_000);
    client.send('pusher:pong');
    await sleep(600);
    expect(client.socket.readyState).toBe(client.socket.OPEN);
    await client.close();
    await quick.close();
  });

  it('closes every socket with 4200 (reconnect now) on shutdown', async () => {
    const doomed = await buildRealtimeTestApp();
    const client = await ProtocolClient.open(doomed.wsUrl());
    const closing = doomed.close();
    expect((await client.closed).code).toBe(PUSHER_CODES.reconnect);
    await closing;
  });

  it('forgets a closed socket', async () => {
    const counted = await buildRealtimeTestApp();
    const { hub } = counted.broadcaster as TBuiltinBroadcaster;
    const client = await ProtocolClient.open(counted.wsUrl());
    expect(hub.connectionCount).toBe(1);
    await client.close();
    await eventually(() => expect(hub.connectionCount).toBe(0));
    await counted.close();
  });
});
