import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SANDBOX_CARDS, type TPaymentSessionView } from '@portal/shared/contracts/online-payments';
import { paymentProviderEvents, paymentSessions } from '../src/db/schema/online-payments';
import {
  PROVIDER_UNAVAILABLE_MESSAGE,
  stripeSignature,
} from '../src/modules/online-payments/online-payments.stripe';
import { auditLog } from '../src/db/schema/audit-log';
import { paymentJobs } from '../src/modules/online-payments/online-payments.jobs';
import { getOrCreateTravellerLinks } from '../src/modules/traveller/traveller-links.repository';
import {
  buildPaymentsWorld,
  guardNetwork,
  paymentRowsOf,
  type TPaymentsWorld,
} from './online-payments-support';

const SECRET_KEY = 'sk_test_portal_0000000000000000';
const WEBHOOK_SECRET = 'whsec_test_portal_secret';

/** A local stand-in for api.stripe.com: records each request and answers what the test set. */
interface TStripeCall {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  form: URLSearchParams;
}
let server: Server;
const calls: TStripeCall[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: {} };
/** What POST /v1/checkout/sessions/{id}/expire and POST /v1/refunds answer. */
let expireAnswer: { status: number; body: unknown } = { status: 200, body: {} };
let refundAnswer: { status: number; body: unknown } = { status: 200, body: {} };
let sessionCounter = 0;

let world: TPaymentsWorld;
let fetchSpy: ReturnType<typeof guardNetwork>;

beforeAll(async () => {
  fetchSpy = guardNetwork();
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      calls.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
      });
      const path = request.url ?? '';
      const reply = path.endsWith('/expire')
        ? expireAnswer
        : path === '/v1/refunds'
          ? refundAnswer
          : answer;
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(reply.body));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  world = await buildPaymentsWorld({
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: `http://127.0.0.1:${port}`,
  });
  // The demo seed takes long on a busy machine.
}, 300_000);
afterAll(async () => {
  await world.t.close();
  server.close();
  vi.unstubAllGlobals();
});
beforeEach(() => {
  calls.length = 0;
  sessionCounter += 1;
  expireAnswer = { status: 200, body: { object: 'checkout.session', status: 'expired' } };
  refundAnswer = {
    status: 200,
    body: { id: `re_test_${sessionCounter}`, object: 'refund', status: 'succeeded' },
  };
  answer = {
    status: 200,
    body: {
      id: `cs_test_${sessionCounter}`,
      object: 'checkout.session',
      url: `https://checkout.stripe.test/c/pay/cs_test_${sessionCounter}`,
    },
  };
});

async function openStripeSession(reference: string): Promise<TPaymentSessionView> {
  const response = await world.nzAgent.post(`/api/app/files/${reference}/payment-sessions`, {
    purpose: 'deposit',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TPaymentSessionView>();
}

let eventCounter = 0;
function checkoutEvent(
  type: string,
  session: TPaymentSessionView,
  object: Record<string, unknown> = {},
  id = `evt_test_${(eventCounter += 1)}`,
) {
  return {
    id,
    object: 'event',
    type,
    data: {
      object: {
        id: `cs_test_${sessionCounter}`,
        object: 'checkout.session',
        client_reference_id: session.token,
        metadata: { session_token: session.token },
        payment_status: 'paid',
        amount_total: session.amountCents,
        ...object,
      },
    },
  };
}

function postWebhook(
  event: unknown,
  options: { secret?: string; timestamp?: number; signature?: string | null } = {},
) {
  const body = JSON.stringify(event);
  const timestamp = options.timestamp ?? Math.floor(world.t.clock.now().getTime() / 1000);
  const signature =
    options.signature === undefined
      ? `t=${timestamp},v1=${stripeSignature(options.secret ?? WEBHOOK_SECRET, timestamp, body)}`
      : options.signature;
  // Stripe holds no XSRF cookie: the webhook is called like any server-to-server POST.
  return world.t.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/stripe',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature === null ? {} : { 'stripe-signature': signature }),
    },
    payload: body,
  });
}

async function sessionRow(token: string) {
  const [row] = await world.t.db
    .select()
    .from(paymentSessions)
    .where(eq(paymentSessions.token, token));
  return row;
}

