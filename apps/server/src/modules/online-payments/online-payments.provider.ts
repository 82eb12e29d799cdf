import type { IncomingHttpHeaders } from 'node:http';
import type { TPaymentProviderName } from '@portal/shared/contracts/online-payments';

/** What the provider is asked to collect. */
export interface TCheckoutRequest {
  /** Our session token: the provider hands it back in its events and return address. */
  token: string;
  amountCents: number;
  currency: 'NZD' | 'AUD';
  /** One line the payer sees on the provider's page, e.g. "Deposit for NZ-100234 Smith family". */
  description: string;
  /** Where the payer comes back to after paying (or giving up). */
  returnUrl: string;
}

export interface TCheckout {
  providerSessionId: string;
  checkoutUrl: string;
}

/**
 * What a provider event means for a session. `null`: an event type we acknowledge and ignore.
 * requires_action / processing move an open session on; paid / failed / expired end it.
 */
export type TPaymentOutcome = 'paid' | 'failed' | 'expired' | 'requires_action' | 'processing';

export interface TProviderEvent {
  provider: TPaymentProviderName;
  /** The provider's own event id: the key that makes a repeated delivery a no-op. */
  eventId: string;
  type: string;
  /** Our session token when the event carries it; otherwise the provider's session id finds it. */
  sessionToken: string | null;
  providerSessionId: string | null;
  outcome: TPaymentOutcome | null;
  /** Why it failed, in words a payer understands. */
  failureMessage: string | null;
  /** What the provider says it collected (Stripe's amount_total), when it says. */
  amountCents: number | null;
  /** The provider's id of the money collected (Stripe's PaymentIntent), what a refund names. */
  providerPaymentId: string | null;
}

export interface TRefundRequest {
  /** Our session token: the refund's idempotency key, so a retried refund is made once. */
  token: string;
  providerPaymentId: string | null;
}

/**
 * The port every payment provider implements. Adapters do I/O with the provider only; sessions,
 * ledger and idempotency are the service's business, the same for every provider.
 */
export interface TPaymentProvider {
  name: TPaymentProviderName;
  createCheckout(request: TCheckoutRequest): Promise<TCheckout>;
  /** Reads (and for a real provider verifies) a callback; throws an AppError when it is not genuine. */
  parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): TProviderEvent;
  /**
   * Closes the provider's checkout page of a session the portal closed, so the payer cannot pay
   * there any more. Resolves when it is closed or was no longer open (a page already paid sends
   * its event, which the portal refunds); throws when it is worth trying again later.
   */
  expireCheckout(providerSessionId: string): Promise<void>;
  /** Gives back in full money the portal did not keep; throws when it is worth trying again. */
  refund(request: TRefundRequest): Promise<{ providerRefundId: string }>;
}

export const DECLINED_MESSAGE =
  'Your card was declined. Please use another card or contact your travel agent.';
export const VERIFICATION_FAILED_MESSAGE =
  'Your bank could not verify this payment. Please use another card or contact your travel agent.';
export const PAYMENT_FAILED_MESSAGE =
  'The payment did not go through. Please try again or contact your travel agent.';
export const SESSION_EXPIRED_MESSAGE = 'This payment link has expired.';
export const PROVIDER_FAILED_TO_START_MESSAGE =
  'The payment could not be started. Please try again or contact your travel agent.';
