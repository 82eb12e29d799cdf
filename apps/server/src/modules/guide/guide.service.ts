import type {
  TGuideArticleRequest,
  TGuideCsvQuery,
  TGuideListQuery,
} from '@portal/shared/contracts/guide';
import type { TAppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { recordAudit, type TAuditActor } from '../audit/audit.service';
import { isUniqueViolation } from '../../lib/database-errors';
import {
  countGuideVersions,
  deleteGuideArticle,
  findAllGuideArticles,
  findGuideArticleById,
  findGuideArticleBySlug,
  findGuideCategories,
  findGuidePage,
  findGuideVersionsPage,
  insertGuideArticle,
  insertGuideVersion,
  updateGuideArticle,
  type TGuideArticleRow,
} from './guide.repository';

/** Who is writing: audited as usual, and named on the article and its versions. */
export type TGuideEditor = TAuditActor & { name: string };

/** Who is reading: managers also see unpublished articles. */
export interface TGuideReader {
  canManage: boolean;
}

function articleNotFound(): AppError {
  return new AppError('NOT_FOUND', 'Article not found.');
}

function duplicateSlug(): AppError {
  return AppError.invalidField('slug', 'Another article already has this slug');
}

/** The User Guide: search and read for every back-office user, write with `guide.manage`. */
export function createGuideService(ctx: TAppContext) {
  const { db } = ctx;

  async function checkSlugFree(slug: string, selfId: number | null): Promise<void> {
    const holder = await findGuideArticleBySlug(db, slug);
    if (holder && holder.id !== selfId) throw duplicateSlug();
  }

  async function withUniqueSlug<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error, 'guide_articles_slug_key')) throw duplicateSlug();
      throw error;
    }
  }

  async function getArticle(
    reader: TGuideReader,
    id: number,
  ): Promise<{ article: TGuideArticleRow; versionCount: number }> {
    const article = await findGuideArticleById(db, id);
    if (!article || (!article.isPublished && !reader.canManage)) throw articleNotFound();
    return { article, versionCount: await countGuideVersions(db, id) };
  }

  return {
    getArticle,

    listArticles(reader: TGuideReader, query: TGuideListQuery) {
      return findGuidePage(db, {
        q: query.q,
        category: query.category,
        publishedOnly: !reader.canManage,
        page: query.page,
        perPage: query.per_page,
      });
    },

    exportArticles(reader: TGuideReader, query: TGuideCsvQuery) {
      return findAllGuideArticles(db, {
        q: query.q,
        category: query.category,
        publishedOnly: !reader.canManage,
      });
    },

    listCategories(reader: TGuideReader) {
      return findGuideCategories(db, !reader.canManage);
    },

    async listVersions(reader: TGuideReader, id: number, page: { page: number; perPage: number }) {
      await getArticle(reader, id);
      return findGuideVersionsPage(db, id, page);
    },

    async createArticle(actor: TGuideEditor, input: TGuideArticleRequest) {
      await checkSlugFree(input.slug, null);
      const editor = { userId: actor.userId, name: actor.name, at: ctx.clock.now() };
      const id = await withUniqueSlug(() =>
        db.transaction(async (tx) => {
          const newId = await insertGuideArticle(tx, input, editor);
          await insertGuideVersion(tx, newId, input, editor);
          await recordAudit(tx, actor, {
            action: 'guide.article-created',
            entityType: 'guide-article',
            entityId: newId,
            detail: { title: input.title, slug: input.slug, category: input.category },
            at: editor.at,
          });
          return newId;
        }),
      );
      return getArticle({ canManage: true }, id);
    },

    /** Saves a new state of the article, kept as its next version. */
    async updateArticle(actor: TGuideEditor, id: number, input: TGuideArticleRequest) {
      await checkSlugFree(input.slug, id);
      const editor = { userId: actor.userId, name: actor.name, at: ctx.clock.now() };
      await withUniqueSlug(() =>
        db.transaction(async (tx) => {
          const before = await findGuideArticleById(tx, id, { lock: true });
          if (!before) throw articleNotFound();
          await updateGuideArticle(tx, id, input, editor);
          await insertGuideVersion(tx, id, input, editor);
          const changed = (['title', 'slug', 'category', 'sort', 'isPublished'] as const).filter(
            (field) => before[field] !== input[field],
          );
          await recordAudit(tx, actor, {
            action: 'guide.article-updated',
            entityType: 'guide-article',
            entityId: id,
            detail: {
              title: input.title,
              changes: [
                ...changed.map((field) => ({ field, before: before[field], after: input[field] })),
                // The body can be long: the versions keep it; the log says that it changed.
                ...(before.body === input.body ? [] : [{ field: 'body', changed: true }]),
              ],
            },
            at: editor.at,
          });
        }),
      );
      return getArticle({ canManage: true }, id);
    },

    async deleteArticle(actor: TAuditActor, id: number): Promise<void> {
      const at = ctx.clock.now();
      await db.transaction(async (tx) => {
        const article = await findGuideArticleById(tx, id, { lock: true });
        if (!article) throw articleNotFound();
        await deleteGuideArticle(tx, id);
        await recordAudit(tx, actor, {
          action: 'guide.article-deleted',
          entityType: 'guide-article',
          entityId: id,
          detail: { title: article.title, slug: article.slug },
          at,
        });
      });
    },
  };
}
