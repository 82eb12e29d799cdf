import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { TDatabase } from '../../db/database';
import type { TClock } from '../../lib/clock';
import { createOutboxLoop, type TOutboxLoop } from '../../lib/outbox-loop';
import { guardedLookup, PRIVATE_ADDRESS_REFUSAL, refusalOfHost } from './webhooks.address-guard';
import {
  claimDelivery,
  claimDueDeliveries,
  recordAttempt,
  type TClaimedDelivery,
} from './webhooks.repository';
import { signWebhookPayload } from './webhooks.signing';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** The waits after attempts 1, 2, 3 …: after the sixth, every twelve hours, within the day. */
const RETRY_DELAYS_MS = [MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 6 * HOUR, 12 * HOUR];
/** No try is made later than this after the event: the delivery is failed instead. */
const DELIVERY_WINDOW_MS = 24 * HOUR;
/** A receiver has this long to answer. */
const ATTEMPT_TIMEOUT_MS = 10_000;
/** Longer than an attempt can take, so a lease never ends while its attempt is still running. */
const LEASE_MS = 2 * MINUTE;
const BATCH_SIZE = 20;
/** Of the receiver's answer, this much is kept with the attempt. */
const KEPT_BODY_CHARACTERS = 1_000;
/** How long stop() waits for a run in progress before letting the app close. */
const STOP_WAIT_MS = 3_000;

/** How long to wait after attempt number `attempts` failed before the next one. */
export function nextAttemptDelayMs(attempts: number): number {
  const index = Math.min(Math.max(attempts, 1), RETRY_DELAYS_MS.length) - 1;
  return RETRY_DELAYS_MS[index] ?? 12 * HOUR;
}

/** What the receiver answered, or why it could not be reached. */
interface TAttemptOutcome {
  responseStatus: number | null;
  responseBody: string | null;
  error: string | null;
}

/** The outbox loop over due deliveries (lib/outbox-loop.ts), and a replay on demand. */
export interface TWebhookDispatcher extends TOutboxLoop {
  /**
   * One attempt of the delivery now, asked for by `userId`, whatever its status; false when
   * another attempt holds its lease (a double click), so two are never sent at once.
   */
  replay(deliveryId: number, userId: number): Promise<boolean>;
}

/** The first characters of the receiver's answer, reading no more of it than that needs. */
function readStart(response: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    const done = () => resolve(text.slice(0, KEPT_BODY_CHARACTERS));
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      text += chunk;
      if (text.length >= KEPT_BODY_CHARACTERS) response.destroy();
    });
    response.on('end', done);
    response.on('close', done);
    response.on('error', done);
  });
}

/**
 * POSTs the delivery with node:http(s) rather than fetch, so that the connection resolves the
 * host through `lookup` (the address guard) and never follows a redirect.
 */
function postJson(
  url: URL,
  headers: Record<string, string>,
  body: string,
  lookup: LookupFunction,
): Promise<{ status: number; text: string }> {
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
        lookup,
        signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
      },
      (response) => {
        readStart(response).then(
          (text) => resolve({ status: response.statusCode ?? 0, text }),
          reject,
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

function describeFailure(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `timed out after ${String(ATTEMPT_TIMEOUT_MS / 1000)} s`;
  }
  if (error instanceof Error && error.message === PRIVATE_ADDRESS_REFUSAL) return error.message;
  const code = error instanceof Error ? (error as NodeJS.ErrnoException).code : undefined;
  const reason = code ?? (error instanceof Error ? error.message : '');
  return `could not connect: ${reason || 'unknown error'}`.slice(0, KEPT_BODY_CHARACTERS);
}

export function createWebhookDispatcher(deps: {
  db: TDatabase;
  clock: TClock;
  log: FastifyBaseLogger;
  /** Config `webhooks.allowPrivateAddresses`: false in production (webhooks.address-guard.ts). */
  allowPrivateAddresses: boolean;
}): TWebhookDispatcher {
  const lookup = guardedLookup(deps.allowPrivateAddresses);

  async function post(delivery: TClaimedDelivery): Promise<TAttemptOutcome> {
    let url: URL;
    try {
      url = new URL(delivery.url);
    } catch {
      return { responseStatus: null, responseBody: null, error: 'invalid address' };
    }
    if (!deps.allowPrivateAddresses) {
      const refusal = await refusalOfHost(url.hostname);
      if (refusal) return { responseStatus: null, responseBody: null, error: refusal };
    }
    const body = JSON.stringify(delivery.payload);
    const timestamp = Math.floor(deps.clock.now().getTime() / 1000);
    try {
      const response = await postJson(
        url,
        {
          'Content-Type': 'application/json',
          'User-Agent': 'Fernway-Webhooks/1',
          'Fernway-Event': delivery.eventType,
          'Fernway-Delivery': String(delivery.id),
          'Fernway-Signature': signWebhookPayload(delivery.secret, timestamp, body),
        },
        body,
        lookup,
      );
      return { responseStatus: response.status, responseBody: response.text, error: null };
    } catch (error) {
      return { responseStatus: null, responseBody: null, error: describeFailure(error) };
    }
  }

  /** One attempt of a leased delivery; a replay changes its status only when it is delivered. */
  async function attempt(
    delivery: TClaimedDelivery,
    replayedByUserId: number | null,
  ): Promise<void> {
    const attemptedAt = deps.clock.now();
    const started = performance.now();
    const outcome = await post(delivery);
    const durationMs = Math.round(performance.now() - started);
    const number = delivery.attempts + 1;
    const isDelivered =
      outcome.responseStatus !== null &&
      outcome.responseStatus >= 200 &&
      outcome.responseStatus < 300;
    const next = new Date(attemptedAt.getTime() + nextAttemptDelayMs(number));
    const isTooLate = next.getTime() > delivery.createdAt.getTime() + DELIVERY_WINDOW_MS;
    const changes = isDelivered
      ? { status: 'delivered', deliveredAt: attemptedAt, nextAttemptAt: null }
      : replayedByUserId !== null
        ? {}
        : isTooLate
          ? { status: 'failed', nextAttemptAt: null }
          : { status: 'pending', nextAttemptAt: next };
    if (!isDelivered) {
      deps.log.warn(
        { deliveryId: delivery.id, attempt: number, status: outcome.responseStatus },
        `Webhook delivery failed: ${outcome.error ?? `answered ${String(outcome.responseStatus)}`}`,
      );
    }
    await recordAttempt(
      deps.db,
      {
        deliveryId: delivery.id,
        number,
        ...outcome,
        durationMs,
        replayedByUserId,
        attemptedAt,
      },
      { ...changes, attempts: number },
    );
  }

  async function runOnce(): Promise<number> {
    const now = deps.clock.now();
    const batch = await claimDueDeliveries(
      deps.db,
      now,
      new Date(now.getTime() + LEASE_MS),
      BATCH_SIZE,
    );
    // Different receivers answer at their own pace: one slow endpoint does not hold the others.
    await Promise.all(batch.map((delivery) => attempt(delivery, null)));
    return batch.length;
  }

  const loop = createOutboxLoop({
    runOnce,
    batchSize: BATCH_SIZE,
    stopWaitMs: STOP_WAIT_MS,
    onError: (error) => deps.log.error({ err: error }, 'Webhook dispatch failed'),
  });
  return {
    ...loop,
    async replay(deliveryId, userId) {
      const now = deps.clock.now();
      const delivery = await claimDelivery(
        deps.db,
        deliveryId,
        now,
        new Date(now.getTime() + LEASE_MS),
      );
      if (!delivery) return false;
      await attempt(delivery, userId);
      return true;
    },
  };
}
