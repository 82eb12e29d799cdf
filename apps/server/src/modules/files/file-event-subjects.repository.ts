import { inArray } from 'drizzle-orm';
import type { TExecutor } from '../../db/database';
import { files } from '../../db/schema/files';
import { fileServiceLines } from '../../db/schema/files-lines';

/** What partners are told about the files and service lines of recorded events (webhooks). */

export async function findEventFiles(executor: TExecutor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return executor
    .select({
      id: files.id,
      reference: files.reference,
      yourReference: files.yourReference,
      status: files.status,
      agencyId: files.agencyId,
      brandId: files.brandId,
      travelDate: files.travelDate,
    })
    .from(files)
    .where(inArray(files.id, [...ids]));
}

export async function findEventLines(executor: TExecutor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return executor
    .select({
      id: fileServiceLines.id,
      fileId: fileServiceLines.fileId,
      name: fileServiceLines.name,
      date: fileServiceLines.date,
      status: fileServiceLines.status,
      confirmation: fileServiceLines.confirmation,
    })
    .from(fileServiceLines)
    .where(inArray(fileServiceLines.id, [...ids]));
}
