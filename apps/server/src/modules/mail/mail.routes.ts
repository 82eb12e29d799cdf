import type { FastifyInstance } from 'fastify';
import { ZOutboxMessage, ZOutboxQuery } from '@portal/shared/contracts/outbox';
import { buildPaginated, zPaginated } from '@portal/shared/contracts/pagination';
import type { ZodTypeProvider } from '../../lib/zod-type-provider';
import { outboxPolicy } from './mail.policy';
import { presentOutboxMessage } from './mail.presenter';
import { listOutbox } from './mail.service';

export function registerMailRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/outbox',
    {
      config: { access: outboxPolicy.list },
      schema: { querystring: ZOutboxQuery, response: { 200: zPaginated(ZOutboxMessage) } },
    },
    async (request) => {
      const { page, per_page: perPage, to } = request.query;
      const { rows, total } = await listOutbox(app.db, { page, perPage, to });
      return buildPaginated(rows.map(presentOutboxMessage), {
        page,
        perPage,
        total,
        path: '/api/admin/outbox',
        query: { per_page: perPage, to },
      });
    },
  );
}
