import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  SOURCE_LANGUAGE,
  type TContentField,
  type TContentLanguage,
  type TContentVersionSource,
} from '@portal/shared/domain/content-codes';
import type { TExecutor } from '../../db/database';
import { contentTexts, contentVersions } from '../../db/schema/content';
import { AppError } from '../../lib/app-error';

/**
 * The content store: current texts and their versions. The only place that writes content_texts
 * and content_versions; catalogue modules read descriptions through `contentTextSql` and write them
 * through `writeContentText`, so every change leaves a version.
 */

export type TContentTextRow = typeof contentTexts.$inferSelect;
export type TContentVersionRow = typeof contentVersions.$inferSelect;

export interface TContentKey {
  kind: string;
  entityId: number;
  field: TContentField;
  language: TContentLanguage;
}

export interface TContentAuthor {
  userId: number | null;
  label: string;
}

export const TEXT_CHANGED_MESSAGE =
  'Someone changed this text since you opened it. Reload to see their version.';

/**
 * The text of a field in `language`, falling back to English when that language has none, as a
 * column of a query over the entity's own table. `entityId` must name its table (`p.id`, or
 * `sql\`${products}.id\``): inside the subquery a bare "id" would be content_texts' own.
 */
export function contentTextSql(
  kind: string,
  entityId: SQL,
  field: TContentField,
  language: TContentLanguage,
): SQL<string> {
  const textIn = (lang: TContentLanguage) =>
    sql`(select ct.text from ${contentTexts} ct where ct.entity_kind = ${kind} and ct.entity_id = ${entityId} and ct.field = ${field} and ct.language = ${lang} and ct.text <> '')`;
  return language === SOURCE_LANGUAGE
    ? sql<string>`coalesce(${textIn(SOURCE_LANGUAGE)}, '')`
    : sql<string>`coalesce(${textIn(language)}, ${textIn(SOURCE_LANGUAGE)}, '')`;
}

export async function findContentTexts(
  executor: TExecutor,
  kind: string,
  entityIds: readonly number[],
): Promise<TContentTextRow[]> {
  if (entityIds.length === 0) return [];
  const rows: TContentTextRow[] = [];
  const unique = [...new Set(entityIds)];
  for (let start = 0; start < unique.length; start += 1000) {
    rows.push(
      ...(await executor
        .select()
        .from(contentTexts)
        .where(
          and(
            eq(contentTexts.entityKind, kind),
            inArray(contentTexts.entityId, unique.slice(start, start + 1000)),
          ),
        )),
    );
  }
  return rows;
}

