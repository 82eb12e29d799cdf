import {
  SANDBOX_VERIFICATION_ATTEMPTS,
  type TPaymentReminderRecipientExclusion,
  type TPaymentSessionStatus,
  type TPaymentSessionView,
} from '@portal/shared/contracts/online-payments';
import { isCancelledFileStatus, type TFileStatus } from '@portal/shared/domain/file-states';
import type { paymentReminderRecipientExclusions } from '../../db/schema/online-payments';
import type { TPaymentSessionRow } from './online-payments.repository';

/** A session still waiting for the payer is expired once its time is up, stored or not. */
export function effectiveStatus(session: TPaymentSessionRow, now: Date): TPaymentSessionStatus {
  const isWaiting = session.status === 'open' || session.status === 'requires_action';
  return isWaiting && session.expiresAt.getTime() <= now.getTime() ? 'expired' : session.status;
}

export function presentPaymentSession(
  session: TPaymentSessionRow,
  context: {
    reference: string;
    bookingName: string;
    invoiceNumber: string;
    fileStatus: TFileStatus;
  },
  travelAppUrl: string | null,
  now: Date,
): TPaymentSessionView {
  const status = effectiveStatus(session, now);
  return {
    token: session.token,
    provider: session.provider,
    status,
    purpose: session.purpose,
    bookingReference: context.reference,
    bookingName: context.bookingName,
    invoiceNumber: context.invoiceNumber,
    amountCents: session.amountCents,
    currency: session.currency === 'AUD' ? 'AUD' : 'NZD',
    checkoutUrl: session.checkoutUrl,
    failureMessage: session.failureMessage,
    closedReason: session.closedReason,
    isBookingCancelled: isCancelledFileStatus(context.fileStatus),
    verificationAttemptsLeft:
      status === 'requires_action'
        ? SANDBOX_VERIFICATION_ATTEMPTS - session.verificationAttempts
        : null,
    receiptNumber: status === 'paid' && session.paymentId ? String(session.paymentId) : null,
    travelAppUrl,
    expiresAt: session.expiresAt.toISOString(),
    paidAt: session.paidAt?.toISOString() ?? null,
  };
}

export function presentRecipientExclusion(
  row: typeof paymentReminderRecipientExclusions.$inferSelect,
): TPaymentReminderRecipientExclusion {
  return {
    id: row.id,
    email: row.email,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}
