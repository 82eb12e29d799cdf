import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The `Fernway-Signature` header (docs/partner-api.md, "Verifying"), Stripe's scheme:
 * `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`. The timestamp is signed with
 * the body, so a captured delivery cannot be replayed later than the receiver's tolerance.
 */

function hmacHex(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret)
    .update(`${String(timestamp)}.${body}`)
    .digest('hex');
}

/** The header value for `body` sent at `timestamp` (unix seconds). */
export function signWebhookPayload(secret: string, timestamp: number, body: string): string {
  return `t=${String(timestamp)},v1=${hmacHex(secret, timestamp, body)}`;
}

/**
 * Whether `header` signs `body` with `secret`, at most `toleranceSeconds` from `now`. Several
 * `v1` values may be listed (a receiver rotating its secret); one match is enough.
 */
export function verifyWebhookSignature(
  secret: string,
  header: string,
  body: string,
  toleranceSeconds: number,
  now: Date,
): boolean {
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    const name = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (name === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (name === 'v1' && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  if (timestamp === null || signatures.length === 0) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(hmacHex(secret, timestamp, body), 'hex');
  return signatures.some((signature) => timingSafeEqual(expected, Buffer.from(signature, 'hex')));
}
