import type { FastifyInstance } from 'fastify';
import { ZAuditEntryView, ZAuditLogCsvQuery, ZAuditLogQuery } from '@portal/shared/contracts/audit';
import { z } from 'zod';
import type { TAppContext } from '../../app-context';
import { registerListRoute } from '../../lib/list-routes';
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

  registerListRoute(
    app,
    {
      path: '/api/admin/audit-log',
      access: auditPolicy.view,
      query: ZAuditLogQuery,
      item: ZAuditEntryView,
      find: (query) =>
        listAuditLog(
          ctx.db,
          { ...auditFilterOf(query), page: query.page, perPage: query.per_page },
          { sort: query.sort, dir: query.dir },
        ),
      present: presentAuditEntry,
    },
    {
      query: ZAuditLogCsvQuery,
      fileName: 'audit-log.csv',
      find: (query) =>
        listAuditLogForExport(ctx.db, auditFilterOf(query), AUDIT_EXPORT_LIMIT, {
          sort: query.sort,
          dir: query.dir,
        }),
      toCsv: toAuditLogCsv,
    },
  );

  routes.get(
    '/api/admin/audit-log/entity-types',
    { config: access, schema: { response: { 200: z.array(z.string()) } } },
    async () => listAuditEntityTypes(ctx.db),
  );
}