describe('Stripe Checkout', () => {
  it('creates a Checkout Session with the expected form-encoded request', async () => {
    const { file, invoice } = await world.bookFile(world.nzAgent);
    const session = await openStripeSession(file.reference);
    expect(session).toMatchObject({
      provider: 'stripe',
      status: 'open',
      amountCents: invoice.depositCents,
      checkoutUrl: `https://checkout.stripe.test/c/pay/cs_test_${sessionCounter}`,
    });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.method).toBe('POST');
    expect(call?.path).toBe('/v1/checkout/sessions');
    expect(call?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(call?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(call?.headers['idempotency-key']).toBe(`checkout-${session.token}`);
    const resultUrl = `https://portal.test/payments/result?session=${session.token}`;
    expect(Object.fromEntries(call?.form ?? [])).toEqual({
      mode: 'payment',
      success_url: resultUrl,
      cancel_url: resultUrl,
      client_reference_id: session.token,
      'metadata[session_token]': session.token,
      'payment_intent_data[metadata][session_token]': session.token,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'nzd',
      'line_items[0][price_data][unit_amount]': String(invoice.depositCents),
      'line_items[0][price_data][product_data][name]': `Deposit for ${file.reference} ${file.bookingName}`,
    });
    expect((await sessionRow(session.token))?.providerSessionId).toBe(`cs_test_${sessionCounter}`);
  });

  it('answers 502 with a clear message when Stripe refuses, and keeps the session failed', async () => {
    const { file } = await world.bookFile(world.nzAgent);
    answer = {
      status: 400,
      body: { error: { type: 'invalid_request_error', message: 'Invalid currency: xyz' } },
    };
    const response = await world.nzAgent.post(`/api/app/files/${file.reference}/payment-sessions`, {
      purpose: 'deposit',
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ message: PROVIDER_UNAVAILABLE_MESSAGE });
    const [row] = await world.t.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.fileId, file.id));
    expect(row).toMatchObject({ status: 'failed', providerSessionId: null });
  });

  it('has no sandbox card form while Stripe is the provider', async () => {
    const { file } = await world.bookFile(world.nzAgent);
    const session = await openStripeSession(file.reference);
    const card = await world.t.client().post(`/api/payments/${session.token}/sandbox-card`, {
      cardholderName: 'A',
      cardNumber: SANDBOX_CARDS.success,
      expiry: '12/31',
      cvc: '123',
    });
    expect(card.statusCode).toBe(404);
    expect(await paymentRowsOf(world.t, file.id)).toEqual([]);
  });
});

describe('the Stripe webhook', () => {
  it('rejects a bad, missing or stale signature with 400 and records nothing', async () => {
    const { file } = await world.bookFile(world.nzAgent);
    const session = await openStripeSession(file.reference);
    const event = checkoutEvent('checkout.session.completed', session);

    const forged = await postWebhook(event, { secret: 'whsec_someone_else' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ message: 'Invalid signature' });
    expect((await postWebhook(event, { signature: null })).statusCode).toBe(400);
    const stale = Math.floor(world.t.clock.now().getTime() / 1000) - 301;
    expect((await postWebhook(event, { timestamp: stale })).statusCode).toBe(400);
    // A signature over other bytes (the body changed on the way) fails too.
    const timestamp = Math.floor(world.t.clock.now().getTime() / 1000);
    const tampered = await postWebhook(
      { ...event, data: { object: { ...event.data.object, amount_total: 1 } } },
      {
        signature: `t=${timestamp},v1=${stripeSignature(WEBHOOK_SECRET, timestamp, JSON.stringify(event))}`,
      },
    );
    expect(tampered.statusCode).toBe(400);

    expect(await paymentRowsOf(world.t, file.id)).toEqual([]);
    expect(
      await world.t.db
        .select()
        .from(paymentProviderEvents)
        .where(eq(paymentProviderEvents.eventId, event.id)),
    ).toEqual([]);
    expect((await sessionRow(session.token))?.status).toBe('open');
  });

  it('marks the session paid for a validly signed checkout.session.completed', async () => {
    const { file, invoice } = await world.bookFile(world.nzAgent);
    const session = await openStripeSession(file.reference);
    const response = await postWebhook(checkoutEvent('checkout.session.completed', session));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ received: true, result: 'paid' });
    const rows = await paymentRowsOf(world.t, file.id);
    expect(rows.map((row) => [row.amountCents, row.method])).toEqual([
      [invoice.depositCents, 'credit-card'],
    ]);
    expect((await world.t.client().get(`/api/payments/${session.token}`)).json()).toMatchObject({
      status: 'paid',
    });
  });

  it('records one payment for a repeated event id and for out-of-order events', async () => {
    const { file, invoice } = await world.bookFile(world.nzAgent);
    const session = await openStripeSession(file.reference);
    const completed = checkoutEvent('checkout.session.completed', session);

    const first = await postWebhook(completed);
    const repeat = await postWebhook(completed);
    expect([first.statusCode, repeat.statusCode]).toEqual([200, 200]);
    expect(repeat.json()).toMatchObject({ received: true, result: 'duplicate' });

    // Another "paid" for the same session (async_payment_succeeded after completed), then a
    // late failure and an expiry: the session stays paid with its one payment.
    const late = await postWebhook(
      checkoutEvent('checkout.session.async_payment_succeeded', session),
    );
    expect(late.json()).toMatchObject({ result: 'unchanged' });
    const failed = await postWebhook(
      checkoutEvent('checkout.session.async_payment_failed', session),
    );
    expect(failed.json()).toMatchObject({ result: 'unchanged' });
    await postWebhook(checkoutEvent('checkout.session.expired', session));

    const rows = await paymentRowsOf(world.t, file.id);
    expect(rows.map((row) => row.amountCents)).toEqual([invoice.depositCents]);
    expect(await sessionRow(session.token)).toMatchObject({
      status: 'paid',
      paymentId: rows[0]?.id,
    });
    expect(await world.invoiceOf(world.nzAgent, file.reference)).toMatchObject({
      paidCents: invoice.depositCents,
    });
  });

  it('records one payment when the same event is delivered twice at once', async () => {
    const { file } = await world.bookFile(world.nzAgent);
    const session = await openStripeSession(file.reference);
    const completed = checkoutEvent('checkout.session.completed', session);
    const answers = await Promise.all([postWebhook(completed), postWebhook(completed)]);
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(await paymentRowsOf(world.t, file.id)).toHaveLength(1);
  });

  it('fails or expires an unpaid session, waits on a delayed method, and acknowledges other events', async () => {
    const { file } = await world.bookFile(world.nzAgent);
    const session = await openStripeSession(file.reference);
    const delayed = await postWebhook(
      checkoutEvent('checkout.session.completed', session, { payment_status: 'unpaid' }),
    );
    expect(delayed.json()).toMatchObject({ result: 'updated' });
    expect((await sessionRow(session.token))?.status).toBe('processing');
    await postWebhook(checkoutEvent('checkout.session.async_payment_failed', session));
    expect(await sessionRow(session.token)).toMatchObject({
      status: 'failed',
      failureMessage: expect.stringContaining('did not go through'),
    });

    const other = await openStripeSession(file.reference);
    await postWebhook(checkoutEvent('checkout.session.expired', other));
    expect((await world.t.client().get(`/api/payments/${other.token}`)).json()).toMatchObject({
      status: 'expired',
    });

    const unrelated = await postWebhook(checkoutEvent('customer.created', other));
    expect(unrelated.json()).toMatchObject({ result: 'ignored' });
    expect(await paymentRowsOf(world.t, file.id)).toEqual([]);
  });

  it('leaves the JSON body parsing of every other route alone', async () => {
    const { file } = await world.bookFile(world.nzAgent);
    const created = await world.nzAgent.post(`/api/app/files/${file.reference}/payment-sessions`, {
      purpose: 'balance',
    });
    expect(created.statusCode, created.body).toBe(201);
  });
});

