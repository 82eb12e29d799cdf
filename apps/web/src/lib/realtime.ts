import type Pusher from 'pusher-js';
import type { Channel, Options } from 'pusher-js';
import {
  REALTIME_EVENT_SCHEMAS,
  ZRealtimeClientConfig,
  type TRealtimeClientConfig,
  type TRealtimeEventName,
  type TRealtimeEventPayload,
} from '@portal/shared/contracts/realtime';
import { api, readCookie } from './api-client';
import { onSessionChanged } from './session-events';

/**
 * Live updates in the browser. pusher-js is loaded on first use (a dynamic import keeps it out of
 * the first chunk) and configured from GET /api/realtime/config, so the same build talks to the
 * server's built-in endpoint or to the hosted service. One connection per tab; channels are
 * reference-counted so any number of components can listen to the same one.
 */

/** What the connection indicator shows; `idle` until something asks for live updates. */
export type TRealtimeState = 'idle' | 'connecting' | 'connected' | 'unavailable';

type TPusherConstructor = new (key: string, options: Options) => Pusher;

export interface TRealtimePorts {
  fetchConfig: () => Promise<TRealtimeClientConfig>;
  loadPusher: () => Promise<TPusherConstructor>;
  /** An API token for clients that authenticate without the session cookie; null for the SPA. */
  getBearerToken: () => string | null;
}

const defaultPorts: TRealtimePorts = {
  fetchConfig: () => api.get('/api/realtime/config', { schema: ZRealtimeClientConfig }),
  loadPusher: async () => (await import('pusher-js')).default,
  getBearerToken: () => null,
};

/** Retries when the config or the library could not be loaded (pusher-js retries sockets itself). */
const SETUP_RETRY_MS = [2_000, 5_000, 15_000, 30_000, 60_000] as const;
/** After a refusal (4000-4099) pusher-js stays disconnected; try again slowly. */
const REFUSED_RETRY_MS = 30_000;

/**
 * Headers for POST /broadcasting/auth and /broadcasting/user-auth, read at request time: the
 * XSRF-TOKEN cookie changes when the session does.
 */
