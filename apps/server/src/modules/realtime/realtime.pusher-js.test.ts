import type Pusher from 'pusher-js';
import type { PresenceChannel } from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BACKOFFICE_PRESENCE_CHANNEL,
  PORTAL_CHANNEL,
  agencyChannel,
} from '@portal/shared/domain/realtime-channels';
import {
  buildRealtimeTestApp,
  createPusherClient,
  waitForEvent,
  waitForSubscription,
  type TRealtimeTestApp,
  type TTestUserName,
} from './realtime.test-support';

/**
 * The real pusher-js client (its Node build) against the built-in endpoint on a listening
 * server, authorising through the real HTTP endpoints: what the browser does, minus the DOM.
 */

const statusChanged = {
  bookingReference: 'KH-20931',
  agencyId: 1,
  status: 'Confirmed',
  previousStatus: 'Requested',
  changedAt: '2026-11-25T10:00:00.000Z',
};

let realtime: TRealtimeTestApp;
const clients: Pusher[] = [];
function connect(user: TTestUserName) {
  const client = createPusherClient(realtime.port, 'test-key', user);
  clients.push(client);
  return client;
}

beforeAll(async () => {
  realtime = await buildRealtimeTestApp();
});
afterAll(async () => {
  for (const client of clients) client.disconnect();
  await realtime.close();
});

describe('pusher-js against the built-in endpoint', () => {
  it('connects, subscribes to a private channel and receives a broadcast', async () => {
    const pusher = connect('nzAgent');
    const channel = pusher.subscribe(agencyChannel(1));
    await waitForSubscription(channel);
    expect(pusher.connection.state).toBe('connected');
    const received = waitForEvent(channel, 'booking.status-changed');
    await realtime.broadcaster.broadcast(agencyChannel(1), 'booking.status-changed', statusChanged);
    expect(await received).toEqual(statusChanged);
  });

  it('reports a refused channel as pusher:subscription_error with the 403 status', async () => {
    const pusher = connect('nzAgent');
    const channel = pusher.subscribe(agencyChannel(2));
    await expect(waitForSubscription(channel)).rejects.toMatchObject({ type: 'AuthError' });
  });

  it('receives public events without signing in', async () => {
    const pusher = connect('hotel');
    const channel = pusher.subscribe(PORTAL_CHANNEL);
    await waitForSubscription(channel);
    const received = waitForEvent(channel, 'version.deployed');
    await realtime.broadcaster.broadcast(PORTAL_CHANNEL, 'version.deployed', {
      version: '2026.11.25-2',
      deployedAt: '2026-11-25T10:00:00Z',
    });
    expect(await received).toMatchObject({ version: '2026.11.25-2' });
  });

  it('tracks presence members', async () => {
    const first = connect('admin');
    const firstChannel = first.subscribe(BACKOFFICE_PRESENCE_CHANNEL) as PresenceChannel;
    await waitForSubscription(firstChannel);
    expect(firstChannel.members.me).toMatchObject({ id: '1', info: { name: 'Aroha Admin' } });

    const added = waitForEvent<{ id: string }>(firstChannel, 'pusher:member_added');
    const second = connect('admin2');
    const secondChannel = second.subscribe(BACKOFFICE_PRESENCE_CHANNEL) as PresenceChannel;
    await waitForSubscription(secondChannel);
    expect((await added).id).toBe('2');
    expect(secondChannel.members.count).toBe(2);

    const removed = waitForEvent<{ id: string }>(firstChannel, 'pusher:member_removed');
    second.disconnect();
    expect((await removed).id).toBe('2');
    expect(firstChannel.members.count).toBe(1);
  });

  it('signs in and receives events sent to the user', async () => {
    const pusher = connect('auAgent');
    const received = new Promise<unknown>((resolve) => {
      pusher.user.bind('notice.published', resolve);
    });
    pusher.signin();
    await pusher.user.signinDonePromise;
    // The user channel subscribes right after sign-in; wait until the hub has it.
    await new Promise<void>((resolve) => {
      const poll = () =>
        pusher.user.serverToUserChannel?.subscribed ? resolve() : setTimeout(poll, 10);
      poll();
    });
    await realtime.broadcaster.sendToUser(20, 'notice.published', {
      id: 'n-2',
      message: 'Statement for October is ready.',
      level: 'info',
      audience: 'agents',
      publishedAt: '2026-11-25T10:00:00Z',
    });
    expect(await received).toMatchObject({ id: 'n-2' });
  });
});
