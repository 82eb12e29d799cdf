import type { FastifyInstance } from 'fastify';
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
import { registerListRoute } from '../../lib/list-routes';
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

  registerListRoute(
    app,
    {
      path: REVIEWS_PATH,
      access,
      query: ZReviewListQuery,
      item: ZAdminReview,
      find: (query) => service.listReviews(query),
      present: (review) => review,
    },
    {
      query: ZReviewFilter,
      fileName: 'reviews.csv',
      find: (filter) => service.exportReviews(filter),
      toCsv: toReviewsCsv,
    },
  );

  routes.get(
    `${REVIEWS_PATH}/filter-options`,
    { config: { access }, schema: { response: { 200: ZReviewFilterOptions } } },
    async () => service.filterOptions(),
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
