import { asc, eq } from 'drizzle-orm';
import type { TExecutor } from '../../db/database';
import { brands } from '../../db/schema/brands';
import { settings } from '../../db/schema/settings';

export async function findSettingValue(executor: TExecutor, key: string): Promise<unknown> {
  const [row] = await executor
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key))
    .limit(1);
  return row?.value ?? null;
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
