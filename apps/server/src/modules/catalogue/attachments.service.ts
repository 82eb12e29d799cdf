import {
  MAX_ATTACHMENT_BYTES,
  type TUploadSupplierAttachmentRequest,
} from '@portal/shared/contracts/catalogue-api';
import type { TAppContext } from '../../app-context';
import { AppError, notFound } from '../../lib/app-error';
import { recordAudit, type TAuditActor } from '../audit/audit.service';
import {
  deleteAttachment,
  findAttachmentById,
  findAttachmentContent,
  findAttachmentsPage,
  insertAttachment,
  type TAttachmentFilter,
  type TAttachmentListRow,
} from './attachments.repository';
import { findExistingSupplierIds } from './suppliers.repository';

/** A page of supplier attachments, newest first (and the export, as one long page). */
export function listAttachments(
  ctx: TAppContext,
  filter: TAttachmentFilter & { page: number; perPage: number },
): Promise<{ rows: TAttachmentListRow[]; total: number }> {
  return findAttachmentsPage(ctx.db, filter);
}

export async function getAttachment(ctx: TAppContext, id: number): Promise<TAttachmentListRow> {
  const attachment = await findAttachmentById(ctx.db, id);
  if (!attachment) throw notFound('Attachment');
  return attachment;
}

/** "The file must be 2 MB or smaller", in KB below one megabyte (ATTACHMENT_MAX_BYTES and co.). */
export function fileTooLargeMessage(limitBytes: number): string {
  const megabytes = limitBytes / (1024 * 1024);
  if (megabytes < 1)
    return `The file must be ${String(Math.floor(limitBytes / 1024))} KB or smaller`;
  return `The file must be ${String(Math.floor(megabytes * 10) / 10)} MB or smaller`;
}

export async function uploadAttachment(
  ctx: TAppContext,
  actor: TAuditActor,
  input: TUploadSupplierAttachmentRequest,
): Promise<TAttachmentListRow> {
  const suppliers = await findExistingSupplierIds(ctx.db, [input.supplierId]);
  if (!suppliers.has(input.supplierId)) {
    throw AppError.invalidField('supplierId', 'This supplier does not exist');
  }
  const content = Buffer.from(input.base64, 'base64');
  if (content.length === 0) throw AppError.invalidField('base64', 'The file is empty');
  if (content.length > MAX_ATTACHMENT_BYTES) {
    throw AppError.invalidField('base64', 'The file must be 5 MB or smaller');
  }
  const limit = ctx.config.uploads.attachmentMaxBytes;
  if (content.length > limit) throw new AppError('PAYLOAD_TOO_LARGE', fileTooLargeMessage(limit));
  const now = ctx.clock.now();
  const id = await ctx.db.transaction(async (tx) => {
    const newId = await insertAttachment(tx, {
      supplierId: input.supplierId,
      kind: input.kind,
      fileName: input.fileName,
      contentType: input.contentType,
      sizeBytes: content.length,
      description: input.description,
      content,
      uploadedByUserId: actor.userId,
      createdAt: now,
    });
    await recordAudit(tx, actor, {
      action: 'supplier_attachment.uploaded',
      entityType: 'supplier',
      entityId: input.supplierId,
      detail: { attachmentId: newId, fileName: input.fileName, sizeBytes: content.length },
      at: now,
    });
    return newId;
  });
  return getAttachment(ctx, id);
}

export async function downloadAttachment(
  ctx: TAppContext,
  id: number,
): Promise<{ fileName: string; contentType: string; content: Buffer }> {
  const file = await findAttachmentContent(ctx.db, id);
  if (!file) throw notFound('Attachment');
  return file;
}

export async function removeAttachment(
  ctx: TAppContext,
  actor: TAuditActor,
  id: number,
): Promise<void> {
  const attachment = await getAttachment(ctx, id);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    if (!(await deleteAttachment(tx, id))) throw notFound('Attachment');
    await recordAudit(tx, actor, {
      action: 'supplier_attachment.deleted',
      entityType: 'supplier',
      entityId: attachment.supplierId,
      detail: { attachmentId: id, fileName: attachment.fileName },
      at: now,
    });
  });
}

/**
 * Content-Disposition for a download: an ASCII fallback name and the exact name in RFC 5987
 * form, so quotes or non-Latin names can neither break the header nor be lost.
 */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
