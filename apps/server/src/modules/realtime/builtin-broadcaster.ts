import type { TChannelPolicy } from '@portal/shared/domain/realtime-channels';
import {
  MAX_CHANNELS_PER_EVENT,
  chunk,
  toChannelList,
  validatePayload,
  type TBroadcaster,
} from './broadcaster';
import { createLocalFanOut } from './fan-out';
import { createLocalPresenceDirectory } from './presence-directory';
import { PusherHub } from './pusher-hub';
import type { TBuiltinRealtimeConfig } from './realtime.config';
import type { TRealtimeLogger } from './realtime.logger';
import { createRedisBackplane } from './redis-backplane';

export interface TBuiltinBroadcaster extends TBroadcaster {
  readonly driver: 'builtin';
  /** The WebSocket side: the /realtime/app/:key route hands it each upgraded socket. */
  readonly hub: PusherHub;
}

/** Timings worth shortening in tests and benchmarks; production keeps the defaults. */
export interface TRealtimeTuning {
  pongTimeoutMs?: number;
  instanceTtlMs?: number;
}

/**
 * The built-in driver: a Pusher-protocol hub in this process, fanned out through Redis when
 * REDIS_URL is set. Publishing never writes to sockets directly; it goes through the fan-out,
 * which calls every instance's hub once (this one included).
 */
export function createBuiltinBroadcaster(
  config: TBuiltinRealtimeConfig,
  deps: { policy: TChannelPolicy; logger: TRealtimeLogger; tuning?: TRealtimeTuning },
): TBuiltinBroadcaster {
  const backplane = config.redisUrl
    ? createRedisBackplane({
        url: config.redisUrl,
        prefix: config.redisPrefix,
        logger: deps.logger,
        instanceTtlMs: deps.tuning?.instanceTtlMs,
      })
    : null;
  const fanOut = backplane?.fanOut ?? createLocalFanOut();
  const presence = backplane?.presence ?? createLocalPresenceDirectory();
  const hub = new PusherHub({
    appKey: config.appKey,
    appSecret: config.appSecret,
    activityTimeoutSeconds: config.activityTimeoutSeconds,
    pongTimeoutMs: deps.tuning?.pongTimeoutMs,
    isKnownPublicChannel: (name) => deps.policy.resolve(name)?.visibility === 'public',
    presence,
    publish: (message) => fanOut.publish(message),
    logger: deps.logger,
  });
  fanOut.onMessage((message) => {
    hub.deliver(message);
  });

  let started: Promise<void> | null = null;
  let closed: Promise<void> | null = null;

  const publish = async (channels: string[], event: string, data: string, except?: string) => {
    for (const batch of chunk(channels, MAX_CHANNELS_PER_EVENT)) {
      await fanOut.publish({ channels: batch, event, data, exceptSocketId: except ?? null });
    }
  };

  return {
    driver: 'builtin',
    hub,
    async broadcast(channels, event, payload, options) {
      const data = JSON.stringify(validatePayload(event, payload));
      await publish(toChannelList(channels), event, data, options?.exceptSocketId);
    },
    async sendToUser(userId, event, payload) {
      const data = JSON.stringify(validatePayload(event, payload));
      await publish([`#server-to-user-${userId}`], event, data);
    },
    ready() {
      started ??= Promise.all([
        fanOut.ready(),
        presence.start((channel, userId) => hub.handleStaleMember(channel, userId)),
      ]).then(() => undefined);
      return started;
    },
    close() {
      closed ??= (async () => {
        await hub.close();
        await presence.close();
        await fanOut.close();
        await backplane?.close();
      })();
      return closed;
    },
  };
}
