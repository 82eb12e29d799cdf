import { z } from 'zod';
import { ZQueryId } from './primitives';
import { ZPageQuery, zPaginated } from './pagination';

/**
 * Online payments (issue 8): a traveller or agent pays an invoice's deposit or balance through a
 * payment provider. The server talks to the provider through a port; Stripe Checkout is used when
 * the server has a Stripe secret key, otherwise the built-in sandbox, which walks the same path
 * offline.
 *
 * - POST /api/app/files/{ref}/payment-sessions, POST /api/admin/files/{ref}/payment-sessions
 *   TCreatePaymentSessionRequest -> 201 TPaymentSessionView (signed in)
 * - POST /api/travel-app/{token}/payment-sessions TCreatePaymentSessionRequest -> 201 (traveller)
 * - GET  /api/payments/{sessionToken}               -> TPaymentSessionView (public, token-bound)
 * - POST /api/payments/{sessionToken}/sandbox-card  TSandboxCardRequest -> TPaymentSessionView
 *   (only when the sandbox provider is active; 404 otherwise)
 * - POST /api/payments/{sessionToken}/sandbox-verify TSandboxVerifyRequest -> TPaymentSessionView
 *   (the extra step a "needs authentication" card asks for)
 * - POST /api/payments/webhooks/stripe (raw body, Stripe-Signature verified)
 * - GET  /payments/result?session={sessionToken} is a web page that reads GET /api/payments/...
 */

const ZId = z.number().int().positive();

export const PAYMENT_PURPOSES = ['deposit', 'balance'] as const;
export const ZPaymentPurpose = z.enum(PAYMENT_PURPOSES);
export type TPaymentPurpose = z.infer<typeof ZPaymentPurpose>;

/**
 * open: waiting for the payer; requires_action: the card needs an extra step; processing: the
 * provider has it and will call back. The rest are final: paid; failed; expired; cancelled (the
 * portal closed it before any money moved, `closedReason` says why); refunded (the provider took
 * money the portal did not keep, because it was already paid or the booking cancelled, and gives
 * it back). A file has at most one open, requires_action or processing session (docs/decisions/
 * 017-one-collection-per-amount.md).
 */
export const PAYMENT_SESSION_STATUSES = [
  'open',
  'requires_action',
  'processing',
  'paid',
  'failed',
  'expired',
  'cancelled',
  'refunded',
] as const;
export const ZPaymentSessionStatus = z.enum(PAYMENT_SESSION_STATUSES);
/** The statuses in which a session may still collect money: one such session per file. */
export const LIVE_PAYMENT_SESSION_STATUSES = ['open', 'requires_action', 'processing'] as const;
export type TPaymentSessionStatus = z.infer<typeof ZPaymentSessionStatus>;

/**
 * Why the portal closed a session (cancelled) or did not keep its money (refunded): the booking
 * was cancelled; the amount was paid through another session; a newer session replaced it.
 */
export const PAYMENT_CLOSED_REASONS = ['booking-cancelled', 'already-paid', 'replaced'] as const;
export type TPaymentClosedReason = (typeof PAYMENT_CLOSED_REASONS)[number];

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export type TPaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export const ZPaymentSessionToken = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, 'This payment link is not valid.');
export const ZPaymentSessionParams = z.object({ sessionToken: ZPaymentSessionToken });

export const ZCreatePaymentSessionRequest = z.object({
  purpose: ZPaymentPurpose,
});
export type TCreatePaymentSessionRequest = z.infer<typeof ZCreatePaymentSessionRequest>;

export const ZPaymentSessionView = z.object({
  token: ZPaymentSessionToken,
  provider: z.enum(PAYMENT_PROVIDERS),
  status: ZPaymentSessionStatus,
  purpose: ZPaymentPurpose,
  bookingReference: z.string(),
  bookingName: z.string(),
  invoiceNumber: z.string(),
  amountCents: z.number().int(),
  currency: z.enum(['NZD', 'AUD']),
  /** Where the payer goes to pay: the provider's hosted page or /payments/{token}. */
  checkoutUrl: z.string(),
  /** Why the last attempt failed, in words a payer understands. */
  failureMessage: z.string().nullable(),
  /** Set for a cancelled or refunded session. */
  closedReason: z.enum(PAYMENT_CLOSED_REASONS).nullable(),
  /** The booking is cancelled: nothing can be paid on it any more. */
  isBookingCancelled: z.boolean(),
  /** While the sandbox waits for a verification code: how many wrong codes it still takes. */
  verificationAttemptsLeft: z.number().int().nullable(),
  /** The payment's number once paid (the back office's card payments list shows the same). */
  receiptNumber: z.string().nullable(),
  /** The travel app of the booking, for the result page's next step (null for agents). */
  travelAppUrl: z.string().nullable(),
  expiresAt: z.string(),
  paidAt: z.string().nullable(),
});
export type TPaymentSessionView = z.infer<typeof ZPaymentSessionView>;

