import type { FastifyBaseLogger } from 'fastify';
import type { TDatabase } from '../../db/database';
import type { TClock } from '../../lib/clock';
import { createOutboxLoop, type TOutboxLoop } from '../../lib/outbox-loop';
import { refusalOfHost } from './webhooks.address-guard';
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
export const DELIVERY_WINDOW_MS = 24 * HOUR;
/** A receiver has this long to answer. */
export const ATTEMPT_TIMEOUT_MS = 10_000;
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
async function readStart(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  try {
    while (text.length < KEPT_BODY_CHARACTERS) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return text.slice(0, KEPT_BODY_CHARACTERS);
}

function describeFailure(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `timed out after ${String(ATTEMPT_TIMEOUT_MS / 1000)} s`;
  }
  const cause = error instanceof Error ? (error.cause as NodeJS.ErrnoException | undefined) : null;
  const reason = cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : '');
  return `could not connect: ${reason || 'unknown error'}`.slice(0, KEPT_BODY_CHARACTERS);
}

export function createWebhookDispatcher(deps: {
  db: TDatabase;
  clock: TClock;
  log: FastifyBaseLogger;
  /** Config `webhooks.allowPrivateAddresses`: false in production (webhooks.address-guard.ts). */
  allowPrivateAddresses: boolean;
  /** The HTTP client; the platform's fetch unless a test replaces it. */
  fetch?: typeof fetch;
}): TWebhookDispatcher {
  const send = deps.fetch ?? fetch;

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
      const response = await send(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'Fernway-Webhooks/1',
          'Fernway-Event': delivery.eventType,
          'Fernway-Delivery': String(delivery.id),
          'Fernway-Signature': signWebhookPayload(delivery.secret, timestamp, body),
        },
        body,
        // A redirect would lead past the address check: it counts as an answer, not followed.
        redirect: 'manual',
        signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
      });
      return {
        responseStatus: response.status,
        responseBody: await readStart(response).catch(() => ''),
        error: null,
      };
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
