import {
  FIT_TRACKER_MAX_DAYS,
  type TFitTrackerAction,
  type TFitTrackerAgencyList,
  type TFitTrackerActionResult,
  type TFitTrackerCsvQuery,
  type TFitTrackerQuery,
  type TFitTrackerRow,
} from '@portal/shared/contracts/fit-tracker';
import type { TFileEventAction } from '@portal/shared/contracts/files';
import type { TSessionUser } from '@portal/shared/contracts/auth';
import type { TAppContext } from '../../app-context';
import type { TTransaction } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import type { TFilesLive } from '../files/files.live';
import { type TFileRow } from '../files/files.repository';
import { lockFile, recordFileEvents } from '../files/commands/within-transaction';
import { queueMail } from '../mail/mail.service';
import { depositOwingOf, outstandingOf } from '@portal/shared/domain/invoice-owing';
import { reminderMail } from '../online-payments/online-payments.reminders';
import { findExcludedRecipients } from '../online-payments/online-payments.repository';
import { operatorToday } from '../../lib/clock';
import { brandCalendar, brandTodayWithin, getGeneralSettings } from '../settings/settings.service';
import type { TSupplierRequestsService } from '../supplier-requests/supplier-requests.service';
import { getOrCreateTravellerLinks } from '../traveller/traveller-links.repository';
import { documentsMail, emergencyContactMail, type TTrackerMailContext } from './fit-tracker.mail';
import { presentTrackerRow } from './fit-tracker.presenter';
import {
  findAgencyOptions,
  findAgent,
  findChaseableRequests,
  findOwingInvoices,
  findTrackerPage,
  findTrackerRow,
  insertDocumentsSent,
  type TTrackerFilter,
  type TTrackerRow,
} from './fit-tracker.repository';

export interface TTrackerActor {
  userId: number;
  name: string;
  ip: string | null;
}

export function trackerActorOf(user: TSessionUser, ip: string | null): TTrackerActor {
  return { userId: user.id, name: user.name, ip };
}

function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function daysBetween(fromIso: string, toIso: string): number {
  return Math.round(
    (Date.parse(`${toIso}T00:00:00Z`) - Date.parse(`${fromIso}T00:00:00Z`)) / 86_400_000,
  );
}

const EVENT_OF: Record<TFitTrackerAction, TFileEventAction> = {
  'send-documents': 'tracker.documents-sent',
  'chase-suppliers': 'tracker.suppliers-chased',
  'send-payment-reminder': 'tracker.payment-reminded',
  'request-emergency-contact': 'tracker.emergency-contact-requested',
};

const NOT_FOUND = 'File not found.';

function bookingOrThrow(file: TFileRow | null): TFileRow {
  if (!file) throw new AppError('NOT_FOUND', NOT_FOUND);
  if (file.status === 'Quote' || file.status === 'Cancelled') {
    throw new AppError(
      'CONFLICT',
      `This file is ${file.status === 'Quote' ? 'a quote' : 'cancelled'}; the tracker only acts on bookings.`,
    );
  }
  return file;
}

/**
 * The FIT finalisation tracker: bookings (not quotes, not cancelled) travelling from the
 * operator's today to today + N days, with what each still lacks, and one-click actions that
 * close a gap. Every action locks the file, is recorded as a file event and in the audit log,
 * and is pushed live to whoever has the file open.
 */