/**
 * The sandbox's test cards (like Stripe's): 4242… succeeds, 4000 0000 0000 0002 is declined,
 * 4000 0025 0000 3155 needs the extra verification step (code 123456 passes). Any future expiry
 * date; a past one is refused as a field error.
 */
export const SANDBOX_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  requiresAction: '4000002500003155',
} as const;
export const SANDBOX_VERIFICATION_CODE = '123456';
/** Wrong verification codes a session takes; the last one fails it. */
export const SANDBOX_VERIFICATION_ATTEMPTS = 3;

export const ZSandboxCardRequest = z.object({
  cardholderName: z.string().trim().min(1, 'This field is required').max(120),
  cardNumber: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'This field must be a valid card number')),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'Use the format MM/YY'),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, 'This field must be 3 or 4 digits'),
});
export type TSandboxCardRequest = z.infer<typeof ZSandboxCardRequest>;
export type TSandboxCardRequestInput = z.input<typeof ZSandboxCardRequest>;

export const ZSandboxVerifyRequest = z.object({
  code: z.string().trim().min(1, 'This field is required').max(12),
});
export type TSandboxVerifyRequest = z.infer<typeof ZSandboxVerifyRequest>;

/** Payment reminders (settings key `payments`; edited in issue 10). */
export const ZPaymentReminderSettings = z.object({
  /** Days before a due date on which a reminder goes out, e.g. [14, 3]. */
  daysBeforeDue: z.array(z.number().int().min(0).max(120)).max(6),
  /** Days after a missed due date on which a reminder goes out, e.g. [1, 7]. */
  daysAfterDue: z.array(z.number().int().min(1).max(120)).max(6),
});
export type TPaymentReminderSettings = z.infer<typeof ZPaymentReminderSettings>;
export const DEFAULT_PAYMENT_REMINDER_SETTINGS: TPaymentReminderSettings = {
  daysBeforeDue: [14, 3],
  daysAfterDue: [1, 7],
};

/** PUT /api/admin/files/{ref}/payment-reminders: stop (or resume) reminders for a file. */
export const ZPaymentReminderExclusionRequest = z.object({
  excluded: z.boolean(),
  reason: z.string().trim().max(500).default(''),
});
export type TPaymentReminderExclusionRequest = z.infer<typeof ZPaymentReminderExclusionRequest>;

export const ZPaymentSessionSummary = z.object({
  id: ZId,
  token: ZPaymentSessionToken,
  status: ZPaymentSessionStatus,
  purpose: ZPaymentPurpose,
  amountCents: z.number().int(),
  createdAt: z.string(),
});

/** PUT /api/admin/files/{ref}/payment-reminders answers the file's reminder state. */
export const ZPaymentReminderExclusion = z.object({
  bookingReference: z.string(),
  excluded: z.boolean(),
  reason: z.string(),
});
export type TPaymentReminderExclusion = z.infer<typeof ZPaymentReminderExclusion>;

/**
 * Addresses that never receive payment reminders:
 * - GET    /api/admin/payment-reminder-exclusions?q&page&per_page -> TPaymentReminderRecipientExclusionList
 * - GET    /api/admin/payment-reminder-exclusions/export.csv?q    -> text/csv (every page)
 * - POST   /api/admin/payment-reminder-exclusions        TCreatePaymentReminderRecipientExclusionRequest -> 201
 * - DELETE /api/admin/payment-reminder-exclusions/{id}   -> 204
 */
export const ZCreatePaymentReminderRecipientExclusionRequest = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(200)
    .pipe(z.email('This field must be a valid email address')),
  reason: z.string().trim().max(500).default(''),
});
export type TCreatePaymentReminderRecipientExclusionRequest = z.infer<
  typeof ZCreatePaymentReminderRecipientExclusionRequest
>;
export const ZPaymentReminderRecipientExclusion = z.object({
  id: ZId,
  email: z.string(),
  reason: z.string(),
  createdAt: z.string(),
});
export type TPaymentReminderRecipientExclusion = z.infer<typeof ZPaymentReminderRecipientExclusion>;
export const ZPaymentReminderRecipientExclusionList = zPaginated(
  ZPaymentReminderRecipientExclusion,
);
const exclusionFilterShape = {
  /** Part of the excluded address. */
  q: z.string().trim().max(200).optional(),
};
export const ZPaymentReminderRecipientExclusionListQuery = ZPageQuery.extend(exclusionFilterShape);
export type TPaymentReminderRecipientExclusionListQuery = z.infer<
  typeof ZPaymentReminderRecipientExclusionListQuery
>;
export const ZPaymentReminderRecipientExclusionCsvQuery = z.object(exclusionFilterShape);
export type TPaymentReminderRecipientExclusionCsvQuery = z.infer<
  typeof ZPaymentReminderRecipientExclusionCsvQuery
>;
export type TPaymentReminderRecipientExclusionList = z.infer<
  typeof ZPaymentReminderRecipientExclusionList
>;
export const ZPaymentReminderRecipientExclusionParams = z.object({
  id: ZQueryId,
});
