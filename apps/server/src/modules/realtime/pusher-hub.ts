import { randomInt } from 'node:crypto';
import WebSocket from 'ws';
import { channelVisibility } from '@portal/shared/domain/realtime-channels';
import type { TFanOutMessage } from './fan-out';
import type { TPresenceDirectory } from './presence-directory';
import type { TRealtimeLogger } from './realtime.logger';
import { verifyChannelAuth, verifyUserAuth } from './realtime.signature';

/**
 * The server half of Pusher protocol 7, enough for pusher-js: connection handshake, public,
 * private and presence subscriptions checked against the auth endpoint's signatures, user
 * sign-in, pings both ways, and the protocol's error codes. Client events are refused: every
 * change goes through the API, where it is validated and authorised.
 * https://pusher.com/docs/channels/library_auth_reference/pusher-websockets-protocol/
 */

export const PUSHER_CODES = {
  /** 4000-4099: the client must not reconnect as it is. */
  appNotFound: 4001,
  unsupportedProtocol: 4007,
  noProtocol: 4008,
  unauthorized: 4009,
  /** 4100-4199: reconnect after backing off. */
  overCapacity: 4100,
  /** 4200-4299: reconnect now (another instance will take the connection). */
  reconnect: 4200,
  pongNotReceived: 4201,
  /** 4300-4399: other errors, the connection stays open. */
  clientEventRejected: 4301,
} as const;

export const SUPPORTED_PROTOCOLS = [5, 6, 7] as const;
const SERVER_TO_USER_PREFIX = '#server-to-user-';
const CHANNEL_NAME = /^#?[A-Za-z0-9_\-=@,.;]{1,200}$/;
/** Presence user ids become Redis hash fields `instance|user`; keep them plain. */
const PRESENCE_USER_ID = /^[A-Za-z0-9_\-=@,.;:]{1,128}$/;

export interface TPusherHubOptions {
  appKey: string;
  appSecret: string;
  activityTimeoutSeconds: number;
  /** How long a ping may go unanswered before the connection is closed (4201). */
  pongTimeoutMs?: number;
  /** Public channels a client may join without a signature (the table's public entries). */
  isKnownPublicChannel: (name: string) => boolean;
  presence: TPresenceDirectory;
  /** Hands an event to the fan-out (directly, or through Redis to every instance). */
  publish: (message: TFanOutMessage) => Promise<void>;
  logger: TRealtimeLogger;
  maxSubscriptionsPerConnection?: number;
  /** A client this far behind (bytes queued) is cut off with 4100 rather than grow memory. */
  maxBufferedBytes?: number;
}

interface TPresenceEntry {
  info: unknown;
  connections: Set<Connection>;
  /** The directory write for this user's first socket here; later sockets wait for it. */
  added: Promise<boolean>;
}

class Connection {
  readonly channels = new Set<string>();
  readonly presence = new Map<string, string>();
  userId: string | null = null;
  lastActivity = Date.now();
  pingSentAt: number | null = null;
  queue: Promise<void> = Promise.resolve();
  dropped = false;

  constructor(
    readonly id: string,
    readonly socket: WebSocket,
  ) {}
}

type TSubscribeData = { channel: string; auth?: unknown; channel_data?: unknown };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function rawToText(raw: WebSocket.RawData): string {
  if (Buffer.isBuffer(raw)) return raw.toString('utf8');
  if (Array.isArray(raw)) return Buffer.concat(raw).toString('utf8');
  return Buffer.from(raw).toString('utf8');
}

