import type { FastifyInstance } from 'fastify';
import { ZProductSearchQuery, ZProductSearchResult } from '@portal/shared/contracts/catalogue-api';
import { buildPaginated, zPaginated } from '@portal/shared/contracts/pagination';
import type { TAppContext } from '../../app-context';
import { sessionUserOf } from '../../lib/request-user';
import type { ZodTypeProvider } from '../../lib/zod-type-provider';
import { cataloguePolicy } from '../catalogue/catalogue.policy';
import { contentLanguageOf } from '../content/content-language';
import { searchProducts } from './product-search.service';

/** The agent's product search: products of its market with their availability and from-price. */
export function registerProductSearchRoutes(app: FastifyInstance, ctx: TAppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/app/products/search',
    {
      config: { access: cataloguePolicy.agentSearch },
      schema: {
        querystring: ZProductSearchQuery,
        response: { 200: zPaginated(ZProductSearchResult) },
      },
    },
    async (request) => {
      const { page, per_page: perPage, ...filter } = request.query;
      const { rows, total } = await searchProducts(
        ctx,
        sessionUserOf(request),
        { ...filter, page, perPage },
        contentLanguageOf(request),
      );
      return buildPaginated(rows, {
        page,
        perPage,
        total,
        path: '/api/app/products/search',
        query: { per_page: perPage, ...filter },
      });
    },
  );
}
