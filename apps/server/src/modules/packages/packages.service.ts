import {
  ZCreatePackageRequest,
  type TCreatePackageRequest,
  type TPackage,
  type TPackageDay,
  type TUpdatePackageRequest,
} from '@portal/shared/contracts/catalogue';
import type { TStartLocation } from '@portal/shared/contracts/catalogue-api';
import {
  isAccommodationServiceType,
  type TAccommodationClass,
} from '@portal/shared/domain/pricing/codes';
import type { TContentLanguage } from '@portal/shared/domain/content-codes';
import type { TAppContext } from '../../app-context';
import type { TExecutor } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { recordAudit, type TAuditActor } from '../audit/audit.service';
import { duplicateCode, withUniqueCode } from '../../lib/database-errors';
import { validateMerged } from '../../lib/validate-merged';
import { findExistingLocationIds } from '../catalogue/locations.repository';
import { findProductsByIds } from '../catalogue/products.repository';
import { writeEnglishText } from '../content/content-store.repository';
import {
  findClassesOnEveryNight,
  findPackageByCode,
  findPackageById,
  findPackagesPage,
  findStartLocations,
  insertPackage,
  replacePackageDays,
  updatePackage,
  type TPackageFilter,
  type TPackageSummaryRow,
} from './packages.repository';

/** A page of packages by name, described in `language` (English when it has none). */
export function listPackages(
  ctx: TAppContext,
  filter: TPackageFilter & { page: number; perPage: number },
  language: TContentLanguage = 'en',
): Promise<{ rows: TPackageSummaryRow[]; total: number }> {
  return findPackagesPage(ctx.db, filter, language);
}

/**
 * The quick-quote search: a page of packages, and for each the accommodation classes offered on
 * every one of its nights.
 */
export async function searchPackages(
  ctx: TAppContext,
  filter: TPackageFilter & { page: number; perPage: number },
  language: TContentLanguage,
): Promise<{
  rows: TPackageSummaryRow[];
  total: number;
  classes: Map<number, TAccommodationClass[]>;
}> {
  const { rows, total } = await findPackagesPage(ctx.db, filter, language);
  const classes = await findClassesOnEveryNight(
    ctx.db,
    rows.map((row) => row.id),
  );
  return { rows, total, classes };
}

/** Start locations of the packages matching the filter (the quick-quote search's first field). */
export function listStartLocations(
  ctx: TAppContext,
  filter: TPackageFilter,
): Promise<TStartLocation[]> {
  return findStartLocations(ctx.db, filter);
}

/** `language`: the description in it (English when it has none); the admin edits English. */
export async function getPackage(
  ctx: TAppContext,
  id: number,
  language: TContentLanguage = 'en',
): Promise<TPackage> {
  const pkg = await findPackageById(ctx.db, id, language);
  if (!pkg) throw notFound('Package');
  return pkg;
}

/**
 * Checks what the schema cannot: the code is free, every location and product exists, and each
 * night's accommodation is an accommodation product of the class it is offered as.
 */
