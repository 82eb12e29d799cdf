import type { Options } from 'pusher-js';
import type { TRealtimeClientConfig } from '@portal/shared/contracts/realtime';
import { RealtimeConnection, type TRealtimePorts } from './realtime';

/**
 * A stand-in for pusher-js at the RealtimeConnection's port: records subscriptions, lets a test
 * push events and connection states. The server tests run the real pusher-js end to end.
 */

type THandler = (data: unknown) => void;

export class FakeChannel {
  readonly handlers = new Map<string, Set<THandler>>();

  constructor(readonly name: string) {}

  bind(event: string, handler: THandler): this {
    const handlers = this.handlers.get(event) ?? new Set<THandler>();
    handlers.add(handler);
    this.handlers.set(event, handlers);
    return this;
  }

  unbind(event: string, handler: THandler): this {
    this.handlers.get(event)?.delete(handler);
    return this;
  }

  emit(event: string, data: unknown): void {
    for (const handler of this.handlers.get(event) ?? []) handler(data);
  }

  listenerCount(event: string): number {
    return this.handlers.get(event)?.size ?? 0;
  }
}

type TStateHandler = (change: { previous: string; current: string }) => void;

export class FakePusher {
  static instances: FakePusher[] = [];
  readonly channels = new Map<string, FakeChannel>();
  readonly subscribed: string[] = [];
  readonly unsubscribed: string[] = [];
  connectCalls = 0;
  readonly connection = {
    state: 'connecting',
    handlers: new Set<TStateHandler>(),
    bind: (event: string, handler: TStateHandler) => {
      if (event === 'state_change') this.connection.handlers.add(handler);
    },
  };

  constructor(
    readonly key: string,
    readonly options: Options,
  ) {
    FakePusher.instances.push(this);
  }

  static latest(): FakePusher {
    const instance = FakePusher.instances.at(-1);
    if (!instance) throw new Error('pusher-js was not created');
    return instance;
  }

  setState(current: string): void {
    const previous = this.connection.state;
    this.connection.state = current;
    for (const handler of this.connection.handlers) handler({ previous, current });
  }

  channel(name: string): FakeChannel | undefined {
    return this.channels.get(name);
  }

  /** Like pusher-js: returns the channel already joined, or joins a new one. */
  subscribe(name: string): FakeChannel {
    const existing = this.channels.get(name);
    if (existing) return existing;
    this.subscribed.push(name);
    const channel = new FakeChannel(name);
    this.channels.set(name, channel);
    return channel;
  }

  unsubscribe(name: string): void {
    this.unsubscribed.push(name);
    this.channels.delete(name);
  }

  connect(): void {
    this.connectCalls += 1;
    this.setState('connecting');
  }

  disconnect(): void {
    this.setState('disconnected');
  }

  /** What the server would send on a channel the client joined. */
  emit(channel: string, event: string, data: unknown): void {
    this.channels.get(channel)?.emit(event, data);
  }
}

export const BUILTIN_CONFIG: TRealtimeClientConfig = {
  driver: 'builtin',
  key: 'portal-key',
  cluster: 'mt1',
  wsHost: null,
  wsPort: null,
  wssPort: null,
  forceTLS: null,
  wsPath: '/realtime',
  enabledTransports: ['ws'],
};

/** A connection wired to FakePusher, with the config answered at once unless told otherwise. */
export function createFakeConnection(ports: Partial<TRealtimePorts> = {}) {
  FakePusher.instances = [];
  return new RealtimeConnection({
    fetchConfig: async () => BUILTIN_CONFIG,
    // The fake implements the part of pusher-js the connection uses; the types cannot see that.
    loadPusher: async () =>
      FakePusher as unknown as Awaited<ReturnType<TRealtimePorts['loadPusher']>>,
    ...ports,
  });
}
