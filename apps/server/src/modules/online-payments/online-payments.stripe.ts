import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { TClock } from '../../lib/clock';
import { safeEqual } from '../../lib/tokens';
import {
  PAYMENT_FAILED_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  type TPaymentOutcome,
  type TPaymentProvider,
  type TProviderEvent,
} from './online-payments.provider';

export const INVALID_SIGNATURE_MESSAGE = 'Invalid signature';
export const PROVIDER_TIMEOUT_MESSAGE =
  'The payment provider did not answer in time. Please try again shortly.';
/** How long a checkout session request may take before the payer is told to try again. */
export const PROVIDER_TIMEOUT_MS = 15_000;
export const PROVIDER_UNAVAILABLE_MESSAGE =
  'The payment provider could not open a payment page. Please try again later.';
/** Stripe's own default tolerance for a signed event's timestamp. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export interface TStripeConfig {
  secretKey: string;
  webhookSecret: string;
  apiBase: string;
}

const ZCheckoutSessionAnswer = z.object({ id: z.string().min(1), url: z.string().min(1) });
const ZRefundAnswer = z.object({ id: z.string().min(1) });
const ZStripeErrorAnswer = z.object({
  error: z.object({ message: z.string().optional(), type: z.string().optional() }),
});
const ZStripeEvent = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  data: z.object({
    object: z
      .object({
        id: z.string().optional(),
        client_reference_id: z.string().nullable().optional(),
        metadata: z.record(z.string(), z.string()).nullable().optional(),
        payment_status: z.string().optional(),
        amount_total: z.number().int().nullable().optional(),
        payment_intent: z.string().nullable().optional(),
      })
      .loose(),
  }),
});

/** The Stripe-Signature HMAC: hex SHA-256 of `${timestamp}.${rawBody}` keyed by the endpoint secret. */
export function stripeSignature(
  secret: string,
  timestamp: number,
  rawBody: Buffer | string,
): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

/** Verifies a `t=…,v1=…` header against the raw body; false on any mismatch or a stale timestamp. */
export function verifyStripeSignature(
  header: string | undefined,
  rawBody: Buffer,
  secret: string,
  now: Date,
): boolean {
  if (!header || !secret) return false;
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && value && /^\d+$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && value) signatures.push(value);
  }
  if (timestamp === null || signatures.length === 0) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = stripeSignature(secret, timestamp, rawBody);
  return signatures.some((signature) => safeEqual(signature, expected));
}

/** What a Checkout Session event means for our session (null: acknowledged and ignored). */
function outcomeOf(
  type: string,
  paymentStatus: string | undefined,
): { outcome: TPaymentOutcome; failureMessage: string | null } | null {
  switch (type) {
    case 'checkout.session.completed':
      // Delayed methods complete the page first and pay later (async_payment_succeeded).
      return paymentStatus === 'paid' || paymentStatus === 'no_payment_required'
        ? { outcome: 'paid', failureMessage: null }
        : { outcome: 'processing', failureMessage: null };
    case 'checkout.session.async_payment_succeeded':
      return { outcome: 'paid', failureMessage: null };
    case 'checkout.session.async_payment_failed':
      return { outcome: 'failed', failureMessage: PAYMENT_FAILED_MESSAGE };
    case 'checkout.session.expired':
      return { outcome: 'expired', failureMessage: SESSION_EXPIRED_MESSAGE };
    default:
      return null;
  }
}

function formBody(fields: Record<string, string | number>): string {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) body.append(key, String(value));
  return body.toString();
}

/**
 * Stripe Checkout through its REST API (no SDK: form-encoded calls and a signed webhook). The
 * payer pays on Stripe's hosted page; the webhook is what marks the session paid. A page the
 * portal closed is expired at Stripe, and money the portal did not keep is refunded.
 */