export function createFitTrackerService(
  ctx: TAppContext,
  deps: { live: TFilesLive; supplierRequests: TSupplierRequestsService },
) {
  /**
   * Each row as of its brand's today (days to travel, what is overdue). The window the filters
   * select spans both brands, so it starts on the head office's date.
   */
  async function presentedAsOfToday(rows: readonly TTrackerRow[]): Promise<TFitTrackerRow[]> {
    const calendar = await brandCalendar(ctx.settings);
    const now = ctx.clock.now();
    return rows.map((row) => presentTrackerRow(row, calendar(row.brandId, now)));
  }

  function filterOf(query: TFitTrackerCsvQuery, today: string): TTrackerFilter {
    return {
      from: today,
      to: addDays(today, Math.min(query.days, FIT_TRACKER_MAX_DAYS)),
      agencyId: query.agency,
      status: query.status,
      lacking: query.lacking,
      includeComplete: query.include_complete ?? false,
    };
  }

  async function rowOf(fileId: number): Promise<TFitTrackerRow> {
    const row = await findTrackerRow(ctx.db, fileId);
    if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
    const calendar = await brandCalendar(ctx.settings);
    return presentTrackerRow(row, calendar(row.brandId, ctx.clock.now()));
  }

  /**
   * Runs `work` with the file locked, then records the file event and the audit entry in the
   * same transaction; pushes the change live after commit.
   */
  async function fileChange(
    reference: string,
    actor: TTrackerActor,
    action: TFitTrackerAction,
    work: (tx: TTransaction, file: TFileRow, at: Date) => Promise<Record<string, unknown>>,
  ): Promise<{ file: TFileRow; detail: Record<string, unknown> }> {
    const result = await ctx.db.transaction(async (tx) => {
      const file = bookingOrThrow(await lockFile(tx, reference, { agencyId: null }));
      const at = ctx.clock.now();
      const detail = await work(tx, file, at);
      await recordFileEvents(tx, [
        {
          fileId: file.id,
          action: EVENT_OF[action],
          detail,
          actorKind: 'admin',
          actorUserId: actor.userId,
          actorName: actor.name,
          createdAt: at,
        },
      ]);
      await recordAudit(
        tx,
        { userId: actor.userId, label: actor.name, ip: actor.ip },
        {
          action: `fit-tracker.${action}`,
          entityType: 'file',
          entityId: file.id,
          detail: { reference: file.reference, ...detail },
          at,
        },
      );
      return { file, detail };
    });
    deps.live.fileUpdated(result.file, EVENT_OF[action]);
    ctx.mail.kick();
    return result;
  }

  async function agentOf(tx: TTransaction, file: TFileRow) {
    const agent = await findAgent(tx, file.agentId);
    if (!agent?.isActive || !agent.email.includes('@')) {
      throw new AppError('CONFLICT', 'The booking agent has no active account with an email.');
    }
    return agent;
  }

  async function mailContext(
    tx: TTransaction,
    file: TFileRow,
    agentName: string,
    at: Date,
  ): Promise<TTrackerMailContext> {
    const { travelAppToken } = await getOrCreateTravellerLinks(tx, file.id, at);
    const { company_name: companyName } = await getGeneralSettings(tx, ctx.config);
    const ref = encodeURIComponent(file.reference);
    return {
      agentName,
      companyName,
      reference: file.reference,
      bookingName: file.bookingName,
      travelDate: file.travelDate,
      travelAppUrl: `${ctx.config.appUrl}/travel-app/${travelAppToken}`,
      itineraryPdfUrl: `${ctx.config.appUrl}/api/app/files/${ref}/itinerary.pdf`,
      fileUrl: `${ctx.config.appUrl}/app/view-booking/${ref}`,
    };
  }

  const actions: Record<
    TFitTrackerAction,
    (reference: string, actor: TTrackerActor) => Promise<{ fileId: number; count: number }>
  > = {
    async 'send-documents'(reference, actor) {
      const { file } = await fileChange(reference, actor, 'send-documents', async (tx, f, at) => {
        const agent = await agentOf(tx, f);
        const mail = documentsMail(await mailContext(tx, f, agent.name, at));
        await queueMail(tx, { to: agent.email, fileId: f.id, ...mail }, at);
        await insertDocumentsSent(tx, {
          fileId: f.id,
          kind: 'travel-documents',
          sentAt: at,
          sentByUserId: actor.userId,
          to: agent.email,
        });
        return { to: agent.email };
      });
      return { fileId: file.id, count: 1 };
    },

    async 'request-emergency-contact'(reference, actor) {
      const { file } = await fileChange(
        reference,
        actor,
        'request-emergency-contact',
        async (tx, f, at) => {
          const agent = await agentOf(tx, f);
          const mail = emergencyContactMail(await mailContext(tx, f, agent.name, at));
          await queueMail(tx, { to: agent.email, fileId: f.id, ...mail }, at);
          return { to: agent.email };
        },
      );
      return { fileId: file.id, count: 1 };
    },

    async 'send-payment-reminder'(reference, actor) {
      const { file, detail } = await fileChange(
        reference,
        actor,
        'send-payment-reminder',
        async (tx, f, at) => {
          const owing = await findOwingInvoices(tx, f.id);
          if (owing.length === 0)
            throw new AppError('CONFLICT', 'Nothing is owing on this booking.');
          const agent = await agentOf(tx, f);
          const to = agent.email.trim().toLowerCase();
          if ((await findExcludedRecipients(tx)).has(to)) {
            throw new AppError(
              'CONFLICT',
              'The agent’s address is excluded from payment reminders.',
            );
          }
          const { company_name: companyName } = await getGeneralSettings(tx, ctx.config);
          const today = await brandTodayWithin(tx, ctx.clock, f.brandId);
          const invoicesSent: string[] = [];
          for (const invoice of owing) {
            const depositOwing = depositOwingOf(invoice);
            const purpose = depositOwing > 0 ? ('deposit' as const) : ('balance' as const);
            const dueOn = purpose === 'deposit' ? invoice.depositDueOn : invoice.balanceDueOn;
            const mail = reminderMail({
              agentName: agent.name,
              companyName,
              purpose,
              amountCents: purpose === 'deposit' ? depositOwing : outstandingOf(invoice),
              brandId: invoice.brandId,
              reference: f.reference,
              bookingName: f.bookingName,
              invoiceNumber: invoice.number,
              dueOn,
              offsetDays: daysBetween(dueOn, today),
              fileUrl: `${ctx.config.appUrl}/app/view-booking/${encodeURIComponent(f.reference)}`,
            });
            await queueMail(tx, { to, fileId: f.id, ...mail }, at);
            invoicesSent.push(invoice.number);
          }
          return { to, invoices: invoicesSent };
        },
      );
      return { fileId: file.id, count: (detail.invoices as string[]).length };
    },

    async 'chase-suppliers'(reference, actor) {
      // Each resend is the supplier-requests service's own change (its lock, history and audit);
      // the tracker then records on the file what it chased.
      const target = await ctx.db.transaction(async (tx) => {
        const file = bookingOrThrow(await lockFile(tx, reference, { agencyId: null }));
        return { fileId: file.id, requests: await findChaseableRequests(tx, file.id) };
      });
      if (target.requests.length === 0) {
        throw new AppError('CONFLICT', 'No supplier request is waiting for an answer.');
      }
      const resent: number[] = [];
      for (const request of target.requests) {
        await deps.supplierRequests.resend(request.id, actor);
        resent.push(request.id);
      }
      await fileChange(reference, actor, 'chase-suppliers', () =>
        Promise.resolve({ supplierRequests: resent }),
      );
      return { fileId: target.fileId, count: resent.length };
    },
  };

  return {
    /** One page of the tracker, presented as of today. */
    async list(query: TFitTrackerQuery): Promise<{ rows: TFitTrackerRow[]; total: number }> {
      const { rows, total } = await findTrackerPage(
        ctx.db,
        filterOf(query, operatorToday(ctx.clock)),
        {
          limit: query.per_page,
          offset: (query.page - 1) * query.per_page,
        },
      );
      return { rows: await presentedAsOfToday(rows), total };
    },

    async agencyOptions(): Promise<TFitTrackerAgencyList> {
      return { data: await findAgencyOptions(ctx.db) };
    },

    /** Every booking the filters find, presented as of today. */
    async listForExport(query: TFitTrackerCsvQuery): Promise<TFitTrackerRow[]> {
      const { rows } = await findTrackerPage(
        ctx.db,
        filterOf(query, operatorToday(ctx.clock)),
        null,
      );
      return presentedAsOfToday(rows);
    },

    async act(
      reference: string,
      action: TFitTrackerAction,
      actor: TTrackerActor,
    ): Promise<TFitTrackerActionResult> {
      const { fileId, count } = await actions[action](reference, actor);
      return { action, count, row: await rowOf(fileId) };
    },
  };
}
