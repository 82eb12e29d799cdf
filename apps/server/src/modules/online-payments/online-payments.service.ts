import type { IncomingHttpHeaders } from 'node:http';
import {
  LIVE_PAYMENT_SESSION_STATUSES,
  type TPaymentClosedReason,
  type TPaymentPurpose,
  type TPaymentSessionView,
  type TSandboxCardRequest,
  type TSandboxVerifyRequest,
} from '@portal/shared/contracts/online-payments';
import type { TRealtimeEventPayload } from '@portal/shared/contracts/realtime';
import type { TSessionUser } from '@portal/shared/contracts/auth';
import { getBrand } from '@portal/shared/domain/brands';
import { isCancelledFileStatus } from '@portal/shared/domain/file-states';
import type { TAppContext } from '../../app-context';
import type { TTransaction } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { randomToken } from '../../lib/tokens';
import { recordAudit } from '../audit/audit.service';
import { isUniqueViolation } from '../../lib/database-errors';
import { operatorToday } from '../../lib/clock';
import { brandCalendarWithin } from '../settings/settings.service';
import { scopeOf } from '../files/files.policy';
import {
  announceCreditRelease,
  releaseCreditOnDeposit,
  type TCreditReleased,
} from '../files/commands/credit-hold';
import { recordFileEvents } from '../files/commands/within-transaction';
import type { TFilesLive } from '../files/files.live';
import { findFileAgency, findFileByReference, type TFileRow } from '../files/files.repository';
import { applyPayment } from '../invoices/invoices.payments';
import { clientAccountOf } from '../invoices/invoices.client-account';
import { findOpenInvoices } from '../invoices/invoices.repository';
import { findTravellerLink } from '../traveller/traveller-links.repository';
import {
  amountToCollect,
  reasonToRefuse,
  travellerAmountToCollect,
  type TClientAccount,
} from '@portal/shared/domain/invoice-owing';
import {
  closeCheckoutAtProvider,
  PROVIDER_LABELS,
  settleRefund,
} from './online-payments.follow-up';
import type { TPaymentsLive } from './online-payments.live';
import { effectiveStatus, presentPaymentSession } from './online-payments.presenter';
import {
  PROVIDER_FAILED_TO_START_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  type TPaymentProvider,
  type TProviderEvent,
} from './online-payments.provider';
import {
  claimProviderEvent,
  findFileById,
  findLiveTravelAppToken,
  findPaymentSessionByProviderId,
  findPaymentSessionByToken,
  findSessionContext,
  insertPaymentSession,
  linkProviderEvent,
  lockFileById,
  lockLiveSessionsOfFile,
  lockPaymentSession,
  updatePaymentSession,
  type TPaymentSessionRow,
} from './online-payments.repository';
import {
  sandboxCardEventType,
  sandboxEventBody,
  sandboxVerifyEventType,
  type TSandboxEventType,
} from './online-payments.sandbox';

export const SESSION_LIFETIME_MS = 24 * 60 * 60_000;
/** A live session is handed to a second "Pay now" only with this much of its life left. */
export const REUSE_MIN_REMAINING_MS = 30 * 60_000;
/**
 * A session whose provider page is still being made (no checkout address yet) is left alone this
 * long; after it, the maker is taken to have died and the session is replaced.
 */
export const STARTING_GRACE_MS = 60_000;
export const NOTHING_OWING_MESSAGE = 'Nothing is owing on this booking.';
export const SESSION_NOT_FOUND_MESSAGE = 'This payment link is not valid.';
export const ALREADY_PAID_MESSAGE = 'This payment has already been made.';
export const SESSION_CLOSED_MESSAGE =
  'This payment can no longer be completed. Please start a new payment.';
export const SESSION_REPLACED_MESSAGE =
  'A newer payment for this booking replaced this one. Please pay from the booking again.';
export const BOOKING_CANCELLED_MESSAGE =
  'This booking has been cancelled. Nothing can be paid on it.';
