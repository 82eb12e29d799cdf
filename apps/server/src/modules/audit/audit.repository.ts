import type { TExecutor } from '../../db/database';
import { auditLog } from '../../db/schema/audit-log';

export type TNewAuditEntry = typeof auditLog.$inferInsert;

export async function insertAuditEntry(executor: TExecutor, entry: TNewAuditEntry): Promise<void> {
  await executor.insert(auditLog).values(entry);
}