/** Pusher sends event data as a JSON string; clients send objects. Accept both. */
function decodeData(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

export class PusherHub {
  private readonly connections = new Map<string, Connection>();
  private readonly subscribers = new Map<string, Set<Connection>>();
  private readonly presenceMembers = new Map<string, Map<string, TPresenceEntry>>();
  /** Socket ids are `prefix.counter`: unique here by the counter, across instances by the prefix. */
  private readonly socketIdPrefix = randomInt(1, 2 ** 31 - 1);
  private socketCounter = 0;
  private readonly activityTimer: NodeJS.Timeout;
  private closing = false;
  private readonly pongTimeoutMs: number;
  private readonly maxSubscriptions: number;
  private readonly maxBufferedBytes: number;

  constructor(private readonly options: TPusherHubOptions) {
    this.pongTimeoutMs = options.pongTimeoutMs ?? 30_000;
    this.maxSubscriptions = options.maxSubscriptionsPerConnection ?? 100;
    this.maxBufferedBytes = options.maxBufferedBytes ?? 4 * 1024 * 1024;
    const activityMs = options.activityTimeoutSeconds * 1000;
    this.activityTimer = setInterval(
      () => this.checkActivity(),
      Math.max(200, Math.min(activityMs / 4, 5_000)),
    );
    this.activityTimer.unref();
  }

  get connectionCount(): number {
    return this.connections.size;
  }

  /** Takes over an upgraded socket opened on /realtime/app/:key?protocol=7. */
  accept(socket: WebSocket, request: { appKey: string; protocol: string | undefined }): void {
    if (request.appKey !== this.options.appKey) {
      return this.refuse(socket, PUSHER_CODES.appNotFound, 'Could not find app by key.');
    }
    if (request.protocol === undefined || request.protocol === '') {
      return this.refuse(socket, PUSHER_CODES.noProtocol, 'No protocol version supplied.');
    }
    if (!SUPPORTED_PROTOCOLS.some((version) => String(version) === request.protocol)) {
      return this.refuse(socket, PUSHER_CODES.unsupportedProtocol, 'Unsupported protocol version.');
    }
    if (this.closing) {
      return this.refuse(socket, PUSHER_CODES.reconnect, 'Server is restarting; reconnect.');
    }

    this.socketCounter += 1;
    const connection = new Connection(`${this.socketIdPrefix}.${this.socketCounter}`, socket);
    this.connections.set(connection.id, connection);

    socket.on('message', (raw: WebSocket.RawData) => {
      connection.lastActivity = Date.now();
      connection.pingSentAt = null;
      // One message at a time per socket: a subscribe that waits on Redis must finish before
      // the unsubscribe sent after it is handled.
      connection.queue = connection.queue
        .then(() => this.handleMessage(connection, rawToText(raw)))
        .catch((error: unknown) => {
          this.options.logger.error(
            { err: error, socketId: connection.id },
            'realtime: message failed',
          );
        });
    });
    socket.on('close', () => {
      connection.queue = connection.queue.then(() => this.drop(connection));
    });
    socket.on('error', (error: Error) => {
      this.options.logger.debug({ err: error, socketId: connection.id }, 'realtime: socket error');
    });

    this.send(connection, {
      event: 'pusher:connection_established',
      data: JSON.stringify({
        socket_id: connection.id,
        activity_timeout: this.options.activityTimeoutSeconds,
      }),
    });
  }

  /** Writes a published event to this instance's subscribers. Returns how many sockets got it. */
  deliver(message: TFanOutMessage): number {
    let delivered = 0;
    for (const channel of message.channels) {
      const subscribers = this.subscribers.get(channel);
      if (!subscribers) continue;
      const frame = JSON.stringify({ event: message.event, channel, data: message.data });
      for (const connection of subscribers) {
        if (connection.id === message.exceptSocketId) continue;
        if (this.sendFrame(connection, frame)) delivered += 1;
      }
    }
    return delivered;
  }

  /** Announces departures of users whose instance died (see TPresenceDirectory.start). */
  handleStaleMember(channel: string, userId: string): void {
    this.publishMemberRemoved(channel, userId);
  }

  /** Closes every socket with 4200 so clients reconnect at once (to another instance). */
  async close(): Promise<void> {
    this.closing = true;
    clearInterval(this.activityTimer);
    const connections = [...this.connections.values()];
    await Promise.allSettled(
      connections.map(async (connection) => {
        await this.drop(connection);
        connection.socket.close(PUSHER_CODES.reconnect, 'Server is restarting; reconnect.');
      }),
    );
  }

  private refuse(socket: WebSocket, code: number, message: string): void {
    socket.send(JSON.stringify({ event: 'pusher:error', data: { code, message } }));
    socket.close(code, message);
  }

  private send(connection: Connection, message: Record<string, unknown>): void {
    this.sendFrame(connection, JSON.stringify(message));
  }

  private sendFrame(connection: Connection, frame: string): boolean {
    const { socket } = connection;
    if (socket.readyState !== WebSocket.OPEN) return false;
    if (socket.bufferedAmount > this.maxBufferedBytes) {
      this.options.logger.warn({ socketId: connection.id }, 'realtime: slow client cut off');
      socket.close(PUSHER_CODES.overCapacity, 'Client is too slow; reconnect later.');
      return false;
    }
    socket.send(frame);
    return true;
  }

  private sendError(connection: Connection, code: number | null, message: string): void {
    this.send(connection, { event: 'pusher:error', data: { code, message } });
  }

  private subscriptionError(
    connection: Connection,
    channel: string,
    status: number,
    error: string,
  ) {
    this.send(connection, {
      event: 'pusher:subscription_error',
      channel,
      data: JSON.stringify({ type: 'AuthError', error, status }),
    });
  }

  private checkActivity(): void {
    const now = Date.now();
    const idleLimit = this.options.activityTimeoutSeconds * 1000;
    for (const connection of this.connections.values()) {
      if (connection.pingSentAt !== null) {
        if (now - connection.pingSentAt > this.pongTimeoutMs) {
          connection.socket.close(PUSHER_CODES.pongNotReceived, 'Pong reply not received.');
        }
      } else if (now - connection.lastActivity > idleLimit) {
        connection.pingSentAt = now;
        this.send(connection, { event: 'pusher:ping', data: '{}' });
      }
    }
  }

  private async handleMessage(connection: Connection, text: string): Promise<void> {
    if (connection.dropped) return;
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      return this.sendError(connection, null, 'Messages must be JSON.');
    }
    if (!isRecord(message) || typeof message.event !== 'string') {
      return this.sendError(connection, null, 'Messages need an event name.');
    }
    const data = decodeData(message.data);
    switch (message.event) {
      case 'pusher:ping':
        return this.send(connection, { event: 'pusher:pong', data: '{}' });
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        if (!isRecord(data) || typeof data.channel !== 'string') {
          return this.sendError(connection, null, 'pusher:subscribe needs a channel.');
        }
        return this.subscribe(connection, data as TSubscribeData);
      case 'pusher:unsubscribe':
        if (isRecord(data) && typeof data.channel === 'string') {
          await this.unsubscribe(connection, data.channel);
        }
        return;
      case 'pusher:signin':
        return this.signin(connection, data);
      default:
        if (message.event.startsWith('client-')) {
          return this.sendError(
            connection,
            PUSHER_CODES.clientEventRejected,
            'Client events are not enabled: changes go through the API.',
          );
        }
        this.options.logger.debug({ event: message.event }, 'realtime: ignored unknown event');
    }
  }

  private async subscribe(connection: Connection, data: TSubscribeData): Promise<void> {
    const { channel } = data;
    if (!CHANNEL_NAME.test(channel)) {
      return this.subscriptionError(connection, channel, 400, 'Invalid channel name.');
    }
    if (connection.channels.has(channel)) {
      // pusher-js does not subscribe twice; answer again rather than keep it waiting.
      return this.confirmSubscription(connection, channel);
    }
    if (connection.channels.size >= this.maxSubscriptions) {
      return this.subscriptionError(
        connection,
        channel,
        429,
        'Too many channels on one connection.',
      );
    }

    if (channel.startsWith(SERVER_TO_USER_PREFIX)) {
      if (connection.userId === null || channel !== SERVER_TO_USER_PREFIX + connection.userId) {
        return this.subscriptionError(connection, channel, 403, 'Sign in as this user first.');
      }
      return this.join(connection, channel);
    }

    const visibility = channelVisibility(channel);
    if (visibility === 'public') {
      if (!this.options.isKnownPublicChannel(channel)) {
        return this.subscriptionError(connection, channel, 404, 'Unknown channel.');
      }
      return this.join(connection, channel);
    }
    if (channel.startsWith('private-encrypted-')) {
      return this.subscriptionError(
        connection,
        channel,
        400,
        'Encrypted channels are not supported.',
      );
    }

    const credentials = { key: this.options.appKey, secret: this.options.appSecret };
    if (visibility === 'private') {
      if (!verifyChannelAuth(data.auth, credentials, connection.id, channel)) {
        return this.subscriptionError(connection, channel, 401, 'Invalid signature.');
      }
      return this.join(connection, channel);
    }

    const channelData = data.channel_data;
    if (
      typeof channelData !== 'string' ||
      !verifyChannelAuth(data.auth, credentials, connection.id, channel, channelData)
    ) {
      return this.subscriptionError(connection, channel, 401, 'Invalid signature.');
    }
    const member = decodeData(channelData);
    const userId =
      isRecord(member) && (typeof member.user_id === 'string' || typeof member.user_id === 'number')
        ? String(member.user_id)
        : null;
    if (!isRecord(member) || userId === null || !PRESENCE_USER_ID.test(userId)) {
      return this.subscriptionError(connection, channel, 400, 'channel_data needs a user_id.');
    }
    return this.joinPresence(connection, channel, userId, member.user_info ?? null);
  }

  private join(connection: Connection, channel: string): void {
    this.send(connection, {
      event: 'pusher_internal:subscription_succeeded',
      channel,
      data: '{}',
    });
    this.addSubscriber(connection, channel);
  }

  private addSubscriber(connection: Connection, channel: string): void {
    connection.channels.add(channel);
    let subscribers = this.subscribers.get(channel);
    if (!subscribers) {
      subscribers = new Set();
      this.subscribers.set(channel, subscribers);
    }
    subscribers.add(connection);
  }

  private async joinPresence(
    connection: Connection,
    channel: string,
    userId: string,
    info: unknown,
  ): Promise<void> {
    let members = this.presenceMembers.get(channel);
    if (!members) {
      members = new Map();
      this.presenceMembers.set(channel, members);
    }
    let entry = members.get(userId);
    const isFirstHere = !entry;
    if (!entry) {
      entry = {
        info,
        connections: new Set(),
        added: this.options.presence.add(channel, userId, info),
      };
      members.set(userId, entry);
    }
    entry.connections.add(connection);
    connection.presence.set(channel, userId);
    connection.channels.add(channel);

    let isNewMember: boolean;
    let everyone: Map<string, unknown>;
    try {
      isNewMember = await entry.added;
      everyone = await this.options.presence.members(channel);
    } catch (error) {
      this.options.logger.error({ err: error, channel }, 'realtime: presence directory failed');
      connection.channels.delete(channel);
      connection.presence.delete(channel);
      entry.connections.delete(connection);
      if (entry.connections.size === 0) members.delete(userId);
      return this.subscriptionError(connection, channel, 503, 'Presence is unavailable; retry.');
    }
    if (connection.dropped || !connection.channels.has(channel)) return;
    // The directory may lag behind this socket's own write (another instance's view): say so.
    everyone.set(userId, entry.info);

    this.send(connection, {
      event: 'pusher_internal:subscription_succeeded',
      channel,
      data: JSON.stringify(this.presenceData(everyone)),
    });
    this.addSubscriber(connection, channel);
    if (isFirstHere && isNewMember) {
      await this.options.publish({
        channels: [channel],
        event: 'pusher_internal:member_added',
        data: JSON.stringify({ user_id: userId, user_info: info }),
        exceptSocketId: connection.id,
      });
    }
  }

  private presenceData(members: Map<string, unknown>) {
    return {
      presence: {
        ids: [...members.keys()],
        hash: Object.fromEntries(members),
        count: members.size,
      },
    };
  }

  private async confirmSubscription(connection: Connection, channel: string): Promise<void> {
    if (!connection.presence.has(channel)) {
      return this.send(connection, {
        event: 'pusher_internal:subscription_succeeded',
        channel,
        data: '{}',
      });
    }
    const members = await this.options.presence.members(channel);
    this.send(connection, {
      event: 'pusher_internal:subscription_succeeded',
      channel,
      data: JSON.stringify(this.presenceData(members)),
    });
  }

  private async unsubscribe(connection: Connection, channel: string): Promise<void> {
    if (!connection.channels.delete(channel)) return;
    const subscribers = this.subscribers.get(channel);
    subscribers?.delete(connection);
    if (subscribers?.size === 0) this.subscribers.delete(channel);
    const userId = connection.presence.get(channel);
    if (userId === undefined) return;
    connection.presence.delete(channel);
    await this.leavePresence(connection, channel, userId);
  }

  private async leavePresence(connection: Connection, channel: string, userId: string) {
    const members = this.presenceMembers.get(channel);
    const entry = members?.get(userId);
    if (!members || !entry) return;
    entry.connections.delete(connection);
    if (entry.connections.size > 0) return;
    members.delete(userId);
    if (members.size === 0) this.presenceMembers.delete(channel);
    try {
      await entry.added.catch(() => false);
      if (await this.options.presence.remove(channel, userId)) {
        this.publishMemberRemoved(channel, userId);
      }
    } catch (error) {
      // The entry expires with this instance's heartbeat, and the sweep announces it then.
      this.options.logger.warn({ err: error, channel }, 'realtime: presence removal failed');
    }
  }

  private publishMemberRemoved(channel: string, userId: string): void {
    this.options
      .publish({
        channels: [channel],
        event: 'pusher_internal:member_removed',
        data: JSON.stringify({ user_id: userId }),
      })
      .catch((error: unknown) => {
        this.options.logger.warn({ err: error, channel }, 'realtime: member_removed not published');
      });
  }

  private async signin(connection: Connection, data: unknown): Promise<void> {
    const credentials = { key: this.options.appKey, secret: this.options.appSecret };
    const userData = isRecord(data) && typeof data.user_data === 'string' ? data.user_data : null;
    const user = userData === null ? null : decodeData(userData);
    const valid =
      userData !== null &&
      isRecord(data) &&
      verifyUserAuth(data.auth, credentials, connection.id, userData) &&
      isRecord(user) &&
      typeof user.id === 'string' &&
      user.id !== '';
    if (!valid || !isRecord(user) || typeof user.id !== 'string') {
      // The protocol closes the connection when sign-in fails.
      this.sendError(connection, PUSHER_CODES.unauthorized, 'Sign-in refused: invalid signature.');
      connection.socket.close(PUSHER_CODES.unauthorized, 'Connection is unauthorized.');
      return;
    }
    connection.userId = user.id;
    this.send(connection, {
      event: 'pusher:signin_success',
      data: JSON.stringify({ user_data: userData }),
    });
  }

  private async drop(connection: Connection): Promise<void> {
    if (connection.dropped) return;
    connection.dropped = true;
    this.connections.delete(connection.id);
    for (const channel of [...connection.channels]) {
      await this.unsubscribe(connection, channel);
    }
  }
}