export const PAYMENT_PROCESSING_MESSAGE =
  'A payment for this booking is already being processed. Please wait until it is confirmed.';
export const PAYMENT_STARTING_MESSAGE =
  'This payment is being opened in another window. Please try again in a moment.';
export const NO_ACTION_PENDING_MESSAGE = 'This payment is not waiting for a verification code.';
export const TRAVEL_APP_NOT_FOUND_MESSAGE = 'This link is not valid.';
export const PAID_THROUGH_AGENCY_MESSAGE =
  'Your travel agent collects the payment for this booking. Please pay them directly.';

const CLOSED_MESSAGES: Record<TPaymentClosedReason, string> = {
  'booking-cancelled': BOOKING_CANCELLED_MESSAGE,
  'already-paid': ALREADY_PAID_MESSAGE,
  replaced: SESSION_REPLACED_MESSAGE,
};

/** A traveller's session is measured against the client price; an agent's against the invoices. */
async function travellerAccountOf(
  tx: TTransaction,
  file: TFileRow,
  session: TPaymentSessionRow,
): Promise<TClientAccount | null> {
  return session.createdByKind === 'traveller' ? clientAccountOf(tx, file) : null;
}

/** Who opens a session: a signed-in agent or back-office user, or a traveller by their link. */
export type TPayer =
  { kind: 'agent' | 'admin'; user: TSessionUser } | { kind: 'traveller'; travellerToken: string };

export type TEventResult = 'duplicate' | 'ignored' | 'unchanged' | 'updated' | 'paid' | 'refunded';

/** What a handled event leaves for after the commit: a live push, pages to close, a refund. */
type TEventOutcome =
  | { result: Exclude<TEventResult, 'paid' | 'refunded'> }
  | {
      result: 'paid';
      fileId: number;
      payload: TRealtimeEventPayload<'payment.recorded'>;
      closed: TPaymentSessionRow[];
      /** The payment met the deposit of a booking on credit hold: its suppliers were asked. */
      creditReleased: TCreditReleased | null;
    }
  | { result: 'refunded'; session: TPaymentSessionRow };

const isLive = (status: TPaymentSessionRow['status']) =>
  (LIVE_PAYMENT_SESSION_STATUSES as readonly string[]).includes(status);

function closeSession(
  tx: TTransaction,
  session: TPaymentSessionRow,
  closedReason: TPaymentClosedReason,
  at: Date,
): Promise<TPaymentSessionRow> {
  return updatePaymentSession(tx, session.id, {
    status: 'cancelled',
    closedReason,
    updatedAt: at,
  });
}

/**
 * Closes the file's live sessions but `exceptId`; a processing one is left: its money is already
 * on the way, and is refunded when it lands if it is not owed. Answers the sessions closed.
 */
async function closeLiveSessions(
  tx: TTransaction,
  fileId: number,
  closedReason: TPaymentClosedReason,
  at: Date,
  exceptId?: number,
): Promise<TPaymentSessionRow[]> {
  const closed: TPaymentSessionRow[] = [];
  for (const session of await lockLiveSessionsOfFile(tx, fileId)) {
    if (session.id === exceptId || session.status === 'processing') continue;
    closed.push(await closeSession(tx, session, closedReason, at));
  }
  return closed;
}

/**
 * A booking moving to Cancellation or Cancelled closes its payment sessions in the same
 * transaction (the file commands call it, holding the file's lock): nothing more is collected.
 * The provider's pages are closed after commit by the follow-up job.
 */
export async function closePaymentSessionsOfCancelledFile(
  tx: TTransaction,
  fileId: number,
  at: Date,
): Promise<void> {
  await closeLiveSessions(tx, fileId, 'booking-cancelled', at);
}

