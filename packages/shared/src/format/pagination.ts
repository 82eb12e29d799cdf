import type { TPaginationLinks, TPaginationMeta } from '../contracts/pagination';

/**
 * Pagination data (SPEC section 3) arrives nested, as every list endpoint answers
 * (`{ meta: {...}, links: { first, last, prev, next } }`, see contracts/pagination.ts), or flat with
 * the same fields beside the data (`current_page`, ..., `first_page_url`, `next_page_url`, ...).
 */
export type TPaginationInput = Partial<TPaginationMeta> & {
  meta?: Partial<TPaginationMeta> | null;
  links?: Partial<TPaginationLinks> | null;
  first_page_url?: string | null;
  last_page_url?: string | null;
  prev_page_url?: string | null;
  next_page_url?: string | null;
};

export interface TPagination {
  currentPage: number;
  lastPage: number;
  perPage: number;
  total: number;
  from: number | null;
  to: number | null;
  links: TPaginationLinks;
}

function positiveInt(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 1
    ? Math.floor(value)
    : fallback;
}

function nullableInt(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function normalizePagination(input: TPaginationInput | null | undefined): TPagination {
  const meta = { ...input, ...input?.meta };
  const links = input?.links ?? {};
  const total = Math.max(0, nullableInt(meta.total) ?? 0);
  const perPage = positiveInt(meta.per_page, Math.max(total, 1));
  const lastPage = positiveInt(meta.last_page, Math.max(1, Math.ceil(total / perPage)));
  return {
    currentPage: Math.min(positiveInt(meta.current_page, 1), lastPage),
    lastPage,
    perPage,
    total,
    from: nullableInt(meta.from),
    to: nullableInt(meta.to),
    links: {
      first: links.first ?? input?.first_page_url ?? null,
      last: links.last ?? input?.last_page_url ?? null,
      prev: links.prev ?? input?.prev_page_url ?? null,
      next: links.next ?? input?.next_page_url ?? null,
    },
  };
}

/** SPEC section 2: the control appears only when the total exceeds the per-page count. */
export function shouldShowPagination(pagination: TPagination): boolean {
  return pagination.total > pagination.perPage;
}
