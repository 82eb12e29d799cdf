import { auditedCallerOf, callerOf } from '../../lib/request-user';
import type { FastifyInstance } from 'fastify';
import {
  ZAddServiceLineRequest,
  ZAdminFileListQuery,
  ZAdminFileListItem,
  ZAdminFileView,
  ZChangeFileStatusRequest,
  ZChangeLineStatusRequest,
  ZCopyFileRequest,
  ZCreateCustomFileRequest,
  ZCreateFileRequest,
  ZFileChangeResponse,
  ZFileEventListQuery,
  ZFileEventListResponse,
  ZAdminFileTimelineResponse,
  ZFileLineParams,
  ZFileListQuery,
  ZFileListItem,
  ZFileRefParams,
  ZFileVersionDiff,
  ZFileVersionDiffQuery,
  ZFileVersionList,
  ZFileVersionParams,
  ZFileView,
  ZReplaceServiceLineRequest,
  ZRepriceQuery,
  ZRequestBookingPreview,
  ZRequestBookingRequest,
  ZUpdateFileRequest,
  ZApproveCreditRequest,
  ZClientMarkupRequest,
} from '@portal/shared/contracts/files';
import { ZAmendBookingRequest, ZAmendmentPreview } from '@portal/shared/contracts/amendments';
import { ZCancellationQuote } from '@portal/shared/contracts/cancellation';
import { ZIdempotencyKeyHeaders } from '@portal/shared/contracts/invoices';
import { can } from '@portal/shared/domain/authorization';
import { createFileChannelRule } from '@portal/shared/domain/realtime-channels';
import { getPermissionState } from '../permissions/permissions.service';
import { registerListRoute } from '../../lib/list-routes';
import type { ZodTypeProvider } from '../../lib/zod-type-provider';
import {
  addQuoteLine,
  removeQuoteLine,
  replaceQuoteLine,
  repriceQuote,
  restoreVersion,
  updateFile,
} from './commands/change-quote';
import { changeLineStatus } from './commands/change-line-status';
import { approveCredit } from './commands/credit-hold';
import { copyFile, createCustomFile, createFile } from './commands/create-file';
import type { TFileCommandDeps } from './commands/file-command';
import { amendBooking, amendBookingInBackOffice, previewAmendment } from './commands/amend-booking';
import { previewCancellation } from './commands/cancellation-fees';
import { cancelFile, changeFileStatus } from './commands/move-file-status';
import { previewRequestBooking, requestBooking } from './commands/request-booking';
import { setClientMarkup } from './commands/set-client-markup';
import { filesPolicy } from './files.policy';
import { presentAdminFileListItem, presentFileListItem } from './files.presenter';
import {
  diffVersions,
  fileAgencyOf,
  fileListLinkQuery,
  getAdminFile,
  getFile,
  listAdminFiles,
  listAdminTimeline,
  listAgentFiles,
  listEvents,
  listVersions,
} from './files.queries';

/**
 * Quotes and bookings (contracts/files.ts lists every endpoint). Agents work on their own
 * agency's files under /api/app/files; the back office reads every file and moves it through the
 * state machine under /api/admin/files. Register after registerRealtime: live updates go through
 * app.broadcaster, and the file channel rule is granted on app.realtimeChannels.
 */