/**
 * Online payment sessions. A session fixes what is collected (the deposit or balance owing when
 * it opens); the provider collects it; every provider callback (the sandbox's included) goes
 * through one event path, idempotent by event id and final once paid or refunded. One amount is
 * collected once (docs/decisions/017-one-collection-per-amount.md): a file has one live session,
 * which a second "Pay now" shares; and money that arrives for an amount no longer owing, or for a
 * cancelled booking, is refunded instead of recorded. Every path locks the file, then the session.
 */
export function createOnlinePaymentsService(
  ctx: TAppContext,
  deps: { provider: TPaymentProvider; live: TPaymentsLive; files: TFilesLive },
) {
  const { provider, live } = deps;

  async function present(session: TPaymentSessionRow): Promise<TPaymentSessionView> {
    const context = await findSessionContext(ctx.db, session);
    const travelAppToken =
      session.createdByKind === 'traveller'
        ? await findLiveTravelAppToken(ctx.db, session.fileId)
        : null;
    return presentPaymentSession(
      session,
      context,
      travelAppToken ? `${ctx.config.appUrl}/travel-app/${travelAppToken}` : null,
      ctx.clock.now(),
    );
  }

  async function sessionOrThrow(token: string): Promise<TPaymentSessionRow> {
    const session = await findPaymentSessionByToken(ctx.db, token);
    if (!session) throw new AppError('NOT_FOUND', SESSION_NOT_FOUND_MESSAGE);
    return session;
  }

  /** The live session a second "Pay now" is given instead of a new one: same amount, same payer kind. */
  function isReusable(
    session: TPaymentSessionRow,
    due: { invoiceId: number; amountCents: number },
    purpose: TPaymentPurpose,
    createdByKind: TPaymentSessionRow['createdByKind'],
    now: Date,
  ): boolean {
    return (
      session.status !== 'processing' &&
      session.purpose === purpose &&
      session.invoiceId === due.invoiceId &&
      session.amountCents === due.amountCents &&
      session.provider === provider.name &&
      session.createdByKind === createdByKind &&
      session.expiresAt.getTime() - now.getTime() >= REUSE_MIN_REMAINING_MS
    );
  }

  async function openSession(
    file: TFileRow,
    purpose: TPaymentPurpose,
    createdBy: { kind: 'agent' | 'admin' | 'traveller'; userId: number | null },
  ): Promise<TPaymentSessionView> {
    const now = ctx.clock.now();
    const currency = getBrand(file.brandId).currency;
    const opened = await ctx.db.transaction(async (tx) => {
      // Locked so a payment being recorded, or another "Pay now", finishes first.
      const locked = await lockFileById(tx, file.id);
      if (!locked) throw new AppError('NOT_FOUND', 'File not found.');
      if (isCancelledFileStatus(locked.status)) {
        throw new AppError('CONFLICT', BOOKING_CANCELLED_MESSAGE);
      }
      const invoices = await findOpenInvoices(tx, file.id);
      // A traveller pays the client price (docs/pricing.md, "Two prices"); an agent its invoice.
      const due =
        createdBy.kind === 'traveller'
          ? travellerAmountToCollect(purpose, invoices, await clientAccountOf(tx, locked))
          : amountToCollect(purpose, invoices);
      if (!due) throw new AppError('CONFLICT', NOTHING_OWING_MESSAGE);

      const replaced: TPaymentSessionRow[] = [];
      for (const current of await lockLiveSessionsOfFile(tx, file.id)) {
        if (effectiveStatus(current, now) === 'expired') {
          await updatePaymentSession(tx, current.id, { status: 'expired', updatedAt: now });
          continue;
        }
        if (current.status === 'processing') {
          throw new AppError('CONFLICT', PAYMENT_PROCESSING_MESSAGE);
        }
        const isStarting =
          current.checkoutUrl === '' &&
          now.getTime() - current.updatedAt.getTime() < STARTING_GRACE_MS;
        if (isReusable(current, due, purpose, createdBy.kind, now)) {
          if (isStarting) throw new AppError('CONFLICT', PAYMENT_STARTING_MESSAGE);
          if (current.checkoutUrl !== '') return { session: current, isNew: false, replaced };
        }
        replaced.push(await closeSession(tx, current, 'replaced', now));
      }

      try {
        const session = await insertPaymentSession(tx, {
          token: randomToken(),
          fileId: file.id,
          invoiceId: due.invoiceId,
          purpose,
          amountCents: due.amountCents,
          currency,
          provider: provider.name,
          status: 'open',
          createdByKind: createdBy.kind,
          createdByUserId: createdBy.userId,
          expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
          createdAt: now,
          updatedAt: now,
        });
        return { session, isNew: true, replaced };
      } catch (error) {
        // The file's lock makes this unreachable; the index is the guarantee if that ever changes.
        if (isUniqueViolation(error, 'payment_sessions_one_live_per_file_key')) {
          throw new AppError('CONFLICT', PAYMENT_STARTING_MESSAGE);
        }
        throw error;
      }
    });

    // The provider is called after commit: nothing slow holds the file's lock.
    for (const session of opened.replaced) await closeCheckoutAtProvider(ctx, provider, session);
    const { session } = opened;
    if (!opened.isNew) return present(session);
    try {
      const checkout = await provider.createCheckout({
        token: session.token,
        amountCents: session.amountCents,
        currency,
        description: `${purpose === 'deposit' ? 'Deposit' : 'Balance'} for ${file.reference} ${file.bookingName}`,
        returnUrl: `${ctx.config.appUrl}/payments/result?session=${session.token}`,
      });
      return present(
        await updatePaymentSession(ctx.db, session.id, {
          providerSessionId: checkout.providerSessionId,
          checkoutUrl: checkout.checkoutUrl,
          updatedAt: ctx.clock.now(),
        }),
      );
    } catch (error) {
      await updatePaymentSession(ctx.db, session.id, {
        status: 'failed',
        failureMessage: PROVIDER_FAILED_TO_START_MESSAGE,
        updatedAt: ctx.clock.now(),
      });
      throw error;
    }
  }

  async function recordPaid(
    tx: TTransaction,
    file: TFileRow,
    session: TPaymentSessionRow,
    event: TProviderEvent,
    amountCents: number,
    at: Date,
  ): Promise<TEventOutcome> {
    const context = await findSessionContext(tx, session);
    // What the provider collected is what was received; it differs only if something is wrong.
    if (amountCents !== session.amountCents) {
      ctx.log.warn(
        { session: session.id, expected: session.amountCents, received: amountCents },
        'online-payments: provider collected a different amount',
      );
    }
    const payment = await applyPayment(tx, {
      file,
      amountCents,
      method: 'credit-card',
      reference: `Online ${session.purpose} ${context.invoiceNumber}`,
      receivedOn: (await brandCalendarWithin(tx))(file.brandId, at),
      recordedByUserId: null,
      at,
      preferInvoiceId: session.invoiceId,
      // What the invoices do not take of a traveller's payment is the agency's commission.
      isClientPayment: session.createdByKind === 'traveller',
    });
    // On the file's history (the back office's timeline, the agent's History tab) like any payment.
    await recordFileEvents(tx, [
      {
        fileId: file.id,
        action: 'payment.recorded',
        detail: {
          paymentId: payment.id,
          amountCents: payment.amountCents,
          method: payment.method,
          reference: payment.reference,
        },
        actorKind: 'system',
        actorUserId: null,
        actorName: PROVIDER_LABELS[event.provider],
        createdAt: at,
      },
    ]);
    await updatePaymentSession(tx, session.id, {
      status: 'paid',
      paidAt: at,
      paymentId: payment.id,
      providerPaymentId: event.providerPaymentId,
      failureMessage: null,
      updatedAt: at,
    });
    // Any other session still open for the file asks for money this payment has changed.
    const closed = await closeLiveSessions(tx, file.id, 'already-paid', at, session.id);
    // The deposit of a booking on credit hold is paid: its suppliers are asked now.
    const creditReleased = await releaseCreditOnDeposit(tx, ctx, file, at);
    await recordAudit(
      tx,
      { userId: null, label: PROVIDER_LABELS[event.provider] },
      {
        action: 'payment.online_received',
        entityType: 'file',
        entityId: file.id,
        detail: {
          reference: file.reference,
          sessionId: session.id,
          paymentId: payment.id,
          purpose: session.purpose,
          amountCents,
          provider: event.provider,
          eventId: event.eventId,
        },
        at,
      },
    );
    return {
      result: 'paid',
      fileId: file.id,
      closed,
      creditReleased,
      payload: {
        paymentId: payment.id,
        bookingReference: file.reference,
        agencyId: file.agencyId,
        amountCents,
        currency: getBrand(file.brandId).currency,
        recordedAt: at.toISOString(),
      },
    };
  }

  /** Money the portal does not keep: no payment, the session refunded, the refund made after commit. */
  async function refuseMoney(
    tx: TTransaction,
    file: TFileRow,
    session: TPaymentSessionRow,
    event: TProviderEvent,
    reason: TPaymentClosedReason,
    amountCents: number,
    at: Date,
  ): Promise<TEventOutcome> {
    const refunded = await updatePaymentSession(tx, session.id, {
      status: 'refunded',
      closedReason: reason,
      providerPaymentId: event.providerPaymentId,
      refundStatus: 'pending',
      failureMessage: null,
      updatedAt: at,
    });
    ctx.log.warn(
      { session: session.id, reason, provider: event.provider },
      'online-payments: money collected that is not owing, refunding it',
    );
    await recordAudit(
      tx,
      { userId: null, label: PROVIDER_LABELS[event.provider] },
      {
        action: 'payment.online_refused',
        entityType: 'file',
        entityId: file.id,
        detail: {
          reference: file.reference,
          sessionId: session.id,
          purpose: session.purpose,
          amountCents,
          reason,
          provider: event.provider,
          eventId: event.eventId,
        },
        at,
      },
    );
    return { result: 'refunded', session: refunded };
  }

  /**
   * What an event does to its session; the caller holds the file's lock, then the session's. A
   * paid or refunded session is final, so a late or repeated "paid" never records a second
   * payment and a "failed" after "paid" is ignored. A "paid" is kept only while the booking is
   * live and its amount still owing (even for a session that had failed, expired or been
   * replaced: the provider has the money); otherwise it is refunded.
   */
  async function applyOutcome(
    tx: TTransaction,
    file: TFileRow,
    session: TPaymentSessionRow,
    event: TProviderEvent,
    at: Date,
  ): Promise<TEventOutcome> {
    if (session.status === 'paid' || session.status === 'refunded') return { result: 'unchanged' };
    switch (event.outcome) {
      case null:
        return { result: 'ignored' };
      case 'paid': {
        const amountCents = event.amountCents ?? session.amountCents;
        const refusal = reasonToRefuse(
          isCancelledFileStatus(file.status),
          session,
          amountCents,
          await findOpenInvoices(tx, file.id),
          await travellerAccountOf(tx, file, session),
        );
        return refusal
          ? refuseMoney(tx, file, session, event, refusal, amountCents, at)
          : recordPaid(tx, file, session, event, amountCents, at);
      }
      case 'failed':
      case 'expired':
        if (!isLive(session.status)) return { result: 'unchanged' };
        await updatePaymentSession(tx, session.id, {
          status: event.outcome,
          failureMessage: event.failureMessage,
          updatedAt: at,
        });
        return { result: 'updated' };
      case 'requires_action':
      case 'processing':
        if (session.status !== 'open' && session.status !== 'requires_action') {
          return { result: 'unchanged' };
        }
        await updatePaymentSession(tx, session.id, {
          status: event.outcome,
          failureMessage: null,
          updatedAt: at,
        });
        return { result: 'updated' };
    }
  }

  /** The file and the session, locked in that order (every payment path takes them so). */
  async function lockFileAndSession(tx: TTransaction, session: TPaymentSessionRow) {
    const file = await lockFileById(tx, session.fileId);
    const locked = await lockPaymentSession(tx, session.id);
    if (!file || !locked) throw new Error(`payment session ${session.id}: file or session missing`);
    return { file, session: locked };
  }

  /** Claims the event's id (a repeat changes nothing); null when it was handled before. */
  async function claimEvent(tx: TTransaction, event: TProviderEvent, at: Date) {
    return claimProviderEvent(tx, {
      provider: event.provider,
      eventId: event.eventId,
      type: event.type,
      receivedAt: at,
    });
  }

  /** After commit: tell who has the file open, close stale provider pages, make the refund. */
  async function followUp(outcome: TEventOutcome): Promise<void> {
    if (outcome.result === 'paid') {
      live.paymentRecorded(outcome.fileId, outcome.payload);
      announceCreditRelease({ live: deps.files, ctx }, outcome.creditReleased);
      for (const session of outcome.closed) await closeCheckoutAtProvider(ctx, provider, session);
    }
    if (outcome.result === 'refunded') await settleRefund(ctx, provider, outcome.session);
  }

  async function handleProviderEvent(event: TProviderEvent): Promise<TEventResult> {
    const at = ctx.clock.now();
    const outcome = await ctx.db.transaction(async (tx): Promise<TEventOutcome> => {
      const eventRowId = await claimEvent(tx, event, at);
      if (eventRowId === null) return { result: 'duplicate' };
      if (!event.outcome) return { result: 'ignored' };
      const found = event.sessionToken
        ? await findPaymentSessionByToken(tx, event.sessionToken)
        : event.providerSessionId
          ? await findPaymentSessionByProviderId(tx, event.provider, event.providerSessionId)
          : null;
      if (!found || found.provider !== event.provider) {
        ctx.log.warn(
          { provider: event.provider, eventId: event.eventId, type: event.type },
          'online-payments: event for an unknown session',
        );
        return { result: 'ignored' };
      }
      const { file, session } = await lockFileAndSession(tx, found);
      await linkProviderEvent(tx, eventRowId, session.id);
      return applyOutcome(tx, file, session, event, at);
    });
    await followUp(outcome);
    return outcome.result;
  }

  function requireSandbox(): void {
    if (provider.name !== 'sandbox') throw new AppError('NOT_FOUND', 'Not Found.');
  }

  /**
   * Card and verification steps are taken only while the session waits for that step, on a live
   * booking whose amount is still owing: otherwise the card is never charged.
   */
  function assertWaitingFor(
    file: TFileRow,
    session: TPaymentSessionRow,
    step: 'open' | 'requires_action',
  ) {
    const status = effectiveStatus(session, ctx.clock.now());
    if (status === 'paid') throw new AppError('CONFLICT', ALREADY_PAID_MESSAGE);
    if (isCancelledFileStatus(file.status)) {
      throw new AppError('CONFLICT', BOOKING_CANCELLED_MESSAGE);
    }
    if (status === 'expired') throw new AppError('CONFLICT', SESSION_EXPIRED_MESSAGE);
    if (session.closedReason) throw new AppError('CONFLICT', CLOSED_MESSAGES[session.closedReason]);
    if (status === step) return;
    if (step === 'requires_action' && status === 'open') {
      throw new AppError('CONFLICT', NO_ACTION_PENDING_MESSAGE);
    }
    throw new AppError('CONFLICT', SESSION_CLOSED_MESSAGE);
  }

  /**
   * One step on the sandbox's card page, as its processor would take it: under the file's and the
   * session's locks, the step is checked and its outcome handled as the provider's event, in one
   * transaction. `outcomeOf` answers null for a wrong code the payer may try again.
   */
  async function takeSandboxStep(
    token: string,
    step: 'open' | 'requires_action',
    outcomeOf: (session: TPaymentSessionRow) => TSandboxEventType | null,
  ): Promise<TPaymentSessionView> {
    requireSandbox();
    const found = await sessionOrThrow(token);
    const at = ctx.clock.now();
    const outcome = await ctx.db.transaction(async (tx): Promise<TEventOutcome> => {
      const { file, session } = await lockFileAndSession(tx, found);
      assertWaitingFor(file, session, step);
      const refusal = reasonToRefuse(
        false,
        session,
        session.amountCents,
        await findOpenInvoices(tx, file.id),
        await travellerAccountOf(tx, file, session),
      );
      if (refusal) throw new AppError('CONFLICT', CLOSED_MESSAGES[refusal]);
      const type = outcomeOf(session);
      if (type === null) {
        await updatePaymentSession(tx, session.id, {
          verificationAttempts: session.verificationAttempts + 1,
          updatedAt: at,
        });
        return { result: 'unchanged' };
      }
      const event = provider.parseWebhook(sandboxEventBody(type, token, session.amountCents), {});
      const eventRowId = await claimEvent(tx, event, at);
      if (eventRowId === null) return { result: 'duplicate' };
      await linkProviderEvent(tx, eventRowId, session.id);
      return applyOutcome(tx, file, session, event, at);
    });
    await followUp(outcome);
    return present(await sessionOrThrow(token));
  }

  return {
    handleProviderEvent,

    async createSessionForFile(
      user: TSessionUser,
      reference: string,
      purpose: TPaymentPurpose,
    ): Promise<TPaymentSessionView> {
      const file = await findFileByReference(ctx.db, reference, scopeOf(user));
      if (!file) throw new AppError('NOT_FOUND', 'File not found.');
      return openSession(file, purpose, {
        kind: user.kind === 'admin' ? 'admin' : 'agent',
        userId: user.id,
      });
    },

    async createSessionForTraveller(
      travellerToken: string,
      purpose: TPaymentPurpose,
    ): Promise<TPaymentSessionView> {
      const link = await findTravellerLink(ctx.db, travellerToken);
      if (!link || link.kind !== 'travel-app' || link.revokedAt) {
        throw new AppError('NOT_FOUND', TRAVEL_APP_NOT_FOUND_MESSAGE);
      }
      const file = await findFileById(ctx.db, link.fileId);
      if (!file) throw new AppError('NOT_FOUND', TRAVEL_APP_NOT_FOUND_MESSAGE);
      const agency = await findFileAgency(ctx.db, file.agencyId);
      if (agency.travellerPayments === 'agency') {
        throw new AppError('CONFLICT', PAID_THROUGH_AGENCY_MESSAGE);
      }
      return openSession(file, purpose, { kind: 'traveller', userId: null });
    },

    async getSession(token: string): Promise<TPaymentSessionView> {
      return present(await sessionOrThrow(token));
    },

    async submitSandboxCard(token: string, card: TSandboxCardRequest) {
      requireSandbox();
      // A card the sandbox refuses outright is a field error, before any session state.
      const type = sandboxCardEventType(card, operatorToday(ctx.clock));
      return takeSandboxStep(token, 'open', () => type);
    },

    async submitSandboxVerification(token: string, request: TSandboxVerifyRequest) {
      return takeSandboxStep(token, 'requires_action', (session) =>
        sandboxVerifyEventType(request.code, session.verificationAttempts),
      );
    },

    /** A provider's webhook: verified by the adapter, then the common event path. */
    async receiveWebhook(
      providerName: TPaymentProvider['name'],
      rawBody: Buffer,
      headers: IncomingHttpHeaders,
    ): Promise<{ received: true; result: TEventResult }> {
      if (provider.name !== providerName) throw new AppError('NOT_FOUND', 'Not Found.');
      const result = await handleProviderEvent(provider.parseWebhook(rawBody, headers));
      return { received: true, result };
    },
  };
}

export type TOnlinePaymentsService = ReturnType<typeof createOnlinePaymentsService>;