async function checkReferences(
  ctx: TAppContext,
  input: { code: string; startLocationId: number; days: readonly TPackageDay[] },
  selfId: number | null,
): Promise<void> {
  const holder = await findPackageByCode(ctx.db, input.code);
  if (holder && holder.id !== selfId) throw duplicateCode();

  const locationIds = [
    input.startLocationId,
    ...input.days.flatMap((day) => [
      ...(day.overnightLocationId === null ? [] : [day.overnightLocationId]),
      ...day.drivingNotes.flatMap((note) => [note.fromLocationId, note.toLocationId]),
    ]),
  ];
  const productIds = input.days.flatMap((day) => [
    ...day.accommodation.map((option) => option.productId),
    ...day.services.map((service) => service.productId),
  ]);
  const [locations, products] = await Promise.all([
    findExistingLocationIds(ctx.db, locationIds),
    findProductsByIds(ctx.db, productIds),
  ]);
  if (!locations.has(input.startLocationId)) {
    throw AppError.invalidField('startLocationId', 'This location does not exist');
  }
  const productsById = new Map(products.map((product) => [product.id, product]));
  const problems: string[] = [];
  for (const day of input.days) {
    const prefix = `Day ${day.dayNumber}`;
    if (day.overnightLocationId !== null && !locations.has(day.overnightLocationId)) {
      problems.push(`${prefix}: location ${day.overnightLocationId} does not exist`);
    }
    for (const note of day.drivingNotes) {
      for (const id of [note.fromLocationId, note.toLocationId]) {
        if (!locations.has(id)) problems.push(`${prefix}: location ${id} does not exist`);
      }
    }
    for (const option of day.accommodation) {
      const product = productsById.get(option.productId);
      if (!product) problems.push(`${prefix}: product ${option.productId} does not exist`);
      else if (!isAccommodationServiceType(product.serviceTypeCode)) {
        problems.push(`${prefix}: ${product.code} is not accommodation`);
      } else if (product.accommodationClass !== option.accommodationClass) {
        problems.push(
          `${prefix}: ${product.code} is ${product.accommodationClass ?? 'unclassed'}, not ${option.accommodationClass}`,
        );
      }
    }
    for (const service of day.services) {
      if (!productsById.has(service.productId)) {
        problems.push(`${prefix}: product ${service.productId} does not exist`);
      }
    }
  }
  if (problems.length > 0) {
    throw new AppError('VALIDATION', problems[0] ?? 'Invalid package', {
      errors: { days: problems },
    });
  }
}

/** The form's description is the English text of the content store, versioned like any edit. */
function writeEnglishDescription(
  executor: TExecutor,
  actor: TAuditActor,
  packageId: number,
  text: string,
  at: Date,
): Promise<void> {
  const author = { userId: actor.userId, label: actor.label };
  return writeEnglishText(
    executor,
    { kind: 'package', entityId: packageId, field: 'description' },
    text,
    author,
    at,
  );
}

export async function createPackage(
  ctx: TAppContext,
  actor: TAuditActor,
  input: TCreatePackageRequest,
): Promise<TPackage> {
  await checkReferences(ctx, input, null);
  const now = ctx.clock.now();
  const { days, description, ...fields } = input;
  const id = await withUniqueCode(
    () =>
      ctx.db.transaction(async (tx) => {
        const newId = await insertPackage(tx, fields, now);
        await writeEnglishDescription(tx, actor, newId, description, now);
        await replacePackageDays(tx, newId, days);
        await recordAudit(tx, actor, {
          action: 'package.created',
          entityType: 'package',
          entityId: newId,
          detail: { code: input.code },
          at: now,
        });
        return newId;
      }),
    'packages_code_unique',
  );
  return getPackage(ctx, id);
}

export async function updatePackageById(
  ctx: TAppContext,
  actor: TAuditActor,
  id: number,
  input: TUpdatePackageRequest,
): Promise<TPackage> {
  const { id: _id, ...before } = await getPackage(ctx, id);
  const merged = validateMerged(ZCreatePackageRequest, { ...before, ...input });
  await checkReferences(ctx, merged, id);
  const now = ctx.clock.now();
  const { days, description, ...fields } = merged;
  await withUniqueCode(
    () =>
      ctx.db.transaction(async (tx) => {
        await updatePackage(tx, id, fields, now);
        if (description !== before.description) {
          await writeEnglishDescription(tx, actor, id, description, now);
        }
        if (input.days !== undefined) await replacePackageDays(tx, id, days);
        await recordAudit(tx, actor, {
          action: 'package.updated',
          entityType: 'package',
          entityId: id,
          detail: { fields: Object.keys(input) },
          at: now,
        });
      }),
    'packages_code_unique',
  );
  return getPackage(ctx, id);
}
