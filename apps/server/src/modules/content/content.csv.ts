import type {
  TContentAssessment,
  TContentBatch,
  TContentSuggestion,
} from '@portal/shared/contracts/content';
import { csvText, toCsv } from '../../lib/csv';

/** At most this many rows in one content export (the filters narrow it down). */
export const CONTENT_CSV_LIMIT = 10_000;

export function toAssessmentsCsv(rows: readonly TContentAssessment[]): string {
  return toCsv(
    ['Kind', 'Code', 'Name', 'Field', 'Score', 'Findings', 'Translated', 'Assessed'],
    rows.map((row) => [
      row.kind,
      csvText(row.code),
      csvText(row.name),
      row.field,
      String(row.score),
      csvText(
        row.findings
          .map(
            (finding) =>
              `${finding.language}:${finding.code}${finding.params.phrase ? ` "${finding.params.phrase}"` : ''}`,
          )
          .join('; '),
      ),
      row.translatedLanguages.join(' '),
      row.assessedAt,
    ]),
  );
}

export function toBatchesCsv(rows: readonly TContentBatch[]): string {
  return toCsv(
    [
      'Batch',
      'Status',
      'Provider',
      'Kinds',
      'Languages',
      'Below score',
      'Items',
      'Done',
      'Failed',
      'Suggestions',
      'Pending',
      'Created by',
      'Created',
      'Finished',
    ],
    rows.map((row) => [
      String(row.id),
      row.status,
      row.provider,
      row.kinds.join(' '),
      row.languages.join(' '),
      String(row.maxScore),
      String(row.total),
      String(row.done),
      String(row.failed),
      String(row.suggestionCount),
      String(row.pendingSuggestions),
      csvText(row.createdBy),
      row.createdAt,
      row.finishedAt ?? '',
    ]),
  );
}

export function toSuggestionsCsv(rows: readonly TContentSuggestion[]): string {
  return toCsv(
    [
      'Suggestion',
      'Batch',
      'Kind',
      'Code',
      'Name',
      'Language',
      'Type',
      'Status',
      'Text when suggested',
      'Suggested text',
      'Changes',
      'Created',
      'Decided by',
      'Decided',
    ],
    rows.map((row) => [
      String(row.id),
      String(row.batchId),
      row.kind,
      csvText(row.entityCode),
      csvText(row.entityName),
      row.language,
      row.type,
      row.status,
      csvText(row.baseText),
      csvText(row.suggestedText ?? ''),
      csvText(row.changes.map((change) => change.code).join('; ')),
      row.createdAt,
      csvText(row.decidedBy ?? ''),
      row.decidedAt ?? '',
    ]),
  );
}
