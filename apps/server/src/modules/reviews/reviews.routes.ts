import type { FastifyInstance } from 'fastify';
import { zPaginated } from '@portal/shared/contracts/pagination';
import {
  ZAdminReview,
  ZReviewFilter,
  ZReviewFilterOptions,
  ZReviewIdParams,
  ZReviewListQuery,
  ZReviewReplyRequest,
  ZReviewStatusRequest,
} from '@portal/shared/contracts/reviews';
import type { TAppContext } from '../../app-context';
import type { ZodTypeProvider } from '../../lib/zod-type-provider';
import { auditActorOf, sessionUserOf } from '../../lib/request-user';
import { toReviewsCsv } from './reviews.csv';
import { reviewsPolicy } from './reviews.policy';
import { createReviewsService } from './reviews.service';

const REVIEWS_PATH = '/api/admin/reviews';

/** Review moderation (contracts/reviews.ts). */
export function registerReviewsRoutes(app: FastifyInstance, ctx: TAppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = createReviewsService(ctx);
  const access = reviewsPolicy.manage;

  routes.get(
    REVIEWS_PATH,
    {
      config: { access },
      schema: { querystring: ZReviewListQuery, response: { 200: zPaginated(ZAdminReview) } },
    },
    async (request) => service.listReviews(request.query, REVIEWS_PATH),
  );

  routes.get(
    `${REVIEWS_PATH}/filter-options`,
    { config: { access }, schema: { response: { 200: ZReviewFilterOptions } } },
    async () => service.filterOptions(),
  );

  routes.get(
    `${REVIEWS_PATH}/export.csv`,
    { config: { access }, schema: { querystring: ZReviewFilter } },
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="reviews.csv"')
        .header('cache-control', 'private, no-store')
        .send(toReviewsCsv(await service.exportReviews(request.query))),
  );

  routes.put(
    `${REVIEWS_PATH}/:id/status`,
    {
      config: { access },
      schema: {
        params: ZReviewIdParams,
        body: ZReviewStatusRequest,
        response: { 200: ZAdminReview },
      },
    },
    async (request) =>
      service.setStatus(
        sessionUserOf(request),
        auditActorOf(request),
        request.params.id,
        request.body.status,
      ),
  );

  routes.put(
    `${REVIEWS_PATH}/:id/reply`,
    {
      config: { access },
      schema: {
        params: ZReviewIdParams,
        body: ZReviewReplyRequest,
        response: { 200: ZAdminReview },
      },
    },
    async (request) =>
      service.reply(
        sessionUserOf(request),
        auditActorOf(request),
        request.params.id,
        request.body.reply,
      ),
  );
}
