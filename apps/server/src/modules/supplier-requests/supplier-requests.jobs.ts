import { addDays } from '@portal/shared/domain/pricing/calendar';
import type { TAppContext } from '../../app-context';
import type { TTransaction } from '../../db/database';
import { findFileLines, type TFileRow, type TLineRow } from '../files/files.repository';
import type { TJobDefinition } from '../jobs/job-definition';
import { queueMail } from '../mail/mail.service';
import { operatorToday } from '../../lib/clock';
import { getGeneralSettings } from '../settings/settings.service';
import {
  createLinkToken,
  findFileById,
  findSuppliersByIds,
  supplierDetailsOf,
  supplierLinks,
} from './supplier-requests.dispatch';
import { reconfirmMail, reminderMail } from './supplier-requests.mail';
import {
  claimDueReconfirmations,
  claimDueReminders,
  claimUnanswered,
  insertAlertOnce,
  insertRequestEvents,
  type TBookingAlertRow,
  type TSupplierRequestRow,
} from './supplier-requests.repository';
import { createSupplierRequestsLive } from './supplier-requests.live';
import { getOperatorNames, getSupplierWorkflowSettings } from './supplier-requests.settings';

const HOUR_MS = 60 * 60_000;
const SYSTEM = { actorKind: 'system', actorUserId: null, actorName: null, ip: null } as const;

/**
 * The requests a job claimed, with their file, line and supplier, for the mails. Claiming is one
 * conditional UPDATE ... RETURNING, so a second run (or a second server) finds nothing to do.
 */
async function withContext(tx: TTransaction, requests: readonly TSupplierRequestRow[]) {
  const suppliers = await findSuppliersByIds(
    tx,
    requests.map((request) => request.supplierId),
  );
  const operatorNameOf = await getOperatorNames(tx);
  const files = new Map<number, { file: TFileRow; lines: Map<number, TLineRow> }>();
  const items = [];
  for (const request of requests) {
    let entry = files.get(request.fileId);
    if (!entry) {
      const file = await findFileById(tx, request.fileId);
      const lines = new Map((await findFileLines(tx, file.id)).map((line) => [line.id, line]));
      entry = { file, lines };
      files.set(request.fileId, entry);
    }
    const line = entry.lines.get(request.serviceLineId);
    if (!line) continue;
    items.push({
      request,
      file: entry.file,
      line,
      supplier: suppliers.get(request.supplierId) ?? null,
      details: supplierDetailsOf(request, entry.file, line, operatorNameOf(entry.file.brandId)),
    });
  }
  return items;
}

/** Reminds suppliers of unanswered requests, and alerts the back office when reminders run out. */
export async function runReminders(ctx: TAppContext, now: Date): Promise<{ processed: number }> {
  const raised: { alert: TBookingAlertRow; reference: string }[] = [];
  const outcome = await ctx.db.transaction(async (tx) => {
    const settings = await getSupplierWorkflowSettings(tx);
    const cutoff = new Date(now.getTime() - settings.reminderAfterHours * HOUR_MS);
    const { company_name: companyName } = await getGeneralSettings(tx, ctx.config);
    const args = { cutoff, maxReminders: settings.maxReminders, now };

    const reminded = await withContext(tx, await claimDueReminders(tx, args));
    for (const { request, line, supplier, details } of reminded) {
      const token = await createLinkToken(tx, request, line.endDate, 'answer', now);
      const links = supplierLinks(ctx.config.appUrl, token);
      if (supplier?.email) {
        const mail = reminderMail({
          supplierName: supplier.name,
          companyName,
          reminderNumber: request.reminderCount,
          item: { kind: request.kind, details, link: links.service, snapshotLink: links.snapshot },
        });
        await queueMail(tx, { to: supplier.email, fileId: request.fileId, ...mail }, now);
      }
      await insertRequestEvents(tx, [
        {
          ...SYSTEM,
          requestId: request.id,
          action: 'reminded',
          detail: { reminder: request.reminderCount, to: supplier?.email ?? null },
          createdAt: now,
        },
      ]);
    }

    const unanswered = await withContext(tx, await claimUnanswered(tx, args));
    for (const { request, file, line, supplier } of unanswered) {
      const alert = await insertAlertOnce(tx, {
        kind: 'supplier-unanswered',
        message: `${supplier?.name ?? 'The supplier'} has not answered the request for ${line.name} on ${line.date} after ${request.reminderCount} reminders.`,
        fileId: file.id,
        supplierRequestId: request.id,
        createdAt: now,
      });
      if (alert) raised.push({ alert, reference: file.reference });
      await insertRequestEvents(tx, [
        {
          ...SYSTEM,
          requestId: request.id,
          action: 'escalated',
          detail: { reminders: request.reminderCount },
          createdAt: now,
        },
      ]);
    }
    return { processed: reminded.length + unanswered.length };
  });
  const live = createSupplierRequestsLive({
    broadcaster: ctx.broadcaster,
    clock: ctx.clock,
    log: ctx.log,
  });
  for (const { alert, reference } of raised) live.alertRaised(alert, reference);
  return outcome;
}

/** Asks suppliers to reconfirm confirmed services that start within the configured days. */
export async function runReconfirmations(
  ctx: TAppContext,
  now: Date,
): Promise<{ processed: number }> {
  return ctx.db.transaction(async (tx) => {
    const settings = await getSupplierWorkflowSettings(tx);
    const today = operatorToday({ now: () => now });
    const { company_name: companyName } = await getGeneralSettings(tx, ctx.config);
    const claimed = await claimDueReconfirmations(tx, {
      firstDate: today,
      lastDate: addDays(today, settings.reconfirmDaysBefore),
      now,
    });
    const items = await withContext(tx, claimed);
    for (const { request, line, supplier, details } of items) {
      const token = await createLinkToken(tx, request, line.endDate, 'reconfirm', now);
      const links = supplierLinks(ctx.config.appUrl, token);
      if (supplier?.email) {
        const mail = reconfirmMail({
          supplierName: supplier.name,
          companyName,
          item: {
            kind: request.kind,
            details,
            link: links.reconfirm,
            snapshotLink: links.snapshot,
          },
        });
        await queueMail(tx, { to: supplier.email, fileId: request.fileId, ...mail }, now);
      }
      await insertRequestEvents(tx, [
        {
          ...SYSTEM,
          requestId: request.id,
          action: 'reconfirm-requested',
          detail: { to: supplier?.email ?? null },
          createdAt: now,
        },
      ]);
    }
    return { processed: items.length };
  });
}

export const supplierRequestJobs: TJobDefinition[] = [
  { name: 'supplier-requests.reminders', everyMs: 15 * 60_000, run: runReminders },
  { name: 'supplier-requests.reconfirmations', everyMs: 60 * 60_000, run: runReconfirmations },
];
