import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/database';
import { brands } from '../../db/schema/brands';
import { files } from '../../db/schema/files';
import { settings } from '../../db/schema/settings';
import { users } from '../../db/schema/users';

export async function findSettingValue(executor: TExecutor, key: string): Promise<unknown> {
  const [row] = await executor
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key))
    .limit(1);
  return row?.value ?? null;
}

/** The stored document with who changed it last; `lock` holds the row until the transaction ends. */
export async function findSettingRow(
  executor: TExecutor,
  key: string,
  options: { lock?: boolean } = {},
): Promise<{ value: unknown; updatedAt: Date; updatedBy: string | null } | null> {
  const query = executor
    .select({ value: settings.value, updatedAt: settings.updatedAt, updatedBy: users.name })
    .from(settings)
    .leftJoin(users, eq(users.id, settings.updatedBy))
    .where(eq(settings.key, key))
    .limit(1);
  const [row] = await (options.lock ? query.for('update', { of: settings }) : query);
  return row ?? null;
}

export async function upsertSettingValue(
  executor: TExecutor,
  key: string,
  value: unknown,
  updatedBy: number | null,
  now: Date,
): Promise<void> {
  await executor
    .insert(settings)
    .values({ key, value, updatedBy, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedBy, updatedAt: now } });
}

export function findBrands(executor: TExecutor) {
  return executor.select().from(brands).orderBy(asc(brands.id));
}

/**
 * Whether a file of another brand already carries references starting "{prefix}-": giving that
 * prefix to this brand could then repeat one of its references.
 */
export async function isReferencePrefixUsedElsewhere(
  executor: TExecutor,
  prefix: string,
  brandId: number,
): Promise<boolean> {
  const [row] = await executor
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        // Byte order so the reference index serves the prefix (see files.ts).
        sql`${files.reference} collate "C" like ${`${prefix}-%`}`,
        ne(files.brandId, brandId),
      ),
    )
    .limit(1);
  return row !== undefined;
}
