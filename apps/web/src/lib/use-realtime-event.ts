import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useSyncExternalStore } from 'react';
import type { TRealtimeEventName, TRealtimeEventPayload } from '@portal/shared/contracts/realtime';
import {
  parseRealtimePayload,
  realtime,
  type RealtimeConnection,
  type TRealtimeState,
} from './realtime';

/**
 * React bindings for live updates. Channel names come from
 * `@portal/shared/domain/realtime-channels` (agencyChannel(id), PORTAL_CHANNEL...), events and
 * their payload types from `@portal/shared/contracts/realtime`.
 */

/** Calls `handler` with each valid `event` on any of `channels` while the component is mounted. */
export function useRealtimeEvents<E extends TRealtimeEventName>(
  channels: readonly string[],
  event: E,
  handler: (payload: TRealtimeEventPayload<E>, channel: string) => void,
  connection: RealtimeConnection = realtime,
): void {
  const onEvent = useEffectEvent((channel: string, data: unknown) => {
    const payload = parseRealtimePayload(event, data);
    if (payload) handler(payload, channel);
  });
  // A stable key, so a new array with the same channels does not resubscribe.
  const channelKey = [...new Set(channels)].join('\n');
  useEffect(() => {
    if (channelKey === '') return;
    const stops = channelKey
      .split('\n')
      .map((channel) => connection.listen(channel, event, (data) => onEvent(channel, data)));
    return () => {
      for (const stop of stops) stop();
    };
  }, [channelKey, event, connection]);
}

/** One channel; pass null while it is not known yet (no agency loaded, signed out). */
export function useRealtimeEvent<E extends TRealtimeEventName>(
  channel: string | null | undefined,
  event: E,
  handler: (payload: TRealtimeEventPayload<E>) => void,
  connection: RealtimeConnection = realtime,
): void {
  useRealtimeEvents(channel ? [channel] : [], event, (payload) => handler(payload), connection);
}

/** The connection's state; mounting a reader starts the connection. */
export function useRealtimeState(connection: RealtimeConnection = realtime): TRealtimeState {
  useEffect(() => {
    void connection.connect();
  }, [connection]);
  return useSyncExternalStore(connection.onStateChange, connection.getState, connection.getState);
}

export interface TCacheUpdate {
  queryKey: QueryKey;
  updater: (old: unknown) => unknown;
}

/** A typed cache edit: `updater` runs on every cached query matching `queryKey` that has data. */
export function cacheUpdate<TData>(
  queryKey: QueryKey,
  updater: (old: TData) => TData,
): TCacheUpdate {
  return {
    queryKey,
    // The cache is untyped storage; the caller names the type its query stores under this key.
    updater: (old) => (old === undefined ? old : updater(old as TData)),
  };
}

/** How an event (its payload) changes cached server state: edit in place, refetch, or both. */
export interface TRealtimeCacheRule<TPayload> {
  update?: (payload: TPayload) => TCacheUpdate[];
  invalidate?: (payload: TPayload) => QueryKey[];
  /** Refetched when the connection comes back: events sent meanwhile were missed. */
  resync?: QueryKey[];
}

export async function applyRealtimeEvent<TPayload>(
  queryClient: QueryClient,
  rule: TRealtimeCacheRule<TPayload>,
  payload: TPayload,
): Promise<void> {
  for (const { queryKey, updater } of rule.update?.(payload) ?? []) {
    queryClient.setQueriesData({ queryKey }, updater);
  }
  await Promise.all(
    (rule.invalidate?.(payload) ?? []).map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/**
 * Keeps TanStack Query caches in step with an event, e.g.
 * `useRealtimeQuerySync(agencyChannel(agencyId), 'booking.status-changed', {
 *    invalidate: (event) => [['bookings', event.bookingReference], ['bookings', 'list']],
 *    resync: [['bookings']] })`.
 */
export function useRealtimeQuerySync<E extends TRealtimeEventName>(
  channel: string | null | undefined,
  event: E,
  rule: TRealtimeCacheRule<TRealtimeEventPayload<E>>,
  connection: RealtimeConnection = realtime,
): void {
  const queryClient = useQueryClient();
  useRealtimeEvent(
    channel,
    event,
    (payload) => {
      void applyRealtimeEvent(queryClient, rule, payload);
    },
    connection,
  );

  const state = useRealtimeState(connection);
  const wasLost = useRef(false);
  const resync = useEffectEvent(() => {
    for (const queryKey of rule.resync ?? []) void queryClient.invalidateQueries({ queryKey });
  });
  useEffect(() => {
    if (state === 'unavailable') wasLost.current = true;
    if (state === 'connected' && wasLost.current) {
      wasLost.current = false;
      resync();
    }
  }, [state]);
}
