import type { IncomingHttpHeaders } from 'node:http';
import type {
  TPaymentPurpose,
  TPaymentSessionView,
  TSandboxCardRequest,
  TSandboxVerifyRequest,
} from '@portal/shared/contracts/online-payments';
import type { TRealtimeEventPayload } from '@portal/shared/contracts/realtime';
import type { TSessionUser } from '@portal/shared/contracts/auth';
import { getBrand } from '@portal/shared/domain/brands';
import type { TAppContext } from '../../app-context';
import type { TTransaction } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { randomToken } from '../../lib/tokens';
import { recordAudit } from '../audit/audit.service';
import { scopeOf } from '../files/files.policy';
import { findFileByReference, type TFileRow } from '../files/files.repository';
import { applyPayment } from '../invoices/invoices.payments';
import { findOpenInvoices } from '../invoices/invoices.repository';
import { operatorToday } from '../pricing/operator-today';
import { findTravellerLink } from '../traveller/traveller-links.repository';
import { amountToCollect } from './online-payments.amounts';
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
  findPaymentSessionByToken,
  findSessionContext,
  insertPaymentSession,
  linkProviderEvent,
  lockFileById,
  lockPaymentSession,
  updatePaymentSession,
  type TPaymentSessionRow,
} from './online-payments.repository';
import {
  sandboxCardEventType,
  sandboxEventBody,
  sandboxVerifyEventType,
} from './online-payments.sandbox';

export const SESSION_LIFETIME_MS = 24 * 60 * 60_000;
export const NOTHING_OWING_MESSAGE = 'Nothing is owing on this booking.';
export const SESSION_NOT_FOUND_MESSAGE = 'This payment link is not valid.';
export const ALREADY_PAID_MESSAGE = 'This payment has already been made.';
export const SESSION_CLOSED_MESSAGE =
  'This payment can no longer be completed. Please start a new payment.';
export const NO_ACTION_PENDING_MESSAGE = 'This payment is not waiting for a verification code.';
export const TRAVEL_APP_NOT_FOUND_MESSAGE = 'This link is not valid.';

/** Who opens a session: a signed-in agent or back-office user, or a traveller by their link. */
export type TPayer =
  { kind: 'agent' | 'admin'; user: TSessionUser } | { kind: 'traveller'; travellerToken: string };

export type TEventResult = 'duplicate' | 'ignored' | 'unchanged' | 'updated' | 'paid';

const PROVIDER_LABELS = { sandbox: 'Payment sandbox', stripe: 'Stripe' } as const;

/**
 * Online payment sessions. A session fixes what is collected (the deposit or balance owing when
 * it opens); the provider collects it; every provider callback (the sandbox's included) goes
 * through handleProviderEvent, which is idempotent by event id and final once paid.
 */
