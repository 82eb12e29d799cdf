import type { TAuditActor } from '../../lib/request-user';
import type { TExecutor } from '../../db/database';
import { insertAuditEntry } from './audit.repository';

export type { TAuditActor };

export interface TAuditEvent {
  action: string;
  entityType: string;
  entityId?: string | number | null;
  detail?: Record<string, unknown> | null;
  at: Date;
}

/**
 * Appends to the audit log. Pass the caller's transaction so the entry commits (or rolls back)
 * with the change it describes.
 */
export async function recordAudit(
  executor: TExecutor,
  actor: TAuditActor,
  event: TAuditEvent,
): Promise<void> {
  await insertAuditEntry(executor, {
    actorUserId: actor.userId,
    actorLabel: actor.label,
    action: event.action,
    entityType: event.entityType,
    entityId:
      event.entityId === undefined || event.entityId === null ? null : String(event.entityId),
    detail: event.detail ?? null,
    ip: actor.ip ?? null,
    createdAt: event.at,
  });
}
