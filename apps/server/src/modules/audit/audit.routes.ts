import type { FastifyInstance } from 'fastify';
import { ZAuditEntryView, ZAuditLogCsvQuery, ZAuditLogQuery } from '@portal/shared/contracts/audit';
import { buildPaginated, zPaginated } from '@portal/shared/contracts/pagination';
import { z } from 'zod';
import type { TAppContext } from '../../app-context';
import { listOrderQuery } from '../../lib/list-order';
import type { ZodTypeProvider } from '../../lib/zod-type-provider';
import { auditPolicy } from './audit.policy';
import { auditFilterOf, presentAuditEntry, toAuditLogCsv } from './audit.presenter';
import { listAuditEntityTypes, listAuditLog, listAuditLogForExport } from './audit.service';

/** One export holds at most this many entries; narrow the dates for more. */
export const AUDIT_EXPORT_LIMIT = 50_000;

/** The audit log screen (issue 9): who changed what on which entity, newest first. */
export function registerAuditRoutes(app: FastifyInstance, ctx: TAppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const access = { access: auditPolicy.view };

  routes.get(
    '/api/admin/audit-log',
    {
      config: access,
      schema: { querystring: ZAuditLogQuery, response: { 200: zPaginated(ZAuditEntryView) } },
    },
    async (request) => {
      const { page, per_page: perPage, sort, dir, ...filters } = request.query;
      const { rows, total } = await listAuditLog(
        ctx.db,
        { ...auditFilterOf(request.query), page, perPage },
        { sort, dir },
      );
      return buildPaginated(rows.map(presentAuditEntry), {
        page,
        perPage,
        total,
        path: '/api/admin/audit-log',
        query: { ...filters, per_page: perPage, ...listOrderQuery({ sort, dir }) },
      });
    },
  );

  routes.get(
    '/api/admin/audit-log/export.csv',
    { config: access, schema: { querystring: ZAuditLogCsvQuery } },
    async (request, reply) => {
      const { sort, dir } = request.query;
      const rows = await listAuditLogForExport(
        ctx.db,
        auditFilterOf(request.query),
        AUDIT_EXPORT_LIMIT,
        { sort, dir },
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .header('cache-control', 'private, no-store')
        .send(toAuditLogCsv(rows));
    },
  );

  routes.get(
    '/api/admin/audit-log/entity-types',
    { config: access, schema: { response: { 200: z.array(z.string()) } } },
    async () => listAuditEntityTypes(ctx.db),
  );
}
