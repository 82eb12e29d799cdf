import type { FastifyInstance } from 'fastify';
import {
  ZFileLabels,
  ZFileLabelsParams,
  ZLabel,
  ZLabelCsvQuery,
  ZLabelIdParams,
  ZLabelListQuery,
  ZLabelRequest,
  ZSetFileLabelsRequest,
} from '@portal/shared/contracts/labels';
import type { TAppContext } from '../../app-context';
import { registerListRoute } from '../../lib/list-routes';
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

  registerListRoute(
    app,
    {
      path: '/api/admin/labels',
      access,
      query: ZLabelListQuery,
      item: ZLabel,
      find: (query) => service.listLabels(query),
      present: presentLabel,
    },
    {
      query: ZLabelCsvQuery,
      fileName: 'labels.csv',
      find: (query) => service.exportLabels(query),
      toCsv: (rows) => toLabelsCsv(rows.map(presentLabel)),
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
