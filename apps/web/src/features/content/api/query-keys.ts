import type { TContentKind, TContentLanguage } from '@portal/shared/domain/content-codes';

/**
 * Query keys of content. Saving a text, accepting a suggestion or changing the options changes
 * the assessment, so those invalidate `contentKeys.all`; batch progress touches only its batch.
 */
export const contentKeys = {
  all: ['content'] as const,
  assessments: (filter: object) => [...contentKeys.all, 'assessments', filter] as const,
  options: () => [...contentKeys.all, 'options'] as const,
  entity: (kind: TContentKind, entityId: number) =>
    [...contentKeys.all, 'entity', kind, entityId] as const,
  versions: (kind: TContentKind, entityId: number, language: TContentLanguage) =>
    [...contentKeys.all, 'versions', kind, entityId, language] as const,
  batches: () => [...contentKeys.all, 'batches'] as const,
  batchList: (filter: object) => [...contentKeys.batches(), 'list', filter] as const,
  batch: (id: number) => [...contentKeys.batches(), 'detail', id] as const,
  suggestions: () => [...contentKeys.all, 'suggestions'] as const,
  suggestionList: (filter: object) => [...contentKeys.suggestions(), filter] as const,
};

export const CONTENT_PAGE_SIZE = 20;

/** Query parameters without the empty ones. */
export function listQuery<T extends Record<string, string | number | undefined>>(filter: T) {
  return Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''),
  ) as Partial<T>;
}
