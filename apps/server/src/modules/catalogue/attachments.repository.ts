import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { TAttachmentKind } from '@portal/shared/contracts/catalogue-api';
import type { TExecutor } from '../../db/database';
import { supplierAttachments } from '../../db/schema/catalogue-attachments';
import { suppliers } from '../../db/schema/suppliers';
import { users } from '../../db/schema/users';

export type TAttachmentListRow = Omit<typeof supplierAttachments.$inferSelect, 'content'> & {
  supplierName: string;
  uploadedBy: string | null;
};

/** Everything but the file itself, which only the download reads. */
const metadataColumns = {
  id: supplierAttachments.id,
  supplierId: supplierAttachments.supplierId,
  kind: supplierAttachments.kind,
  fileName: supplierAttachments.fileName,
  contentType: supplierAttachments.contentType,
  sizeBytes: supplierAttachments.sizeBytes,
  description: supplierAttachments.description,
  uploadedByUserId: supplierAttachments.uploadedByUserId,
  createdAt: supplierAttachments.createdAt,
  supplierName: suppliers.name,
  uploadedBy: users.name,
};

function baseQuery(executor: TExecutor) {
  return executor
    .select(metadataColumns)
    .from(supplierAttachments)
    .innerJoin(suppliers, eq(suppliers.id, supplierAttachments.supplierId))
    .leftJoin(users, eq(users.id, supplierAttachments.uploadedByUserId));
}

export interface TAttachmentFilter {
  supplierId?: number | undefined;
  kind?: TAttachmentKind | undefined;
}

export async function findAttachmentsPage(
  executor: TExecutor,
  filter: TAttachmentFilter & { page: number; perPage: number },
): Promise<{ rows: TAttachmentListRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.supplierId !== undefined) {
    conditions.push(eq(supplierAttachments.supplierId, filter.supplierId));
  }
  if (filter.kind !== undefined) conditions.push(eq(supplierAttachments.kind, filter.kind));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, totals] = await Promise.all([
    baseQuery(executor)
      .where(where)
      .orderBy(desc(supplierAttachments.createdAt), desc(supplierAttachments.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    executor.select({ total: count() }).from(supplierAttachments).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export function findAttachmentsOfSupplier(
  executor: TExecutor,
  supplierId: number,
): Promise<TAttachmentListRow[]> {
  return baseQuery(executor)
    .where(eq(supplierAttachments.supplierId, supplierId))
    .orderBy(desc(supplierAttachments.createdAt), desc(supplierAttachments.id));
}

export async function findAttachmentById(
  executor: TExecutor,
  id: number,
): Promise<TAttachmentListRow | null> {
  const [row] = await baseQuery(executor).where(eq(supplierAttachments.id, id));
  return row ?? null;
}

export async function findAttachmentContent(
  executor: TExecutor,
  id: number,
): Promise<{ fileName: string; contentType: string; content: Buffer } | null> {
  const [row] = await executor
    .select({
      fileName: supplierAttachments.fileName,
      contentType: supplierAttachments.contentType,
      content: supplierAttachments.content,
    })
    .from(supplierAttachments)
    .where(eq(supplierAttachments.id, id));
  return row ?? null;
}

export async function insertAttachment(
  executor: TExecutor,
  values: Omit<typeof supplierAttachments.$inferInsert, 'id'>,
): Promise<number> {
  const [row] = await executor
    .insert(supplierAttachments)
    .values(values)
    .returning({ id: supplierAttachments.id });
  if (!row) throw new Error('supplier_attachments insert returned no row');
  return row.id;
}

export async function deleteAttachment(executor: TExecutor, id: number): Promise<boolean> {
  const rows = await executor
    .delete(supplierAttachments)
    .where(eq(supplierAttachments.id, id))
    .returning({ id: supplierAttachments.id });
  return rows.length > 0;
}
