import type { FastifyInstance, FastifyRequest } from 'fastify';
import { buildPaginated, zPaginated } from '@portal/shared/contracts/pagination';
import type { z } from 'zod';
import type { TAccessPolicy } from '../plugins/auth';
import { sendCsv } from './csv';
import { listOrderQuery } from './list-order';
import type { ZodTypeProvider } from './zod-type-provider';

type TPagedQuery = { page: number; per_page: number };

/** One page of a list as its finder returns it. */
export interface TListPage<TRow> {
  rows: TRow[];
  total: number;
}

/** A paged list endpoint (SPEC section 3's pagination), described once. */
export interface TListRoute<ZQuery extends z.ZodType<TPagedQuery>, ZItem extends z.ZodType, TRow> {
  path: string;
  access: TAccessPolicy;
  query: ZQuery;
  item: ZItem;
  find: (query: z.output<ZQuery>, request: FastifyRequest) => Promise<TListPage<TRow>>;
  present: (row: TRow) => z.input<ZItem>;
  /**
   * The filters the page links keep. By default every parameter of the query but the page, in
   * the query schema's order, with the order's direction spelt out when an order is chosen; a
   * list whose links have always named the filters in another order says so here.
   */
  linkQuery?: (query: z.output<ZQuery>) => Record<string, unknown>;
}

/** The list's CSV export at `{path}/export.csv`: every match of the same filters, as one file. */
export interface TCsvExportRoute<ZQuery extends z.ZodType, TRow> {
  query: ZQuery;
  fileName: string;
  find: (query: z.output<ZQuery>, request: FastifyRequest) => Promise<TRow[]>;
  toCsv: (rows: TRow[]) => string;
}

function defaultLinkQuery(query: Record<string, unknown>): Record<string, unknown> {
  const { page: _page, sort, dir, ...filters } = query;
  return {
    ...filters,
    ...listOrderQuery({
      sort: typeof sort === 'string' ? sort : undefined,
      dir: dir === 'asc' || dir === 'desc' ? dir : undefined,
    }),
  };
}

/**
 * Registers a back-office or agent list: `GET path` answers one page of presented rows with its
 * meta and links, and, given `csv`, `GET path/export.csv` answers the same filters as a CSV
 * download. Every list has the same shape, so every list is declared rather than written out.
 */
export function registerListRoute<
  ZQuery extends z.ZodType<TPagedQuery>,
  ZItem extends z.ZodType,
  TRow,
  ZCsvQuery extends z.ZodType = never,
  TCsvRow = TRow,
>(
  app: FastifyInstance,
  list: TListRoute<ZQuery, ZItem, TRow>,
  csv?: TCsvExportRoute<ZCsvQuery, TCsvRow>,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    list.path,
    {
      config: { access: list.access },
      schema: { querystring: list.query, response: { 200: zPaginated(list.item) } },
    },
    async (request) => {
      const query = request.query as z.output<ZQuery>;
      const { rows, total } = await list.find(query, request);
      return buildPaginated(rows.map(list.present), {
        page: query.page,
        perPage: query.per_page,
        total,
        path: list.path,
        query: list.linkQuery ? list.linkQuery(query) : defaultLinkQuery(query),
      });
    },
  );
  if (!csv) return;
  routes.get(
    `${list.path}/export.csv`,
    { config: { access: list.access }, schema: { querystring: csv.query } },
    async (request, reply) => {
      const rows = await csv.find(request.query as z.output<ZCsvQuery>, request);
      return sendCsv(reply, csv.fileName, csv.toCsv(rows));
    },
  );
}
