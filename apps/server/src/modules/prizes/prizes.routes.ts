import type { FastifyInstance } from 'fastify';
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
import { registerListRoute } from '../../lib/list-routes';
import type { ZodTypeProvider } from '../../lib/zod-type-provider';
import { auditActorOf } from '../../lib/request-user';
import { toPrizeClaimsCsv, toPrizesCsv } from './prizes.csv';
import { prizesPolicy } from './prizes.policy';
import { presentAdminPrize, presentPrizeClaim } from './prizes.presenter';
import { createPrizesService } from './prizes.service';

const PRIZES_PATH = '/api/admin/prizes';
const CLAIMS_PATH = '/api/admin/prize-claims';

/** Prize management and the claims list (contracts/prizes.ts). */
export function registerPrizesRoutes(app: FastifyInstance, ctx: TAppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = createPrizesService(ctx);
  const access = prizesPolicy.manage;

  registerListRoute(
    app,
    {
      path: PRIZES_PATH,
      access,
      query: ZPrizeListQuery,
      item: ZAdminPrize,
      find: (query) => service.listPrizes(query),
      present: presentAdminPrize,
      // The page links keep the filters before per_page, as this list always wrote them.
      linkQuery: ({ q, active, per_page }) => ({ q, active, per_page }),
    },
    {
      query: ZPrizeCsvQuery,
      fileName: 'prizes.csv',
      find: (query) => service.exportPrizes(query),
      toCsv: toPrizesCsv,
    },
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

  registerListRoute(
    app,
    {
      path: CLAIMS_PATH,
      access,
      query: ZPrizeClaimQuery,
      item: ZPrizeClaim,
      find: (query) => service.listClaims(query),
      present: presentPrizeClaim,
    },
    {
      query: ZPrizeClaimCsvQuery,
      fileName: 'prize-claims.csv',
      find: (query) => service.exportClaims(query),
      toCsv: toPrizeClaimsCsv,
    },
  );
}
