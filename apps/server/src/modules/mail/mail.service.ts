import type { FastifyBaseLogger } from 'fastify';
import type { TFileEmailEntry } from '@portal/shared/contracts/files';
import type { TOutboxSort } from '@portal/shared/contracts/outbox';
import type { TDatabase, TExecutor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { createOutboxLoop, type TOutboxLoop } from '../../lib/outbox-loop';
import type { TClock } from '../../lib/clock';
import type { TListOrder } from '../../lib/list-order';
import {
  claimDueMail,
  findFileMail,
  findMailById,
  findOutboxPage,
  insertMail,
  updateMail,
  type TMailRow,
  type TNewMail,
} from './mail.repository';
import { presentFileEmail } from './mail.presenter';
import type { TMailTransport } from './mail.transport';

export const MAX_MAIL_ATTEMPTS = 6;
const LEASE_MS = 5 * 60_000;
const BATCH_SIZE = 20;
/** How long stop() waits for a delivery run in progress before letting the app close. */
const STOP_WAIT_MS = 3_000;

/**
 * Writes an email to the outbox inside the caller's transaction; it is delivered after commit by
 * the dispatcher, so a rolled-back change never sends mail and nothing slow runs in a transaction.
 * Mail about a quote or booking carries its `fileId`, so the file's back-office timeline lists it.
 */
export async function queueMail(executor: TExecutor, mail: TNewMail, now: Date): Promise<number> {
  return insertMail(executor, mail, now);
}

/** The outbox as an admin reads it, newest first, optionally filtered by recipient. */
export function listOutbox(
  executor: TExecutor,
  filter: { to?: string | undefined; page: number; perPage: number },
  order: TListOrder<TOutboxSort> = {},
): Promise<{ rows: TMailRow[]; total: number }> {
  return findOutboxPage(executor, filter, order);
}

/** One message of the outbox; NOT_FOUND when there is no such message. */
export async function getOutboxMessage(executor: TExecutor, id: number): Promise<TMailRow> {
  const row = await findMailById(executor, id);
  if (!row) throw new AppError('NOT_FOUND', 'Message not found.');
  return row;
}

/**
 * The newest `limit` messages queued for a file, as timeline entries, and how many there are (the
 * back office's file timeline merges them with the file's events).
 */
export async function listFileEmails(
  executor: TExecutor,
  fileId: number,
  limit: number,
): Promise<{ entries: TFileEmailEntry[]; total: number }> {
  const { rows, total } = await findFileMail(executor, fileId, limit);
  return { entries: rows.map(presentFileEmail), total };
}

/** Minutes to wait before attempt n+1: 1, 2, 4, 8, 16, then at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;
}

/** The outbox loop over due messages (lib/outbox-loop.ts). */
export type TMailDispatcher = TOutboxLoop;

export function createMailDispatcher(deps: {
  db: TDatabase;
  clock: TClock;
  log: FastifyBaseLogger;
  from: string;
  /** Null when SMTP_URL is unset: messages are held and logged so a developer can read them. */
  transport: TMailTransport | null;
}): TMailDispatcher {
  async function deliver(mail: TMailRow): Promise<void> {
    const now = deps.clock.now();
    if (!deps.transport) {
      deps.log.info(
        { mailId: mail.id, to: mail.to, subject: mail.subject },
        `Mail held (SMTP_URL is not set). To: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}`,
      );
      await updateMail(deps.db, mail.id, { status: 'held', attempts: mail.attempts });
      return;
    }
    const attempts = mail.attempts + 1;
    try {
      await deps.transport.send({
        from: deps.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments,
      });
      await updateMail(deps.db, mail.id, {
        status: 'sent',
        attempts,
        sentAt: now,
        lastError: null,
      });
    } catch (error) {
      const lastError = error instanceof Error ? error.message.slice(0, 1000) : String(error);
      const isFinal = attempts >= MAX_MAIL_ATTEMPTS;
      deps.log.warn({ mailId: mail.id, attempts, err: error }, 'Mail delivery failed');
      await updateMail(deps.db, mail.id, {
        status: isFinal ? 'failed' : 'pending',
        attempts,
        lastError,
        nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
      });
    }
  }

  async function runOnce(): Promise<number> {
    const now = deps.clock.now();
    const batch = await claimDueMail(deps.db, now, new Date(now.getTime() + LEASE_MS), BATCH_SIZE);
    for (const mail of batch) await deliver(mail);
    return batch.length;
  }

  const loop = createOutboxLoop({
    runOnce,
    batchSize: BATCH_SIZE,
    stopWaitMs: STOP_WAIT_MS,
    onError: (error) => deps.log.error({ err: error }, 'Mail dispatch failed'),
  });
  return {
    ...loop,
    async stop() {
      await loop.stop();
      deps.transport?.close?.();
    },
  };
}
