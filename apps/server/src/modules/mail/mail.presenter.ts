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
