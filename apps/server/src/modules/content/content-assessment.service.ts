import { ZContentOptions, type TContentOptions } from '@portal/shared/contracts/content';
import {
  DEFAULT_CONTENT_OPTIONS,
  assessContent,
  type TContentAssessmentResult,
  type TContentTexts,
} from '@portal/shared/domain/content-assessment';
import { CONTENT_KINDS, type TContentField } from '@portal/shared/domain/content-codes';
import type { TDatabase, TExecutor } from '../../db/database';
import type { contentAssessments } from '../../db/schema/content';
import { replaceAllAssessments } from './content-assessment.repository';
import {
  contentOptionsStamp,
  findContentOptionsRow,
  lockContentOptionsRow,
  setAssessmentStamp,
  type TContentOptionsRow,
} from './content-options.repository';
import {
  factsOfField,
  fieldsOfEntity,
  type TContentEntitySummary,
  type TContentSource,
} from './content-source';
import { contentSourceOf } from './content-source-registry';
import {
  contentTextsStamp,
  findContentTexts,
  type TContentTextRow,
} from './content-store.repository';

/**
 * The stored options, checked against today's contract. A document saved by an older version
 * that no longer passes is overlaid on the defaults; if even that fails, the defaults apply.
 */
export function readOptions(row: TContentOptionsRow | null): TContentOptions {
  if (!row) return DEFAULT_CONTENT_OPTIONS;
  const stored = ZContentOptions.safeParse(row.options);
  if (stored.success) return stored.data;
  const merged = ZContentOptions.safeParse({ ...DEFAULT_CONTENT_OPTIONS, ...row.options });
  return merged.success ? merged.data : DEFAULT_CONTENT_OPTIONS;
}

export async function loadContentOptions(executor: TExecutor): Promise<TContentOptions> {
  return readOptions(await findContentOptionsRow(executor));
}

function textsByLanguage(rows: readonly TContentTextRow[], field: TContentField): TContentTexts {
  const texts: TContentTexts = {};
  for (const row of rows) if (row.field === field) texts[row.language] = row.text;
  return texts;
}

/** One field of one entity, assessed now (the entity screen shows it live). */
export function assessEntityField(
  entity: TContentEntitySummary,
  texts: readonly TContentTextRow[],
  field: TContentField,
  options: TContentOptions,
): TContentAssessmentResult {
  return assessContent(textsByLanguage(texts, field), factsOfField(entity, field), options);
}

/** What the stored assessments depend on: the options, every text, every source's entities. */
async function currentStamp(executor: TExecutor): Promise<string> {
  const parts = await Promise.all([
    contentOptionsStamp(executor),
    contentTextsStamp(executor),
    ...CONTENT_KINDS.map((kind) => contentSourceOf(kind).stamp(executor)),
  ]);
  return parts.join('|');
}

async function assessSource(
  executor: TExecutor,
  source: TContentSource,
  options: TContentOptions,
  at: Date,
): Promise<(typeof contentAssessments.$inferInsert)[]> {
  const entities = await source.listEntities(executor);
  const texts = await findContentTexts(
    executor,
    source.kind,
    entities.map((entity) => entity.entityId),
  );
  const textsOf = new Map<number, TContentTextRow[]>();
  for (const text of texts) {
    const list = textsOf.get(text.entityId) ?? [];
    list.push(text);
    textsOf.set(text.entityId, list);
  }
  return entities.flatMap((entity) =>
    fieldsOfEntity(source, entity).map((field) => {
      const result = assessEntityField(entity, textsOf.get(entity.entityId) ?? [], field, options);
      return {
        entityKind: source.kind,
        entityId: entity.entityId,
        field,
        code: entity.code,
        name: entity.name,
        score: result.score,
        penaltyTotal: result.penaltyTotal,
        findings: result.findings,
        findingCodes: [...new Set(result.findings.map((finding) => finding.code))],
        findingLanguages: [...new Set(result.findings.map((finding) => finding.language))],
        translatedLanguages: result.translatedLanguages,
        assessedAt: at,
      };
    }),
  );
}

/**
 * Brings the stored assessments up to date before they are read: when the options, a text or an
 * entity changed since the last run (the stamp differs), every text is assessed again. The options
 * row is locked meanwhile, so concurrent readers (or server instances) run it once.
 */
export async function refreshAssessments(db: TDatabase, at: Date): Promise<void> {
  const [row, stamp] = await Promise.all([findContentOptionsRow(db), currentStamp(db)]);
  if (row?.assessmentStamp === stamp) return;
  await db.transaction(async (tx) => {
    const locked = await lockContentOptionsRow(tx, DEFAULT_CONTENT_OPTIONS, at);
    const stampNow = await currentStamp(tx);
    if (locked.assessmentStamp === stampNow) return;
    const options = readOptions(locked);
    const rows = (
      await Promise.all(
        CONTENT_KINDS.map((kind) => assessSource(tx, contentSourceOf(kind), options, at)),
      )
    ).flat();
    await replaceAllAssessments(tx, rows);
    await setAssessmentStamp(tx, stampNow);
  });
}
