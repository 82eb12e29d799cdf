import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ZIdempotencyKeyHeaders } from '@portal/shared/contracts/invoices';
import type { TAppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { sha256Hex } from '../../lib/tokens';
import {
  completePartnerIdempotencyClaim,
  deletePartnerIdempotencyClaim,
  findPartnerIdempotencyKey,
  insertPartnerIdempotencyClaim,
  retakeAbandonedClaim,
} from './partner-idempotency.repository';

/**
 * Idempotency-Key on every partner POST (Stripe's idempotent requests, docs/partner-api.md): the
 * first request with a key claims it with a hash of the request before it runs, and its answer
 * is stored as it is sent; a repeat of the same request gets that answer back without running
 * again. Keys belong to the API key, so two partners' keys never meet.
 *
 * Stored: every answer the route gave (2xx and 4xx: a refused booking stays refused for that
 * key, the caller sends a new key for a new attempt). Not stored: a request refused before it ran
 * (no key, scope, invalid input, rate limit), and a 5xx, whose transaction rolled back: its claim
 * is given up so a retry with the same key runs again.
 */

/** The header's format: the one the agent routes take (16 to 100 letters, digits, - or _). */
export const ZPartnerIdempotencyKey = ZIdempotencyKeyHeaders.shape['idempotency-key'];

const ZIdempotencyKeyHeader = ZIdempotencyKeyHeaders.pick({ 'idempotency-key': true });

const IDEMPOTENCY_KEY_REUSED_MESSAGE =
  'This Idempotency-Key was already used for a different request. Send a new key for a new request.';
const IDEMPOTENCY_KEY_IN_PROGRESS_MESSAGE =
  'A request with this Idempotency-Key is still being processed. Try again in a moment.';

/**
 * A claim still unfinished after this long belongs to a request that died with its instance (a
 * crash between running and storing its answer); a repeat may then run. The booking commands
 * check their own key underneath, so such a repeat answers the booking already made.
 */
const ABANDONED_AFTER_MS = 10 * 60_000;

/** Marks an answer given again from the store rather than by running the request (Stripe's). */
export const REPLAYED_HEADER = 'idempotent-replayed';

/** The claim each running request holds, until its answer is stored. */
const claims = new WeakMap<FastifyRequest, number>();

/** The JSON answer as stored, or undefined for anything else (nothing to give back later). */
function parsedAnswer(payload: unknown): unknown {
  if (typeof payload !== 'string') return undefined;
  try {
    return JSON.parse(payload) as unknown;
  } catch {
    return undefined;
  }
}

function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  return ZIdempotencyKeyHeader.parse(request.headers)['idempotency-key'];
}

/** The request as validated: the same route, path, query and body hash the same. */
function requestHashOf(request: FastifyRequest): string {
  const { method, params, query, body } = request;
  return sha256Hex(
    JSON.stringify({ method, route: request.routeOptions.url, params, query, body }),
  );
}

/**
 * The key to pass on to a file command (request booking, amend, cancel), whose keys share one
 * global table with the agent routes': prefixed with the API key's id, so two agencies' keys
 * never collide there.
 */
export function commandKeyOf(request: FastifyRequest): string | undefined {
  const key = idempotencyKeyOf(request);
  return key && request.apiKey ? `partner-${request.apiKey.id}-${key}` : undefined;
}

type TClaim =
  | { kind: 'claimed'; id: number }
  | { kind: 'answered'; statusCode: number; body: unknown }
  | { kind: 'running' };

async function claim(
  ctx: TAppContext,
  apiKeyId: number,
  key: string,
  requestHash: string,
): Promise<TClaim> {
  const at = ctx.clock.now();
  // Twice at most: a claim given up (a 5xx) between our insert and our read is claimed again.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const id = await insertPartnerIdempotencyClaim(ctx.db, {
      apiKeyId,
      key,
      requestHash,
      createdAt: at,
    });
    if (id !== null) return { kind: 'claimed', id };
    const existing = await findPartnerIdempotencyKey(ctx.db, apiKeyId, key);
    if (!existing) continue;
    if (existing.requestHash !== requestHash) {
      throw AppError.invalidField('idempotency-key', IDEMPOTENCY_KEY_REUSED_MESSAGE);
    }
    if (existing.statusCode !== null) {
      return { kind: 'answered', statusCode: existing.statusCode, body: existing.responseBody };
    }
    const staleBefore = new Date(at.getTime() - ABANDONED_AFTER_MS);
    if (await retakeAbandonedClaim(ctx.db, existing.id, staleBefore, at)) {
      return { kind: 'claimed', id: existing.id };
    }
    return { kind: 'running' };
  }
  return { kind: 'running' };
}

/** Adds the idempotency hooks to the partner routes' context (partner.routes.ts). */
export function registerPartnerIdempotency(app: FastifyInstance, ctx: TAppContext): void {
  // After validation and the access guard: a refused or invalid request claims nothing.
  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST' || !request.apiKey) return;
    const key = idempotencyKeyOf(request);
    if (!key) return;
    const outcome = await claim(ctx, request.apiKey.id, key, requestHashOf(request));
    if (outcome.kind === 'claimed') {
      claims.set(request, outcome.id);
      return;
    }
    if (outcome.kind === 'running') {
      throw new AppError('CONFLICT', IDEMPOTENCY_KEY_IN_PROGRESS_MESSAGE, {
        headers: { 'retry-after': '1' },
      });
    }
    // Sent as stored: a JSON string is not serialised again.
    return reply
      .code(outcome.statusCode)
      .header(REPLAYED_HEADER, 'true')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(outcome.body));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const id = claims.get(request);
    if (id === undefined) return payload;
    claims.delete(request);
    const answer = parsedAnswer(payload);
    if (reply.statusCode >= 500 || answer === undefined) {
      await deletePartnerIdempotencyClaim(ctx.db, id);
    } else {
      await completePartnerIdempotencyClaim(ctx.db, id, reply.statusCode, answer);
    }
    return payload;
  });
}
