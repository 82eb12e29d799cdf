import type { FastifyInstance } from 'fastify';
import { zPaginated } from '@portal/shared/contracts/pagination';
import {
  ZAdminPrize,
  ZPrizeClaim,
  ZPrizeClaimCsvQuery,
  ZPrizeClaimQuery,
  ZPrizeCsvQuery,
  ZPrizeIdParams,
  ZPrizeListQuery,
  ZPrizeUpdateRequest,
  ZPrizeWriteRequest,
} from '@portal/shared/contracts/prizes';
import type { TAppContext } from '../../app-context';
import type { ZodTypeProvider } from '../../lib/zod-type-provider';
import { auditActorOf } from '../../lib/request-user';
import { toPrizeClaimsCsv, toPrizesCsv } from './prizes.csv';
import { prizesPolicy } from './prizes.policy';
import { createPrizesService } from './prizes.service';

const PRIZES_PATH = '/api/admin/prizes';
const CLAIMS_PATH = '/api/admin/prize-claims';

/** Prize management and the claims list (contracts/prizes.ts). */
export function registerPrizesRoutes(app: FastifyInstance, ctx: TAppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = createPrizesService(ctx);
  const access = prizesPolicy.manage;
  const csvHeaders = (name: string) => ({
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${name}"`,
    'cache-control': 'private, no-store',
  });

  routes.get(
    PRIZES_PATH,
    {
      config: { access },
      schema: { querystring: ZPrizeListQuery, response: { 200: zPaginated(ZAdminPrize) } },
    },
    async (request) => service.listPrizes(request.query, PRIZES_PATH),
  );

  routes.get(
    `${PRIZES_PATH}/export.csv`,
    { config: { access }, schema: { querystring: ZPrizeCsvQuery } },
    async (request, reply) =>
      reply
        .headers(csvHeaders('prizes.csv'))
        .send(toPrizesCsv(await service.exportPrizes(request.query))),
  );

  routes.post(
    PRIZES_PATH,
    { config: { access }, schema: { body: ZPrizeWriteRequest, response: { 201: ZAdminPrize } } },
    async (request, reply) =>
      reply.code(201).send(await service.createPrize(auditActorOf(request), request.body)),
  );

  routes.put(
    `${PRIZES_PATH}/:id`,
    {
      config: { access },
      schema: { params: ZPrizeIdParams, body: ZPrizeUpdateRequest, response: { 200: ZAdminPrize } },
    },
    async (request) => service.updatePrize(auditActorOf(request), request.params.id, request.body),
  );

  routes.get(
    CLAIMS_PATH,
    {
      config: { access },
      schema: { querystring: ZPrizeClaimQuery, response: { 200: zPaginated(ZPrizeClaim) } },
    },
    async (request) => service.listClaims(request.query, CLAIMS_PATH),
  );

  routes.get(
    `${CLAIMS_PATH}/export.csv`,
    { config: { access }, schema: { querystring: ZPrizeClaimCsvQuery } },
    async (request, reply) =>
      reply
        .headers(csvHeaders('prize-claims.csv'))
        .send(toPrizeClaimsCsv(await service.exportClaims(request.query))),
  );
}
