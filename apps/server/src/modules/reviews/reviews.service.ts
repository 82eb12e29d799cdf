import type { TSessionUser } from '@portal/shared/contracts/auth';
import type {
  TAdminReview,
  TReviewFilter,
  TReviewFilterOptions,
  TReviewListQuery,
  TReviewStatus,
} from '@portal/shared/contracts/reviews';
import type { TAppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { recordAudit, type TAuditActor } from '../audit/audit.service';
import { presentAdminReview } from './reviews.presenter';
import {
  findAgencyOptions,
  findReviewById,
  findReviewsPage,
  findServiceNames,
  lockReview,
  updateReviewReply,
  updateReviewStatus,
  type TReviewListRow,
} from './reviews.repository';

/** Most rows one CSV export carries; narrow the filters for more. */
export const REVIEWS_CSV_LIMIT = 10_000;

function reviewNotFound(): AppError {
  return new AppError('NOT_FOUND', 'Review not found.');
}

/** Moderation of travellers' reviews: publish, hide, reply. Every change is audited. */
export function createReviewsService(ctx: TAppContext) {
  const { db } = ctx;

  async function present(rows: TReviewListRow[]): Promise<TAdminReview[]> {
    const names = await findServiceNames(
      db,
      rows.flatMap((row) => row.review.serviceRatings.map((rating) => rating.serviceLineId)),
    );
    return rows.map((row) => presentAdminReview(row, names));
  }

  async function reviewView(id: number): Promise<TAdminReview> {
    const row = await findReviewById(db, id);
    if (!row) throw reviewNotFound();
    const [view] = await present([row]);
    if (!view) throw reviewNotFound();
    return view;
  }

  return {
    async filterOptions(): Promise<TReviewFilterOptions> {
      return { agencies: await findAgencyOptions(db) };
    },

    /** One page of reviews, presented with the names of the services they rate. */
    async listReviews(query: TReviewListQuery): Promise<{ rows: TAdminReview[]; total: number }> {
      const { page, per_page: perPage, ...filter } = query;
      const { rows, total } = await findReviewsPage(db, filter, {
        limit: perPage,
        offset: (page - 1) * perPage,
      });
      return { rows: await present(rows), total };
    },

    async exportReviews(filter: TReviewFilter): Promise<TAdminReview[]> {
      const { rows } = await findReviewsPage(db, filter, { limit: REVIEWS_CSV_LIMIT, offset: 0 });
      return present(rows);
    },

    async setStatus(
      user: TSessionUser,
      actor: TAuditActor,
      id: number,
      status: TReviewStatus,
    ): Promise<TAdminReview> {
      const at = ctx.clock.now();
      await db.transaction(async (tx) => {
        const review = await lockReview(tx, id);
        if (!review) throw reviewNotFound();
        if (review.status === status) return;
        await updateReviewStatus(tx, id, { status, at, userId: user.id, userName: user.name });
        await recordAudit(tx, actor, {
          action: `review.${status}`,
          entityType: 'review',
          entityId: id,
          detail: { from: review.status, to: status, fileId: review.fileId },
          at,
        });
      });
      return reviewView(id);
    },

    async reply(
      user: TSessionUser,
      actor: TAuditActor,
      id: number,
      text: string,
    ): Promise<TAdminReview> {
      const at = ctx.clock.now();
      const reply = text === '' ? null : text;
      await db.transaction(async (tx) => {
        const review = await lockReview(tx, id);
        if (!review) throw reviewNotFound();
        if (review.reply === reply) return;
        await updateReviewReply(tx, id, { reply, at, userId: user.id, userName: user.name });
        await recordAudit(tx, actor, {
          action: reply === null ? 'review.reply-removed' : 'review.replied',
          entityType: 'review',
          entityId: id,
          detail: { fileId: review.fileId, before: review.reply, after: reply },
          at,
        });
      });
      return reviewView(id);
    },
  };
}
