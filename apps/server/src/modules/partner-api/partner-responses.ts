import { ZApiError } from '@portal/shared/contracts/errors';

/**
 * The error answers a partner route declares beside its success, so the OpenAPI document lists
 * them (each is `{ message, errors?, requestId? }`, the one error handler's body). Every partner
 * route can refuse a missing or revoked key (401), a scope or permission it lacks (403), invalid
 * input (422) and a key over its rate limit (429).
 */
const ALWAYS = [401, 403, 422, 429] as const;

/** 400: an unreadable body; 404: another agency's or no such record; 409: a state conflict. */
export type TPartnerErrorStatus = 400 | 404 | 409;

export type TPartnerErrors<S extends number> = Record<
  (typeof ALWAYS)[number] | S,
  typeof ZApiError
>;

export function partnerErrors<S extends TPartnerErrorStatus = never>(
  ...statuses: S[]
): TPartnerErrors<S> {
  const all: number[] = [...ALWAYS, ...statuses];
  return Object.fromEntries(all.map((status) => [status, ZApiError])) as TPartnerErrors<S>;
}

/**
 * A POST's errors: an unreadable body (400) and, through its Idempotency-Key, a repeat while the
 * first is still running (409) or the key reused for another request (422).
 */
export function partnerPostErrors<S extends TPartnerErrorStatus = never>(
  ...statuses: S[]
): TPartnerErrors<S | 400 | 409> {
  return partnerErrors<S | 400 | 409>(400, 409, ...statuses);
}
