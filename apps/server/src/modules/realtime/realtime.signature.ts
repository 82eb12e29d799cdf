import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The Pusher authentication scheme. The auth endpoints sign with the pusher SDK; the built-in
 * hub checks what clients bring back with these functions, so both sides agree by construction
 * and the tests compare them.
 *
 * Channel auth: `${key}:${hex(HMAC-SHA256(secret, "socket_id:channel_name[:channel_data]"))}`.
 * User auth:    `${key}:${hex(HMAC-SHA256(secret, "socket_id::user::user_data"))}`.
 */

export function hmacHex(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text, 'utf8').digest('hex');
}

export function channelSignatureText(
  socketId: string,
  channelName: string,
  channelData?: string,
): string {
  return channelData === undefined
    ? `${socketId}:${channelName}`
    : `${socketId}:${channelName}:${channelData}`;
}

export function userSignatureText(socketId: string, userData: string): string {
  return `${socketId}::user::${userData}`;
}

/** Compares `key:signature` with the expected one without leaking where they differ. */
export function verifyAuth(
  auth: unknown,
  credentials: { key: string; secret: string },
  text: string,
): boolean {
  if (typeof auth !== 'string') return false;
  const separator = auth.indexOf(':');
  if (separator < 0) return false;
  const key = auth.slice(0, separator);
  const signature = auth.slice(separator + 1);
  const expected = Buffer.from(hmacHex(credentials.secret, text), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  // timingSafeEqual needs equal lengths; a hex digest's length is public anyway.
  const signatureMatches = given.length === expected.length && timingSafeEqual(given, expected);
  return signatureMatches && key === credentials.key;
}

export function verifyChannelAuth(
  auth: unknown,
  credentials: { key: string; secret: string },
  socketId: string,
  channelName: string,
  channelData?: string,
): boolean {
  return verifyAuth(auth, credentials, channelSignatureText(socketId, channelName, channelData));
}

export function verifyUserAuth(
  auth: unknown,
  credentials: { key: string; secret: string },
  socketId: string,
  userData: string,
): boolean {
  return verifyAuth(auth, credentials, userSignatureText(socketId, userData));
}
