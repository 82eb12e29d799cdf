import type { TFileEmailEntry } from '@portal/shared/contracts/files';
import type { TOutboxMessage } from '@portal/shared/contracts/outbox';
import type { TMailRow } from './mail.repository';

export function presentOutboxMessage(row: TMailRow): TOutboxMessage {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
  };
}

/** A file's email as its back-office timeline lists it (the body stays in the outbox). */
export function presentFileEmail(row: TMailRow): TFileEmailEntry {
  return {
    kind: 'email',
    messageId: row.id,
    to: row.to,
    subject: row.subject,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
  };
}
