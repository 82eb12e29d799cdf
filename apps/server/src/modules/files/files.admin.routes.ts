import { callerOf } from '../../lib/request-user';
import type { FastifyInstance } from 'fastify';
import {
  ZAddManualLineRequest,
  ZChangeLinePriceRequest,
  ZChangeLinePriceResponse,
  ZClientFileBackOffice,
  ZClientFileFilterOptions,
  ZClientFileFilters,
  ZClientFileListQuery,
  ZClientFileListItem,
  ZCreateClientFileRequest,
  ZCreatedClientFile,
  ZCreateSavedViewRequest,
  ZSavedView,
  ZSavedViewList,
  ZSavedViewListQuery,
  ZSavedViewParams,
  ZUpdateClientFileBackOffice,
  ZUpdateGuestsRequest,
} from '@portal/shared/contracts/files-admin';
import {
  ZAddServiceLineRequest,
  ZFileChangeResponse,
  ZFileLineParams,
  ZFileRefParams,
  ZUpdateFileRequest,
} from '@portal/shared/contracts/files';
import { registerListRoute } from '../../lib/list-routes';
import type { ZodTypeProvider } from '../../lib/zod-type-provider';
import {
  clientFileListLinkQuery,
  createFilesAdminService,
  presentClientFile,
  toClientFilesCsv,
} from './files.admin.service';
import { filesPolicy } from './files.policy';
import { addManualLine, addServiceLineAsStaff } from './commands/add-booked-line';
import {
  changeLinePrice,
  createClientFile,
  updateFileBackOffice,
  updateGuests,
} from './commands/back-office-changes';
import { removeQuoteLine, updateFile } from './commands/change-quote';
import type { TFileCommandDeps } from './commands/file-command';

/**
 * Client files in the back office (contracts/files-admin.ts lists the endpoints): reading needs
 * files.view-all, changing files.manage-all; saved views are each user's own.
 */
export function registerFilesAdminRoutes(app: FastifyInstance, files: TFileCommandDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = files;
  const service = createFilesAdminService(ctx);

  registerListRoute(
    app,
    {
      path: '/api/admin/client-files',
      access: filesPolicy.adminRead,
      query: ZClientFileListQuery,
      item: ZClientFileListItem,
      find: (query) => service.listClientFiles(query),
      present: presentClientFile,
      linkQuery: clientFileListLinkQuery,
    },
    {
      query: ZClientFileFilters,
      fileName: 'client-files.csv',
      find: (filters) => service.listClientFilesForExport(filters),
      toCsv: (rows) => toClientFilesCsv(rows.map(presentClientFile)),
    },
  );

  routes.post(
    '/api/admin/client-files',
    {
      config: { access: filesPolicy.adminWrite },
      schema: { body: ZCreateClientFileRequest, response: { 201: ZCreatedClientFile } },
    },
    async (request, reply) =>
      reply.code(201).send(await createClientFile(files, await callerOf(request), request.body)),
  );

  routes.get(
    '/api/admin/client-files/filter-options',
    {
      config: { access: filesPolicy.adminRead },
      schema: { response: { 200: ZClientFileFilterOptions } },
    },
    async () => service.filterOptions(),
  );

  // A quote's trip (names, dates, rooms): the agents' own path, repriced on the server. A
  // booking's trip is changed through an amendment with the suppliers, not here (409).
  routes.patch(
    '/api/admin/client-files/:ref',
    {
      config: { access: filesPolicy.adminWrite },
      schema: {
        params: ZFileRefParams,
        body: ZUpdateFileRequest,
        response: { 200: ZFileChangeResponse },
      },
    },
    async (request) => updateFile(files, await callerOf(request), request.params.ref, request.body),
  );

  routes.get(
    '/api/admin/client-files/:ref/back-office',
    {
      config: { access: filesPolicy.adminRead },
      schema: { params: ZFileRefParams, response: { 200: ZClientFileBackOffice } },
    },
    async (request) => service.getBackOffice(request.params.ref),
  );

  routes.patch(
    '/api/admin/client-files/:ref/back-office',
    {
      config: { access: filesPolicy.adminWrite },
      schema: {
        params: ZFileRefParams,
        body: ZUpdateClientFileBackOffice,
        response: { 200: ZClientFileBackOffice },
      },
    },
    async (request) =>
      updateFileBackOffice(files, await callerOf(request), request.params.ref, request.body),
  );

  // A catalogue service added by a consultant (commands/add-booked-line.ts).
  routes.post(
    '/api/admin/client-files/:ref/lines',
    {
      config: { access: filesPolicy.adminWrite },
      schema: {
        params: ZFileRefParams,
        body: ZAddServiceLineRequest,
        response: { 200: ZFileChangeResponse },
      },
    },
    async (request) =>
      addServiceLineAsStaff(files, await callerOf(request), request.params.ref, request.body),
  );

  routes.post(
    '/api/admin/client-files/:ref/manual-lines',
    {
      config: { access: filesPolicy.adminWrite },
      schema: {
        params: ZFileRefParams,
        body: ZAddManualLineRequest,
        response: { 200: ZFileChangeResponse },
      },
    },
    async (request) =>
      addManualLine(files, await callerOf(request), request.params.ref, request.body),
  );

  // A quote's service taken out; a booking's service is cancelled through its status instead.
  routes.delete(
    '/api/admin/client-files/:ref/lines/:lineId',
    {
      config: { access: filesPolicy.adminWrite },
      schema: { params: ZFileLineParams, response: { 200: ZFileChangeResponse } },
    },
    async (request) =>
      removeQuoteLine(files, await callerOf(request), request.params.ref, request.params.lineId),
  );

  routes.put(
    '/api/admin/client-files/:ref/guests',
    {
      config: { access: filesPolicy.adminWrite },
      schema: {
        params: ZFileRefParams,
        body: ZUpdateGuestsRequest,
        response: { 200: ZCreatedClientFile },
      },
    },
    async (request) =>
      updateGuests(files, await callerOf(request), request.params.ref, request.body),
  );

  routes.post(
    '/api/admin/client-files/:ref/lines/:lineId/price',
    {
      config: { access: filesPolicy.adminWrite },
      schema: {
        params: ZFileLineParams,
        body: ZChangeLinePriceRequest,
        response: { 200: ZChangeLinePriceResponse },
      },
    },
    async (request) =>
      changeLinePrice(
        files,
        await callerOf(request),
        request.params.ref,
        request.params.lineId,
        request.body,
      ),
  );

  routes.get(
    '/api/admin/saved-views',
    {
      config: { access: filesPolicy.adminRead },
      schema: { querystring: ZSavedViewListQuery, response: { 200: ZSavedViewList } },
    },
    async (request) => ({
      data: await service.listSavedViews(await callerOf(request), request.query.screen),
    }),
  );

  routes.post(
    '/api/admin/saved-views',
    {
      config: { access: filesPolicy.adminRead },
      schema: { body: ZCreateSavedViewRequest, response: { 201: ZSavedView } },
    },
    async (request, reply) =>
      reply.code(201).send(await service.saveView(await callerOf(request), request.body)),
  );

  routes.delete(
    '/api/admin/saved-views/:id',
    {
      config: { access: filesPolicy.adminRead },
      schema: { params: ZSavedViewParams },
    },
    async (request, reply) => {
      await service.deleteView(await callerOf(request), request.params.id);
      return reply.code(204).send();
    },
  );
}
