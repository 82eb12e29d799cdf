import { eq, sql } from 'drizzle-orm';
import type { TContentOptions } from '@portal/shared/contracts/content';
import type { TExecutor } from '../../db/database';
import { contentOptions } from '../../db/schema/content';
import type { TContentAuthor } from './content-store.repository';

export type TContentOptionsRow = typeof contentOptions.$inferSelect;

const OPTIONS_ID = 1;

export async function findContentOptionsRow(
  executor: TExecutor,
  options: { lock?: boolean } = {},
): Promise<TContentOptionsRow | null> {
  const query = executor.select().from(contentOptions).where(eq(contentOptions.id, OPTIONS_ID));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Creates the options row with `defaults` unless it exists; then locks and answers it. */
export async function lockContentOptionsRow(
  executor: TExecutor,
  defaults: TContentOptions,
  at: Date,
): Promise<TContentOptionsRow> {
  await executor
    .insert(contentOptions)
    .values({ id: OPTIONS_ID, options: defaults, updatedAt: at })
    .onConflictDoNothing();
  const row = await findContentOptionsRow(executor, { lock: true });
  if (!row) throw new Error('content_options: the options row is missing after its insert');
  return row;
}

export async function updateContentOptions(
  executor: TExecutor,
  options: TContentOptions,
  author: TContentAuthor,
  at: Date,
): Promise<void> {
  await executor
    .update(contentOptions)
    .set({
      options,
      updatedAt: at,
      updatedByUserId: author.userId,
      updatedByLabel: author.label,
    })
    .where(eq(contentOptions.id, OPTIONS_ID));
}

export async function setAssessmentStamp(executor: TExecutor, stamp: string): Promise<void> {
  await executor
    .update(contentOptions)
    .set({ assessmentStamp: stamp })
    .where(eq(contentOptions.id, OPTIONS_ID));
}

/** Changes with every save of the options, whatever the clock says. */
export async function contentOptionsStamp(executor: TExecutor): Promise<string> {
  const [row] = await executor
    .select({ digest: sql<string>`md5(${contentOptions.options}::text)` })
    .from(contentOptions)
    .where(eq(contentOptions.id, OPTIONS_ID));
  return row?.digest ?? 'defaults';
}
