import {
  ZCreateLocationRequest,
  type TCreateLocationRequest,
  type TDrivingNote,
  type TUpdateLocationRequest,
} from '@portal/shared/contracts/catalogue';
import type { TAppContext } from '../../app-context';
import { AppError, notFound } from '../../lib/app-error';
import { recordAudit, type TAuditActor } from '../audit/audit.service';
import { duplicateCode, withUniqueCode } from '../../lib/database-errors';
import { validateMerged } from '../../lib/validate-merged';
import {
  findExistingLocationIds,
  findLocationByCode,
  findLocationById,
  findLocationsPage,
  findLocationsWithProducts,
  insertLocation,
  replaceDrivingNotes,
  updateLocation,
  type TLocationFilter,
  type TLocationWithNotes,
} from './locations.repository';

/** A page of the admin's locations list (and its export, as one long page). */
export function listLocations(
  ctx: TAppContext,
  filter: TLocationFilter & { page: number; perPage: number },
): Promise<{ rows: TLocationWithNotes[]; total: number }> {
  return findLocationsPage(ctx.db, filter);
}

export async function getLocation(ctx: TAppContext, id: number): Promise<TLocationWithNotes> {
  const location = await findLocationById(ctx.db, id);
  if (!location) throw notFound('Location');
  return location;
}

async function checkDrivingNotes(
  ctx: TAppContext,
  notes: readonly TDrivingNote[],
  selfId: number | null,
): Promise<void> {
  if (notes.some((note) => note.toLocationId === selfId)) {
    throw AppError.invalidField('drivingNotes', 'A driving note cannot lead to the same location');
  }
  const existing = await findExistingLocationIds(
    ctx.db,
    notes.map((note) => note.toLocationId),
  );
  const unknown = notes.find((note) => !existing.has(note.toLocationId));
  if (unknown) {
    throw AppError.invalidField('drivingNotes', `Location ${unknown.toLocationId} does not exist`);
  }
}

async function checkCodeFree(ctx: TAppContext, code: string, selfId: number | null) {
  const holder = await findLocationByCode(ctx.db, code);
  if (holder && holder.id !== selfId) throw duplicateCode();
}

export async function createLocation(
  ctx: TAppContext,
  actor: TAuditActor,
  input: TCreateLocationRequest,
): Promise<TLocationWithNotes> {
  await checkCodeFree(ctx, input.code, null);
  await checkDrivingNotes(ctx, input.drivingNotes, null);
  const now = ctx.clock.now();
  const { drivingNotes, ...fields } = input;
  const id = await withUniqueCode(
    () =>
      ctx.db.transaction(async (tx) => {
        const newId = await insertLocation(tx, fields, now);
        await replaceDrivingNotes(tx, newId, drivingNotes);
        await recordAudit(tx, actor, {
          action: 'location.created',
          entityType: 'location',
          entityId: newId,
          detail: { code: input.code },
          at: now,
        });
        return newId;
      }),
    'locations_code_unique',
  );
  return getLocation(ctx, id);
}

export async function updateLocationById(
  ctx: TAppContext,
  actor: TAuditActor,
  id: number,
  input: TUpdateLocationRequest,
): Promise<TLocationWithNotes> {
  const before = await getLocation(ctx, id);
  const { id: _id, createdAt: _c, updatedAt: _u, ...stored } = before;
  const merged = validateMerged(ZCreateLocationRequest, { ...stored, ...input });
  if (input.code !== undefined) await checkCodeFree(ctx, merged.code, id);
  if (input.drivingNotes !== undefined) await checkDrivingNotes(ctx, merged.drivingNotes, id);
  const now = ctx.clock.now();
  const { drivingNotes, ...fields } = merged;
  await withUniqueCode(
    () =>
      ctx.db.transaction(async (tx) => {
        await updateLocation(tx, id, fields, now);
        if (input.drivingNotes !== undefined) await replaceDrivingNotes(tx, id, drivingNotes);
        await recordAudit(tx, actor, {
          action: 'location.updated',
          entityType: 'location',
          entityId: id,
          detail: { fields: Object.keys(input) },
          at: now,
        });
      }),
    'locations_code_unique',
  );
  return getLocation(ctx, id);
}

/** Every place with an active product: the agents' product search offers them all. */
export function listSearchLocations(ctx: TAppContext) {
  return findLocationsWithProducts(ctx.db);
}