export async function findContentText(
  executor: TExecutor,
  key: TContentKey,
  options: { lock?: boolean } = {},
): Promise<TContentTextRow | null> {
  const query = executor
    .select()
    .from(contentTexts)
    .where(
      and(
        eq(contentTexts.entityKind, key.kind),
        eq(contentTexts.entityId, key.entityId),
        eq(contentTexts.field, key.field),
        eq(contentTexts.language, key.language),
      ),
    );
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * Changes whenever any text is written (part of the assessment's freshness stamp): versions only
 * grow and texts are never deleted, so the count and the sum of versions say it exactly.
 */
export async function contentTextsStamp(executor: TExecutor): Promise<string> {
  const [row] = await executor
    .select({
      total: count(),
      versions: sql<string>`coalesce(sum(${contentTexts.version}), 0)::text`,
    })
    .from(contentTexts);
  return `${row?.total ?? 0}/${row?.versions ?? '0'}`;
}

export interface TWriteContentText extends TContentKey {
  text: string;
  source: TContentVersionSource;
  author: TContentAuthor | null;
  at: Date;
  suggestionId?: number | null;
  /** The version the writer started from; another one now is a 409 (0: there was no text). */
  baseVersion?: number;
}

/**
 * The English of an entity's field, as its own form edits it (a product's description, a prize's
 * name): versioned like any edit, by the form's user. The other languages are the content
 * screens'.
 */
export async function writeEnglishText(
  executor: TExecutor,
  key: Omit<TContentKey, 'language'>,
  text: string,
  author: TContentAuthor,
  at: Date,
): Promise<void> {
  await writeContentText(executor, { ...key, language: 'en', text, source: 'manual', author, at });
}

/**
 * Writes a text as a new version and keeps every earlier one. Run it inside the caller's
 * transaction: the row is locked, so two writers queue rather than both becoming version n + 1.
 * The same text again writes nothing. Answers the current version and whether it changed.
 */
export async function writeContentText(
  executor: TExecutor,
  input: TWriteContentText,
): Promise<{ version: number; isChanged: boolean; textId: number | null }> {
  const text = input.text.trim();
  let current = await findContentText(executor, input, { lock: true });
  if (!current) {
    if (input.baseVersion !== undefined && input.baseVersion !== 0) {
      throw new AppError('CONFLICT', TEXT_CHANGED_MESSAGE);
    }
    if (text === '') return { version: 0, isChanged: false, textId: null };
    const [inserted] = await executor
      .insert(contentTexts)
      .values({
        entityKind: input.kind,
        entityId: input.entityId,
        field: input.field,
        language: input.language,
        text,
        version: 1,
        updatedAt: input.at,
        updatedByUserId: input.author?.userId ?? null,
        updatedByLabel: input.author?.label ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: contentTexts.id });
    if (inserted) {
      await insertVersion(executor, inserted.id, 1, text, input);
      return { version: 1, isChanged: true, textId: inserted.id };
    }
    // Another writer created the text meanwhile: theirs is the version this one started from.
    if (input.baseVersion !== undefined) throw new AppError('CONFLICT', TEXT_CHANGED_MESSAGE);
    current = await findContentText(executor, input, { lock: true });
  }
  const currentVersion = current?.version ?? 0;
  if (input.baseVersion !== undefined && input.baseVersion !== currentVersion) {
    throw new AppError('CONFLICT', TEXT_CHANGED_MESSAGE);
  }
  if (!current || current.text === text) {
    return { version: currentVersion, isChanged: false, textId: current?.id ?? null };
  }
  const version = current.version + 1;
  await executor
    .update(contentTexts)
    .set({
      text,
      version,
      updatedAt: input.at,
      updatedByUserId: input.author?.userId ?? null,
      updatedByLabel: input.author?.label ?? null,
    })
    .where(eq(contentTexts.id, current.id));
  await insertVersion(executor, current.id, version, text, input);
  return { version, isChanged: true, textId: current.id };
}

async function insertVersion(
  executor: TExecutor,
  textId: number,
  version: number,
  text: string,
  input: TWriteContentText,
): Promise<void> {
  await executor.insert(contentVersions).values({
    textId,
    version,
    text,
    source: input.source,
    suggestionId: input.suggestionId ?? null,
    createdByUserId: input.author?.userId ?? null,
    createdByLabel: input.author?.label ?? null,
    createdAt: input.at,
  });
}

/**
 * Texts loaded in bulk (the demo seed): each a version 1 from `import`. Texts that already exist
 * are left alone.
 */
export async function insertImportedContentTexts(
  executor: TExecutor,
  rows: readonly (Omit<TContentKey, 'field'> & { field?: TContentField; text: string })[],
  at: Date,
): Promise<number> {
  const values = rows
    .map((row) => ({ ...row, text: row.text.trim() }))
    .filter((row) => row.text !== '')
    .map((row) => ({
      entityKind: row.kind,
      entityId: row.entityId,
      field: row.field ?? 'description',
      language: row.language,
      text: row.text,
      version: 1,
      updatedAt: at,
    }));
  let inserted = 0;
  for (let start = 0; start < values.length; start += 1000) {
    const texts = await executor
      .insert(contentTexts)
      .values(values.slice(start, start + 1000))
      .onConflictDoNothing()
      .returning({ id: contentTexts.id, text: contentTexts.text });
    if (texts.length === 0) continue;
    await executor.insert(contentVersions).values(
      texts.map((text) => ({
        textId: text.id,
        version: 1,
        text: text.text,
        source: 'import' as const,
        createdAt: at,
      })),
    );
    inserted += texts.length;
  }
  return inserted;
}

export type TContentVersionListRow = TContentVersionRow & {
  field: string;
  language: TContentLanguage;
};

export async function findContentVersionsPage(
  executor: TExecutor,
  filter: {
    kind: string;
    entityId: number;
    field: TContentField;
    language?: TContentLanguage | undefined;
    page: number;
    perPage: number;
  },
): Promise<{ rows: TContentVersionListRow[]; total: number }> {
  const where = and(
    eq(contentTexts.entityKind, filter.kind),
    eq(contentTexts.entityId, filter.entityId),
    eq(contentTexts.field, filter.field),
    filter.language === undefined ? undefined : eq(contentTexts.language, filter.language),
  );
  const [rows, totals] = await Promise.all([
    executor
      .select({
        version: contentVersions,
        field: contentTexts.field,
        language: contentTexts.language,
      })
      .from(contentVersions)
      .innerJoin(contentTexts, eq(contentTexts.id, contentVersions.textId))
      .where(where)
      .orderBy(asc(contentTexts.language), desc(contentVersions.version))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    executor
      .select({ total: count() })
      .from(contentVersions)
      .innerJoin(contentTexts, eq(contentTexts.id, contentVersions.textId))
      .where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row.version, field: row.field, language: row.language })),
    total: totals[0]?.total ?? 0,
  };
}

export async function findContentVersion(
  executor: TExecutor,
  kind: string,
  entityId: number,
  versionId: number,
): Promise<TContentVersionListRow | null> {
  const [row] = await executor
    .select({
      version: contentVersions,
      field: contentTexts.field,
      language: contentTexts.language,
    })
    .from(contentVersions)
    .innerJoin(contentTexts, eq(contentTexts.id, contentVersions.textId))
    .where(
      and(
        eq(contentVersions.id, versionId),
        eq(contentTexts.entityKind, kind),
        eq(contentTexts.entityId, entityId),
      ),
    );
  return row ? { ...row.version, field: row.field, language: row.language } : null;
}
