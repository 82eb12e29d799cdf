import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFileView } from '@portal/shared/contracts/files';
import type { TPaginated } from '@portal/shared/contracts/pagination';
import {
  WEBHOOK_EVENT_TYPES,
  type TAdminWebhookDelivery,
  type TWebhookDeliveryDetail,
  type TWebhookEndpoint,
  type TWebhookEndpointRequestInput,
  type TWebhookEvent,
} from '@portal/shared/contracts/partner-api';
import { auditLog } from '../src/db/schema/audit-log';
import { webhookDeliveries } from '../src/db/schema/partner-api';
import { DEMO_PASSWORD } from '../src/db/seed';
import { guardedLookup, isPrivateAddress } from '../src/modules/webhooks/webhooks.address-guard';
import {
  createWebhookDispatcher,
  nextAttemptDelayMs,
} from '../src/modules/webhooks/webhooks.dispatcher';
import { plannedWebhooksOf } from '../src/modules/webhooks/webhooks.file-hooks';
import {
  signWebhookPayload,
  verifyWebhookSignature,
} from '../src/modules/webhooks/webhooks.signing';
import { HOUR, MINUTE, testConfig, type TestClient } from './build-test-app';
import { buildFilesWorld, linesOf, TODAY, type TFilesTestWorld } from './files-support';

/**
 * Signed webhooks (docs/partner-api.md, "Webhooks"): events queued in the transaction of the
 * change for the agency's endpoints and the operator's, sent signed by the dispatcher, retried
 * with back-off until a day has passed, replayed on demand, and hidden from other agencies.
 */

let world: TFilesTestWorld;
let auAdmin: TestClient;
let receiver: Server;
let base = '';
const received: { path: string; headers: IncomingHttpHeaders; body: string }[] = [];
/** What the receiver answers on a path, in turn; 200 once a path's list is used up. */
const answers = new Map<string, number[]>();
let answerDelayMs = 0;

