import type { FastifyInstance } from 'fastify';
import {
  ZAcceptContentSuggestionRequest,
  ZContentAssessment,
  ZContentAssessmentCsvQuery,
  ZContentAssessmentQuery,
  ZContentBatch,
  ZContentBatchCsvQuery,
  ZContentBatchQuery,
  ZContentEntity,
  ZContentEntityParams,
  ZContentIdParams,
  ZContentOptions,
  ZContentOptionsView,
  ZContentSuggestion,
  ZContentSuggestionCsvQuery,
  ZContentSuggestionQuery,
  ZContentVersionList,
  ZContentVersionQuery,
  ZCreateContentBatchRequest,
  ZRestoreContentVersionParams,
  ZSaveContentTextRequest,
} from '@portal/shared/contracts/content';
import { buildPaginated } from '@portal/shared/contracts/pagination';
import type { TAppContext } from '../../app-context';
import { registerListRoute } from '../../lib/list-routes';
import type { ZodTypeProvider } from '../../lib/zod-type-provider';
import { auditActorOf } from '../../lib/request-user';
import { contentBatchRunnerOf } from './content-batch-runner';
import { toAssessmentsCsv, toBatchesCsv, toSuggestionsCsv } from './content.csv';
import { contentPolicy } from './content.policy';
import {
  presentAssessment,
  presentBatch,
  presentOptionsView,
  presentSuggestion,
  presentVersion,
} from './content.presenter';
import { createContentService } from './content.service';

/**
 * Content (issue 10): descriptions in five languages, their assessment, the options it applies,
 * and processing batches with suggestions for a person to accept; the contract is
 * packages/shared/src/contracts/content.ts. Register after registerRealtime (progress is pushed).
 */
