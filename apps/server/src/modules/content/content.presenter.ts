import type {
  TContentAssessment,
  TContentBatch,
  TContentOptionsView,
  TContentSuggestion,
  TContentVersion,
} from '@portal/shared/contracts/content';
import {
  CONTENT_KINDS,
  CONTENT_LANGUAGES,
  isContentField,
  isContentLanguage,
  type TContentField,
  type TContentKind,
  type TContentLanguage,
} from '@portal/shared/domain/content-codes';
import type { TContentAssessmentRow } from './content-assessment.repository';
import type { TContentBatchListRow } from './content-batches.repository';
import { readOptions } from './content-assessment.service';
import type { TContentOptionsRow } from './content-options.repository';
import type { TContentVersionListRow } from './content-store.repository';
import type { TContentSuggestionListRow } from './content-suggestions.repository';

/** Kinds and fields are stored as text (any module may register a kind): read them back typed. */
function kindOf(value: string): TContentKind {
  const kind = CONTENT_KINDS.find((candidate) => candidate === value);
  if (!kind) throw new Error(`content: unknown kind "${value}" in the store`);
  return kind;
}

function fieldOf(value: string): TContentField {
  if (!isContentField(value)) throw new Error(`content: unknown field "${value}" in the store`);
  return value;
}

function languagesOf(values: readonly string[]): TContentLanguage[] {
  return CONTENT_LANGUAGES.filter((language) => values.includes(language));
}

export function presentAssessment(row: TContentAssessmentRow): TContentAssessment {
  return {
    kind: kindOf(row.entityKind),
    entityId: row.entityId,
    field: fieldOf(row.field),
    code: row.code,
    name: row.name,
    score: row.score,
    findings: row.findings,
    translatedLanguages: languagesOf(row.translatedLanguages),
    assessedAt: row.assessedAt.toISOString(),
  };
}

export function presentOptionsView(row: TContentOptionsRow | null): TContentOptionsView {
  return {
    options: readOptions(row),
    updatedAt: row?.updatedByLabel ? row.updatedAt.toISOString() : null,
    updatedBy: row?.updatedByLabel ?? null,
  };
}

export function presentVersion(row: TContentVersionListRow): TContentVersion {
  return {
    id: row.id,
    field: fieldOf(row.field),
    language: row.language,
    version: row.version,
    text: row.text,
    source: row.source,
    suggestionId: row.suggestionId,
    createdBy: row.createdByLabel,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentBatch(row: TContentBatchListRow): TContentBatch {
  return {
    id: row.id,
    status: row.status,
    provider: row.provider,
    kinds: CONTENT_KINDS.filter((kind) => row.kinds.includes(kind)),
    languages: row.languages.filter(isContentLanguage),
    maxScore: row.maxScore,
    total: row.total,
    done: row.done,
    failed: row.failed,
    suggestionCount: row.suggestionCount,
    pendingSuggestions: row.pendingSuggestions,
    lastError: row.lastError,
    createdBy: row.createdByLabel,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export function presentSuggestion(row: TContentSuggestionListRow): TContentSuggestion {
  return {
    id: row.id,
    batchId: row.batchId,
    kind: kindOf(row.entityKind),
    entityId: row.entityId,
    entityCode: row.entityCode,
    entityName: row.entityName,
    field: fieldOf(row.field),
    language: row.language,
    type: row.type,
    status: row.status,
    provider: row.provider,
    baseText: row.baseText,
    baseVersion: row.baseVersion,
    currentText: row.currentText,
    currentVersion: row.currentVersion,
    suggestedText: row.suggestedText,
    changes: row.changes,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedBy: row.decidedByLabel,
    acceptedVersion: row.acceptedVersion,
  };
}
