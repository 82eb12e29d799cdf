import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, gt } from 'drizzle-orm';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCreatedApiKey, TWebhookEndpoint } from '@portal/shared/contracts/partner-api';
import { mailOutbox } from '../src/db/schema/mail-outbox';
import { products } from '../src/db/schema/catalogue-products';
import { suppliers } from '../src/db/schema/suppliers';
import { verifyWebhookSignature } from '../src/modules/webhooks/webhooks.signing';
import { buildFilesWorld, type TFilesTestWorld } from './files-support';
import type { paths } from './partner-api';

/**
 * Issue 25's acceptance journey, as a partner's system lives it: with a key its agency
 * administrator made and the client generated from /api/openapi.json, it finds a service, prices
 * and quotes it, requests the booking; the supplier confirms through its emailed link; the
 * partner's receiver gets a signed `file.status_changed` webhook whose signature verifies; the
 * invoice is listed.
 */

const ON_REQUEST_TOUR = 'ALPGUID-ZQN-FULL';
const SERVICE_LINK = /\/supplier\/service\/([A-Za-z0-9_-]{20,100})/;
const TRAVEL_DATE = '2030-05-04';

let world: TFilesTestWorld;
let baseUrl = '';
let receiver: Server;
let receiverUrl = '';
const received: { headers: IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  world = await buildFilesWorld();
  baseUrl = await world.t.app.listen({ host: '127.0.0.1', port: 0 });
  receiver = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${String((receiver.address() as AddressInfo).port)}/hooks`;
});
afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
  await world.t.close();
});

async function supplierOf(code: string): Promise<string> {
  const [row] = await world.t.db
    .select({ email: suppliers.email })
    .from(products)
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .where(eq(products.code, code));
  if (!row) throw new Error(`No product ${code}`);
  return row.email;
}

describe('the partner journey of issue 25', () => {
  it('searches, prices, quotes and books; the supplier confirms; a signed webhook arrives', async () => {
    const admin = world.nzAgencyAdmin;
    const made = await admin.post('/api/app/api-keys', {
      name: 'Wholesale system',
      scopes: ['read', 'quote', 'book'],
    });
    expect(made.statusCode, made.body).toBe(201);
    const { key } = made.json<TCreatedApiKey>();
    const hook = await admin.post('/api/app/webhooks', {
      url: receiverUrl,
      events: ['file.status_changed'],
    });
    expect(hook.statusCode, hook.body).toBe(201);
    const { secret } = hook.json<TWebhookEndpoint>();
    const api = createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${key}` } });

    // Search the on-request guided day in Queenstown, priced on the day.
    const found = await api.GET('/api/partner/v1/products', {
      params: { query: { q: ON_REQUEST_TOUR, date: TRAVEL_DATE } },
    });
    expect(found.response.status, JSON.stringify(found.error)).toBe(200);
    const tour = found.data?.data.find((product) => product.code === ON_REQUEST_TOUR);
    expect(tour?.fromSellCents).toBeGreaterThan(0);

    // Price it in a quote of the partner's own, then book it.
    const created = await api.POST('/api/partner/v1/quotes/custom', {
      body: {
        travelDate: TRAVEL_DATE,
        nights: 1,
        rooms: [{ roomType: 'DB', adults: 2 }],
        bookingName: 'Wholesale guests',
      },
    });
    expect(created.response.status, JSON.stringify(created.error)).toBe(201);
    const path = { ref: created.data?.reference ?? '' };
    const added = await api.POST('/api/partner/v1/files/{ref}/lines', {
      params: { path },
      body: { productId: tour?.id ?? 0, date: TRAVEL_DATE },
    });
    expect(added.response.status, JSON.stringify(added.error)).toBe(200);
    const quoted = added.data?.file.totals.sellCents ?? 0;
    const net = added.data?.file.totals.netCents ?? 0;
    expect(quoted).toBeGreaterThan(0);

    const preview = await api.POST('/api/partner/v1/files/{ref}/request-booking/preview', {
      params: { path },
    });
    expect(preview.data?.file.totals.sellCents).toBe(quoted);
    const mailBefore = Math.max(
      0,
      ...(await world.t.db.select({ id: mailOutbox.id }).from(mailOutbox)).map((row) => row.id),
    );
    const booked = await api.POST('/api/partner/v1/files/{ref}/request-booking', {
      params: { path, header: { 'Idempotency-Key': crypto.randomUUID() } },
      body: { expectedSellCents: quoted },
    });
    expect(booked.response.status, JSON.stringify(booked.error)).toBe(200);
    expect(booked.data?.status).toBe('Requested');

    // The supplier confirms through the link in its request email.
    const supplierEmail = await supplierOf(ON_REQUEST_TOUR);
    const mails = await world.t.db.select().from(mailOutbox).where(gt(mailOutbox.id, mailBefore));
    const request = mails.find((mail) => mail.to === supplierEmail);
    const token = request?.text.match(SERVICE_LINK)?.[1] ?? '';
    const answered = await world.t
      .client({ remoteAddress: '10.25.0.1' })
      .post(`/api/supplier-links/${token}/answer`, { answer: 'confirm', confirmation: 'ALP-25' });
    expect(answered.statusCode, answered.body).toBe(200);

    const file = await api.GET('/api/partner/v1/files/{ref}', { params: { path } });
    expect(file.data?.status).toBe('Confirmed');
    const line = file.data?.days.flatMap((day) => day.lines).find((l) => l.productId === tour?.id);
    expect(line).toMatchObject({ status: 'Confirmed', confirmation: 'ALP-25' });

    // The queued deliveries go out; the receiver checks each signature with the endpoint's secret.
    await world.t.app.webhooks.dispatchDue();
    const events = received.map(({ headers, body }) => {
      const signature = String(headers['fernway-signature']);
      const verified = verifyWebhookSignature(secret, signature, body, 300, world.t.clock.now());
      return {
        verified,
        event: JSON.parse(body) as { type: string; data: Record<string, unknown> },
      };
    });
    expect(events.length).toBeGreaterThanOrEqual(2);
    expect(events.every((delivery) => delivery.verified)).toBe(true);
    expect(events.map(({ event }) => event.type)).toEqual(events.map(() => 'file.status_changed'));
    expect(events.map(({ event }) => event.data)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ reference: path.ref, from: 'Quote', to: 'Requested' }),
        expect.objectContaining({ reference: path.ref, from: 'Requested', to: 'Confirmed' }),
      ]),
    );

    // The booking's invoice, at the agency's net price, is there for the partner's accounts.
    const invoices = await api.GET('/api/partner/v1/files/{ref}/invoices', { params: { path } });
    expect(invoices.response.status, JSON.stringify(invoices.error)).toBe(200);
    expect(invoices.data?.invoices).toHaveLength(1);
    expect(net).toBeLessThan(quoted);
    expect(invoices.data?.invoices[0]?.totalCents).toBe(net);
  });
});
