import type { TPaymentSessionView } from '@portal/shared/contracts/online-payments';
import { hasCardExpired } from '@portal/shared/domain/payment-cards';
import { pastDate } from '@portal/shared/format/dates';
import { segment, travellerApi } from './api';

/**
 * The sandbox provider's test cards, shown as a hint on its card form. They mirror SANDBOX_CARDS
 * in contracts/online-payments.ts (a test keeps them equal) without shipping zod to the browser.
 */
export const SANDBOX_TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  requiresAction: '4000002500003155',
} as const;
export const SANDBOX_TEST_VERIFICATION_CODE = '123456';

export const FINAL_PAYMENT_STATUSES = [
  'paid',
  'failed',
  'expired',
  'cancelled',
  'refunded',
] as const;

export function isFinalStatus(status: TPaymentSessionView['status']): boolean {
  return (FINAL_PAYMENT_STATUSES as readonly string[]).includes(status);
}

export function paymentSessionPath(token: string): string {
  return `/api/payments/${segment(token)}`;
}

export function getPaymentSession(token: string): Promise<TPaymentSessionView> {
  return travellerApi.get<TPaymentSessionView>(paymentSessionPath(token));
}

export function resultPath(token: string): string {
  return `/payments/result?session=${encodeURIComponent(token)}`;
}

/** "4242424242424242" -> "4242 4242 4242 4242". */
export function groupCardNumber(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The travel-app token inside a session's travelAppUrl ("https://…/travel-app/{token}"). */
export function travelAppTokenOf(travelAppUrl: string | null): string | null {
  if (!travelAppUrl) return null;
  const match = /\/travel-app\/([A-Za-z0-9_-]{20,100})\/?$/.exec(
    new URL(travelAppUrl, 'http://local').pathname,
  );
  return match?.[1] ?? null;
}

/**
 * "Try again" after a failure: a new session for the same purpose, created the way the travel
 * app's "Pay now" does; without a travel app (an agent's session) the payer goes back to it.
 */
export async function startNewSession(session: TPaymentSessionView): Promise<string> {
  const travelAppToken = travelAppTokenOf(session.travelAppUrl);
  if (!travelAppToken) return session.travelAppUrl ?? '/travel-app';
  const created = await travellerApi.post<TPaymentSessionView>(
    `/api/travel-app/${segment(travelAppToken)}/payment-sessions`,
    { purpose: session.purpose },
  );
  return created.checkoutUrl;
}

export type TCardField = 'cardholderName' | 'cardNumber' | 'expiry' | 'cvc';

/**
 * The same checks as ZSandboxCardRequest and the sandbox's expiry rule (on the payer's own date,
 * `today`), as message keys of the traveller namespace.
 */
export function checkCardField(
  field: TCardField,
  value: string,
  today: string = pastDate(0),
): string | null {
  const text = value.trim();
  if (text === '') return 'validation:required';
  switch (field) {
    case 'cardholderName':
      return text.length > 120 ? 'card.errors.tooLong' : null;
    case 'cardNumber':
      return /^\d{12,19}$/.test(value.replace(/[\s-]/g, '')) ? null : 'card.errors.number';
    case 'expiry':
      if (!/^(0[1-9]|1[0-2])\/\d{2}$/.test(text)) return 'card.errors.expiry';
      return hasCardExpired(text, today) ? 'card.errors.expired' : null;
    case 'cvc':
      return /^\d{3,4}$/.test(text) ? null : 'card.errors.cvc';
  }
}
