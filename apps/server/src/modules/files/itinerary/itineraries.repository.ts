import { asc, eq, inArray } from 'drizzle-orm';
import type { TFileDayHeader } from '@portal/shared/contracts/files';
import type { TExecutor } from '../../../db/database';
import { locations } from '../../../db/schema/catalogue-locations';
import { files } from '../../../db/schema/files';
import { fileServiceLines } from '../../../db/schema/files-lines';

export function findItineraryLocations(executor: TExecutor) {
  return executor
    .select({ id: locations.id, name: locations.name, region: locations.region })
    .from(locations)
    .orderBy(asc(locations.name), asc(locations.id));
}

export async function findExistingLocationIds(
  executor: TExecutor,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await executor
    .select({ id: locations.id })
    .from(locations)
    .where(inArray(locations.id, [...new Set(ids)]));
  return new Set(rows.map((row) => row.id));
}

export interface TFileTouch {
  version: number;
  updatedByUserId: number | null;
  updatedAt: Date;
}

export async function updateDayHeaders(
  executor: TExecutor,
  fileId: number,
  dayHeaders: TFileDayHeader[],
  touch: TFileTouch,
): Promise<void> {
  await executor
    .update(files)
    .set({ dayHeaders, ...touch })
    .where(eq(files.id, fileId));
}

export async function touchFile(
  executor: TExecutor,
  fileId: number,
  touch: TFileTouch,
): Promise<void> {
  await executor.update(files).set(touch).where(eq(files.id, fileId));
}

export interface TItineraryLineWrite {
  id: number;
  dayNumber: number;
  date: string;
  endDate: string;
  sortOrder: number;
  startTime: string | null;
  endTime: string | null;
  remarks: string;
}

/** Writes each line's place and text (one statement per line: a few dozen at most). */
export async function updateItineraryLines(
  executor: TExecutor,
  lines: readonly TItineraryLineWrite[],
  now: Date,
): Promise<void> {
  for (const { id, ...values } of lines) {
    await executor
      .update(fileServiceLines)
      .set({ ...values, updatedAt: now })
      .where(eq(fileServiceLines.id, id));
  }
}
