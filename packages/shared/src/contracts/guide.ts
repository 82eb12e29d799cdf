import { z } from 'zod';
import { ZPageQuery, zPaginated } from './pagination';
import { ZIdParams } from './primitives';

/**
 * The back office's User Guide (issue 10): Markdown articles by category, with full-text search.
 * Reading needs `guide.view` (every default back-office role); writing needs `guide.manage`, and
 * only managers see unpublished articles. Every save keeps a version (who and when).
 *
 * GET    /api/admin/guide?q&category&page&per_page  -> zPaginated(ZGuideArticleListItem)
 * GET    /api/admin/guide/export.csv?q&category     -> text/csv
 * GET    /api/admin/guide/categories                -> ZGuideCategories
 * GET    /api/admin/guide/:id                       -> ZGuideArticle
 * GET    /api/admin/guide/:id/versions?page         -> zPaginated(ZGuideArticleVersion)
 * POST   /api/admin/guide       ZGuideArticleRequest -> 201 ZGuideArticle
 * PUT    /api/admin/guide/:id   ZGuideArticleRequest -> ZGuideArticle
 * DELETE /api/admin/guide/:id                       -> 204
 */

export const GUIDE_LIMITS = {
  title: 160,
  slug: 80,
  category: 60,
  body: 50_000,
  query: 200,
  sortMax: 9999,
} as const;

const atMost = (n: number) => `This field must be ${n} or less characters`;

/** An address-friendly slug from a title: "Invoices & credit notes" -> "invoices-credit-notes". */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, GUIDE_LIMITS.slug)
    .replace(/-+$/g, '');
}

export const ZGuideArticleRequest = z
  .strictObject({
    title: z
      .string()
      .trim()
      .min(1, 'This field is required')
      .max(GUIDE_LIMITS.title, atMost(GUIDE_LIMITS.title)),
    /** Empty: made from the title. */
    slug: z
      .string()
      .trim()
      .max(GUIDE_LIMITS.slug, atMost(GUIDE_LIMITS.slug))
      .regex(/^$|^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
        message: 'Use lower-case letters, digits and single dashes',
      })
      .default(''),
    category: z
      .string()
      .trim()
      .min(1, 'This field is required')
      .max(GUIDE_LIMITS.category, atMost(GUIDE_LIMITS.category)),
    sort: z
      .number({ message: 'Enter a number' })
      .int('Enter a whole number')
      .min(0, `Enter 0 to ${GUIDE_LIMITS.sortMax}`)
      .max(GUIDE_LIMITS.sortMax, `Enter 0 to ${GUIDE_LIMITS.sortMax}`)
      .default(0),
    body: z
      .string()
      .trim()
      .min(1, 'This field is required')
      .max(GUIDE_LIMITS.body, atMost(GUIDE_LIMITS.body)),
    isPublished: z.boolean().default(true),
  })
  .transform((article) => ({ ...article, slug: article.slug || slugify(article.title) }))
  .refine((article) => article.slug !== '', {
    message: 'Give the article a slug: its title has no letters or digits',
    path: ['slug'],
  });
export type TGuideArticleRequest = z.infer<typeof ZGuideArticleRequest>;
export type TGuideArticleRequestInput = z.input<typeof ZGuideArticleRequest>;

export const ZGuideListQuery = ZPageQuery.extend({
  q: z.string().trim().max(GUIDE_LIMITS.query).optional(),
  category: z.string().trim().max(GUIDE_LIMITS.category).optional(),
});
export type TGuideListQuery = z.infer<typeof ZGuideListQuery>;
export const ZGuideCsvQuery = ZGuideListQuery.omit({ page: true, per_page: true });
export type TGuideCsvQuery = z.infer<typeof ZGuideCsvQuery>;

/**
 * Search snippets mark the matched words between these two private-use characters, so the page
 * can highlight them without rendering any HTML from the server.
 */
export const GUIDE_HIGHLIGHT_START = '\uE000';
export const GUIDE_HIGHLIGHT_END = '\uE001';

export const ZGuideArticleListItem = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  category: z.string(),
  sort: z.number().int(),
  isPublished: z.boolean(),
  /** The opening of the body, or with a search the passage that matched (see the markers). */
  excerpt: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type TGuideArticleListItem = z.infer<typeof ZGuideArticleListItem>;
export const ZGuideListResponse = zPaginated(ZGuideArticleListItem);

export const ZGuideArticle = ZGuideArticleListItem.omit({ excerpt: true }).extend({
  body: z.string(),
  createdAt: z.string(),
  /** How many saved versions the article has (1 = never edited since created). */
  versionCount: z.number().int(),
});
export type TGuideArticle = z.infer<typeof ZGuideArticle>;

export const ZGuideArticleVersion = z.object({
  version: z.number().int(),
  title: z.string(),
  category: z.string(),
  isPublished: z.boolean(),
  editedBy: z.string(),
  createdAt: z.string(),
});
export type TGuideArticleVersion = z.infer<typeof ZGuideArticleVersion>;
export const ZGuideVersionsResponse = zPaginated(ZGuideArticleVersion);

export const ZGuideCategories = z.object({ categories: z.array(z.string()) });
export type TGuideCategories = z.infer<typeof ZGuideCategories>;

export const ZGuideIdParams = ZIdParams;
