import { z } from 'zod';

/**
 * The pagination data of SPEC section 3, in the nested form every list endpoint answers:
 * `{ data, meta: { current_page, last_page, per_page, total, from, to }, links: { first, last, prev, next } }`.
 * The web client also accepts the same fields flat (see normalizePagination).
 */
export const ZPaginationMeta = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
});
export type TPaginationMeta = z.infer<typeof ZPaginationMeta>;

export const ZPaginationLinks = z.object({
  first: z.string().nullable(),
  last: z.string().nullable(),
  prev: z.string().nullable(),
  next: z.string().nullable(),
});
export type TPaginationLinks = z.infer<typeof ZPaginationLinks>;

export function zPaginated<T extends z.ZodTypeAny>(row: T) {
  return z.object({ data: z.array(row), meta: ZPaginationMeta, links: ZPaginationLinks });
}

export interface TPaginated<T> {
  data: T[];
  meta: TPaginationMeta;
  links: TPaginationLinks;
}

/** Query parameters every list accepts. */
export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

/**
 * Builds the answer of a list endpoint. `path` is the list's own address with its filters;
 * page links keep those filters and change only `page`.
 */
export function buildPaginated<T>(
  rows: T[],
  args: {
    page: number;
    perPage: number;
    total: number;
    path: string;
    query?: Record<string, unknown>;
  },
): TPaginated<T> {
  const lastPage = Math.max(1, Math.ceil(args.total / args.perPage));
  const from = args.total === 0 ? null : (args.page - 1) * args.perPage + 1;
  const to = from === null ? null : from + rows.length - 1;
  const link = (page: number) => {
    const params = Object.entries(args.query ?? {})
      .filter(
        ([key, value]) => key !== 'page' && value !== undefined && value !== null && value !== '',
      )
      .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
    params.push(`page=${page}`);
    return `${args.path}?${params.join('&')}`;
  };
  return {
    data: rows,
    meta: {
      current_page: args.page,
      last_page: lastPage,
      per_page: args.perPage,
      total: args.total,
      from,
      to,
    },
    links: {
      first: link(1),
      last: link(lastPage),
      prev: args.page > 1 ? link(args.page - 1) : null,
      next: args.page < lastPage ? link(args.page + 1) : null,
    },
  };
}
