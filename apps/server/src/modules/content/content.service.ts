import type {
  TAcceptContentSuggestionRequest,
  TContentAssessmentCsvQuery,
  TContentAssessmentQuery,
  TContentBatchCsvQuery,
  TContentBatchQuery,
  TContentEntity,
  TContentOptions,
  TContentSuggestionCsvQuery,
  TContentSuggestionQuery,
  TContentVersionQuery,
  TCreateContentBatchRequest,
  TSaveContentTextRequest,
} from '@portal/shared/contracts/content';
import { can, type TPermissionState } from '@portal/shared/domain/authorization';
import { DEFAULT_CONTENT_OPTIONS } from '@portal/shared/domain/content-assessment';
import {
  CONTENT_KINDS,
  CONTENT_LANGUAGES,
  type TContentField,
  type TContentKind,
} from '@portal/shared/domain/content-codes';
import { BACKOFFICE_CHANNEL } from '@portal/shared/domain/realtime-channels';
import type { TAppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { recordAudit, type TAuditActor } from '../audit/audit.service';
import {
  findAllAssessments,
  findAssessmentsPage,
  findWorstForBatch,
} from './content-assessment.repository';
import {
  assessEntityField,
  loadContentOptions,
  readOptions,
  refreshAssessments,
} from './content-assessment.service';
import type { TContentBatchRunner } from './content-batch-runner';
import {
  cancelBatch,
  findAllBatches,
  findBatchById,
  findBatchesPage,
  insertBatch,
  type TContentBatchListRow,
} from './content-batches.repository';
import {
  findContentOptionsRow,
  lockContentOptionsRow,
  updateContentOptions,
} from './content-options.repository';
import { fieldsOfEntity, type TContentEntitySummary, type TContentSource } from './content-source';
import { contentSourceOf } from './content-source-registry';
import {
  TEXT_CHANGED_MESSAGE,
  findContentTexts,
  findContentVersion,
  findContentVersionsPage,
  writeContentText,
  type TContentAuthor,
} from './content-store.repository';
import {
  decideSuggestion,
  findAllSuggestions,
  findSuggestionById,
  findSuggestionsPage,
  lockSuggestion,
  type TContentSuggestionListRow,
} from './content-suggestions.repository';
import { CONTENT_CSV_LIMIT } from './content.csv';
import { presentAssessment } from './content.presenter';

export const FIELD_GONE_MESSAGE =
  'This text is no longer part of its entity (a tour day that was removed, say).';
export const SUGGESTION_DECIDED_MESSAGE = 'This suggestion has already been decided.';
export const SUGGESTION_STALE_MESSAGE =
  'The text changed since this suggestion was made. Reject it, or edit the text itself.';
export const NOTHING_TO_PROCESS_MESSAGE =
  'No text scores below this with findings in the chosen languages: nothing to process.';

function authorOf(actor: TAuditActor): TContentAuthor {
  return { userId: actor.userId, label: actor.label };
}

/** The source of a kind read back from the database (stored as text). */
function storedSourceOf(kind: string): TContentSource {
  const known = CONTENT_KINDS.find((candidate) => candidate === kind);
  if (!known) throw new Error(`content: unknown kind "${kind}" in the store`);
  return contentSourceOf(known);
}

function notFound(what: string): AppError {
  return new AppError('NOT_FOUND', `${what} not found.`);
}

/** Content: texts and versions of one entity, options, assessment, batches and suggestions. */
export function createContentService(ctx: TAppContext, runner: TContentBatchRunner) {
  const { db, clock } = ctx;

  async function findEntityOrThrow(
    kind: TContentKind,
    entityId: number,
  ): Promise<{ source: TContentSource; entity: TContentEntitySummary }> {
    const source = contentSourceOf(kind);
    const entity = await source.findEntity(db, entityId);
    if (!entity) throw notFound(kind.charAt(0).toUpperCase() + kind.slice(1));
    return { source, entity };
  }

  function checkMayRead(permissions: TPermissionState, source: TContentSource): void {
    if (!can(permissions, `content.manage|${source.viewPermission}`)) throw AppError.forbidden();
  }

  function checkMayEdit(permissions: TPermissionState, source: TContentSource): void {
    if (!can(permissions, `content.manage|${source.managePermission}`)) throw AppError.forbidden();
  }

  async function getEntity(kind: TContentKind, entityId: number): Promise<TContentEntity> {
    const { source, entity } = await findEntityOrThrow(kind, entityId);
    const [texts, options] = await Promise.all([
      findContentTexts(db, kind, [entityId]),
      loadContentOptions(db),
    ]);
    const assessedAt = clock.now();
    const fields = fieldsOfEntity(source, entity).map((field) => {
      const assessed = assessEntityField(entity, texts, field, options);
      return {
        field,
        texts: CONTENT_LANGUAGES.map((language) => {
          const row = texts.find((text) => text.field === field && text.language === language);
          return {
            language,
            text: row?.text ?? '',
            version: row?.version ?? 0,
            updatedAt: row?.updatedAt.toISOString() ?? null,
            updatedBy: row?.updatedByLabel ?? null,
          };
        }),
        assessment: presentAssessment({
          entityKind: kind,
          entityId,
          field,
          code: entity.code,
          name: entity.name,
          score: assessed.score,
          penaltyTotal: assessed.penaltyTotal,
          findings: assessed.findings,
          findingCodes: [],
          findingLanguages: [],
          translatedLanguages: assessed.translatedLanguages,
          assessedAt,
        }),
      };
    });
    const worst = fields.reduce<(typeof fields)[number] | null>(
      (lowest, entry) =>
        lowest === null || entry.assessment.score < lowest.assessment.score ? entry : lowest,
      null,
    );
    return {
      kind,
      entityId,
      code: entity.code,
      name: entity.name,
      fields,
      assessment: worst?.assessment ?? null,
    };
  }

  /** The field a stored version or suggestion names, while the entity still has it. */
  function fieldOrGone(
    source: TContentSource,
    entity: TContentEntitySummary,
    field: string,
  ): TContentField {
    const found = fieldsOfEntity(source, entity).find((candidate) => candidate === field);
    if (!found) throw new AppError('CONFLICT', FIELD_GONE_MESSAGE);
    return found;
  }

  function publishBatch(batch: TContentBatchListRow): void {
    ctx
      .broadcaster()
      .broadcast(BACKOFFICE_CHANNEL, 'content.batch-progress', {
        batchId: batch.id,
        status: batch.status,
        total: batch.total,
        done: batch.done,
        failed: batch.failed,
        changedAt: clock.now().toISOString(),
      })
      .catch((error: unknown) => ctx.log.warn({ err: error }, 'content: progress push failed'));
  }

  async function getBatch(id: number): Promise<TContentBatchListRow> {
    const batch = await findBatchById(db, id);
    if (!batch) throw notFound('Batch');
    return batch;
  }

  async function getSuggestion(id: number): Promise<TContentSuggestionListRow> {
    const suggestion = await findSuggestionById(db, id);
    if (!suggestion) throw notFound('Suggestion');
    return suggestion;
  }

  return {
    async readEntity(permissions: TPermissionState, kind: TContentKind, entityId: number) {
      checkMayRead(permissions, contentSourceOf(kind));
      return getEntity(kind, entityId);
    },

    async saveText(
      actor: TAuditActor,
      permissions: TPermissionState,
      kind: TContentKind,
      entityId: number,
      input: TSaveContentTextRequest,
    ): Promise<TContentEntity> {
      const { source, entity } = await findEntityOrThrow(kind, entityId);
      checkMayEdit(permissions, source);
      if (!fieldsOfEntity(source, entity).includes(input.field)) {
        throw AppError.invalidField('field', `A ${kind} has no ${input.field}.`);
      }
      await db.transaction(async (tx) => {
        const at = clock.now();
        const written = await writeContentText(tx, {
          kind,
          entityId,
          field: input.field,
          language: input.language,
          text: input.text,
          source: 'manual',
          author: authorOf(actor),
          at,
          baseVersion: input.baseVersion,
        });
        if (!written.isChanged) return;
        await recordAudit(tx, actor, {
          action: 'content.text-saved',
          entityType: kind,
          entityId,
          detail: { field: input.field, language: input.language, version: written.version },
          at,
        });
      });
      return getEntity(kind, entityId);
    },

    async listVersions(
      permissions: TPermissionState,
      kind: TContentKind,
      entityId: number,
      query: TContentVersionQuery,
    ) {
      checkMayRead(permissions, contentSourceOf(kind));
      await findEntityOrThrow(kind, entityId);
      return findContentVersionsPage(db, {
        kind,
        entityId,
        field: query.field,
        language: query.language,
        page: query.page,
        perPage: query.per_page,
      });
    },

    /** Makes an earlier version the current text again, as a new version (nothing is lost). */
    async restoreVersion(
      actor: TAuditActor,
      permissions: TPermissionState,
      kind: TContentKind,
      entityId: number,
      versionId: number,
    ): Promise<TContentEntity> {
      const { source, entity } = await findEntityOrThrow(kind, entityId);
      checkMayEdit(permissions, source);
      const version = await findContentVersion(db, kind, entityId, versionId);
      if (!version) throw notFound('Version');
      const field = fieldOrGone(source, entity, version.field);
      await db.transaction(async (tx) => {
        const at = clock.now();
        const written = await writeContentText(tx, {
          kind,
          entityId,
          field,
          language: version.language,
          text: version.text,
          source: 'restore',
          author: authorOf(actor),
          at,
        });
        if (!written.isChanged) return;
        await recordAudit(tx, actor, {
          action: 'content.version-restored',
          entityType: kind,
          entityId,
          detail: {
            field: version.field,
            language: version.language,
            restoredVersion: version.version,
            version: written.version,
          },
          at,
        });
      });
      return getEntity(kind, entityId);
    },

    async getOptions() {
      return findContentOptionsRow(db);
    },

    async saveOptions(actor: TAuditActor, options: TContentOptions) {
      await db.transaction(async (tx) => {
        const at = clock.now();
        const locked = await lockContentOptionsRow(tx, DEFAULT_CONTENT_OPTIONS, at);
        const before = readOptions(locked);
        await updateContentOptions(tx, options, authorOf(actor), at);
        const changed = (Object.keys(options) as (keyof TContentOptions)[]).filter(
          (key) => JSON.stringify(before[key]) !== JSON.stringify(options[key]),
        );
        await recordAudit(tx, actor, {
          action: 'content.options-updated',
          entityType: 'content-options',
          entityId: 1,
          detail: {
            changed,
            before: Object.fromEntries(changed.map((key) => [key, before[key]])),
            after: Object.fromEntries(changed.map((key) => [key, options[key]])),
          },
          at,
        });
      });
      return findContentOptionsRow(db);
    },

    async listAssessments(query: TContentAssessmentQuery) {
      await refreshAssessments(db, clock.now());
      return findAssessmentsPage(db, { ...query, page: query.page, perPage: query.per_page });
    },

    async exportAssessments(query: TContentAssessmentCsvQuery) {
      await refreshAssessments(db, clock.now());
      return findAllAssessments(db, query, CONTENT_CSV_LIMIT);
    },

    /** A batch of the worst texts at this moment; it starts in the background at once. */
    async createBatch(actor: TAuditActor, input: TCreateContentBatchRequest) {
      await refreshAssessments(db, clock.now());
      const options = await loadContentOptions(db);
      const maxScore = input.maxScore ?? options.suggestBelowScore;
      const worst = await findWorstForBatch(db, {
        kinds: input.kinds,
        languages: input.languages,
        maxScore,
        limit: input.limit,
      });
      if (worst.length === 0) throw AppError.invalidField('maxScore', NOTHING_TO_PROCESS_MESSAGE);
      const id = await db.transaction(async (tx) => {
        const at = clock.now();
        const batchId = await insertBatch(
          tx,
          {
            status: 'queued',
            provider: runner.providerName,
            kinds: input.kinds,
            languages: input.languages,
            maxScore,
            total: worst.length,
            createdByUserId: actor.userId,
            createdByLabel: actor.label,
            createdAt: at,
          },
          worst.map((row) => ({
            entityKind: row.entityKind,
            entityId: row.entityId,
            field: row.field,
            entityCode: row.code,
            entityName: row.name,
          })),
        );
        await recordAudit(tx, actor, {
          action: 'content.batch-created',
          entityType: 'content-batch',
          entityId: batchId,
          detail: { ...input, maxScore, items: worst.length, provider: runner.providerName },
          at,
        });
        return batchId;
      });
      runner.start(id);
      return getBatch(id);
    },

    getBatch,

    listBatches(query: TContentBatchQuery) {
      return findBatchesPage(db, {
        status: query.status,
        page: query.page,
        perPage: query.per_page,
      });
    },

    exportBatches(query: TContentBatchCsvQuery) {
      return findAllBatches(db, { status: query.status }, CONTENT_CSV_LIMIT);
    },

    async cancelBatch(actor: TAuditActor, id: number) {
      await getBatch(id);
      const isCancelled = await db.transaction(async (tx) => {
        const at = clock.now();
        if (!(await cancelBatch(tx, id, at))) return false;
        await recordAudit(tx, actor, {
          action: 'content.batch-cancelled',
          entityType: 'content-batch',
          entityId: id,
          at,
        });
        return true;
      });
      if (!isCancelled) throw new AppError('CONFLICT', 'This batch has already finished.');
      const batch = await getBatch(id);
      publishBatch(batch);
      return batch;
    },

    listSuggestions(query: TContentSuggestionQuery) {
      return findSuggestionsPage(db, { ...query, page: query.page, perPage: query.per_page });
    },

    exportSuggestions(query: TContentSuggestionCsvQuery) {
      return findAllSuggestions(db, query, CONTENT_CSV_LIMIT);
    },

    /**
     * Accepting writes the suggested text (or the reviewer's edit of it) as a new version of the
     * text; the version it replaces stays. Refused when the text changed since the suggestion.
     */
    async acceptSuggestion(
      actor: TAuditActor,
      permissions: TPermissionState,
      id: number,
      input: TAcceptContentSuggestionRequest,
    ) {
      await db.transaction(async (tx) => {
        const suggestion = await lockSuggestion(tx, id);
        if (!suggestion) throw notFound('Suggestion');
        if (suggestion.status !== 'pending')
          throw new AppError('CONFLICT', SUGGESTION_DECIDED_MESSAGE);
        const source = storedSourceOf(suggestion.entityKind);
        checkMayEdit(permissions, source);
        const text = input.text ?? suggestion.suggestedText;
        if (text === null) {
          throw AppError.invalidField(
            'text',
            'Write the text to accept: this suggestion has none.',
          );
        }
        const entity = await source.findEntity(tx, suggestion.entityId);
        if (!entity) throw new AppError('CONFLICT', FIELD_GONE_MESSAGE);
        const field = fieldOrGone(source, entity, suggestion.field);
        const at = clock.now();
        let written;
        try {
          written = await writeContentText(tx, {
            kind: suggestion.entityKind,
            entityId: suggestion.entityId,
            field,
            language: suggestion.language,
            text,
            source: 'suggestion',
            suggestionId: suggestion.id,
            author: authorOf(actor),
            at,
            baseVersion: suggestion.baseVersion,
          });
        } catch (error) {
          if (error instanceof AppError && error.message === TEXT_CHANGED_MESSAGE) {
            throw new AppError('CONFLICT', SUGGESTION_STALE_MESSAGE);
          }
          throw error;
        }
        await decideSuggestion(tx, {
          id,
          status: 'accepted',
          author: authorOf(actor),
          at,
          acceptedVersion: written.version,
        });
        await recordAudit(tx, actor, {
          action: 'content.suggestion-accepted',
          entityType: suggestion.entityKind,
          entityId: suggestion.entityId,
          detail: {
            suggestionId: id,
            field: suggestion.field,
            language: suggestion.language,
            version: written.version,
            isEdited: input.text !== undefined && input.text !== suggestion.suggestedText,
          },
          at,
        });
      });
      return getSuggestion(id);
    },

    async rejectSuggestion(actor: TAuditActor, id: number) {
      const suggestion = await getSuggestion(id);
      await db.transaction(async (tx) => {
        const at = clock.now();
        const isDecided = await decideSuggestion(tx, {
          id,
          status: 'rejected',
          author: authorOf(actor),
          at,
          acceptedVersion: null,
        });
        if (!isDecided) throw new AppError('CONFLICT', SUGGESTION_DECIDED_MESSAGE);
        await recordAudit(tx, actor, {
          action: 'content.suggestion-rejected',
          entityType: suggestion.entityKind,
          entityId: suggestion.entityId,
          detail: { suggestionId: id, field: suggestion.field, language: suggestion.language },
          at,
        });
      });
      return getSuggestion(id);
    },
  };
}

export type TContentService = ReturnType<typeof createContentService>;
