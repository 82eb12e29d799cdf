import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ZPublishedNotice, ZPublishedNoticeListQuery } from '@portal/shared/contracts/notices';
import { BACKOFFICE_CHANNEL } from '@portal/shared/domain/realtime-channels';
import type {
  TPublishNoticeResponse,
  ZPublishNoticeRequest,
} from '@portal/shared/contracts/realtime';
import type { z } from 'zod';
import type { TAppContext } from '../../app-context';
import { sendCsv } from '../../lib/csv';
import { registerListRoute } from '../../lib/list-routes';
import type { ZodTypeProvider } from '../../lib/zod-type-provider';
import { auditActorOf, sessionUserOf } from '../../lib/request-user';
import { toPublishedNoticesCsv } from './notices.csv';
import { noticesPolicy } from './notices.policy';
import { presentPublishedNotice } from './notices.presenter';
import {
  exportPublishedNotices,
  listPublishedNotices,
  recordPublishedNotice,
} from './notices.service';

const LIST_PATH = '/api/admin/notices';

/**
 * What POST /api/admin/notices (modules/realtime) calls once a notice has gone out: the record
 * of who sent it, then a back-office push so every open list of notices sent shows it. Passed to
 * registerRealtime, which knows nothing of the database.
 */
export function createNoticeRecorder(ctx: TAppContext) {
  return async (
    request: FastifyRequest,
    published: TPublishNoticeResponse,
    input: z.output<typeof ZPublishNoticeRequest>,
  ): Promise<void> => {
    const id = await recordPublishedNotice(
      ctx,
      { user: sessionUserOf(request), actor: auditActorOf(request) },
      published,
      input,
    );
    // After commit; the notice is sent and kept, so a lost push must not fail the request.
    request.server.broadcaster
      .broadcast(BACKOFFICE_CHANNEL, 'notice.recorded', {
        id,
        noticeId: published.notice.id,
        publishedAt: published.notice.publishedAt,
      })
      .catch((error: unknown) => {
        request.log.warn({ err: error, noticeId: id }, 'notices: live update not sent');
      });
  };
}

/** The notices sent (contracts/notices.ts): a page newest first, and its CSV. */
export function registerNoticesRoutes(app: FastifyInstance, ctx: TAppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const access = noticesPolicy.publish;

  registerListRoute(app, {
    path: LIST_PATH,
    access,
    query: ZPublishedNoticeListQuery,
    item: ZPublishedNotice,
    find: ({ page, per_page: perPage }) => listPublishedNotices(ctx, page, perPage),
    present: presentPublishedNotice,
  });

  routes.get(
    `${LIST_PATH}/export.csv`,
    // Every notice sent: the list has no filter or order to carry, so the export takes no query
    // (written out rather than given to registerListRoute, whose export declares a query schema).
    { config: { access } },
    async (_request, reply) => {
      const rows = await exportPublishedNotices(ctx);
      return sendCsv(reply, 'notices.csv', toPublishedNoticesCsv(rows.map(presentPublishedNotice)));
    },
  );
}
