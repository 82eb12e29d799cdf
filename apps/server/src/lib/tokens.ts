import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** An unguessable URL- and cookie-safe token (256 bits). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Compares secrets in constant time so response timing does not leak how much matched. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
