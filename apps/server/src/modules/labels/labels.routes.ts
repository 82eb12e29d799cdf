import type { FastifyInstance } from 'fastify';
import {
  ZFileLabels,
  ZFileLabelsParams,
  ZLabel,
  ZLabelCsvQuery,
  ZLabelIdParams,
  ZLabelListQuery,
  ZLabelListResponse,
  ZLabelRequest,
  ZSetFileLabelsRequest,
} from '@portal/shared/contracts/labels';
import { buildPaginated } from '@portal/shared/contracts/pagination';
import type { TAppContext } from '../../app-context';
import type { ZodTypeProvider } from '../../lib/zod-type-provider';
import { auditActorOf, sessionUserOf } from '../../lib/request-user';
import type { TFilesLive } from '../files/files.live';
import { toLabelsCsv } from './labels.csv';
import { labelsPolicy } from './labels.policy';
import { presentLabel } from './labels.presenter';
import { createLabelsService } from './labels.service';

/**
 * Labels (coloured tags on client files) and the labels of a file; the contract is
 * packages/shared/src/contracts/labels.ts. Register after registerRealtime (live file updates).
 */
export function registerLabelsRoutes(
  app: FastifyInstance,
  ctx: TAppContext,
  live: TFilesLive,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = createLabelsService(ctx, live);
  const access = labelsPolicy.manage;

  routes.get(
    '/api/admin/labels',
    {
      config: { access },
      schema: { querystring: ZLabelListQuery, response: { 200: ZLabelListResponse } },
    },
    async (request) => {
      const { page, per_page: perPage, q } = request.query;
      const { rows, total } = await service.listLabels(request.query);
      return buildPaginated(rows.map(presentLabel), {
        page,
        perPage,
        total,
        path: '/api/admin/labels',
        query: { per_page: perPage, q },
      });
    },
  );

  routes.get(
    '/api/admin/labels/export.csv',
    { config: { access }, schema: { querystring: ZLabelCsvQuery } },
    async (request, reply) => {
      const rows = await service.exportLabels(request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="labels.csv"')
        .header('cache-control', 'private, no-store')
        .send(toLabelsCsv(rows.map(presentLabel)));
    },
  );

  routes.get(
    '/api/admin/labels/:id',
    { config: { access }, schema: { params: ZLabelIdParams, response: { 200: ZLabel } } },
    async (request) => presentLabel(await service.getLabel(request.params.id)),
  );

  routes.post(
    '/api/admin/labels',
    { config: { access }, schema: { body: ZLabelRequest, response: { 201: ZLabel } } },
    async (request, reply) => {
      const label = await service.createLabel(auditActorOf(request), request.body);
      return reply.code(201).send(presentLabel(label));
    },
  );

  routes.put(
    '/api/admin/labels/:id',
    {
      config: { access },
      schema: { params: ZLabelIdParams, body: ZLabelRequest, response: { 200: ZLabel } },
    },
    async (request) =>
      presentLabel(
        await service.updateLabel(auditActorOf(request), request.params.id, request.body),
      ),
  );

  routes.delete(
    '/api/admin/labels/:id',
    { config: { access }, schema: { params: ZLabelIdParams } },
    async (request, reply) => {
      await service.deleteLabel(auditActorOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  routes.get(
    '/api/admin/files/:ref/labels',
    {
      config: { access },
      schema: { params: ZFileLabelsParams, response: { 200: ZFileLabels } },
    },
    async (request) => service.getFileLabels(request.params.ref),
  );

  routes.put(
    '/api/admin/files/:ref/labels',
    {
      config: { access },
      schema: {
        params: ZFileLabelsParams,
        body: ZSetFileLabelsRequest,
        response: { 200: ZFileLabels },
      },
    },
    async (request) =>
      service.setFileLabels(
        sessionUserOf(request),
        auditActorOf(request),
        request.params.ref,
        request.body.labelIds,
      ),
  );
}
