import { createHash, createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { agencyChannel } from '@portal/shared/domain/realtime-channels';
import { createPusherBroadcaster } from './pusher-broadcaster';
import type { TPusherRealtimeConfig } from './realtime.config';

/**
 * The pusher adapter against a local stand-in for the Pusher HTTP API (no network leaves the
 * machine): what it sends, and that the request is signed the way Pusher checks it.
 */

interface TRecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: string;
}

let server: Server;
let port = 0;
let status = 200;
const requests: TRecordedRequest[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      requests.push({
        method: request.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        body,
      });
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(status === 200 ? '{}' : '{"error":"over quota"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  requests.length = 0;
  status = 200;
});

function config(): TPusherRealtimeConfig {
  return {
    driver: 'pusher',
    appId: '4242',
    appKey: 'hosted-key',
    appSecret: 'hosted-secret',
    cluster: 'mt1',
    host: '127.0.0.1',
    port,
    useTLS: false,
  };
}

const invoiceCreated = {
  invoiceId: 7,
  invoiceNumber: 'INV-2026-0007',
  bookingReference: 'KH-10452',
  agencyId: 1,
  totalCents: 458_500,
  currency: 'NZD' as const,
  createdAt: '2026-11-25T12:00:00.000Z',
};

describe('createPusherBroadcaster', () => {
  it('triggers the event through the HTTP API with a valid Pusher signature', async () => {
    const broadcaster = createPusherBroadcaster(config());
    await broadcaster.broadcast(agencyChannel(1), 'invoice.created', invoiceCreated, {
      exceptSocketId: '11.22',
    });

    expect(requests).toHaveLength(1);
    const [request] = requests as [TRecordedRequest];
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/apps/4242/events');
    expect(JSON.parse(request.body)).toEqual({
      name: 'invoice.created',
      channels: [agencyChannel(1)],
      data: JSON.stringify(invoiceCreated),
      socket_id: '11.22',
    });

    const query = new URLSearchParams(request.query);
    const signature = query.get('auth_signature');
    query.delete('auth_signature');
    expect(query.get('auth_key')).toBe('hosted-key');
    expect(query.get('body_md5')).toBe(createHash('md5').update(request.body).digest('hex'));
    const signed = [...query.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, value]) => `${key}=${value}`)
      .join('&');
    const expected = createHmac('sha256', 'hosted-secret')
      .update(`POST\n/apps/4242/events\n${signed}`)
      .digest('hex');
    expect(signature).toBe(expected);
  });

  it('splits more than 100 channels into several calls, as the API requires', async () => {
    const broadcaster = createPusherBroadcaster(config());
    const channels = Array.from({ length: 150 }, (_, index) => agencyChannel(index + 1));
    await broadcaster.broadcast(channels, 'invoice.created', invoiceCreated);
    expect(
      requests.map(
        (request) => (JSON.parse(request.body) as { channels: string[] }).channels.length,
      ),
    ).toEqual([100, 50]);
  });

  it("sends to a user's own channel", async () => {
    const broadcaster = createPusherBroadcaster(config());
    await broadcaster.sendToUser(10, 'invoice.created', invoiceCreated);
    expect(JSON.parse(requests[0]?.body ?? '{}')).toMatchObject({
      channels: ['#server-to-user-10'],
    });
  });

  it('rejects when the service refuses, so the caller can log it', async () => {
    status = 413;
    const broadcaster = createPusherBroadcaster(config());
    await expect(
      broadcaster.broadcast(agencyChannel(1), 'invoice.created', invoiceCreated),
    ).rejects.toThrow(/413/);
  });

  it('refuses a payload outside the contract before calling the service', async () => {
    const broadcaster = createPusherBroadcaster(config());
    await expect(
      broadcaster.broadcast(agencyChannel(1), 'invoice.created', {
        ...invoiceCreated,
        totalCents: 12.5,
      }),
    ).rejects.toThrow();
    expect(requests).toHaveLength(0);
  });
});
