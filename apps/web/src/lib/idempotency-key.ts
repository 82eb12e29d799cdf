import { IDEMPOTENCY_KEY_HEADER } from '@portal/shared/contracts/invoices';
import { useState } from 'react';

export interface TIdempotencyKey {
  /** The header for the next try: the same key until `renew`. */
  headers(): Record<string, string>;
  /** After the server recorded it: the next submit is a new change. */
  renew(): void;
}

/**
 * One Idempotency-Key per money change being recorded by hand (a payment, a refund, a credit
 * note). Every try of the same change (a retry after a time-out, a second click while the first is
 * on its way) sends the same key, so the server records the money once; once it has, the key is
 * replaced. A refused try (422) records nothing and takes no key, so a corrected form can reuse it.
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
