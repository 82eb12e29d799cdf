import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { parseFanOutMessage, type TFanOut, type TFanOutMessage } from './fan-out';
import type { TPresenceDirectory } from './presence-directory';
import type { TRealtimeLogger } from './realtime.logger';

/**
 * Redis lets several built-in instances behave as one Pusher app:
 * - events go through one pub/sub channel; a separate connection subscribes (a subscribing
 *   connection cannot run other commands);
 * - presence lives in one hash per channel, field `instance|user`, so each instance adds and
 *   removes only its own members, and an instance's members are ignored (then swept) once its
 *   heartbeat key expires.
 * Pub/sub is at most once: an instance whose subscriber is reconnecting misses what was
 * published meanwhile. Clients refetch on reconnect; events are hints, not the record.
 */

export interface TRedisBackplaneOptions {
  url: string;
  /** Keys and channels start with it; one Pusher app key per prefix. */
  prefix: string;
  logger: TRealtimeLogger;
  /** How long an instance counts as alive after its last heartbeat. */
  instanceTtlMs?: number;
  /** How long start-up waits for Redis before failing loudly. */
  connectTimeoutMs?: number;
}

export interface TRedisBackplane {
  instanceId: string;
  fanOut: TFanOut;
  presence: TPresenceDirectory;
  close(): Promise<void>;
}

// Presence scripts run atomically, so two instances adding (or removing) the same user at the
// same moment cannot both announce it. They read instance heartbeat keys by prefix (ARGV),
// which is fine on a single Redis or a primary with replicas, not on Redis Cluster.
const OTHER_LIVE_FIELD = `
local function other_live_field(fields, own, suffix, instance_prefix)
  for _, field in ipairs(fields) do
    if field ~= own and string.sub(field, -string.len(suffix)) == suffix then
      local bar = string.find(field, '|', 1, true)
      if bar and redis.call('EXISTS', instance_prefix .. string.sub(field, 1, bar - 1)) == 1 then
        return true
      end
    end
  end
  return false
end
`;

/** KEYS: hash, index. ARGV: field, info, "|user", instance key prefix, channel. 1 = newly present. */
const ADD_SCRIPT = `${OTHER_LIVE_FIELD}
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
redis.call('SADD', KEYS[2], ARGV[5])
if other_live_field(redis.call('HKEYS', KEYS[1]), ARGV[1], ARGV[3], ARGV[4]) then return 0 end
return 1
`;

/** Same KEYS and ARGV (info unused). 1 = this call removed the user's last live field. */
const REMOVE_SCRIPT = `${OTHER_LIVE_FIELD}
if redis.call('HDEL', KEYS[1], ARGV[1]) == 0 then return 0 end
if redis.call('HLEN', KEYS[1]) == 0 then
  redis.call('SREM', KEYS[2], ARGV[5])
  return 1
end
if other_live_field(redis.call('HKEYS', KEYS[1]), ARGV[1], ARGV[3], ARGV[4]) then return 0 end
return 1
`;

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function splitField(field: string): { instanceId: string; userId: string } | null {
  const bar = field.indexOf('|');
  if (bar <= 0) return null;
  return { instanceId: field.slice(0, bar), userId: field.slice(bar + 1) };
}

