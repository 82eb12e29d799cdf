import { and, asc, count, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { TPackage, TPackageDay } from '@portal/shared/contracts/catalogue';
import type { TContentLanguage } from '@portal/shared/domain/content-codes';
import type {
  TAccommodationClass,
  TPackageStatus,
  TTransportType,
} from '@portal/shared/domain/pricing/codes';
import { ACCOMMODATION_CLASSES } from '@portal/shared/domain/pricing/codes';
import { selectRows, type TExecutor } from '../../db/database';
import { locations } from '../../db/schema/catalogue-locations';
import {
  packageDayAccommodation,
  packageDayServices,
  packageDays,
  packages,
} from '../../db/schema/catalogue-packages';
import { likePattern } from '../../lib/database-errors';
import { contentTextSql } from '../content/content-store.repository';

export type TPackageRow = typeof packages.$inferSelect;
export type TPackageSummaryRow = TPackageRow & {
  /** From the content store, in the language asked for (English when it has none). */
  description: string;
  startLocationName: string;
};
export type TPackageFields = Omit<typeof packages.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export interface TPackageFilter {
  q?: string | undefined;
  brandId?: number | undefined;
  status?: TPackageStatus | undefined;
  transportType?: TTransportType | undefined;
  startLocationId?: number | undefined;
  durationNights?: number | undefined;
  productTariff?: string | undefined;
  /** Only packages with accommodation of this class on every night. */
  accommodationClass?: TAccommodationClass | undefined;
}

function packageConditions(filter: TPackageFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.q) {
    const pattern = likePattern(filter.q);
    const match = or(ilike(packages.name, pattern), ilike(packages.code, pattern));
    if (match) conditions.push(match);
  }
  if (filter.brandId !== undefined) conditions.push(eq(packages.brandId, filter.brandId));
  if (filter.status !== undefined) conditions.push(eq(packages.status, filter.status));
  if (filter.transportType !== undefined) {
    conditions.push(eq(packages.transportType, filter.transportType));
  }
  if (filter.startLocationId !== undefined) {
    conditions.push(eq(packages.startLocationId, filter.startLocationId));
  }
  if (filter.durationNights !== undefined) {
    conditions.push(eq(packages.durationNights, filter.durationNights));
  }
  if (filter.productTariff) conditions.push(eq(packages.productTariff, filter.productTariff));
  if (filter.accommodationClass !== undefined) {
    conditions.push(sql`not exists (
      select 1 from ${packageDays} d
      where d.package_id = ${packages.id} and d.overnight_location_id is not null
        and not exists (
          select 1 from ${packageDayAccommodation} a
          where a.package_day_id = d.id and a.accommodation_class = ${filter.accommodationClass}
        )
    )`);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export async function findPackagesPage(
  executor: TExecutor,
  filter: TPackageFilter & { page: number; perPage: number },
  language: TContentLanguage = 'en',
): Promise<{ rows: TPackageSummaryRow[]; total: number }> {
  const where = packageConditions(filter);
  const [rows, totals] = await Promise.all([
    executor
      .select({
        pkg: packages,
        description: contentTextSql('package', sql`${packages}.id`, 'description', language),
        startLocationName: locations.name,
      })
      .from(packages)
      .innerJoin(locations, eq(locations.id, packages.startLocationId))
      .where(where)
      .orderBy(asc(packages.name), asc(packages.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    executor.select({ total: count() }).from(packages).where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      ...row.pkg,
      description: row.description,
      startLocationName: row.startLocationName,
    })),
    total: totals[0]?.total ?? 0,
  };
}

/** For each package, the accommodation classes offered on every one of its nights. */
export async function findClassesOnEveryNight(
  executor: TExecutor,
  packageIds: readonly number[],
): Promise<Map<number, TAccommodationClass[]>> {
  const result = new Map<number, TAccommodationClass[]>();
  if (packageIds.length === 0) return result;
  const nights = await executor
    .select({ packageId: packageDays.packageId, dayId: packageDays.id })
    .from(packageDays)
    .where(
      and(
        inArray(packageDays.packageId, [...packageIds]),
        isNotNull(packageDays.overnightLocationId),
      ),
    );
  const options = nights.length
    ? await executor
        .select({
          dayId: packageDayAccommodation.packageDayId,
          accommodationClass: packageDayAccommodation.accommodationClass,
        })
        .from(packageDayAccommodation)
        .where(
          inArray(
            packageDayAccommodation.packageDayId,
            nights.map((night) => night.dayId),
          ),
        )
    : [];
  const classesByDay = new Map<number, Set<TAccommodationClass>>();
  for (const option of options) {
    const classes = classesByDay.get(option.dayId) ?? new Set<TAccommodationClass>();
    classes.add(option.accommodationClass);
    classesByDay.set(option.dayId, classes);
  }
  for (const packageId of packageIds) {
    const packageNights = nights.filter((night) => night.packageId === packageId);
    result.set(
      packageId,
      packageNights.length === 0
        ? []
        : ACCOMMODATION_CLASSES.filter((accommodationClass) =>
            packageNights.every((night) => classesByDay.get(night.dayId)?.has(accommodationClass)),
          ),
    );
  }
  return result;
}

export async function findPackageRow(executor: TExecutor, id: number): Promise<TPackageRow | null> {
  const [row] = await executor.select().from(packages).where(eq(packages.id, id));
  return row ?? null;
}

export async function findPackageByCode(
  executor: TExecutor,
  code: string,
): Promise<TPackageRow | null> {
  const [row] = await executor.select().from(packages).where(eq(packages.code, code));
  return row ?? null;
}

/**
 * A package with its days, each day's accommodation by class (in ACCOMMODATION_CLASSES order, the
 * enum's order) and services in the package's order, in one statement: pricing loads a package on
 * every price request, and each query is a round trip (docs/benchmarks.md).
 */
export async function findPackageById(
  executor: TExecutor,
  id: number,
  language: TContentLanguage = 'en',
): Promise<TPackage | null> {
  const [row] = await selectRows<Omit<TPackage, 'brandId'> & { brandId: number }>(
    executor,
    sql`select p.id, p.code, p.brand_id as "brandId", p.name,
      ${contentTextSql('package', sql`p.id`, 'description', language)} as description,
      p.start_location_id as "startLocationId", p.duration_nights as "durationNights",
      p.transport_type as "transportType", p.product_tariff as "productTariff", p.status,
      coalesce((
        select json_agg(json_build_object(
          'dayNumber', d.day_number,
          'title', d.title,
          'description', d.description,
          'overnightLocationId', d.overnight_location_id,
          'accommodation', coalesce((
            select json_agg(json_build_object(
              'accommodationClass', a.accommodation_class, 'productId', a.product_id
            ) order by a.accommodation_class)
            from ${packageDayAccommodation} a where a.package_day_id = d.id
          ), '[]'::json),
          'services', coalesce((
            select json_agg(json_build_object(
              'productId', s.product_id, 'spanDays', s.span_days, 'startTime', s.start_time,
              'endTime', s.end_time, 'notes', s.notes
            ) order by s.position)
            from ${packageDayServices} s where s.package_day_id = d.id
          ), '[]'::json),
          'drivingNotes', d.driving_notes
        ) order by d.day_number)
        from ${packageDays} d where d.package_id = p.id
      ), '[]'::json) as days
    from ${packages} p
    where p.id = ${id}`,
  );
  if (!row) return null;
  return { ...row, brandId: row.brandId === 2 ? 2 : 1 };
}

export async function insertPackage(
  executor: TExecutor,
  fields: TPackageFields,
  now: Date,
): Promise<number> {
  const [row] = await executor
    .insert(packages)
    .values({ ...fields, createdAt: now, updatedAt: now })
    .returning({ id: packages.id });
  if (!row) throw new Error('packages insert returned no row');
  return row.id;
}

export async function updatePackage(
  executor: TExecutor,
  id: number,
  fields: Partial<TPackageFields>,
  now: Date,
): Promise<void> {
  await executor
    .update(packages)
    .set({ ...fields, updatedAt: now })
    .where(eq(packages.id, id));
}

/** Replaces a package's days (and with them their accommodation and services). */
export async function replacePackageDays(
  executor: TExecutor,
  packageId: number,
  days: readonly TPackageDay[],
): Promise<void> {
  await executor.delete(packageDays).where(eq(packageDays.packageId, packageId));
  if (days.length === 0) return;
  const inserted = await executor
    .insert(packageDays)
    .values(
      days.map((day) => ({
        packageId,
        dayNumber: day.dayNumber,
        title: day.title,
        description: day.description,
        overnightLocationId: day.overnightLocationId,
        drivingNotes: day.drivingNotes,
      })),
    )
    .returning({ id: packageDays.id, dayNumber: packageDays.dayNumber });
  const dayIds = new Map(inserted.map((row) => [row.dayNumber, row.id]));
  const dayId = (dayNumber: number) => {
    const id = dayIds.get(dayNumber);
    if (id === undefined) throw new Error(`package day ${dayNumber} was not inserted`);
    return id;
  };
  const accommodation = days.flatMap((day) =>
    day.accommodation.map((option) => ({
      packageDayId: dayId(day.dayNumber),
      accommodationClass: option.accommodationClass,
      productId: option.productId,
    })),
  );
  const services = days.flatMap((day) =>
    day.services.map((service, index) => ({
      packageDayId: dayId(day.dayNumber),
      position: index + 1,
      productId: service.productId,
      spanDays: service.spanDays,
      startTime: service.startTime,
      endTime: service.endTime,
      notes: service.notes,
    })),
  );
  if (accommodation.length > 0)
    await executor.insert(packageDayAccommodation).values(accommodation);
  if (services.length > 0) await executor.insert(packageDayServices).values(services);
}

/** Start locations of the packages matching a filter (the quick-quote search's first field). */
export function findStartLocations(executor: TExecutor, filter: TPackageFilter) {
  return executor
    .selectDistinct({
      id: locations.id,
      code: locations.code,
      name: locations.name,
      region: locations.region,
      country: locations.country,
    })
    .from(packages)
    .innerJoin(locations, eq(locations.id, packages.startLocationId))
    .where(packageConditions(filter))
    .orderBy(asc(locations.name), asc(locations.id));
}