describe('one amount, collected once, with Stripe', () => {
  async function runFollowUp() {
    const job = paymentJobs.find((entry) => entry.name === 'online-payments.provider-follow-up');
    if (!job) throw new Error('online-payments.provider-follow-up is not defined');
    await job.run(world.t.app.ctx, world.t.clock.now());
  }

  async function travelAppTokenOf(fileId: number) {
    return (await getOrCreateTravellerLinks(world.t.db, fileId, world.t.clock.now()))
      .travelAppToken;
  }

  function refundCalls() {
    return calls.filter((call) => call.path === '/v1/refunds');
  }

  it('expires the replaced Checkout Session and refunds whichever capture comes second', async () => {
    const { file } = await world.bookFile(world.nzAgent, { bookingName: 'Two pages' });
    const agentSession = await openStripeSession(file.reference);
    const agentCheckout = `cs_test_${sessionCounter}`;
    answer = {
      status: 200,
      body: {
        id: `${agentCheckout}_b`,
        url: `https://checkout.stripe.test/c/pay/${agentCheckout}_b`,
      },
    };
    const opened = await world.t
      .client()
      .post(`/api/travel-app/${await travelAppTokenOf(file.id)}/payment-sessions`, {
        purpose: 'deposit',
      });
    expect(opened.statusCode, opened.body).toBe(201);
    const travellerSession = opened.json<TPaymentSessionView>();
    expect(travellerSession.token).not.toBe(agentSession.token);
    // The agent's page is closed at Stripe as well as here.
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain(
      `POST /v1/checkout/sessions/${agentCheckout}/expire`,
    );
    expect(await sessionRow(agentSession.token)).toMatchObject({
      status: 'cancelled',
      closedReason: 'replaced',
    });

    // Stripe had taken the card on the agent's page just before: both captures arrive at once.
    const answers = await Promise.all([
      postWebhook(
        checkoutEvent('checkout.session.completed', agentSession, {
          id: agentCheckout,
          payment_intent: 'pi_agent',
        }),
      ),
      postWebhook(
        checkoutEvent('checkout.session.completed', travellerSession, {
          id: `${agentCheckout}_b`,
          payment_intent: 'pi_traveller',
        }),
      ),
    ]);
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(answers.map((response) => response.json<{ result: string }>().result).sort()).toEqual([
      'paid',
      'refunded',
    ]);
    const refunded =
      answers[0]?.json<{ result: string }>().result === 'refunded'
        ? agentSession
        : travellerSession;
    // The agent's session asked for the invoice's deposit, the traveller's for the client price's
    // share (docs/pricing.md, "Two prices"): whichever came first is kept, whole.
    const kept = refunded === agentSession ? travellerSession : agentSession;
    const rows = await paymentRowsOf(world.t, file.id);
    expect(rows.map((row) => row.amountCents)).toEqual([kept.amountCents]);
    expect(await world.invoiceOf(world.nzAgent, file.reference)).toMatchObject({
      paidCents: kept.amountCents,
    });
    expect(await sessionRow(refunded.token)).toMatchObject({
      status: 'refunded',
      closedReason: 'already-paid',
      refundStatus: 'refunded',
      providerRefundId: `re_test_${sessionCounter}`,
      paymentId: null,
    });
    const [refund] = refundCalls();
    expect(refundCalls()).toHaveLength(1);
    expect(refund?.headers['idempotency-key']).toBe(`refund-${refunded.token}`);
    expect(Object.fromEntries(refund?.form ?? [])).toEqual({
      payment_intent: refunded === agentSession ? 'pi_agent' : 'pi_traveller',
    });
    const audit = await world.t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'payment.online_refunded'), eq(auditLog.entityId, String(file.id))),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]?.detail).toMatchObject({
      reason: 'already-paid',
      amountCents: refunded.amountCents,
    });
  });

  it('closes a cancelled booking’s Checkout Session and refunds a payment made on it anyway', async () => {
    const { file, invoice } = await world.bookFile(world.nzAgent, { bookingName: 'Cancelled' });
    const session = await openStripeSession(file.reference);
    const checkout = `cs_test_${sessionCounter}`;
    const cancelled = await world.nzAgent.post(`/api/app/files/${file.reference}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await sessionRow(session.token)).toMatchObject({
      status: 'cancelled',
      closedReason: 'booking-cancelled',
    });
    // The follow-up job closes the page at Stripe, once.
    calls.length = 0;
    await runFollowUp();
    await runFollowUp();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      `POST /v1/checkout/sessions/${checkout}/expire`,
    ]);

    const late = await postWebhook(
      checkoutEvent('checkout.session.completed', session, { payment_intent: 'pi_late' }),
    );
    expect(late.json()).toMatchObject({ result: 'refunded' });
    expect(await paymentRowsOf(world.t, file.id)).toEqual([]);
    expect(await sessionRow(session.token)).toMatchObject({
      status: 'refunded',
      closedReason: 'booking-cancelled',
      refundStatus: 'refunded',
    });
    expect(refundCalls()).toHaveLength(1);
    expect((await world.t.client().get(`/api/payments/${session.token}`)).json()).toMatchObject({
      status: 'refunded',
      closedReason: 'booking-cancelled',
      isBookingCancelled: true,
      amountCents: invoice.depositCents,
    });
  });

  it('retries a refund Stripe could not make, until it is made', async () => {
    const { file } = await world.bookFile(world.nzAgent, { bookingName: 'Refund retried' });
    const session = await openStripeSession(file.reference);
    await world.nzAgent.post(`/api/app/files/${file.reference}/cancel`);
    refundAnswer = { status: 500, body: { error: { message: 'Try later' } } };
    const late = await postWebhook(
      checkoutEvent('checkout.session.completed', session, { payment_intent: 'pi_retry' }),
    );
    expect(late.json()).toMatchObject({ result: 'refunded' });
    expect(await sessionRow(session.token)).toMatchObject({
      refundStatus: 'pending',
      refundAttempts: 1,
    });

    refundAnswer = { status: 200, body: { id: 're_retried', object: 'refund' } };
    await runFollowUp();
    expect(await sessionRow(session.token)).toMatchObject({
      refundStatus: 'refunded',
      providerRefundId: 're_retried',
    });
    expect(refundCalls().map((call) => call.headers['idempotency-key'])).toEqual([
      `refund-${session.token}`,
      `refund-${session.token}`,
    ]);
    expect(await paymentRowsOf(world.t, file.id)).toEqual([]);
  });
});

describe('no surprise network', () => {
  it('called only the local Stripe stand-in', () => {
    expect(fetchSpy).toHaveBeenCalled();
    for (const [input] of fetchSpy.mock.calls) {
      expect(new URL(String(input)).hostname).toBe('127.0.0.1');
    }
  });
});
