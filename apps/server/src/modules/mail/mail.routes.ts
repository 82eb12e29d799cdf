import type { FastifyInstance } from 'fastify';
import {
  ZOutboxCsvQuery,
  ZOutboxMessage,
  ZOutboxMessageParams,
  ZOutboxQuery,
} from '@portal/shared/contracts/outbox';
import { buildPaginated, zPaginated } from '@portal/shared/contracts/pagination';
import { CSV_EXPORT_LIMIT, sendCsv } from '../../lib/csv';
import { listOrderQuery } from '../../lib/list-order';
import type { ZodTypeProvider } from '../../lib/zod-type-provider';
import { toOutboxCsv } from './mail.csv';
import { outboxPolicy } from './mail.policy';
import { presentOutboxMessage } from './mail.presenter';
import { getOutboxMessage, listOutbox } from './mail.service';

export function registerMailRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/admin/outbox',
    {
      config: { access: outboxPolicy.list },
      schema: { querystring: ZOutboxQuery, response: { 200: zPaginated(ZOutboxMessage) } },
    },
    async (request) => {
      const { page, per_page: perPage, to, sort, dir } = request.query;
      const { rows, total } = await listOutbox(app.db, { page, perPage, to }, { sort, dir });
      return buildPaginated(rows.map(presentOutboxMessage), {
        page,
        perPage,
        total,
        path: '/api/admin/outbox',
        query: { per_page: perPage, to, ...listOrderQuery({ sort, dir }) },
      });
    },
  );

  routes.get(
    '/api/admin/outbox/export.csv',
    { config: { access: outboxPolicy.list }, schema: { querystring: ZOutboxCsvQuery } },
    async (request, reply) => {
      const { to, sort, dir } = request.query;
      const { rows } = await listOutbox(
        app.db,
        { to, page: 1, perPage: CSV_EXPORT_LIMIT },
        { sort, dir },
      );
      return sendCsv(reply, 'outbox.csv', toOutboxCsv(rows.map(presentOutboxMessage)));
    },
  );

  routes.get(
    '/api/admin/outbox/:id',
    {
      config: { access: outboxPolicy.list },
      schema: { params: ZOutboxMessageParams, response: { 200: ZOutboxMessage } },
    },
    async (request) => presentOutboxMessage(await getOutboxMessage(app.db, request.params.id)),
  );
}
