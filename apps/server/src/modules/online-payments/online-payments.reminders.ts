import {
  type TCreatePaymentReminderRecipientExclusionRequest,
  type TPaymentPurpose,
  type TPaymentReminderExclusion,
  type TPaymentReminderExclusionRequest,
  type TPaymentReminderRecipientExclusion,
  type TPaymentReminderRecipientExclusionCsvQuery,
  type TPaymentReminderSettings,
} from '@portal/shared/contracts/online-payments';
import type { TSessionUser } from '@portal/shared/contracts/auth';
import { isCancelledFileStatus } from '@portal/shared/domain/file-states';
import { formatDayMonthYear } from '@portal/shared/format/dates';
import { formatPrice } from '@portal/shared/format/money';
import type { TAppContext } from '../../app-context';
import type { TExecutor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import { findFileByReference } from '../files/files.repository';
import { queueMail } from '../mail/mail.service';
import { readSettingsSection } from '../settings/settings.sections';
import { brandCalendar, getGeneralSettings } from '../settings/settings.service';
import {
  balanceOwingOf,
  depositOwingOf,
  type TOwingInvoice,
} from '@portal/shared/domain/invoice-owing';
import { presentRecipientExclusion } from './online-payments.presenter';
import {
  claimReminder,
  deleteFileExclusion,
  deleteRecipientExclusion,
  findExcludedRecipients,
  findFileExclusion,
  findInvoicesOwing,
  findRecipientExclusions,
  insertRecipientExclusion,
  lockInvoice,
  upsertFileExclusion,
} from './online-payments.repository';

/** The reminder schedule of the FIT settings over the defaults; a malformed field falls back alone. */
export function getPaymentReminderSettings(executor: TExecutor): Promise<TPaymentReminderSettings> {
  return readSettingsSection(executor, 'payment-reminders');
}

function daysBetween(fromIso: string, toIso: string): number {
  return Math.round(
    (Date.parse(`${toIso}T00:00:00Z`) - Date.parse(`${fromIso}T00:00:00Z`)) / 86_400_000,
  );
}

/**
 * The reminder `today` falls on for a due date: negative days before it, positive days after,
 * or null when today is not a reminder day.
 */
export function reminderOffset(
  today: string,
  dueOn: string,
  settings: TPaymentReminderSettings,
): number | null {
  const offset = daysBetween(dueOn, today);
  if (offset <= 0 && settings.daysBeforeDue.includes(-offset)) return offset;
  if (offset > 0 && settings.daysAfterDue.includes(offset)) return offset;
  return null;
}

function owingFor(purpose: TPaymentPurpose, invoice: TOwingInvoice): number {
  return purpose === 'deposit' ? depositOwingOf(invoice) : balanceOwingOf(invoice);
}

interface TReminderMail {
  agentName: string;
  companyName: string;
  purpose: TPaymentPurpose;
  amountCents: number;
  brandId: number;
  reference: string;
  bookingName: string;
  invoiceNumber: string;
  dueOn: string;
  offsetDays: number;
  fileUrl: string;
}

export function reminderMail(mail: TReminderMail): { subject: string; text: string } {
  const what = mail.purpose === 'deposit' ? 'deposit' : 'balance';
  const amount = formatPrice(mail.amountCents, mail.brandId);
  const due = formatDayMonthYear(mail.dueOn);
  const when =
    mail.offsetDays > 0
      ? `was due on ${due} and is still outstanding`
      : mail.offsetDays === 0
        ? `is due today (${due})`
        : `is due on ${due}`;
  return {
    subject: `Payment reminder: ${what} for ${mail.reference} ${mail.bookingName}`,
    text: [
      `Hello ${mail.agentName},`,
      '',
      `The ${what} of ${amount} for booking ${mail.reference} (${mail.bookingName}), invoice ${mail.invoiceNumber}, ${when}.`,
      '',
      `Pay online by card or view the invoice on the booking: ${mail.fileUrl}`,
      '',
      'If you have paid already, please ignore this reminder.',
      '',
      mail.companyName,
    ].join('\n'),
  };
}

/**
 * One round of payment reminders as of `now`: for every invoice with a deposit or balance still
 * owing whose due date is one of the configured days ahead or behind, the file's agent gets one
 * email per invoice, purpose and day (payment_reminders' unique key: a second run sends
 * nothing). Excluded files and addresses are skipped. The email links the booking page, where
 * the agent opens a payment session for what is owing then: a session made now would expire in
 * a day and could collect an amount that changed since.
 */
export async function sendPaymentReminders(
  ctx: TAppContext,
  now: Date,
): Promise<{ processed: number }> {
  // Due dates are on the invoice's brand's calendar, and so is the day they are counted from.
  const calendar = await brandCalendar(ctx.settings);
  const settings = await getPaymentReminderSettings(ctx.db);
  const excluded = await findExcludedRecipients(ctx.db);
  const { company_name: companyName } = await getGeneralSettings(ctx.db, ctx.config);
  let processed = 0;

  for (const row of await findInvoicesOwing(ctx.db)) {
    // A cancelled booking is asked for nothing (its invoice is credited once suppliers release).
    if (row.excludedAt || isCancelledFileStatus(row.fileStatus)) continue;
    const recipients = row.agentActive
      ? [row.agentEmail.trim().toLowerCase()].filter(
          (email) => email.includes('@') && !excluded.has(email),
        )
      : [];
    if (recipients.length === 0) continue;

    for (const purpose of ['deposit', 'balance'] as const) {
      const dueOn = purpose === 'deposit' ? row.invoice.depositDueOn : row.invoice.balanceDueOn;
      if (owingFor(purpose, row.invoice) <= 0) continue;
      const offsetDays = reminderOffset(calendar(row.invoice.brandId, now), dueOn, settings);
      if (offsetDays === null) continue;

      const sent = await ctx.db.transaction(async (tx) => {
        // Re-read under lock: a payment that came in since the list was read wins.
        const invoice = await lockInvoice(tx, row.invoice.id);
        const amountCents = invoice ? owingFor(purpose, invoice) : 0;
        if (!invoice || amountCents <= 0 || invoice.status === 'void') return false;
        const claimed = await claimReminder(tx, {
          invoiceId: invoice.id,
          purpose,
          offsetDays,
          dueOn,
          amountCents,
          recipients: recipients.join(', '),
          sentAt: now,
        });
        if (!claimed) return false;
        const mail = reminderMail({
          agentName: row.agentName,
          companyName,
          purpose,
          amountCents,
          brandId: invoice.brandId,
          reference: row.reference,
          bookingName: row.bookingName,
          invoiceNumber: invoice.number,
          dueOn,
          offsetDays,
          fileUrl: `${ctx.config.appUrl}/app/view-booking/${encodeURIComponent(row.reference)}`,
        });
        for (const to of recipients) {
          await queueMail(tx, { to, fileId: row.fileId, ...mail }, now);
        }
        return true;
      });
      if (sent) processed += 1;
    }
  }
  if (processed > 0) ctx.mail.kick();
  return { processed };
}

function auditActor(user: TSessionUser) {
  return { userId: user.id, label: user.username };
}

/** The back office's switches: a file out of the reminder run, addresses that never get one. */
export function createPaymentRemindersService(ctx: TAppContext) {
  return {
    async setFileExclusion(
      user: TSessionUser,
      reference: string,
      request: TPaymentReminderExclusionRequest,
    ): Promise<TPaymentReminderExclusion> {
      const file = await findFileByReference(ctx.db, reference, { agencyId: null });
      if (!file) throw new AppError('NOT_FOUND', 'File not found.');
      const at = ctx.clock.now();
      await ctx.db.transaction(async (tx) => {
        if (request.excluded) {
          await upsertFileExclusion(tx, {
            fileId: file.id,
            reason: request.reason,
            excludedByUserId: user.id,
            createdAt: at,
          });
        } else {
          await deleteFileExclusion(tx, file.id);
        }
        await recordAudit(tx, auditActor(user), {
          action: request.excluded
            ? 'payment-reminders.file_excluded'
            : 'payment-reminders.file_included',
          entityType: 'file',
          entityId: file.id,
          detail: { reference: file.reference, reason: request.reason },
          at,
        });
      });
      const exclusion = await findFileExclusion(ctx.db, file.id);
      return {
        bookingReference: file.reference,
        excluded: exclusion !== null,
        reason: exclusion?.reason ?? '',
      };
    },

    async listRecipientExclusions(
      filter: TPaymentReminderRecipientExclusionCsvQuery,
      page: { limit: number; offset: number },
    ): Promise<{ rows: TPaymentReminderRecipientExclusion[]; total: number }> {
      const { rows, total } = await findRecipientExclusions(ctx.db, { ...filter, ...page });
      return { rows: rows.map(presentRecipientExclusion), total };
    },

    async addRecipientExclusion(
      user: TSessionUser,
      request: TCreatePaymentReminderRecipientExclusionRequest,
    ): Promise<TPaymentReminderRecipientExclusion> {
      const at = ctx.clock.now();
      return ctx.db.transaction(async (tx) => {
        const row = await insertRecipientExclusion(tx, {
          email: request.email,
          reason: request.reason,
          excludedByUserId: user.id,
          createdAt: at,
        });
        if (!row) {
          throw AppError.invalidField('email', 'This address is already excluded from reminders.');
        }
        await recordAudit(tx, auditActor(user), {
          action: 'payment-reminders.recipient_excluded',
          entityType: 'payment_reminder_recipient_exclusion',
          entityId: row.id,
          detail: { email: row.email },
          at,
        });
        return presentRecipientExclusion(row);
      });
    },

    async removeRecipientExclusion(user: TSessionUser, id: number): Promise<void> {
      const at = ctx.clock.now();
      await ctx.db.transaction(async (tx) => {
        const row = await deleteRecipientExclusion(tx, id);
        if (!row) throw new AppError('NOT_FOUND', 'Exclusion not found.');
        await recordAudit(tx, auditActor(user), {
          action: 'payment-reminders.recipient_included',
          entityType: 'payment_reminder_recipient_exclusion',
          entityId: row.id,
          detail: { email: row.email },
          at,
        });
      });
    },
  };
}
