import { IDEMPOTENCY_KEY_HEADER } from '@portal/shared/contracts/invoices';
import { useState } from 'react';

export interface TIdempotencyKey {
  /** The header for the next try: the same key until `renew`. */
  headers(): Record<string, string>;
  /** After the server recorded it: the next submit is a new payment. */
  renew(): void;
}

/**
 * One Idempotency-Key per payment being recorded by hand. Every try of the same payment (a retry
 * after a time-out, a second click while the first is on its way) sends the same key, so the
 * server records the money once; once it has, the key is replaced.
 */
export function useIdempotencyKey(): TIdempotencyKey {
  const [handle] = useState<TIdempotencyKey>(() => {
    let key: string | null = null;
    return {
      headers: () => ({ [IDEMPOTENCY_KEY_HEADER]: (key ??= crypto.randomUUID()) }),
      renew: () => {
        key = null;
      },
    };
  });
  return handle;
}