export function registerContentRoutes(app: FastifyInstance, ctx: TAppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const runner = contentBatchRunnerOf(ctx);
  app.addHook('onClose', () => runner.stop());
  const service = createContentService(ctx, runner);
  const { manage } = contentPolicy;

  // Options -----------------------------------------------------------------------------------------
  routes.get(
    '/api/admin/content/options',
    { config: { access: manage }, schema: { response: { 200: ZContentOptionsView } } },
    async () => presentOptionsView(await service.getOptions()),
  );

  routes.put(
    '/api/admin/content/options',
    {
      config: { access: manage },
      schema: { body: ZContentOptions, response: { 200: ZContentOptionsView } },
    },
    async (request) =>
      presentOptionsView(await service.saveOptions(auditActorOf(request), request.body)),
  );

  // Assessment --------------------------------------------------------------------------------------
  registerListRoute(
    app,
    {
      path: '/api/admin/content/assessments',
      access: manage,
      query: ZContentAssessmentQuery,
      item: ZContentAssessment,
      find: (query) => service.listAssessments(query),
      present: presentAssessment,
    },
    {
      query: ZContentAssessmentCsvQuery,
      fileName: 'content-assessment.csv',
      find: (query) => service.exportAssessments(query),
      toCsv: (rows) => toAssessmentsCsv(rows.map(presentAssessment)),
    },
  );

  // Texts of one entity -----------------------------------------------------------------------------
  routes.get(
    '/api/admin/content/entities/:kind/:id',
    {
      config: { access: contentPolicy.readEntity },
      schema: { params: ZContentEntityParams, response: { 200: ZContentEntity } },
    },
    async (request) =>
      service.readEntity(await request.loadPermissions(), request.params.kind, request.params.id),
  );

  routes.put(
    '/api/admin/content/entities/:kind/:id/texts',
    {
      config: { access: contentPolicy.editEntity },
      schema: {
        params: ZContentEntityParams,
        body: ZSaveContentTextRequest,
        response: { 200: ZContentEntity },
      },
    },
    async (request) =>
      service.saveText(
        auditActorOf(request),
        await request.loadPermissions(),
        request.params.kind,
        request.params.id,
        request.body,
      ),
  );

  routes.get(
    '/api/admin/content/entities/:kind/:id/versions',
    {
      config: { access: contentPolicy.readEntity },
      schema: {
        params: ZContentEntityParams,
        querystring: ZContentVersionQuery,
        response: { 200: ZContentVersionList },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      const { page, per_page: perPage, ...filter } = request.query;
      const { rows, total } = await service.listVersions(
        await request.loadPermissions(),
        kind,
        id,
        request.query,
      );
      return buildPaginated(rows.map(presentVersion), {
        page,
        perPage,
        total,
        path: `/api/admin/content/entities/${kind}/${id}/versions`,
        query: { per_page: perPage, ...filter },
      });
    },
  );

  routes.post(
    '/api/admin/content/entities/:kind/:id/versions/:versionId/restore',
    {
      config: { access: contentPolicy.editEntity },
      schema: { params: ZRestoreContentVersionParams, response: { 200: ZContentEntity } },
    },
    async (request) =>
      service.restoreVersion(
        auditActorOf(request),
        await request.loadPermissions(),
        request.params.kind,
        request.params.id,
        request.params.versionId,
      ),
  );

  // Batches -----------------------------------------------------------------------------------------
  registerListRoute(
    app,
    {
      path: '/api/admin/content/batches',
      access: manage,
      query: ZContentBatchQuery,
      item: ZContentBatch,
      find: (query) => service.listBatches(query),
      present: presentBatch,
    },
    {
      query: ZContentBatchCsvQuery,
      fileName: 'content-batches.csv',
      find: (query) => service.exportBatches(query),
      toCsv: (rows) => toBatchesCsv(rows.map(presentBatch)),
    },
  );

  routes.post(
    '/api/admin/content/batches',
    {
      config: { access: manage },
      schema: { body: ZCreateContentBatchRequest, response: { 201: ZContentBatch } },
    },
    async (request, reply) => {
      const batch = await service.createBatch(auditActorOf(request), request.body);
      return reply.code(201).send(presentBatch(batch));
    },
  );

  routes.get(
    '/api/admin/content/batches/:id',
    {
      config: { access: manage },
      schema: { params: ZContentIdParams, response: { 200: ZContentBatch } },
    },
    async (request) => presentBatch(await service.getBatch(request.params.id)),
  );

  routes.post(
    '/api/admin/content/batches/:id/cancel',
    {
      config: { access: manage },
      schema: { params: ZContentIdParams, response: { 200: ZContentBatch } },
    },
    async (request) =>
      presentBatch(await service.cancelBatch(auditActorOf(request), request.params.id)),
  );

  // Suggestions -------------------------------------------------------------------------------------
  registerListRoute(
    app,
    {
      path: '/api/admin/content/suggestions',
      access: manage,
      query: ZContentSuggestionQuery,
      item: ZContentSuggestion,
      find: (query) => service.listSuggestions(query),
      present: presentSuggestion,
    },
    {
      query: ZContentSuggestionCsvQuery,
      fileName: 'content-suggestions.csv',
      find: (query) => service.exportSuggestions(query),
      toCsv: (rows) => toSuggestionsCsv(rows.map(presentSuggestion)),
    },
  );

  routes.post(
    '/api/admin/content/suggestions/:id/accept',
    {
      config: { access: manage },
      schema: {
        params: ZContentIdParams,
        body: ZAcceptContentSuggestionRequest,
        response: { 200: ZContentSuggestion },
      },
    },
    async (request) =>
      presentSuggestion(
        await service.acceptSuggestion(
          auditActorOf(request),
          await request.loadPermissions(),
          request.params.id,
          request.body,
        ),
      ),
  );

  routes.post(
    '/api/admin/content/suggestions/:id/reject',
    {
      config: { access: manage },
      schema: { params: ZContentIdParams, response: { 200: ZContentSuggestion } },
    },
    async (request) =>
      presentSuggestion(await service.rejectSuggestion(auditActorOf(request), request.params.id)),
  );
}
