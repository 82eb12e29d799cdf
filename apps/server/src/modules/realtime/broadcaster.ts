import {
  REALTIME_EVENT_SCHEMAS,
  type TRealtimeDriver,
  type TRealtimeEventName,
  type TRealtimeEventPayload,
} from '@portal/shared/contracts/realtime';

/**
 * The port every module publishes live updates through. Two adapters: the hosted Pusher service
 * (pusher-broadcaster.ts) and the built-in Pusher-protocol hub (builtin-broadcaster.ts).
 * Publish after the transaction commits: a rolled-back change must not reach a browser.
 */
export interface TBroadcaster {
  readonly driver: TRealtimeDriver;
  /** Sends `event` to every subscriber of each channel (except `exceptSocketId`, the sender's tab). */
  broadcast<E extends TRealtimeEventName>(
    channels: string | readonly string[],
    event: E,
    payload: TRealtimeEventPayload<E>,
    options?: TBroadcastOptions,
  ): Promise<void>;
  /** Sends `event` to every connection a user signed in with (pusher-js `pusher.user.bind`). */
  sendToUser<E extends TRealtimeEventName>(
    userId: number,
    event: E,
    payload: TRealtimeEventPayload<E>,
  ): Promise<void>;
  /** Resolves once events published from now on will be delivered (Redis subscription made). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export interface TBroadcastOptions {
  /** A Pusher socket id that should not receive the event (the browser that made the change). */
  exceptSocketId?: string;
}

/** A Pusher HTTP API limit the built-in hub keeps too, so code works against both drivers. */
export const MAX_CHANNELS_PER_EVENT = 100;

/**
 * Checks the payload against the event's contract; a payload that fails is a programming error
 * and throws here rather than in every browser.
 */
export function validatePayload<E extends TRealtimeEventName>(
  event: E,
  payload: TRealtimeEventPayload<E>,
): TRealtimeEventPayload<E> {
  const schema = REALTIME_EVENT_SCHEMAS[event];
  if (!schema) throw new Error(`Unknown live-update event "${event}".`);
  return schema.parse(payload) as TRealtimeEventPayload<E>;
}

export function toChannelList(channels: string | readonly string[]): string[] {
  const list = [...new Set(typeof channels === 'string' ? [channels] : channels)];
  if (list.length === 0) throw new Error('A live update needs at least one channel.');
  return list;
}

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    chunks.push(items.slice(start, start + size));
  }
  return chunks;
}
