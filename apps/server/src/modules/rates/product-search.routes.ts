import type { FastifyInstance } from 'fastify';
import { ZProductSearchQuery, ZProductSearchResult } from '@portal/shared/contracts/catalogue-api';
import type { TAppContext } from '../../app-context';
import { registerListRoute } from '../../lib/list-routes';
import { sessionUserOf } from '../../lib/request-user';
import { cataloguePolicy } from '../catalogue/catalogue.policy';
import { contentLanguageOf } from '../content/content-language';
import { searchProducts } from './product-search.service';

/** The agent's product search: products of its market with their availability and from-price. */
export function registerProductSearchRoutes(app: FastifyInstance, ctx: TAppContext): void {
  registerListRoute(app, {
    path: '/api/app/products/search',
    access: cataloguePolicy.agentSearch,
    query: ZProductSearchQuery,
    item: ZProductSearchResult,
    find: ({ page, per_page: perPage, ...filter }, request) =>
      searchProducts(
        ctx,
        sessionUserOf(request),
        { ...filter, page, perPage },
        contentLanguageOf(request),
      ),
    present: (result) => result,
  });
}