export function registerFilesRoutes(app: FastifyInstance, files: TFileCommandDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = files;

  app.realtimeChannels.grant(
    'file',
    createFileChannelRule(
      (fileId) => fileAgencyOf(ctx, fileId),
      async (subject, permission) => can(await getPermissionState(ctx.db, subject), permission),
    ),
  );

  // Agents ------------------------------------------------------------------------------------
  routes.post(
    '/api/app/files',
    {
      config: { access: filesPolicy.agentWrite },
      schema: { body: ZCreateFileRequest, response: { 201: ZFileView } },
    },
    async (request, reply) =>
      reply.code(201).send(await createFile(files, await callerOf(request), request.body)),
  );

  routes.post(
    '/api/app/files/custom',
    {
      config: { access: filesPolicy.agentWrite },
      schema: { body: ZCreateCustomFileRequest, response: { 201: ZFileView } },
    },
    async (request, reply) =>
      reply.code(201).send(await createCustomFile(files, await callerOf(request), request.body)),
  );

  registerListRoute(app, {
    path: '/api/app/files',
    access: filesPolicy.agentRead,
    query: ZFileListQuery,
    item: ZFileListItem,
    find: async (query, request) => listAgentFiles(ctx, await callerOf(request), query),
    present: presentFileListItem,
    linkQuery: fileListLinkQuery,
  });

  routes.get(
    '/api/app/files/:ref',
    {
      config: { access: filesPolicy.agentRead },
      schema: { params: ZFileRefParams, response: { 200: ZFileView } },
    },
    async (request) => getFile(ctx, await callerOf(request), request.params.ref),
  );

  routes.patch(
    '/api/app/files/:ref',
    {
      config: { access: filesPolicy.agentWrite },
      schema: {
        params: ZFileRefParams,
        body: ZUpdateFileRequest,
        response: { 200: ZFileChangeResponse },
      },
    },
    async (request) => updateFile(files, await callerOf(request), request.params.ref, request.body),
  );

  routes.put(
    '/api/app/files/:ref/client-markup',
    {
      config: { access: filesPolicy.agentWrite },
      schema: { params: ZFileRefParams, body: ZClientMarkupRequest, response: { 200: ZFileView } },
    },
    async (request) =>
      setClientMarkup(files, await callerOf(request), request.params.ref, request.body),
  );

  routes.post(
    '/api/app/files/:ref/lines',
    {
      config: { access: filesPolicy.agentWrite },
      schema: {
        params: ZFileRefParams,
        body: ZAddServiceLineRequest,
        response: { 200: ZFileChangeResponse },
      },
    },
    async (request) =>
      addQuoteLine(files, await callerOf(request), request.params.ref, request.body),
  );

  routes.delete(
    '/api/app/files/:ref/lines/:lineId',
    {
      config: { access: filesPolicy.agentWrite },
      schema: { params: ZFileLineParams, response: { 200: ZFileChangeResponse } },
    },
    async (request) =>
      removeQuoteLine(files, await callerOf(request), request.params.ref, request.params.lineId),
  );

  routes.put(
    '/api/app/files/:ref/lines/:lineId/replace',
    {
      config: { access: filesPolicy.agentWrite },
      schema: {
        params: ZFileLineParams,
        body: ZReplaceServiceLineRequest,
        response: { 200: ZFileChangeResponse },
      },
    },
    async (request) =>
      replaceQuoteLine(
        files,
        await callerOf(request),
        request.params.ref,
        request.params.lineId,
        request.body,
      ),
  );

  routes.post(
    '/api/app/files/:ref/reprice',
    {
      config: { access: filesPolicy.agentWrite },
      schema: {
        params: ZFileRefParams,
        querystring: ZRepriceQuery,
        response: { 200: ZFileChangeResponse },
      },
    },
    async (request) =>
      repriceQuote(files, await callerOf(request), request.params.ref, request.query.dryRun),
  );

  routes.get(
    '/api/app/files/:ref/versions',
    {
      config: { access: filesPolicy.agentRead },
      schema: { params: ZFileRefParams, response: { 200: ZFileVersionList } },
    },
    async (request) => ({
      data: await listVersions(ctx, await callerOf(request), request.params.ref),
    }),
  );

  routes.get(
    '/api/app/files/:ref/versions/diff',
    {
      config: { access: filesPolicy.agentRead },
      schema: {
        params: ZFileRefParams,
        querystring: ZFileVersionDiffQuery,
        response: { 200: ZFileVersionDiff },
      },
    },
    async (request) =>
      diffVersions(
        ctx,
        await callerOf(request),
        request.params.ref,
        request.query.from,
        request.query.to,
      ),
  );

  routes.post(
    '/api/app/files/:ref/versions/:n/restore',
    {
      config: { access: filesPolicy.agentWrite },
      schema: { params: ZFileVersionParams, response: { 200: ZFileChangeResponse } },
    },
    async (request) =>
      restoreVersion(files, await callerOf(request), request.params.ref, request.params.n),
  );

  routes.post(
    '/api/app/files/:ref/copy',
    {
      config: { access: filesPolicy.agentWrite },
      schema: {
        params: ZFileRefParams,
        body: ZCopyFileRequest.nullish(),
        response: { 201: ZFileView },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await copyFile(files, await callerOf(request), request.params.ref, request.body ?? {}),
        ),
  );

  routes.post(
    '/api/app/files/:ref/request-booking/preview',
    {
      config: { access: filesPolicy.agentWrite },
      schema: { params: ZFileRefParams, response: { 200: ZRequestBookingPreview } },
    },
    async (request) => previewRequestBooking(files, await callerOf(request), request.params.ref),
  );

  routes.post(
    '/api/app/files/:ref/request-booking',
    {
      config: { access: filesPolicy.agentWrite },
      schema: {
        params: ZFileRefParams,
        body: ZRequestBookingRequest.nullish(),
        headers: ZIdempotencyKeyHeaders,
        response: { 200: ZFileView },
      },
    },
    async (request) =>
      requestBooking(
        files,
        await callerOf(request),
        request.params.ref,
        request.body?.expectedSellCents ?? null,
        request.headers['idempotency-key'],
      ),
  );

  routes.post(
    '/api/app/files/:ref/cancel',
    {
      config: { access: filesPolicy.agentWrite },
      schema: {
        params: ZFileRefParams,
        headers: ZIdempotencyKeyHeaders,
        response: { 200: ZFileView },
      },
    },
    async (request) =>
      cancelFile(
        files,
        await callerOf(request),
        request.params.ref,
        request.headers['idempotency-key'],
      ),
  );

  routes.post(
    '/api/app/files/:ref/amendments/preview',
    {
      config: { access: filesPolicy.agentWrite },
      schema: {
        params: ZFileRefParams,
        body: ZAmendBookingRequest,
        response: { 200: ZAmendmentPreview },
      },
    },
    async (request) =>
      previewAmendment(files, await callerOf(request), 'agent', request.params.ref, request.body),
  );

  routes.post(
    '/api/app/files/:ref/amendments',
    {
      config: { access: filesPolicy.agentWrite },
      schema: {
        params: ZFileRefParams,
        body: ZAmendBookingRequest,
        headers: ZIdempotencyKeyHeaders,
        response: { 200: ZFileView },
      },
    },
    async (request) =>
      amendBooking(
        files,
        await callerOf(request),
        request.params.ref,
        request.body,
        request.headers['idempotency-key'],
      ),
  );

  routes.get(
    '/api/app/files/:ref/cancellation',
    {
      config: { access: filesPolicy.agentRead },
      schema: { params: ZFileRefParams, response: { 200: ZCancellationQuote } },
    },
    async (request) => previewCancellation(files, await callerOf(request), request.params.ref),
  );

  routes.get(
    '/api/app/files/:ref/events',
    {
      config: { access: filesPolicy.agentRead },
      schema: {
        params: ZFileRefParams,
        querystring: ZFileEventListQuery,
        response: { 200: ZFileEventListResponse },
      },
    },
    async (request) =>
      listEvents(
        ctx,
        await callerOf(request),
        request.params.ref,
        { page: request.query.page, perPage: request.query.per_page },
        `/api/app/files/${request.params.ref}/events`,
      ),
  );

  // Back office ---------------------------------------------------------------------------------
  registerListRoute(app, {
    path: '/api/admin/files',
    access: filesPolicy.adminRead,
    query: ZAdminFileListQuery,
    item: ZAdminFileListItem,
    find: (query) => listAdminFiles(ctx, query),
    present: presentAdminFileListItem,
    linkQuery: fileListLinkQuery,
  });

  routes.get(
    '/api/admin/files/:ref',
    {
      config: { access: filesPolicy.adminRead },
      schema: { params: ZFileRefParams, response: { 200: ZAdminFileView } },
    },
    async (request) => getAdminFile(ctx, await callerOf(request), request.params.ref),
  );

  routes.post(
    '/api/admin/files/:ref/amendments/preview',
    {
      config: { access: filesPolicy.adminWrite },
      schema: {
        params: ZFileRefParams,
        body: ZAmendBookingRequest,
        response: { 200: ZAmendmentPreview },
      },
    },
    async (request) =>
      previewAmendment(files, await callerOf(request), 'admin', request.params.ref, request.body),
  );

  routes.post(
    '/api/admin/files/:ref/amendments',
    {
      config: { access: filesPolicy.adminWrite },
      schema: {
        params: ZFileRefParams,
        body: ZAmendBookingRequest,
        headers: ZIdempotencyKeyHeaders,
        response: { 200: ZAdminFileView },
      },
    },
    async (request) =>
      amendBookingInBackOffice(
        files,
        await callerOf(request),
        request.params.ref,
        request.body,
        request.headers['idempotency-key'],
      ),
  );

  routes.get(
    '/api/admin/files/:ref/cancellation',
    {
      config: { access: filesPolicy.adminRead },
      schema: { params: ZFileRefParams, response: { 200: ZCancellationQuote } },
    },
    async (request) => previewCancellation(files, await callerOf(request), request.params.ref),
  );

  routes.post(
    '/api/admin/files/:ref/status',
    {
      config: { access: filesPolicy.adminWrite },
      schema: {
        params: ZFileRefParams,
        body: ZChangeFileStatusRequest,
        response: { 200: ZAdminFileView },
      },
    },
    async (request) =>
      changeFileStatus(files, await callerOf(request), request.params.ref, request.body),
  );

  routes.post(
    '/api/admin/files/:ref/lines/:lineId/status',
    {
      config: { access: filesPolicy.adminWrite },
      schema: {
        params: ZFileLineParams,
        body: ZChangeLineStatusRequest,
        response: { 200: ZAdminFileView },
      },
    },
    async (request) =>
      changeLineStatus(
        files,
        await callerOf(request),
        request.params.ref,
        request.params.lineId,
        request.body,
      ),
  );

  // A booking on credit hold goes to its suppliers without its deposit (docs/pricing.md).
  routes.post(
    '/api/admin/files/:ref/credit-approval',
    {
      config: { access: filesPolicy.adminApproveCredit },
      schema: {
        params: ZFileRefParams,
        body: ZApproveCreditRequest.nullish(),
        headers: ZIdempotencyKeyHeaders,
        response: { 200: ZAdminFileView },
      },
    },
    async (request) =>
      approveCredit(
        files,
        await auditedCallerOf(request),
        request.params.ref,
        request.body?.reason ?? '',
        request.headers['idempotency-key'],
      ),
  );

  routes.get(
    '/api/admin/files/:ref/events',
    {
      config: { access: filesPolicy.adminRead },
      schema: {
        params: ZFileRefParams,
        querystring: ZFileEventListQuery,
        response: { 200: ZAdminFileTimelineResponse },
      },
    },
    async (request) =>
      listAdminTimeline(
        ctx,
        await callerOf(request),
        request.params.ref,
        { page: request.query.page, perPage: request.query.per_page },
        `/api/admin/files/${request.params.ref}/events`,
      ),
  );
}