export function createOnlinePaymentsService(
  ctx: TAppContext,
  deps: { provider: TPaymentProvider; live: TPaymentsLive },
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

  async function openSession(
    file: TFileRow,
    purpose: TPaymentPurpose,
    createdBy: { kind: 'agent' | 'admin' | 'traveller'; userId: number | null },
  ): Promise<TPaymentSessionView> {
    const now = ctx.clock.now();
    const currency = getBrand(file.brandId).currency;
    const session = await ctx.db.transaction(async (tx) => {
      // Locked so a payment being recorded for the file finishes before the amount is read.
      const locked = await lockFileById(tx, file.id);
      if (!locked) throw new AppError('NOT_FOUND', 'File not found.');
      const due = amountToCollect(purpose, await findOpenInvoices(tx, file.id));
      if (!due) throw new AppError('CONFLICT', NOTHING_OWING_MESSAGE);
      return insertPaymentSession(tx, {
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
    });

    // The provider is called after commit: nothing slow holds the file's lock.
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
    session: TPaymentSessionRow,
    event: TProviderEvent,
    at: Date,
  ): Promise<{ fileId: number; payload: TRealtimeEventPayload<'payment.recorded'> }> {
    const file = await lockFileById(tx, session.fileId);
    if (!file) throw new Error(`payment session ${session.id}: file missing`);
    const context = await findSessionContext(tx, session);
    // What the provider collected is what was received; it differs only if something is wrong.
    const amountCents = event.amountCents ?? session.amountCents;
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
      receivedOn: operatorToday({ now: () => at }),
      recordedByUserId: null,
      at,
      preferInvoiceId: session.invoiceId,
    });
    await updatePaymentSession(tx, session.id, {
      status: 'paid',
      paidAt: at,
      paymentId: payment.id,
      failureMessage: null,
      updatedAt: at,
    });
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
      fileId: file.id,
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

  /**
   * The one path for every provider event. The event id is claimed first (a repeat changes
   * nothing), then the session is locked: a paid session is final, so a late or repeated
   * "paid" never records a second payment and a "failed" after "paid" is ignored. A "paid" for
   * a session that had failed or expired is still recorded: the provider has the money.
   */
  async function handleProviderEvent(event: TProviderEvent): Promise<TEventResult> {
    const at = ctx.clock.now();
    const outcome = await ctx.db.transaction(async (tx) => {
      const eventRowId = await claimProviderEvent(tx, {
        provider: event.provider,
        eventId: event.eventId,
        type: event.type,
        receivedAt: at,
      });
      if (eventRowId === null) return { result: 'duplicate' as const };
      if (!event.outcome) return { result: 'ignored' as const };
      const session = event.sessionToken
        ? await lockPaymentSession(tx, { token: event.sessionToken })
        : event.providerSessionId
          ? await lockPaymentSession(tx, {
              provider: event.provider,
              providerSessionId: event.providerSessionId,
            })
          : null;
      if (!session || session.provider !== event.provider) {
        ctx.log.warn(
          { provider: event.provider, eventId: event.eventId, type: event.type },
          'online-payments: event for an unknown session',
        );
        return { result: 'ignored' as const };
      }
      await linkProviderEvent(tx, eventRowId, session.id);
      if (session.status === 'paid') return { result: 'unchanged' as const };

      switch (event.outcome) {
        case 'paid':
          return { result: 'paid' as const, recorded: await recordPaid(tx, session, event, at) };
        case 'failed':
        case 'expired':
          if (session.status === 'failed' || session.status === 'expired') {
            return { result: 'unchanged' as const };
          }
          await updatePaymentSession(tx, session.id, {
            status: event.outcome,
            failureMessage: event.failureMessage,
            updatedAt: at,
          });
          return { result: 'updated' as const };
        case 'requires_action':
        case 'processing':
          if (session.status !== 'open' && session.status !== 'requires_action') {
            return { result: 'unchanged' as const };
          }
          await updatePaymentSession(tx, session.id, {
            status: event.outcome,
            failureMessage: null,
            updatedAt: at,
          });
          return { result: 'updated' as const };
      }
    });
    if (outcome.result === 'paid') {
      live.paymentRecorded(outcome.recorded.fileId, outcome.recorded.payload);
    }
    return outcome.result;
  }

  function requireSandbox(): void {
    if (provider.name !== 'sandbox') throw new AppError('NOT_FOUND', 'Not Found.');
  }

  /** Card and verification steps are taken only while the session waits for that step. */
  function assertWaitingFor(session: TPaymentSessionRow, step: 'open' | 'requires_action') {
    const status = effectiveStatus(session, ctx.clock.now());
    if (status === 'paid') throw new AppError('CONFLICT', ALREADY_PAID_MESSAGE);
    if (status === 'expired') throw new AppError('CONFLICT', SESSION_EXPIRED_MESSAGE);
    if (status === step) return;
    if (step === 'requires_action' && status === 'open') {
      throw new AppError('CONFLICT', NO_ACTION_PENDING_MESSAGE);
    }
    throw new AppError('CONFLICT', SESSION_CLOSED_MESSAGE);
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
      return openSession(file, purpose, { kind: 'traveller', userId: null });
    },

    async getSession(token: string): Promise<TPaymentSessionView> {
      return present(await sessionOrThrow(token));
    },

    async submitSandboxCard(token: string, card: TSandboxCardRequest) {
      requireSandbox();
      const session = await sessionOrThrow(token);
      assertWaitingFor(session, 'open');
      const type = sandboxCardEventType(card.cardNumber);
      await handleProviderEvent(
        provider.parseWebhook(sandboxEventBody(type, token, session.amountCents), {}),
      );
      return present(await sessionOrThrow(token));
    },

    async submitSandboxVerification(token: string, request: TSandboxVerifyRequest) {
      requireSandbox();
      const session = await sessionOrThrow(token);
      assertWaitingFor(session, 'requires_action');
      const type = sandboxVerifyEventType(request.code);
      await handleProviderEvent(
        provider.parseWebhook(sandboxEventBody(type, token, session.amountCents), {}),
      );
      return present(await sessionOrThrow(token));
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
