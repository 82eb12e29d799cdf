import type { TAppContext } from '../../app-context';
import { recordAudit } from '../audit/audit.service';
import type { TPaymentProvider } from './online-payments.provider';
import {
  findCheckoutsToClose,
  findPendingRefunds,
  lockPaymentSession,
  updatePaymentSession,
  type TPaymentSessionRow,
} from './online-payments.repository';

/** A refund the provider keeps refusing is left to the back office after this many tries. */
export const MAX_REFUND_ATTEMPTS = 60;

export const PROVIDER_LABELS = { sandbox: 'Payment sandbox', stripe: 'Stripe' } as const;

/**
 * What the provider is told after the portal's transaction has committed (nothing slow runs in a
 * transaction): close the checkout page of a session the portal closed, and give back money it
 * did not keep. Each is tried at once and again by the follow-up job until done, like the mail
 * outbox; both are safe to repeat (an expired page stays expired; a refund carries the session's
 * idempotency key, so Stripe makes it once).
 */
export async function closeCheckoutAtProvider(
  ctx: TAppContext,
  provider: TPaymentProvider,
  session: Pick<TPaymentSessionRow, 'id' | 'providerSessionId'>,
): Promise<boolean> {
  if (!session.providerSessionId) return false;
  try {
    await provider.expireCheckout(session.providerSessionId);
  } catch (error) {
    ctx.log.warn(
      { err: error, session: session.id },
      'online-payments: checkout not closed at the provider, will retry',
    );
    return false;
  }
  await updatePaymentSession(ctx.db, session.id, { providerClosedAt: ctx.clock.now() });
  return true;
}

export async function settleRefund(
  ctx: TAppContext,
  provider: TPaymentProvider,
  session: TPaymentSessionRow,
): Promise<boolean> {
  let outcome: { providerRefundId: string } | { error: unknown };
  try {
    outcome = await provider.refund({
      token: session.token,
      providerPaymentId: session.providerPaymentId,
    });
  } catch (error) {
    outcome = { error };
  }
  const at = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const locked = await lockPaymentSession(tx, session.id);
    // Settled meanwhile by the job or the event that decided it.
    if (!locked || locked.refundStatus !== 'pending') return false;
    const actor = { userId: null, label: PROVIDER_LABELS[locked.provider] };
    const detail = {
      sessionId: locked.id,
      purpose: locked.purpose,
      amountCents: locked.amountCents,
      reason: locked.closedReason,
      provider: locked.provider,
    };
    if ('providerRefundId' in outcome) {
      await updatePaymentSession(tx, locked.id, {
        refundStatus: 'refunded',
        providerRefundId: outcome.providerRefundId,
        refundedAt: at,
        updatedAt: at,
      });
      await recordAudit(tx, actor, {
        action: 'payment.online_refunded',
        entityType: 'file',
        entityId: locked.fileId,
        detail: { ...detail, providerRefundId: outcome.providerRefundId },
        at,
      });
      return true;
    }
    const attempts = locked.refundAttempts + 1;
    const hasGivenUp = attempts >= MAX_REFUND_ATTEMPTS;
    await updatePaymentSession(tx, locked.id, {
      refundAttempts: attempts,
      ...(hasGivenUp ? { refundStatus: 'failed' as const } : {}),
      updatedAt: at,
    });
    if (hasGivenUp) {
      ctx.log.error(
        { err: outcome.error, session: locked.id, attempts },
        'online-payments: refund failed, refund it by hand at the provider',
      );
      await recordAudit(tx, actor, {
        action: 'payment.online_refund_failed',
        entityType: 'file',
        entityId: locked.fileId,
        detail: { ...detail, attempts },
        at,
      });
    } else {
      ctx.log.warn(
        { err: outcome.error, session: locked.id, attempts },
        'online-payments: refund not made yet, will retry',
      );
    }
    return false;
  });
}

/** One round of the follow-up job: every page still to close and every refund still to make. */
export async function runProviderFollowUp(
  ctx: TAppContext,
  provider: TPaymentProvider,
  now: Date,
): Promise<{ processed: number }> {
  let processed = 0;
  for (const session of await findCheckoutsToClose(ctx.db, provider.name, now)) {
    if (await closeCheckoutAtProvider(ctx, provider, session)) processed += 1;
  }
  for (const session of await findPendingRefunds(ctx.db, provider.name)) {
    if (await settleRefund(ctx, provider, session)) processed += 1;
  }
  return { processed };
}
