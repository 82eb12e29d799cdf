import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  ZAccountingExportListQuery,
  ZAccountingExportParams,
  ZAccountingExportView,
  ZCreateAccountingExportRequest,
  ZGstReturn,
  ZGstReturnQuery,
  type TAccountingExportListQuery,
} from '@portal/shared/contracts/accounting';
import { ZIdempotencyKeyHeaders } from '@portal/shared/contracts/invoices';
import type { TAppContext } from '../../app-context';
import { sendCsv } from '../../lib/csv';
import { registerListRoute } from '../../lib/list-routes';
import { auditActorOf } from '../../lib/request-user';
import type { ZodTypeProvider } from '../../lib/zod-type-provider';
import { gstReturnCsv, gstReturnXlsx } from './accounting.gst-return';
import { accountingPolicy } from './accounting.policy';
import { presentAccountingExport } from './accounting.presenter';
import { createAccountingService } from './accounting.service';

/** Answers a workbook download, never cached (like the CSV exports). */
function sendXlsx(reply: FastifyReply, fileName: string, workbook: Buffer) {
  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(workbook);
}

/** The GST return and the Xero export log (contracts/accounting.ts). */
export function registerAccountingRoutes(app: FastifyInstance, ctx: TAppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = createAccountingService(ctx);

  routes.get(
    '/api/admin/finance/gst-return',
    {
      config: { access: accountingPolicy.manage },
      schema: { querystring: ZGstReturnQuery, response: { 200: ZGstReturn } },
    },
    async (request, reply) => {
      const { format, ...period } = request.query;
      const gstReturn = await service.getGstReturn(period);
      if (format === 'json') return gstReturn;
      const baseName = `gst-return-${period.brand}-${period.from}-${period.to}`;
      if (format === 'csv') return sendCsv(reply, `${baseName}.csv`, gstReturnCsv(gstReturn));
      return sendXlsx(reply, `${baseName}.xlsx`, await gstReturnXlsx(gstReturn));
    },
  );

  routes.post(
    '/api/admin/finance/accounting-exports',
    {
      config: { access: accountingPolicy.manage },
      schema: {
        headers: ZIdempotencyKeyHeaders,
        body: ZCreateAccountingExportRequest,
        response: { 201: ZAccountingExportView },
      },
    },
    async (request, reply) => {
      const created = await service.createExport(
        auditActorOf(request),
        request.body,
        request.headers['idempotency-key'],
      );
      return reply.code(201).send(presentAccountingExport(created));
    },
  );

  registerListRoute(app, {
    path: '/api/admin/finance/accounting-exports',
    access: accountingPolicy.manage,
    query: ZAccountingExportListQuery,
    item: ZAccountingExportView,
    find: (query: TAccountingExportListQuery) => service.listExports(query),
    present: presentAccountingExport,
  });

  routes.get(
    '/api/admin/finance/accounting-exports/:id/file.csv',
    {
      config: { access: accountingPolicy.manage },
      schema: { params: ZAccountingExportParams },
    },
    async (request, reply) => {
      const file = await service.getExportFile(request.params.id);
      return sendCsv(reply, file.fileName, file.csv);
    },
  );
}