beforeAll(async () => {
  world = await buildFilesWorld({ inventoryConfirmation: 'ask-supplier' });
  auAdmin = await world.t.signIn('au.agencyadmin', 'agent', DEMO_PASSWORD);
  receiver = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({ path, headers: request.headers, body });
      const status = answers.get(path)?.shift() ?? 200;
      setTimeout(() => response.writeHead(status).end(status < 300 ? 'ok' : 'busy'), answerDelayMs);
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${String((receiver.address() as AddressInfo).port)}`;
});
afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
  await world.t.close();
});

async function register(
  client: TestClient,
  area: 'app' | 'admin',
  body: TWebhookEndpointRequestInput,
): Promise<TWebhookEndpoint> {
  const response = await client.post(`/api/${area}/webhooks`, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TWebhookEndpoint>();
}

function deliveriesTo(endpoint: TWebhookEndpoint) {
  return world.t.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpoint.id))
    .orderBy(webhookDeliveries.id);
}

async function detailOf(id: number, client = world.admin, area = 'admin') {
  const response = await client.get(`/api/${area}/webhook-deliveries/${String(id)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TWebhookDeliveryDetail>();
}

/** A new quote of agency A, cancelled by its agent: one file.status_changed. */
async function cancelledQuote(): Promise<string> {
  const quote = await world.createQuote(world.nzAgent, { bookingName: 'Jones family' });
  const cancelled = await world.nzAgent.post(`/api/app/files/${quote.reference}/cancel`);
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  return quote.reference;
}

describe('the rules', () => {
  it('backs off 1 min, 5 min, 30 min, 2 h, 6 h, then 12 h', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(nextAttemptDelayMs)).toEqual([
      MINUTE,
      5 * MINUTE,
      30 * MINUTE,
      2 * HOUR,
      6 * HOUR,
      12 * HOUR,
      12 * HOUR,
    ]);
  });

  it('signs timestamp and body, and verifies only that, fresh', () => {
    const now = new Date('2030-01-01T00:00:00Z');
    const t = now.getTime() / 1000;
    const header = signWebhookPayload('whsec_one', t, '{"a":1}');
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature('whsec_one', header, '{"a":1}', 300, now)).toBe(true);
    expect(verifyWebhookSignature('whsec_two', header, '{"a":1}', 300, now)).toBe(false);
    expect(verifyWebhookSignature('whsec_one', header, '{"a":2}', 300, now)).toBe(false);
    const later = new Date(now.getTime() + 301_000);
    expect(verifyWebhookSignature('whsec_one', header, '{"a":1}', 300, later)).toBe(false);
    const rotated = `${header},v1=${'0'.repeat(64)}`;
    expect(verifyWebhookSignature('whsec_one', rotated, '{"a":1}', 300, now)).toBe(true);
    expect(verifyWebhookSignature('whsec_one', 'v1=abc', '{"a":1}', 300, now)).toBe(false);
  });

  it('knows private addresses, IPv4-mapped ones too', () => {
    const internal = ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254'];
    for (const address of [...internal, '::1', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1']) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['8.8.8.8', '93.184.216.34', '2606:4700:4700::1111']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  it("connects only to addresses the guard checked (the connection's own lookup)", async () => {
    const resolve = (allowPrivate: boolean, all: boolean) =>
      new Promise<{ error: Error | null; found: unknown }>((done) => {
        guardedLookup(allowPrivate)('localhost', { all }, (error, found) => done({ error, found }));
      });
    // A name that resolves inward is refused at connection time, whatever it said before.
    expect((await resolve(false, true)).error?.message).toBe('refused: private address');
    expect((await resolve(false, false)).error?.message).toBe('refused: private address');
    const allowed = await resolve(true, true);
    expect(allowed.error).toBeNull();
    expect(allowed.found).toEqual(
      expect.arrayContaining([expect.objectContaining({ address: expect.any(String) })]),
    );
    expect((await resolve(true, false)).found).toEqual(expect.any(String));
  });

  it('maps file history entries to webhook events', () => {
    const at = new Date();
    const event = (action: string, detail: Record<string, unknown>) =>
      plannedWebhooksOf({ fileId: 1, action, detail, createdAt: at }).map((plan) => plan.type);
    expect(event('status.changed', { from: 'Confirmed', to: 'Cancelled' })).toEqual([
      'file.status_changed',
      'booking.cancelled',
    ]);
    expect(event('status.changed', { from: 'Quote', to: 'Cancelled' })).toEqual([
      'file.status_changed',
    ]);
    expect(event('booking.requested', { confirmedLineIds: [7, 8] })).toEqual([
      'file.status_changed',
      'line.confirmed',
      'line.confirmed',
    ]);
    expect(event('line.status-changed', { lineId: 7, to: 'Unable' })).toEqual(['line.declined']);
    expect(event('line.status-changed', { lineId: 7, to: 'Wait' })).toEqual([]);
    expect(event('booking.amended', { confirmedLineIds: [] })).toEqual(['booking.amended']);
    expect(event('payment.recorded', { amountCents: 100 })).toEqual(['payment.received']);
    expect(event('invoice.issued', {})).toEqual([]);
  });

  it('allows private addresses except in production, unless told', () => {
    expect(testConfig().webhooks.allowPrivateAddresses).toBe(true);
    const off = testConfig({ WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'false' });
    expect(off.webhooks.allowPrivateAddresses).toBe(false);
  });
});

