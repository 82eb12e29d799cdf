import { describe, expect, it } from 'vitest';
import { ZRealtimeClientConfig } from '@portal/shared/contracts/realtime';
import {
  DEV_REALTIME_APP_SECRET,
  ZRealtimeEnv,
  ZRealtimeEnvShape,
  loadRealtimeConfig,
  toClientConfig,
} from './realtime.config';

describe('loadRealtimeConfig', () => {
  it('defaults to the built-in driver with the development key and secret', () => {
    expect(loadRealtimeConfig({})).toEqual({
      driver: 'builtin',
      appKey: 'portal-key',
      appSecret: DEV_REALTIME_APP_SECRET,
      activityTimeoutSeconds: 120,
      redisUrl: null,
      redisPrefix: 'portal:realtime:portal-key:',
    });
  });

  it('treats empty variables as unset', () => {
    const config = loadRealtimeConfig({
      REALTIME_DRIVER: '',
      REDIS_URL: '',
      REALTIME_APP_KEY: ' ',
    });
    expect(config).toMatchObject({ driver: 'builtin', appKey: 'portal-key', redisUrl: null });
  });

  it('reads the built-in settings and the Redis fan-out', () => {
    expect(
      loadRealtimeConfig({
        REALTIME_APP_KEY: 'fernway',
        REALTIME_APP_SECRET: 'a-long-enough-secret',
        REALTIME_ACTIVITY_TIMEOUT: '30',
        REDIS_URL: 'redis://127.0.0.1:6379/2',
        REDIS_PREFIX: 'fw:',
      }),
    ).toEqual({
      driver: 'builtin',
      appKey: 'fernway',
      appSecret: 'a-long-enough-secret',
      activityTimeoutSeconds: 30,
      redisUrl: 'redis://127.0.0.1:6379/2',
      redisPrefix: 'fw:realtime:fernway:',
    });
  });

  it('requires a real secret for the built-in driver in production', () => {
    expect(() => loadRealtimeConfig({ NODE_ENV: 'production' })).toThrow(/REALTIME_APP_SECRET/);
    expect(() =>
      loadRealtimeConfig({ NODE_ENV: 'production', REALTIME_APP_SECRET: DEV_REALTIME_APP_SECRET }),
    ).toThrow(/REALTIME_APP_SECRET/);
    expect(() =>
      loadRealtimeConfig({ NODE_ENV: 'production', REALTIME_APP_SECRET: 'short' }),
    ).toThrow(/REALTIME_APP_SECRET/);
    expect(
      loadRealtimeConfig({ NODE_ENV: 'production', REALTIME_APP_SECRET: 'production-secret-1234' }),
    ).toMatchObject({ appSecret: 'production-secret-1234' });
  });

  it('requires the Pusher credentials for the pusher driver and forces TLS by default', () => {
    expect(() => loadRealtimeConfig({ REALTIME_DRIVER: 'pusher' })).toThrow(
      /PUSHER_APP_ID.*\n.*PUSHER_KEY.*\n.*PUSHER_SECRET/,
    );
    expect(
      loadRealtimeConfig({
        REALTIME_DRIVER: 'pusher',
        PUSHER_APP_ID: '123',
        PUSHER_KEY: 'abc',
        PUSHER_SECRET: 'def',
      }),
    ).toEqual({
      driver: 'pusher',
      appId: '123',
      appKey: 'abc',
      appSecret: 'def',
      cluster: 'mt1',
      host: null,
      port: null,
      useTLS: true,
    });
  });

  it('points the pusher driver at a compatible host of our own', () => {
    expect(
      loadRealtimeConfig({
        REALTIME_DRIVER: 'pusher',
        PUSHER_APP_ID: '1',
        PUSHER_KEY: 'k',
        PUSHER_SECRET: 's',
        PUSHER_HOST: 'soketi.internal',
        PUSHER_PORT: '6001',
        PUSHER_SCHEME: 'http',
      }),
    ).toMatchObject({ host: 'soketi.internal', port: 6001, useTLS: false });
  });

  it('rejects malformed values', () => {
    for (const env of [
      { REALTIME_DRIVER: 'ably' },
      { REDIS_URL: 'http://127.0.0.1:6379' },
      { REALTIME_APP_KEY: 'has spaces' },
      { REALTIME_ACTIVITY_TIMEOUT: '1' },
      { PUSHER_HOST: 'https://ws.example.com' },
      { PUSHER_PORT: '70000' },
    ]) {
      expect(() => loadRealtimeConfig(env), JSON.stringify(env)).toThrow(/Invalid live-update/);
    }
  });

  it('exposes a plain object shape the app config can extend', () => {
    expect(Object.keys(ZRealtimeEnvShape.shape)).toContain('REDIS_URL');
    expect(ZRealtimeEnv.safeParse({ REALTIME_DRIVER: 'pusher' }).success).toBe(false);
  });
});

describe('toClientConfig', () => {
  it('leaves host, port and TLS to the page for the built-in driver and points at /realtime', () => {
    const client = toClientConfig(loadRealtimeConfig({}));
    expect(ZRealtimeClientConfig.parse(client)).toEqual({
      driver: 'builtin',
      key: 'portal-key',
      cluster: 'mt1',
      wsHost: null,
      wsPort: null,
      wssPort: null,
      forceTLS: null,
      wsPath: '/realtime',
      enabledTransports: ['ws'],
    });
  });

  it('gives the hosted service its key and cluster with TLS forced, and never a secret', () => {
    const client = toClientConfig(
      loadRealtimeConfig({
        REALTIME_DRIVER: 'pusher',
        PUSHER_APP_ID: '123',
        PUSHER_KEY: 'public-key',
        PUSHER_SECRET: 'private-secret',
      }),
    );
    expect(client).toMatchObject({ driver: 'pusher', key: 'public-key', cluster: 'mt1' });
    expect(client.forceTLS).toBe(true);
    expect(client.wsHost).toBeNull();
    expect(JSON.stringify(client)).not.toContain('private-secret');
    expect(JSON.stringify(client)).not.toContain('123');
  });
});