export function buildRealtimeAuthHeaders(
  getBearerToken: () => string | null,
): Record<string, string> {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' };
  const xsrfToken = readCookie('XSRF-TOKEN');
  if (xsrfToken) headers['X-XSRF-TOKEN'] = xsrfToken;
  const token = getBearerToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** pusher-js options from the server's public config and the page's address. */
export function buildPusherOptions(
  config: TRealtimeClientConfig,
  page: Pick<Location, 'hostname' | 'port' | 'protocol'>,
  headersProvider: () => Record<string, string>,
): Options {
  const isBuiltin = config.driver === 'builtin';
  const isHttps = page.protocol === 'https:';
  const pagePort = page.port ? Number(page.port) : null;
  const options: Options = {
    cluster: config.cluster,
    forceTLS: config.forceTLS ?? isHttps,
    enabledTransports: config.enabledTransports,
    disableStats: true,
    channelAuthorization: { transport: 'ajax', endpoint: '/broadcasting/auth', headersProvider },
    userAuthentication: { transport: 'ajax', endpoint: '/broadcasting/user-auth', headersProvider },
  };
  // The built-in endpoint lives on the page's own origin; the hosted service has its defaults.
  const wsHost = config.wsHost ?? (isBuiltin ? page.hostname : null);
  if (wsHost) options.wsHost = wsHost;
  const wsPort = config.wsPort ?? (isBuiltin ? (isHttps ? null : (pagePort ?? 80)) : null);
  if (wsPort) options.wsPort = wsPort;
  const wssPort = config.wssPort ?? (isBuiltin ? (isHttps ? (pagePort ?? 443) : null) : null);
  if (wssPort) options.wssPort = wssPort;
  if (config.wsPath) options.wsPath = config.wsPath;
  return options;
}

/** pusher-js connection states, as the indicator reads them. */
export function toRealtimeState(pusherState: string): TRealtimeState {
  switch (pusherState) {
    case 'connected':
      return 'connected';
    case 'initialized':
    case 'connecting':
      return 'connecting';
    default:
      // unavailable (retrying), failed (no WebSocket), disconnected (refused or closed)
      return 'unavailable';
  }
}

/** Drops (and logs) payloads that break the event's contract instead of passing them on. */
export function parseRealtimePayload<E extends TRealtimeEventName>(
  event: E,
  data: unknown,
): TRealtimeEventPayload<E> | null {
  const parsed = REALTIME_EVENT_SCHEMAS[event].safeParse(data);
  if (parsed.success) return parsed.data as TRealtimeEventPayload<E>;
  console.warn(`Ignored a live update "${event}" that does not match its contract.`, parsed.error);
  return null;
}

interface TListener {
  channelName: string;
  event: string;
  callback: (data: unknown) => void;
  boundTo: Channel | null;
}

export class RealtimeConnection {
  private ports: TRealtimePorts;
  private client: Pusher | null = null;
  private setup: Promise<Pusher | null> | null = null;
  private state: TRealtimeState = 'idle';
  private readonly stateListeners = new Set<() => void>();
  private readonly listeners = new Set<TListener>();
  private readonly channelRefs = new Map<string, number>();
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private setupAttempts = 0;
  /** Bumped by reset(), so a setup that finishes after it is thrown away. */
  private generation = 0;

  constructor(ports: Partial<TRealtimePorts> = {}) {
    this.ports = { ...defaultPorts, ...ports };
  }

  /** Replaces ports (before first use: a bearer token source, or fakes in tests). */
  configure(ports: Partial<TRealtimePorts>): void {
    this.ports = { ...this.ports, ...ports };
  }

  getState = (): TRealtimeState => this.state;

  onStateChange = (listener: () => void): (() => void) => {
    this.stateListeners.add(listener);
    return () => {
      this.stateListeners.delete(listener);
    };
  };

  /** Starts the connection if nothing has yet; resolves with the client, or null while unavailable. */
  connect(): Promise<Pusher | null> {
    if (this.client) return Promise.resolve(this.client);
    this.setup ??= this.createClient();
    return this.setup;
  }

  /**
   * Calls `callback` with each `event` on `channelName` until the returned function is called.
   * The channel is joined on first use and left when its last listener goes.
   */
  listen(channelName: string, event: string, callback: (data: unknown) => void): () => void {
    const listener: TListener = { channelName, event, callback, boundTo: null };
    this.listeners.add(listener);
    this.channelRefs.set(channelName, (this.channelRefs.get(channelName) ?? 0) + 1);
    if (this.client) this.bind(this.client, listener);
    else void this.connect();

    return () => {
      if (!this.listeners.delete(listener)) return;
      listener.boundTo?.unbind(listener.event, listener.callback);
      const refs = (this.channelRefs.get(channelName) ?? 1) - 1;
      if (refs > 0) {
        this.channelRefs.set(channelName, refs);
        return;
      }
      this.channelRefs.delete(channelName);
      this.client?.unsubscribe(channelName);
    };
  }

  /**
   * Drops the connection and everything the server knew about it (call on sign-in and sign-out:
   * the session changed). Listeners still mounted rejoin on a fresh connection, so each private
   * channel is authorised again for the new session, or refused.
   */
  reset(): void {
    this.generation += 1;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    // Forget the client first: its 'disconnected' state change must not schedule a reconnect.
    const client = this.client;
    this.client = null;
    client?.disconnect();
    this.setup = null;
    this.setupAttempts = 0;
    for (const listener of this.listeners) {
      listener.boundTo?.unbind(listener.event, listener.callback);
      listener.boundTo = null;
    }
    this.setState('idle');
    if (this.listeners.size > 0) void this.connect();
  }

  private setState(next: TRealtimeState): void {
    if (next === this.state) return;
    this.state = next;
    for (const listener of this.stateListeners) listener();
  }

  private async createClient(): Promise<Pusher | null> {
    const generation = this.generation;
    this.setState('connecting');
    try {
      const [config, PusherClass] = await Promise.all([
        this.ports.fetchConfig(),
        this.ports.loadPusher(),
      ]);
      if (generation !== this.generation) return null;
      const client = new PusherClass(
        config.key,
        buildPusherOptions(config, window.location, () =>
          buildRealtimeAuthHeaders(this.ports.getBearerToken),
        ),
      );
      this.client = client;
      this.setupAttempts = 0;
      this.setState(toRealtimeState(client.connection.state));
      client.connection.bind('state_change', ({ current }: { current: string }) => {
        if (this.client !== client) return;
        this.setState(toRealtimeState(current));
        if (current === 'disconnected')
          this.scheduleRetry(REFUSED_RETRY_MS, () => client.connect());
      });
      for (const listener of this.listeners) this.bind(client, listener);
      return client;
    } catch (error) {
      if (generation !== this.generation) return null;
      console.warn('Live updates are unavailable for now; retrying.', error);
      this.setup = null;
      this.setState('unavailable');
      const delay = SETUP_RETRY_MS[Math.min(this.setupAttempts, SETUP_RETRY_MS.length - 1)];
      this.setupAttempts += 1;
      this.scheduleRetry(delay ?? 60_000, () => void this.connect());
      return null;
    }
  }

  private scheduleRetry(delayMs: number, retry: () => void): void {
    if (this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      retry();
    }, delayMs);
  }

  private bind(client: Pusher, listener: TListener): void {
    if (listener.boundTo) return;
    const isNew = !client.channel(listener.channelName);
    // Always through subscribe(): it reinstates a channel whose subscription was cancelled
    // while pending, and does nothing to one already joined.
    const channel = client.subscribe(listener.channelName);
    if (isNew) {
      channel.bind('pusher:subscription_error', (error: unknown) => {
        console.warn(`Live updates on ${listener.channelName} were refused.`, error);
      });
    }
    channel.bind(listener.event, listener.callback);
    listener.boundTo = channel;
  }
}

/** The tab's connection, reset whenever the session changes (lib/auth.ts tells). */
export const realtime = new RealtimeConnection();
onSessionChanged(() => realtime.reset());
