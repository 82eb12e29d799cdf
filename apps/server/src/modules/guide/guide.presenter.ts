import type {
  TGuideArticle,
  TGuideArticleListItem,
  TGuideArticleVersion,
} from '@portal/shared/contracts/guide';
import type { TGuideArticleRow, TGuideListRow, TGuideVersionRow } from './guide.repository';

/**
 * An excerpt as plain words: the list shows it as text, so Markdown's marks (headings, emphasis,
 * link targets, table bars) would only be noise. Search highlights are private-use characters and
 * pass through.
 */
export function plainExcerpt(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)?/g, '$1')
    .replace(/^\s{0,3}(?:#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/\*\*|__|`|~~/g, '')
    .replace(/\|/g, ' ')
    .replace(/^[\s:-]+$/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function presentGuideListItem(row: TGuideListRow): TGuideArticleListItem {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    category: row.category,
    sort: row.sort,
    isPublished: row.isPublished,
    excerpt: plainExcerpt(row.excerpt),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedByName,
  };
}

export function presentGuideArticle(row: TGuideArticleRow, versionCount: number): TGuideArticle {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    category: row.category,
    sort: row.sort,
    isPublished: row.isPublished,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedByName,
    versionCount,
  };
}

export function presentGuideVersion(row: TGuideVersionRow): TGuideArticleVersion {
  return {
    version: row.version,
    title: row.title,
    category: row.category,
    isPublished: row.isPublished,
    editedBy: row.editedByName,
    createdAt: row.createdAt.toISOString(),
  };
}
