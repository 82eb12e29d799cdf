import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TFileView } from '@portal/shared/contracts/files';
import type { TPaginated } from '@portal/shared/contracts/pagination';
import { mailOutbox } from '../src/db/schema/mail-outbox';
import { DEMO_PASSWORD } from '../src/db/seed';
import { AppError } from '../src/lib/app-error';
import { retryDelayMs } from '../src/modules/mail/mail.service';
import { createSmtpTransport } from '../src/modules/mail/mail.transport';
import {
  createStripeProvider,
  PROVIDER_TIMEOUT_MESSAGE,
  PROVIDER_UNAVAILABLE_MESSAGE,
} from '../src/modules/online-payments/online-payments.stripe';
import { buildTestApp, createTestClock, type TestClient, type TTestApp } from './build-test-app';
import { startFakeSmtp, type TFakeSmtp } from './fake-smtp';
import { TODAY } from './files-support';

/**
 * A slow or refusing mail server and a payment provider that hangs must never hold up a booking:
 * mail leaves through the outbox after commit and is retried with backoff; the provider call has
 * a time-out and answers 504 with a message the payer can act on.
 */
let smtp: TFakeSmtp;
let t: TTestApp;
let agent: TestClient;
let packageId: number;
let travelWeek = 0;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  t = await buildTestApp({
    config: { JOBS_ENABLED: 'false' },
    clock: createTestClock(new Date(`${TODAY}T00:00:00Z`)),
    seed: 'demo-without-bookings',
    // Short time-outs: a held connection must not outlive the test.
    mailTransport: createSmtpTransport(smtp.url, {
      connectionMs: 20_000,
      greetingMs: 20_000,
      socketMs: 20_000,
    }),
  });
  agent = await t.signIn('nz.agent', 'agent', DEMO_PASSWORD);
  const admin = await t.signIn('admin', 'admin', DEMO_PASSWORD);
  const list = await admin.get('/api/admin/packages?per_page=100');
  const found = list
    .json<TPaginated<{ id: number; code: string }>>()
    .data.find((pkg) => pkg.code === 'NZ-NIE-7');
  if (!found) throw new Error('No demo package NZ-NIE-7');
  packageId = found.id;
  // Delivery runs as in production: kicked after each booking, and on a (long) interval.
  t.app.startBackgroundJobs({ mailIntervalMs: 3_600_000 });
}, 120_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});
afterEach(() => smtp.setMode('ok'));

async function requestBooking(): Promise<TFileView> {
  travelWeek += 1;
  const created = await agent.post('/api/app/files', {
    packageId,
    travelDate: new Date(Date.UTC(2030, 2, 4 + 7 * travelWeek)).toISOString().slice(0, 10),
    accommodationClass: 'superior',
    rooms: [{ roomType: 'DB', adults: 2 }],
    bookingName: 'Outbox test',
    yourReference: '',
  });
  expect(created.statusCode, created.body).toBe(201);
  const booked = await agent.post(
    `/api/app/files/${created.json<TFileView>().reference}/request-booking`,
  );
  expect(booked.statusCode, booked.body).toBe(200);
  return booked.json<TFileView>();
}

async function outbox() {
  return t.db.select().from(mailOutbox);
}

async function eventually(check: () => Promise<void>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

describe('a mail server that does not answer', () => {
  it('never holds up a booking; the mail goes once the server answers', async () => {
    smtp.setMode('hold');
    await requestBooking();
    // The outbox is already trying to deliver, and stuck on the silent server...
    await eventually(async () => expect(smtp.heldConnections()).toBeGreaterThan(0));
    // ...while another booking is requested and answered all the same.
    await requestBooking();
    const queued = (await outbox()).filter((mail) => mail.status !== 'sent');
    expect(queued.length).toBeGreaterThan(0);

    smtp.setMode('ok');
    await eventually(async () => {
      const mails = await outbox();
      expect(mails.filter((mail) => mail.status !== 'sent')).toEqual([]);
      expect(smtp.delivered.length).toBe(mails.length);
    });
  });
});

describe('a mail server that refuses', () => {
  it('keeps the mail and retries it with backoff until it is sent', async () => {
    smtp.setMode('refuse');
    const deliveredBefore = smtp.delivered.length;
    await requestBooking();
    // The kicked delivery fails; the mail waits for its retry instead of being lost.
    await eventually(async () => {
      const pending = (await outbox()).filter((mail) => mail.status === 'pending');
      expect(pending.length).toBeGreaterThan(0);
      for (const mail of pending) expect(mail.attempts).toBe(1);
    });
    const pending = (await outbox()).filter((mail) => mail.status === 'pending');
    expect(pending[0]?.lastError).toMatch(/421|Service not available/);

    smtp.setMode('ok');
    // Not before its backoff has passed...
    expect(await t.app.ctx.mail.dispatchDue()).toBe(0);
    t.clock.advance(retryDelayMs(1));
    // ...then delivered.
    await t.app.ctx.mail.dispatchDue();
    const mails = await outbox();
    expect(mails.filter((mail) => mail.status !== 'sent')).toEqual([]);
    expect(smtp.delivered.length - deliveredBefore).toBe(pending.length);
  });
});

describe('a payment provider that hangs', () => {
  let provider: Server;
  let baseUrl: string;
  beforeAll(async () => {
    // Accepts the request and never answers.
    provider = createServer(() => undefined);
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    provider.closeAllConnections();
    await new Promise<void>((resolve) => provider.close(() => resolve()));
  });

  function stripeAt(apiBase: string) {
    return createStripeProvider({
      config: { secretKey: 'sk_test_fake', webhookSecret: 'whsec_fake', apiBase },
      clock: t.clock,
      log: t.app.log,
      timeoutMs: 200,
    });
  }
  const checkout = {
    token: 'tok',
    amountCents: 1000,
    currency: 'NZD' as const,
    description: 'Deposit',
    returnUrl: 'https://portal.test/payments/result',
  };

  it('gives up after its time-out with a 504 the payer can act on', async () => {
    const failure = await stripeAt(baseUrl)
      .createCheckout(checkout)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ statusCode: 504, message: PROVIDER_TIMEOUT_MESSAGE });
  });

  it('tells a provider that cannot be reached apart (502)', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const failure = await stripeAt(`http://127.0.0.1:${port}`)
      .createCheckout(checkout)
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ statusCode: 502, message: PROVIDER_UNAVAILABLE_MESSAGE });
  });
});
