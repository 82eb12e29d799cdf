import type { FastifyInstance } from 'fastify';
import {
  ZDebtorParams,
  ZDebtorsQuery,
  ZDebtorsReport,
  ZEmailStatementRequest,
  ZProfitFilters,
  ZProfitQuery,
  ZProfitReport,
  ZStatementEmailed,
  ZStatementQuery,
} from '@portal/shared/contracts/finance-reports';
import { ZIdempotencyKeyHeaders } from '@portal/shared/contracts/invoices';
import type { TAppContext } from '../../app-context';
import { sendCsv } from '../../lib/csv';
import { auditActorOf } from '../../lib/request-user';
import type { ZodTypeProvider } from '../../lib/zod-type-provider';
import { createDebtorsService } from './debtors.service';
import { toDebtorsCsv, toProfitCsv } from './finance-reports.csv';
import { financeReportsPolicy } from './finance-reports.policy';
import { createProfitService } from './profit.service';

/** Aged debtors, agency statements and profit per booking (contracts/finance-reports.ts). */
export function registerFinanceReportsRoutes(app: FastifyInstance, ctx: TAppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const debtors = createDebtorsService(ctx);
  const profit = createProfitService(ctx);
  const access = financeReportsPolicy.manage;

  routes.get(
    '/api/admin/finance/debtors',
    {
      config: { access },
      schema: { querystring: ZDebtorsQuery, response: { 200: ZDebtorsReport } },
    },
    async (request) => debtors.getDebtors(request.query),
  );

  routes.get(
    '/api/admin/finance/debtors/export.csv',
    { config: { access }, schema: { querystring: ZDebtorsQuery } },
    async (request, reply) => {
      const report = await debtors.getDebtors(request.query);
      return sendCsv(
        reply,
        `aged-debtors-${report.brand}-${report.asOf}.csv`,
        toDebtorsCsv(report),
      );
    },
  );

  routes.get(
    '/api/admin/finance/debtors/:agencyId/statement.pdf',
    { config: { access }, schema: { params: ZDebtorParams, querystring: ZStatementQuery } },
    async (request, reply) => {
      const { filename, pdf } = await debtors.statementPdf(
        request.params.agencyId,
        request.query.asOf,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  routes.post(
    '/api/admin/finance/debtors/:agencyId/statement/email',
    {
      config: { access },
      schema: {
        params: ZDebtorParams,
        headers: ZIdempotencyKeyHeaders,
        body: ZEmailStatementRequest,
        response: { 200: ZStatementEmailed },
      },
    },
    async (request) =>
      debtors.emailStatement(
        auditActorOf(request),
        request.params.agencyId,
        request.body,
        request.headers['idempotency-key'],
      ),
  );

  routes.get(
    '/api/admin/finance/profit',
    { config: { access }, schema: { querystring: ZProfitQuery, response: { 200: ZProfitReport } } },
    async (request) => profit.getProfit(request.query),
  );

  routes.get(
    '/api/admin/finance/profit/export.csv',
    { config: { access }, schema: { querystring: ZProfitFilters } },
    async (request, reply) => {
      const report = await profit.getProfitForExport(request.query);
      return sendCsv(
        reply,
        `profit-per-booking-${report.from}-${report.to}.csv`,
        toProfitCsv(report),
      );
    },
  );
}
