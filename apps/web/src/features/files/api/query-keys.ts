import { FILES_QUERY_ROOT } from '../../../lib/query-roots';
import type { TFileListFilter } from './get-files';
import type { TProductSearchFilter } from './search-products';

/** References are stored upper case; the address may carry any case. */
export function normaliseReference(reference: string): string {
  return reference.trim().toUpperCase();
}

export const fileKeys = {
  all: FILES_QUERY_ROOT,
  lists: () => [...fileKeys.all, 'list'] as const,
  list: (filter: TFileListFilter) => [...fileKeys.lists(), filter] as const,
  detail: (reference: string) =>
    [...fileKeys.all, 'detail', normaliseReference(reference)] as const,
  versions: (reference: string) =>
    [...fileKeys.all, 'versions', normaliseReference(reference)] as const,
  versionDiff: (reference: string, from: number, to: number) =>
    [...fileKeys.versions(reference), 'diff', from, to] as const,
  events: (reference: string) =>
    [...fileKeys.all, 'events', normaliseReference(reference)] as const,
  share: (reference: string) => [...fileKeys.all, 'share', normaliseReference(reference)] as const,
  productSearch: (filter: TProductSearchFilter) => [...fileKeys.all, 'products', filter] as const,
};

export const FILES_PAGE_SIZE = 20;
