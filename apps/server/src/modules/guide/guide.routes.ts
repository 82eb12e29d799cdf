import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ZGuideArticle,
  ZGuideArticleListItem,
  ZGuideArticleRequest,
  ZGuideCategories,
  ZGuideCsvQuery,
  ZGuideIdParams,
  ZGuideListQuery,
  ZGuideVersionsResponse,
} from '@portal/shared/contracts/guide';
import { ZPageQuery, buildPaginated } from '@portal/shared/contracts/pagination';
import { can } from '@portal/shared/domain/authorization';
import type { TAppContext } from '../../app-context';
import { registerListRoute } from '../../lib/list-routes';
import type { ZodTypeProvider } from '../../lib/zod-type-provider';
import { auditActorOf, sessionUserOf } from '../../lib/request-user';
import { toGuideCsv } from './guide.csv';
import { guidePolicy } from './guide.policy';
import { presentGuideArticle, presentGuideListItem, presentGuideVersion } from './guide.presenter';
import { createGuideService, type TGuideEditor, type TGuideReader } from './guide.service';

function editorOf(request: FastifyRequest): TGuideEditor {
  return { ...auditActorOf(request), name: sessionUserOf(request).name };
}

/** The User Guide (/admin/guide); the contract is packages/shared/src/contracts/guide.ts. */
export function registerGuideRoutes(app: FastifyInstance, ctx: TAppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = createGuideService(ctx);

  async function readerOf(request: FastifyRequest): Promise<TGuideReader> {
    return { canManage: can(await request.loadPermissions(), 'guide.manage') };
  }

  registerListRoute(
    app,
    {
      path: '/api/admin/guide',
      access: guidePolicy.read,
      query: ZGuideListQuery,
      item: ZGuideArticleListItem,
      find: async (query, request) => service.listArticles(await readerOf(request), query),
      present: presentGuideListItem,
    },
    {
      query: ZGuideCsvQuery,
      fileName: 'user-guide.csv',
      find: async (query, request) => service.exportArticles(await readerOf(request), query),
      toCsv: toGuideCsv,
    },
  );

  routes.get(
    '/api/admin/guide/categories',
    { config: { access: guidePolicy.read }, schema: { response: { 200: ZGuideCategories } } },
    async (request) => ({ categories: await service.listCategories(await readerOf(request)) }),
  );

  routes.get(
    '/api/admin/guide/:id',
    {
      config: { access: guidePolicy.read },
      schema: { params: ZGuideIdParams, response: { 200: ZGuideArticle } },
    },
    async (request) => {
      const { article, versionCount } = await service.getArticle(
        await readerOf(request),
        request.params.id,
      );
      return presentGuideArticle(article, versionCount);
    },
  );

  routes.get(
    '/api/admin/guide/:id/versions',
    {
      config: { access: guidePolicy.read },
      schema: {
        params: ZGuideIdParams,
        querystring: ZPageQuery,
        response: { 200: ZGuideVersionsResponse },
      },
    },
    async (request) => {
      const { page, per_page: perPage } = request.query;
      const { id } = request.params;
      const { rows, total } = await service.listVersions(await readerOf(request), id, {
        page,
        perPage,
      });
      return buildPaginated(rows.map(presentGuideVersion), {
        page,
        perPage,
        total,
        path: `/api/admin/guide/${id}/versions`,
        query: { per_page: perPage },
      });
    },
  );

  routes.post(
    '/api/admin/guide',
    {
      config: { access: guidePolicy.manage },
      schema: { body: ZGuideArticleRequest, response: { 201: ZGuideArticle } },
    },
    async (request, reply) => {
      const { article, versionCount } = await service.createArticle(
        editorOf(request),
        request.body,
      );
      return reply.code(201).send(presentGuideArticle(article, versionCount));
    },
  );

  routes.put(
    '/api/admin/guide/:id',
    {
      config: { access: guidePolicy.manage },
      schema: {
        params: ZGuideIdParams,
        body: ZGuideArticleRequest,
        response: { 200: ZGuideArticle },
      },
    },
    async (request) => {
      const { article, versionCount } = await service.updateArticle(
        editorOf(request),
        request.params.id,
        request.body,
      );
      return presentGuideArticle(article, versionCount);
    },
  );

  routes.delete(
    '/api/admin/guide/:id',
    { config: { access: guidePolicy.manage }, schema: { params: ZGuideIdParams } },
    async (request, reply) => {
      await service.deleteArticle(auditActorOf(request), request.params.id);
      return reply.code(204).send();
    },
  );
}