export function createStripeProvider(deps: {
  config: TStripeConfig;
  clock: TClock;
  log: FastifyBaseLogger;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): TPaymentProvider {
  const { config } = deps;
  const doFetch = deps.fetch ?? fetch;

  /** One form-encoded POST; the answer's status and JSON (null when it is not JSON). */
  async function post(
    path: string,
    fields: Record<string, string | number>,
    idempotencyKey?: string,
  ): Promise<{ status: number; ok: boolean; answer: unknown }> {
    let response: Response;
    try {
      response = await doFetch(`${config.apiBase}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${config.secretKey}`,
          'content-type': 'application/x-www-form-urlencoded',
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        body: formBody(fields),
        signal: AbortSignal.timeout(deps.timeoutMs ?? PROVIDER_TIMEOUT_MS),
      });
    } catch (error) {
      deps.log.error({ err: error, path }, 'stripe: request failed');
      // A provider that hangs is told apart from one that refuses: the payer may retry soon.
      if (error instanceof Error && error.name === 'TimeoutError') {
        throw new AppError('GATEWAY_TIMEOUT', PROVIDER_TIMEOUT_MESSAGE);
      }
      throw new AppError('BAD_GATEWAY', PROVIDER_UNAVAILABLE_MESSAGE);
    }
    const answer: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const stripeError = ZStripeErrorAnswer.safeParse(answer);
      deps.log.error(
        {
          path,
          status: response.status,
          stripeError: stripeError.success ? stripeError.data.error : null,
        },
        'stripe: request refused',
      );
    }
    return { status: response.status, ok: response.ok, answer };
  }

  return {
    name: 'stripe',
    async createCheckout(request) {
      const { ok, status, answer } = await post(
        '/v1/checkout/sessions',
        {
          mode: 'payment',
          success_url: request.returnUrl,
          cancel_url: request.returnUrl,
          client_reference_id: request.token,
          'metadata[session_token]': request.token,
          'payment_intent_data[metadata][session_token]': request.token,
          'line_items[0][quantity]': 1,
          'line_items[0][price_data][currency]': request.currency.toLowerCase(),
          'line_items[0][price_data][unit_amount]': request.amountCents,
          'line_items[0][price_data][product_data][name]': request.description,
        },
        `checkout-${request.token}`,
      );
      if (!ok) throw new AppError('BAD_GATEWAY', PROVIDER_UNAVAILABLE_MESSAGE);
      const session = ZCheckoutSessionAnswer.safeParse(answer);
      if (!session.success) {
        deps.log.error({ status }, 'stripe: unexpected checkout session answer');
        throw new AppError('BAD_GATEWAY', PROVIDER_UNAVAILABLE_MESSAGE);
      }
      return { providerSessionId: session.data.id, checkoutUrl: session.data.url };
    },

    async expireCheckout(providerSessionId) {
      const { status } = await post(
        `/v1/checkout/sessions/${encodeURIComponent(providerSessionId)}/expire`,
        {},
      );
      // A 4xx: the page is no longer open (paid, or expired already); only a 5xx is retried.
      if (status >= 500) throw new AppError('BAD_GATEWAY', PROVIDER_UNAVAILABLE_MESSAGE);
    },

    async refund(request) {
      if (!request.providerPaymentId) {
        throw new AppError('BAD_GATEWAY', 'The payment to refund is not known to Stripe.');
      }
      // No amount: the whole PaymentIntent is refunded; the key makes a retried refund one refund.
      const { ok, answer } = await post(
        '/v1/refunds',
        { payment_intent: request.providerPaymentId },
        `refund-${request.token}`,
      );
      const refund = ZRefundAnswer.safeParse(answer);
      if (!ok || !refund.success) throw new AppError('BAD_GATEWAY', PROVIDER_UNAVAILABLE_MESSAGE);
      return { providerRefundId: refund.data.id };
    },

    parseWebhook(rawBody, headers): TProviderEvent {
      const header = headers['stripe-signature'];
      const signature = Array.isArray(header) ? header[0] : header;
      if (!verifyStripeSignature(signature, rawBody, config.webhookSecret, deps.clock.now())) {
        throw new AppError('BAD_REQUEST', INVALID_SIGNATURE_MESSAGE);
      }
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new AppError('BAD_REQUEST', 'Invalid payload');
      }
      const parsed = ZStripeEvent.safeParse(json);
      if (!parsed.success) throw new AppError('BAD_REQUEST', 'Invalid payload');
      const event = parsed.data;
      const object = event.data.object;
      const meaning = outcomeOf(event.type, object.payment_status);
      return {
        provider: 'stripe',
        eventId: event.id,
        type: event.type,
        sessionToken: object.client_reference_id ?? object.metadata?.session_token ?? null,
        providerSessionId: object.id ?? null,
        outcome: meaning?.outcome ?? null,
        failureMessage: meaning?.failureMessage ?? null,
        amountCents: meaning?.outcome === 'paid' ? (object.amount_total ?? null) : null,
        providerPaymentId: object.payment_intent ?? null,
      };
    },
  };
}
