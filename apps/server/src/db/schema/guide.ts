import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from './users';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The back office's user guide: Markdown articles grouped by category. `search` is kept by the
 * database from the title (weight A) and the body (weight B) for full-text search.
 */
export const guideArticles = pgTable(
  'guide_articles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: text('title').notNull(),
    slug: text('slug').notNull().unique('guide_articles_slug_key'),
    category: text('category').notNull(),
    sort: integer('sort').notNull().default(0),
    body: text('body').notNull(),
    isPublished: boolean('is_published').notNull().default(true),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', body), 'B')`,
      ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** Kept with the article so it still reads well after the user is renamed or deleted. */
    updatedByName: text('updated_by_name').notNull().default(''),
  },
  (table) => [
    index('guide_articles_search_idx').using('gin', table.search),
    index('guide_articles_category_sort_idx').on(table.category, table.sort, table.id),
  ],
);

/** Every saved state of an article (version 1 is the one created), with who saved it and when. */
export const guideArticleVersions = pgTable(
  'guide_article_versions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    articleId: integer('article_id')
      .notNull()
      .references(() => guideArticles.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    category: text('category').notNull(),
    body: text('body').notNull(),
    isPublished: boolean('is_published').notNull(),
    editedByUserId: integer('edited_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    editedByName: text('edited_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('guide_article_versions_article_version_key').on(table.articleId, table.version),
  ],
);