export function createRedisBackplane(options: TRedisBackplaneOptions): TRedisBackplane {
  const { prefix, logger } = options;
  const instanceId = randomBytes(8).toString('hex');
  const instanceTtlMs = options.instanceTtlMs ?? 15_000;
  const connectTimeoutMs = options.connectTimeoutMs ?? 10_000;

  // Commands fail after a few reconnection attempts instead of queueing forever: a broadcast
  // during an outage should reject (and be logged) rather than pile up in memory.
  const commands = new Redis(options.url, { maxRetriesPerRequest: 3 });
  const subscriber = commands.duplicate();
  for (const [role, connection] of [
    ['commands', commands],
    ['subscriber', subscriber],
  ] as const) {
    connection.on('error', (error: Error) => {
      logger.warn({ err: error, role }, 'realtime: Redis connection error');
    });
  }

  const eventsChannel = `${prefix}events`;
  const indexKey = `${prefix}presence-channels`;
  const instanceKeyPrefix = `${prefix}instance:`;
  const hashKey = (channel: string) => `${prefix}presence:${channel}`;
  const ownField = (userId: string) => `${instanceId}|${userId}`;

  const handlers: ((message: TFanOutMessage) => void)[] = [];
  subscriber.on('message', (channel: string, raw: string) => {
    if (channel !== eventsChannel) return;
    const message = parseFanOutMessage(raw);
    if (!message) {
      logger.warn({ channel }, 'realtime: ignored a malformed message from Redis');
      return;
    }
    for (const handler of handlers) handler(message);
  });
  const subscribed = subscriber.subscribe(eventsChannel);
  // Awaited by ready(); without this an unreachable Redis would also be an unhandled rejection.
  subscribed.catch(() => {});

  const runScript = async (
    script: string,
    channel: string,
    field: string,
    userId: string,
    info: string,
  ) =>
    Number(
      await commands.eval(
        script,
        2,
        hashKey(channel),
        indexKey,
        field,
        info,
        `|${userId}`,
        instanceKeyPrefix,
        channel,
      ),
    ) === 1;

  const liveInstances = async (instanceIds: string[]): Promise<Set<string>> => {
    if (instanceIds.length === 0) return new Set();
    const values = await commands.mget(instanceIds.map((id) => instanceKeyPrefix + id));
    return new Set(instanceIds.filter((_, index) => values[index] !== null));
  };

  const heartbeat = () => commands.set(instanceKeyPrefix + instanceId, '1', 'PX', instanceTtlMs);

  async function sweep(onStale: (channel: string, userId: string) => void) {
    for (const channel of await commands.smembers(indexKey)) {
      const fields = Object.keys(await commands.hgetall(hashKey(channel)));
      if (fields.length === 0) {
        await commands.srem(indexKey, channel);
        continue;
      }
      const parsed = fields.map((field) => ({ field, parts: splitField(field) }));
      const alive = await liveInstances([
        ...new Set(parsed.flatMap(({ parts }) => (parts ? [parts.instanceId] : []))),
      ]);
      for (const { field, parts } of parsed) {
        if (!parts || alive.has(parts.instanceId)) continue;
        if (await runScript(REMOVE_SCRIPT, channel, field, parts.userId, '')) {
          onStale(channel, parts.userId);
        }
      }
    }
  }

  let housekeeping: NodeJS.Timeout | undefined;
  let closed = false;

  const fanOut: TFanOut = {
    async publish(message) {
      await commands.publish(eventsChannel, JSON.stringify(message));
    },
    onMessage(handler) {
      handlers.push(handler);
    },
    async ready() {
      await withTimeout(
        subscribed,
        connectTimeoutMs,
        `realtime: Redis at ${options.url} did not answer within ${connectTimeoutMs} ms`,
      );
    },
    async close() {
      handlers.length = 0;
    },
  };

  const presence: TPresenceDirectory = {
    add: (channel, userId, info) =>
      runScript(ADD_SCRIPT, channel, ownField(userId), userId, JSON.stringify(info ?? null)),
    remove: (channel, userId) => runScript(REMOVE_SCRIPT, channel, ownField(userId), userId, ''),
    async members(channel) {
      const entries = Object.entries(await commands.hgetall(hashKey(channel)));
      const parsed = entries.flatMap(([field, info]) => {
        const parts = splitField(field);
        return parts ? [{ ...parts, info }] : [];
      });
      const alive = await liveInstances([...new Set(parsed.map((entry) => entry.instanceId))]);
      const members = new Map<string, unknown>();
      for (const entry of parsed) {
        if (!alive.has(entry.instanceId) || members.has(entry.userId)) continue;
        members.set(entry.userId, JSON.parse(entry.info) as unknown);
      }
      return members;
    },
    async start(onStale) {
      await withTimeout(
        heartbeat(),
        connectTimeoutMs,
        `realtime: Redis at ${options.url} did not answer within ${connectTimeoutMs} ms`,
      );
      housekeeping = setInterval(
        () => {
          heartbeat()
            .then(() => sweep(onStale))
            .catch((error: unknown) => {
              if (!closed) logger.warn({ err: error }, 'realtime: presence housekeeping failed');
            });
        },
        Math.max(250, Math.floor(instanceTtlMs / 3)),
      );
      housekeeping.unref();
    },
    async close() {
      clearInterval(housekeeping);
      await commands.del(instanceKeyPrefix + instanceId).catch(() => {});
    },
  };

  return {
    instanceId,
    fanOut,
    presence,
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(housekeeping);
      await Promise.allSettled([subscriber.quit(), commands.quit()]);
    },
  };
}
