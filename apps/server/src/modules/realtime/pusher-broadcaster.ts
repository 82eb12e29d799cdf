import Pusher from 'pusher';
import {
  MAX_CHANNELS_PER_EVENT,
  chunk,
  toChannelList,
  validatePayload,
  type TBroadcaster,
} from './broadcaster';
import type { TPusherRealtimeConfig } from './realtime.config';

/** The Pusher SDK client for the hosted service, or for a compatible server of our own. */
export function createPusherClient(config: TPusherRealtimeConfig): Pusher {
  const credentials = {
    appId: config.appId,
    key: config.appKey,
    secret: config.appSecret,
    useTLS: config.useTLS,
    timeout: 10_000,
  };
  return config.host
    ? new Pusher({
        ...credentials,
        host: config.host,
        ...(config.port ? { port: String(config.port) } : {}),
      })
    : new Pusher({ ...credentials, cluster: config.cluster });
}

/** Publishes through the Pusher HTTP API (the SDK's `trigger`). */
export function createPusherBroadcaster(
  config: TPusherRealtimeConfig,
  client: Pusher = createPusherClient(config),
): TBroadcaster {
  return {
    driver: 'pusher',
    async broadcast(channels, event, payload, options) {
      const data = validatePayload(event, payload);
      const params = options?.exceptSocketId ? { socket_id: options.exceptSocketId } : undefined;
      for (const batch of chunk(toChannelList(channels), MAX_CHANNELS_PER_EVENT)) {
        await client.trigger(batch, event, data, params);
      }
    },
    async sendToUser(userId, event, payload) {
      await client.sendToUser(String(userId), event, validatePayload(event, payload));
    },
    async ready() {},
    async close() {},
  };
}
