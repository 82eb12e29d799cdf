/**
 * How an event reaches every instance's hub. In one process the hub hears its own publications;
 * with Redis every instance (the publisher included) hears each publication once from its
 * subscriber connection, and delivers it to its own sockets only: exactly once per socket.
 */
export interface TFanOutMessage {
  channels: string[];
  event: string;
  /** The Pusher wire format carries event data as a JSON string; encoded once, sent N times. */
  data: string;
  exceptSocketId?: string | null;
}

export interface TFanOut {
  publish(message: TFanOutMessage): Promise<void>;
  onMessage(handler: (message: TFanOutMessage) => void): void;
  ready(): Promise<void>;
  close(): Promise<void>;
}

export function createLocalFanOut(): TFanOut {
  const handlers: ((message: TFanOutMessage) => void)[] = [];
  return {
    async publish(message) {
      for (const handler of handlers) handler(message);
    },
    onMessage(handler) {
      handlers.push(handler);
    },
    async ready() {},
    async close() {
      handlers.length = 0;
    },
  };
}

/** Messages from Redis are ours, but a stray publisher on the same channel must not crash the hub. */
export function parseFanOutMessage(raw: string): TFanOutMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { channels, event, data, exceptSocketId } = value as Record<string, unknown>;
  if (!Array.isArray(channels) || !channels.every((channel) => typeof channel === 'string')) {
    return null;
  }
  if (typeof event !== 'string' || typeof data !== 'string') return null;
  return {
    channels: channels as string[],
    event,
    data,
    exceptSocketId: typeof exceptSocketId === 'string' ? exceptSocketId : null,
  };
}
