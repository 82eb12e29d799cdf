import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  SANDBOX_CARDS,
  SANDBOX_VERIFICATION_ATTEMPTS,
  SANDBOX_VERIFICATION_CODE,
  type TSandboxCardRequest,
} from '@portal/shared/contracts/online-payments';
import { hasCardExpired } from '@portal/shared/domain/payment-cards';
import { AppError } from '../../lib/app-error';
import {
  DECLINED_MESSAGE,
  VERIFICATION_FAILED_MESSAGE,
  type TPaymentOutcome,
  type TPaymentProvider,
} from './online-payments.provider';

export const UNKNOWN_CARD_MESSAGE =
  'This card number is not a sandbox test card. Use 4242 4242 4242 4242.';
export const CARD_EXPIRED_MESSAGE = 'This card has expired.';

/** The sandbox's event types and what each means for the session. */
const SANDBOX_EVENTS = {
  'sandbox.card.succeeded': { outcome: 'paid', failureMessage: null },
  'sandbox.card.declined': { outcome: 'failed', failureMessage: DECLINED_MESSAGE },
  'sandbox.card.requires_action': { outcome: 'requires_action', failureMessage: null },
  'sandbox.verification.succeeded': { outcome: 'paid', failureMessage: null },
  'sandbox.verification.failed': { outcome: 'failed', failureMessage: VERIFICATION_FAILED_MESSAGE },
} as const satisfies Record<string, { outcome: TPaymentOutcome; failureMessage: string | null }>;
export type TSandboxEventType = keyof typeof SANDBOX_EVENTS;

const ZSandboxEvent = z.object({
  id: z.string().min(1).max(100),
  type: z.enum(Object.keys(SANDBOX_EVENTS) as [TSandboxEventType, ...TSandboxEventType[]]),
  sessionToken: z.string().min(1).max(100),
  amountCents: z.number().int().positive(),
});

/**
 * What the sandbox does with a card on the operator's date `today`, as a processor would: a card
 * other than the test cards, or one whose expiry month has passed, is a field error.
 */
export function sandboxCardEventType(card: TSandboxCardRequest, today: string): TSandboxEventType {
  if (hasCardExpired(card.expiry, today)) {
    throw new AppError('BAD_REQUEST', CARD_EXPIRED_MESSAGE, {
      errors: { expiry: [CARD_EXPIRED_MESSAGE] },
    });
  }
  if (card.cardNumber === SANDBOX_CARDS.success) return 'sandbox.card.succeeded';
  if (card.cardNumber === SANDBOX_CARDS.declined) return 'sandbox.card.declined';
  if (card.cardNumber === SANDBOX_CARDS.requiresAction) return 'sandbox.card.requires_action';
  throw new AppError('BAD_REQUEST', UNKNOWN_CARD_MESSAGE, {
    errors: { cardNumber: [UNKNOWN_CARD_MESSAGE] },
  });
}

/**
 * What the sandbox does with a verification code, as a card issuer would: the right code pays; a
 * wrong one may be tried again (null) until the last allowed attempt, which fails the payment.
 */
export function sandboxVerifyEventType(
  code: string,
  wrongCodesSoFar: number,
): TSandboxEventType | null {
  if (code === SANDBOX_VERIFICATION_CODE) return 'sandbox.verification.succeeded';
  return wrongCodesSoFar + 1 < SANDBOX_VERIFICATION_ATTEMPTS ? null : 'sandbox.verification.failed';
}

/**
 * The sandbox's callback for an outcome, as the raw body a provider would post: it goes through
 * parseWebhook and the same event handler as Stripe's, with an event id of its own.
 */
export function sandboxEventBody(
  type: TSandboxEventType,
  sessionToken: string,
  amountCents: number,
): Buffer {
  const event: z.infer<typeof ZSandboxEvent> = {
    id: `evt_sandbox_${randomUUID()}`,
    type,
    sessionToken,
    amountCents,
  };
  return Buffer.from(JSON.stringify(event));
}

/**
 * The built-in provider: the checkout page is the portal's own /payments/{token}, where the
 * card form posts test cards. It never leaves the machine; its events never arrive over HTTP
 * (the card endpoints build them), so they need no signature.
 */
export function createSandboxProvider(options: { appUrl: string }): TPaymentProvider {
  return {
    name: 'sandbox',
    async createCheckout(request) {
      return {
        providerSessionId: `sandbox_${request.token}`,
        checkoutUrl: `${options.appUrl}/payments/${request.token}`,
      };
    },
    parseWebhook(rawBody) {
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new AppError('BAD_REQUEST', 'Invalid payload');
      }
      const parsed = ZSandboxEvent.safeParse(json);
      if (!parsed.success) throw new AppError('BAD_REQUEST', 'Invalid payload');
      const event = parsed.data;
      const meaning = SANDBOX_EVENTS[event.type];
      return {
        provider: 'sandbox',
        eventId: event.id,
        type: event.type,
        sessionToken: event.sessionToken,
        providerSessionId: `sandbox_${event.sessionToken}`,
        outcome: meaning.outcome,
        failureMessage: meaning.failureMessage,
        amountCents: meaning.outcome === 'paid' ? event.amountCents : null,
        providerPaymentId: null,
      };
    },
    // Nothing leaves the machine: its page is the portal's own, closed with the session, and a
    // sandbox card never moves money, so there is nothing to give back.
    async expireCheckout() {},
    async refund(request) {
      return { providerRefundId: `sandbox_refund_${request.token}` };
    },
  };
}
