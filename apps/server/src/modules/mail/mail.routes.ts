import type { FastifyInstance } from 'fastify';
import {
  ZOutboxCsvQuery,
  ZOutboxMessage,
  ZOutboxMessageParams,
  ZOutboxQuery,
} from '@portal/shared/contracts/outbox';
import { CSV_EXPORT_LIMIT } from '../../lib/csv';
import { registerListRoute } from '../../lib/list-routes';
import type { ZodTypeProvider } from '../../lib/zod-type-provider';
import { toOutboxCsv } from './mail.csv';
import { outboxPolicy } from './mail.policy';
import { presentOutboxMessage } from './mail.presenter';
import { getOutboxMessage, listOutbox } from './mail.service';

export function registerMailRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  registerListRoute(
    app,
    {
      path: '/api/admin/outbox',
      access: outboxPolicy.list,
      query: ZOutboxQuery,
      item: ZOutboxMessage,
      find: ({ page, per_page: perPage, to, sort, dir }) =>
        listOutbox(app.db, { page, perPage, to }, { sort, dir }),
      present: presentOutboxMessage,
    },
    {
      query: ZOutboxCsvQuery,
      fileName: 'outbox.csv',
      find: async ({ to, sort, dir }) =>
        (await listOutbox(app.db, { to, page: 1, perPage: CSV_EXPORT_LIMIT }, { sort, dir })).rows,
      toCsv: (rows) => toOutboxCsv(rows.map(presentOutboxMessage)),
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
