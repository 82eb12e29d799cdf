import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildPusherOptions,
  buildRealtimeAuthHeaders,
  parseRealtimePayload,
  toRealtimeState,
} from './realtime';
import { BUILTIN_CONFIG, FakePusher, createFakeConnection } from './realtime.test-support';

const statusChanged = {
  bookingReference: 'KH-10452',
  agencyId: 1,
  status: 'Confirmed',
  previousStatus: 'On Request',
  changedAt: '2026-11-25T09:30:00.000Z',
};

function flush() {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

afterEach(() => {
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('buildPusherOptions', () => {
  const headers = () => ({});

  it('points the built-in driver at the page origin on /realtime', () => {
    const options = buildPusherOptions(
      BUILTIN_CONFIG,
      { hostname: 'localhost', port: '5173', protocol: 'http:' },
      headers,
    );
    expect(options).toMatchObject({
      cluster: 'mt1',
      wsHost: 'localhost',
      wsPort: 5173,
      forceTLS: false,
      wsPath: '/realtime',
      enabledTransports: ['ws'],
      channelAuthorization: { transport: 'ajax', endpoint: '/broadcasting/auth' },
      userAuthentication: { transport: 'ajax', endpoint: '/broadcasting/user-auth' },
    });
    expect(options.wssPort).toBeUndefined();
  });

  it('uses TLS on the default port when the page is served over https', () => {
    const options = buildPusherOptions(
      BUILTIN_CONFIG,
      { hostname: 'portal.example.nz', port: '', protocol: 'https:' },
      headers,
    );
    expect(options).toMatchObject({ wsHost: 'portal.example.nz', wssPort: 443, forceTLS: true });
    expect(options.wsPort).toBeUndefined();
  });

  it("leaves the hosted service's host to pusher-js and forces TLS as configured", () => {
    const options = buildPusherOptions(
      { ...BUILTIN_CONFIG, driver: 'pusher', key: 'hosted', forceTLS: true, wsPath: '' },
      { hostname: 'localhost', port: '5173', protocol: 'http:' },
      headers,
    );
    expect(options.forceTLS).toBe(true);
    expect(options.wsHost).toBeUndefined();
    expect(options.wsPort).toBeUndefined();
    expect(options.wsPath).toBeUndefined();
    expect(options.cluster).toBe('mt1');
  });
});

describe('buildRealtimeAuthHeaders', () => {
  it('sends the XHR marker, the current XSRF token and an optional bearer token', () => {
    expect(buildRealtimeAuthHeaders(() => null)).toEqual({ 'X-Requested-With': 'XMLHttpRequest' });
    document.cookie = 'XSRF-TOKEN=abc%3D123';
    expect(buildRealtimeAuthHeaders(() => 'api-token')).toEqual({
      'X-Requested-With': 'XMLHttpRequest',
      'X-XSRF-TOKEN': 'abc=123',
      Authorization: 'Bearer api-token',
    });
  });

  it('is what pusher-js calls before each auth request, so a new session token is picked up', async () => {
    const connection = createFakeConnection();
    await connection.connect();
    const provider = (
      FakePusher.latest().options.channelAuthorization as { headersProvider: () => object }
    ).headersProvider;
    document.cookie = 'XSRF-TOKEN=first';
    expect(provider()).toMatchObject({ 'X-XSRF-TOKEN': 'first' });
    document.cookie = 'XSRF-TOKEN=second';
    expect(provider()).toMatchObject({ 'X-XSRF-TOKEN': 'second' });
  });
});

describe('toRealtimeState', () => {
  it('maps pusher-js states to what the indicator shows', () => {
    expect(toRealtimeState('initialized')).toBe('connecting');
    expect(toRealtimeState('connecting')).toBe('connecting');
    expect(toRealtimeState('connected')).toBe('connected');
    expect(toRealtimeState('unavailable')).toBe('unavailable');
    expect(toRealtimeState('failed')).toBe('unavailable');
    expect(toRealtimeState('disconnected')).toBe('unavailable');
  });
});

describe('parseRealtimePayload', () => {
  it('passes payloads that match the contract and drops the others with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseRealtimePayload('booking.status-changed', statusChanged)).toEqual(statusChanged);
    expect(parseRealtimePayload('booking.status-changed', { status: 'Confirmed' })).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('RealtimeConnection', () => {
  it('stays idle, without loading anything, until something listens', async () => {
    const fetchConfig = vi.fn(async () => BUILTIN_CONFIG);
    const connection = createFakeConnection({ fetchConfig });
    await flush();
    expect(connection.getState()).toBe('idle');
    expect(fetchConfig).not.toHaveBeenCalled();
    expect(FakePusher.instances).toHaveLength(0);
  });

  it('creates one client, joins a channel once for all its listeners and leaves with the last', async () => {
    const fetchConfig = vi.fn(async () => BUILTIN_CONFIG);
    const connection = createFakeConnection({ fetchConfig });
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = connection.listen('private-agency.1', 'booking.status-changed', first);
    const stopSecond = connection.listen('private-agency.1', 'booking.status-changed', second);
    await connection.connect();

    expect(fetchConfig).toHaveBeenCalledTimes(1);
    const pusher = FakePusher.latest();
    expect(pusher.key).toBe('portal-key');
    expect(pusher.subscribed).toEqual(['private-agency.1']);

    pusher.emit('private-agency.1', 'booking.status-changed', statusChanged);
    expect(first).toHaveBeenCalledWith(statusChanged);
    expect(second).toHaveBeenCalledWith(statusChanged);

    stopFirst();
    expect(pusher.unsubscribed).toEqual([]);
    pusher.emit('private-agency.1', 'booking.status-changed', statusChanged);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);

    stopSecond();
    expect(pusher.unsubscribed).toEqual(['private-agency.1']);
    stopSecond();
    expect(pusher.unsubscribed).toEqual(['private-agency.1']);
  });

  it("mirrors pusher-js's connection state and tells subscribers", async () => {
    const connection = createFakeConnection();
    const changes: string[] = [];
    connection.onStateChange(() => changes.push(connection.getState()));
    await connection.connect();
    const pusher = FakePusher.latest();
    pusher.setState('connected');
    pusher.setState('unavailable');
    pusher.setState('connecting');
    pusher.setState('connected');
    expect(changes).toEqual(['connecting', 'connected', 'unavailable', 'connecting', 'connected']);
  });

  it('reports unavailable when the config cannot be loaded, and retries by itself', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchConfig = vi
      .fn<() => Promise<typeof BUILTIN_CONFIG>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(BUILTIN_CONFIG);
    const connection = createFakeConnection({ fetchConfig });
    const handler = vi.fn();
    connection.listen('portal', 'version.deployed', handler);
    await vi.advanceTimersByTimeAsync(0);
    expect(connection.getState()).toBe('unavailable');
    expect(FakePusher.instances).toHaveLength(0);

    await vi.advanceTimersByTimeAsync(2_000);
    expect(fetchConfig).toHaveBeenCalledTimes(2);
    expect(FakePusher.latest().subscribed).toEqual(['portal']);
    FakePusher.latest().emit('portal', 'version.deployed', {
      version: '2',
      deployedAt: '2026-11-25T00:00:00Z',
    });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('reconnects slowly after the server refused the connection', async () => {
    vi.useFakeTimers();
    const connection = createFakeConnection();
    await connection.connect();
    const pusher = FakePusher.latest();
    pusher.setState('connected');
    pusher.setState('disconnected');
    expect(connection.getState()).toBe('unavailable');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(pusher.connectCalls).toBe(1);
  });

  it('on reset drops the connection and rejoins what is still listened to on a fresh one', async () => {
    vi.useFakeTimers();
    const connection = createFakeConnection();
    const handler = vi.fn();
    const stop = connection.listen('private-agency.1', 'booking.status-changed', handler);
    await connection.connect();
    const old = FakePusher.latest();
    old.setState('connected');

    connection.reset();
    expect(old.connection.state).toBe('disconnected');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(old.connectCalls).toBe(0);

    const fresh = FakePusher.latest();
    expect(fresh).not.toBe(old);
    expect(fresh.subscribed).toEqual(['private-agency.1']);
    fresh.emit('private-agency.1', 'booking.status-changed', statusChanged);
    old.emit('private-agency.1', 'booking.status-changed', statusChanged);
    expect(handler).toHaveBeenCalledTimes(1);

    stop();
    expect(fresh.unsubscribed).toEqual(['private-agency.1']);
  });

  it('goes back to idle on reset when nothing listens', async () => {
    const connection = createFakeConnection();
    await connection.connect();
    connection.reset();
    expect(connection.getState()).toBe('idle');
    expect(FakePusher.instances).toHaveLength(1);
  });
});