describe('webhooks of a booking', () => {
  let endpointA: TWebhookEndpoint;
  let endpointB: TWebhookEndpoint;
  let operator: TWebhookEndpoint;
  let reference = '';

  it('registers endpoints, each with its signing secret, refusing invalid ones (422)', async () => {
    endpointA = await register(world.nzAgencyAdmin, 'app', {
      url: `${base}/a`,
      events: [...WEBHOOK_EVENT_TYPES],
    });
    expect(endpointA.secret).toMatch(/^whsec_[\w-]{40,}$/);
    endpointB = await register(auAdmin, 'app', { url: `${base}/b`, events: ['line.confirmed'] });
    operator = await register(world.admin, 'admin', {
      url: `${base}/operator`,
      events: ['file.status_changed', 'line.confirmed'],
      description: 'Back-office integration',
    });
    expect(operator.agencyId).toBeNull();
    const invalid = await world.nzAgencyAdmin.post('/api/app/webhooks', {
      url: 'ftp://example.com',
      events: [],
    });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json<{ errors: object }>().errors)).toEqual(['url', 'events']);
    const [audit] = await world.t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'webhook-endpoint.created'));
    expect(JSON.stringify(audit?.detail)).not.toContain('whsec_');
  });

  it('queues file and line events for the agency and the operator only', async () => {
    const quote = await world.createQuote(world.nzAgent);
    reference = quote.reference;
    const booked = await world.nzAgent.post(`/api/app/files/${reference}/request-booking`);
    expect(booked.statusCode, booked.body).toBe(200);
    const lines = linesOf(booked.json<TFileView>());
    for (const line of lines) {
      const confirmed = await world.admin.post(
        `/api/admin/files/${reference}/lines/${String(line.id)}/status`,
        { to: 'Confirmed', confirmation: `CF-${String(line.id)}` },
      );
      expect(confirmed.statusCode, confirmed.body).toBe(200);
    }
    const paid = await world.admin.post(`/api/admin/files/${reference}/payments`, {
      amountCents: 10_000,
      method: 'bank-transfer',
      reference: 'BANK-1',
      receivedOn: TODAY,
    });
    expect(paid.statusCode, paid.body).toBe(201);

    const ofA = await deliveriesTo(endpointA);
    const types = ofA.map((delivery) => delivery.eventType);
    expect(types.filter((type) => type === 'file.status_changed')).toHaveLength(2);
    expect(types.filter((type) => type === 'line.confirmed')).toHaveLength(lines.length);
    expect(types).toContain('invoice.issued');
    expect(types).toContain('payment.received');
    expect(await deliveriesTo(endpointB)).toEqual([]);
    const ofOperator = await deliveriesTo(operator);
    // The operator hears the same events, under the same ids.
    expect(ofOperator.map((delivery) => delivery.eventId)).toEqual(
      ofA
        .filter((delivery) => (operator.events as string[]).includes(delivery.eventType))
        .map((delivery) => delivery.eventId),
    );
    const [requested, confirmed] = ofA
      .filter((delivery) => delivery.eventType === 'file.status_changed')
      .map((delivery) => delivery.payload as TWebhookEvent);
    expect(requested?.data).toMatchObject({ reference, from: 'Quote', to: 'Requested' });
    expect(confirmed?.data).toMatchObject({ reference, status: 'Confirmed', to: 'Confirmed' });
    const line = ofA.find((delivery) => delivery.eventType === 'line.confirmed')?.payload;
    expect(line).toMatchObject({
      agencyId: endpointA.agencyId,
      data: {
        reference,
        line: { status: 'Confirmed', confirmation: expect.stringMatching(/^CF-/) },
      },
    });
    const invoice = ofA.find((delivery) => delivery.eventType === 'invoice.issued')?.payload;
    expect(invoice).toMatchObject({ data: { invoice: { currency: 'NZD' } } });
    const payment = ofA.find((delivery) => delivery.eventType === 'payment.received')?.payload;
    expect(payment).toMatchObject({ data: { payment: { amountCents: 10_000, currency: 'NZD' } } });
  });

  it('sends each delivery signed, as exactly the payload', async () => {
    received.length = 0;
    const queued = await deliveriesTo(endpointA);
    expect(await world.t.app.webhooks.dispatchDue()).toBeGreaterThanOrEqual(queued.length);
    const toA = received.filter((request) => request.path === '/a');
    expect(toA).toHaveLength(queued.length);
    for (const request of toA) {
      const signature = String(request.headers['fernway-signature']);
      const now = world.t.clock.now();
      expect(verifyWebhookSignature(endpointA.secret, signature, request.body, 300, now)).toBe(
        true,
      );
      expect(verifyWebhookSignature(operator.secret, signature, request.body, 300, now)).toBe(
        false,
      );
      expect(request.headers).toMatchObject({
        'content-type': 'application/json',
        'user-agent': 'Fernway-Webhooks/1',
      });
      const detail = await detailOf(Number(request.headers['fernway-delivery']));
      expect(JSON.parse(request.body)).toEqual(detail.payload);
      expect(request.headers['fernway-event']).toBe(detail.eventType);
      expect(detail).toMatchObject({ status: 'delivered', attempts: 1, lastResponseStatus: 200 });
    }
    expect(received.filter((request) => request.path === '/operator')).not.toHaveLength(0);
  });

  it("hides an agency's endpoints and deliveries from another agency (404)", async () => {
    const [delivery] = await deliveriesTo(endpointA);
    const id = String(endpointA.id);
    const deliveryId = String(delivery?.id);
    const own = await world.nzAgencyAdmin.get(`/api/app/webhook-deliveries/${deliveryId}`);
    expect(own.statusCode).toBe(200);
    for (const [method, url] of [
      ['PUT', `/api/app/webhooks/${id}`],
      ['DELETE', `/api/app/webhooks/${id}`],
      ['GET', `/api/app/webhooks/${id}/deliveries`],
      ['GET', `/api/app/webhook-deliveries/${deliveryId}`],
      ['POST', `/api/app/webhook-deliveries/${deliveryId}/replay`],
    ] as const) {
      const body = method === 'PUT' ? { url: `${base}/b`, events: ['line.confirmed'] } : undefined;
      const response = await auAdmin.request(method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const listB = await auAdmin.get('/api/app/webhooks');
    expect(listB.json<{ data: TWebhookEndpoint[] }>().data.map((row) => row.id)).toEqual([
      endpointB.id,
    ]);
    // The back office lists only the operator's own endpoints, but every delivery.
    const adminList = await world.admin.get('/api/admin/webhooks');
    expect(adminList.json<{ data: TWebhookEndpoint[] }>().data.map((row) => row.id)).toEqual([
      operator.id,
    ]);
    const all = await world.admin.get(
      `/api/admin/webhook-deliveries?per_page=100&agencyId=${String(endpointA.agencyId)}`,
    );
    const rows = all.json<TPaginated<TAdminWebhookDelivery>>().data;
    expect(rows.map((row) => row.id)).toContain(delivery?.id);
    expect(rows.every((row) => row.agencyId === endpointA.agencyId)).toBe(true);
  });

  it('retries a failing receiver after 1, 5 and 30 minutes until it answers', async () => {
    const flaky = await register(world.nzAgencyAdmin, 'app', {
      url: `${base}/flaky`,
      events: ['file.status_changed'],
    });
    answers.set('/flaky', [500, 500, 500]);
    await cancelledQuote();
    const [delivery] = await deliveriesTo(flaky);
    if (!delivery) throw new Error('no delivery queued');
    const start = world.t.clock.now().getTime();
    await world.t.app.webhooks.dispatchDue();
    expect((await detailOf(delivery.id)).nextAttemptAt).toBe(
      new Date(start + MINUTE).toISOString(),
    );
    await world.t.app.webhooks.dispatchDue();
    expect((await detailOf(delivery.id)).attempts).toBe(1);
    for (const wait of [MINUTE, 5 * MINUTE, 30 * MINUTE]) {
      world.t.clock.advance(wait);
      await world.t.app.webhooks.dispatchDue();
    }
    const detail = await detailOf(delivery.id);
    expect(detail).toMatchObject({ status: 'delivered', attempts: 4, nextAttemptAt: null });
    expect(detail.attemptList.map((attempt) => attempt.responseStatus)).toEqual([
      500, 500, 500, 200,
    ]);
    expect(detail.attemptList[0]).toMatchObject({ number: 1, responseBody: 'busy', error: null });
  });

  it('gives up after a day, and a replay sends it once however often it is clicked', async () => {
    const down = await register(world.nzAgencyAdmin, 'app', {
      url: `${base}/down`,
      events: ['file.status_changed'],
    });
    answers.set('/down', Array<number>(20).fill(503));
    const start = world.t.clock.now();
    await cancelledQuote();
    const [delivery] = await deliveriesTo(down);
    if (!delivery) throw new Error('no delivery queued');
    for (let attempt = 1; attempt <= 7; attempt += 1) {
      await world.t.app.webhooks.dispatchDue();
      world.t.clock.advance(nextAttemptDelayMs(attempt));
    }
    world.t.clock.set(start);
    const failed = await detailOf(delivery.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 7, nextAttemptAt: null });

    answers.set('/down', []);
    answerDelayMs = 300;
    const url = `/api/app/webhook-deliveries/${String(delivery.id)}/replay`;
    const clicks = await Promise.all([
      world.nzAgencyAdmin.post(url),
      world.nzAgencyAdmin.post(url),
    ]);
    answerDelayMs = 0;
    expect(clicks.map((click) => click.statusCode).sort()).toEqual([200, 409]);
    const replayed = await detailOf(delivery.id, world.nzAgencyAdmin, 'app');
    expect(replayed).toMatchObject({ status: 'delivered', attempts: 8 });
    expect(replayed.attemptList).toHaveLength(8);
    expect(replayed.attemptList[7]?.replayedBy).toEqual(expect.any(String));
    expect(replayed.attemptList[6]?.replayedBy).toBeNull();
    const audited = await world.t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'webhook-delivery.replayed'));
    expect(audited).toHaveLength(1);
  });

  it('refuses private addresses when the setting is off', async () => {
    const internal = await register(world.nzAgencyAdmin, 'app', {
      url: `${base}/internal`,
      events: ['file.status_changed'],
    });
    const byName = await register(world.nzAgencyAdmin, 'app', {
      url: `${base.replace('127.0.0.1', 'localhost')}/internal`,
      events: ['file.status_changed'],
    });
    await cancelledQuote();
    received.length = 0;
    const guarded = createWebhookDispatcher({
      db: world.t.db,
      clock: world.t.clock,
      log: world.t.app.log,
      allowPrivateAddresses: false,
    });
    await guarded.dispatchDue();
    expect(received.filter((request) => request.path === '/internal')).toEqual([]);
    for (const endpoint of [internal, byName]) {
      const [delivery] = await deliveriesTo(endpoint);
      const detail = await detailOf(delivery?.id ?? 0);
      expect(detail).toMatchObject({ status: 'pending', attempts: 1, lastResponseStatus: null });
      expect(detail.attemptList[0]?.error).toBe('refused: private address');
    }
  });

  it('changes and deletes an endpoint with its deliveries, audited', async () => {
    const id = String(endpointA.id);
    const changed = await world.nzAgencyAdmin.put(`/api/app/webhooks/${id}`, {
      url: `${base}/a2`,
      events: ['booking.amended'],
      isActive: false,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<TWebhookEndpoint>()).toMatchObject({
      url: `${base}/a2`,
      isActive: false,
      secret: endpointA.secret,
    });
    const deleted = await world.nzAgencyAdmin.delete(`/api/app/webhooks/${id}`);
    expect(deleted.statusCode).toBe(204);
    expect(await deliveriesTo(endpointA)).toEqual([]);
    const actions = (await world.t.db.select().from(auditLog)).map((row) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining(['webhook-endpoint.updated', 'webhook-endpoint.deleted']),
    );
  });
});
