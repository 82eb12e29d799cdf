import { and, count, eq, gte, inArray, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { TFileSortField } from '@portal/shared/contracts/files';
import type { TFileStatus } from '@portal/shared/domain/file-states';
import type { TExecutor } from '../../db/database';
import { agencies } from '../../db/schema/agencies';
import { files } from '../../db/schema/files';
import { fileCounts, fileSearchWords } from '../../db/schema/files-search';
import { users } from '../../db/schema/users';

/**
 * My Files and the back office's file list: one page of files with their filters, counted fast
 * (file_counts) when only counted filters are set, and the search words of booking names.
 */
export interface TFileListFilter {
  agencyId: number | null;
  reference?: string | undefined;
  yourReference?: string | undefined;
  bookingName?: string | undefined;
  travelDateFrom?: string | undefined;
  travelDateTo?: string | undefined;
  status?: TFileStatus[] | undefined;
  sort: TFileSortField;
  direction: 'asc' | 'desc';
  page: number;
  perPage: number;
}

/** "NZ-1002" -> "NZ-1002%" for LIKE, with the term's own wildcards escaped. */
function prefixPattern(term: string): string {
  return `${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * A typed reference as a LIKE pattern (issue 19, point 22): a prefix of the whole reference
 * ("NZ-1000", "nz-100044"), or of its number alone in any brand ("100044" finds NZ-100044);
 * "NZ 100044" and "NZ100044" are read as "NZ-100044".
 */
export function referencePattern(term: string): string {
  const typed = term.toUpperCase().replace(/\s+/g, '');
  if (/^\d+$/.test(typed)) return `__-${typed}%`;
  const joined = /^([A-Z]{2})(\d+)$/.exec(typed);
  return prefixPattern(joined ? `${joined[1]}-${joined[2]}` : typed);
}

/**
 * The words of a booking-name search, split as the file_search_words trigger splits names (at
 * spaces and punctuation) and lower-cased; at most eight.
 */
export function searchWords(text: string): string[] {
  return [
    ...new Set(
      text
        .toLowerCase()
        .split(/[\s\p{P}\p{S}]+/u)
        .filter(Boolean),
    ),
  ].slice(0, 8);
}

function hasOnlyCountedFilters(filter: TFileListFilter): boolean {
  return !(
    filter.reference ||
    filter.yourReference ||
    filter.bookingName ||
    filter.travelDateFrom ||
    filter.travelDateTo
  );
}

function listConditions(filter: TFileListFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.agencyId !== null) conditions.push(eq(files.agencyId, filter.agencyId));
  if (filter.reference) {
    conditions.push(sql`${files.reference} collate "C" like ${referencePattern(filter.reference)}`);
  }
  if (filter.yourReference) {
    conditions.push(
      sql`lower(${files.yourReference}) like ${prefixPattern(filter.yourReference.toLowerCase())}`,
    );
  }
  // Every word typed must start a word of the name ("smi jo" finds "John Smith").
  for (const word of searchWords(filter.bookingName ?? '')) {
    const agency =
      filter.agencyId === null ? sql`` : sql`${fileSearchWords.agencyId} = ${filter.agencyId} and `;
    conditions.push(
      sql`${files.id} in (select ${fileSearchWords.fileId} from ${fileSearchWords} where ${agency}${fileSearchWords.word} like ${prefixPattern(word)})`,
    );
  }
  if (filter.travelDateFrom) conditions.push(gte(files.travelDate, filter.travelDateFrom));
  if (filter.travelDateTo) conditions.push(lte(files.travelDate, filter.travelDateTo));
  if (filter.status && filter.status.length > 0) {
    conditions.push(inArray(files.status, filter.status));
  }
  return conditions;
}

type TSortable = Record<
  'createdAt' | 'updatedAt' | 'travelDate' | 'reference' | 'bookingName' | 'status',
  SQLWrapper
>;

/** The ORDER BY expression of a sort, on the files table or on a subquery of its columns. */
function sortExpression(sort: TFileSortField, source: TSortable): SQL {
  switch (sort) {
    case 'reference':
      return sql`${source.reference} collate "C"`;
    case 'bookingName':
      return sql`lower(${source.bookingName})`;
    default:
      return sql`${source[sort]}`;
  }
}

const listColumns = {
  id: files.id,
  reference: files.reference,
  yourReference: files.yourReference,
  bookingName: files.bookingName,
  status: files.status,
  relatedReference: files.relatedReference,
  travelDate: files.travelDate,
  endDate: files.endDate,
  brandId: files.brandId,
  agencyId: files.agencyId,
  agentId: files.agentId,
  paxAdults: files.paxAdults,
  paxChildren: files.paxChildren,
  sellCents: files.sellCents,
  netCents: files.netCents,
  createdAt: files.createdAt,
  updatedAt: files.updatedAt,
};

export interface TFileListRow {
  id: number;
  reference: string;
  yourReference: string;
  bookingName: string;
  status: TFileStatus;
  relatedReference: string | null;
  travelDate: string;
  endDate: string;
  brandId: number;
  agencyId: number;
  agencyName: string;
  agentName: string;
  paxAdults: number;
  paxChildren: number;
  sellCents: number;
  netCents: number;
  createdAt: Date;
  updatedAt: Date;
}

/** Files per agency and status from file_counts (kept by triggers), for unfiltered lists. */
async function countFromCounters(executor: TExecutor, filter: TFileListFilter): Promise<number> {
  const [row] = await executor
    .select({ total: sql<number>`coalesce(sum(${fileCounts.total}), 0)::int` })
    .from(fileCounts)
    .where(
      and(
        filter.agencyId === null ? undefined : eq(fileCounts.agencyId, filter.agencyId),
        filter.status && filter.status.length > 0
          ? inArray(fileCounts.status, filter.status)
          : undefined,
      ),
    );
  return row?.total ?? 0;
}

/**
 * One page of files and the count of all that match, in two steps: first the ids and sort keys of
 * the page (from indexes alone where they cover the filters), then those rows with their agent's
 * and agency's names. How the matches are found depends on the filters:
 * - none but status: one index scan in the requested order that stops after the page; the total
 *   comes from file_counts, so a large agency's files are never all counted;
 * - any other filter: the matches are few enough to gather once; `count(*) over ()` counts them in
 *   the same pass (and, being a window function, keeps PostgreSQL from walking a sort index and
 *   filtering instead, which a LIMIT makes look cheap though every match must be read to count).
 */
export async function findFilesPage(
  executor: TExecutor,
  filter: TFileListFilter,
): Promise<{ rows: TFileListRow[]; total: number }> {
  const order = filter.direction === 'asc' ? sql`asc` : sql`desc`;
  const where = and(...listConditions(filter));
  const isCounted = hasOnlyCountedFilters(filter);

  const matches = executor
    .select({
      id: files.id,
      sortKey: sql`${sortExpression(filter.sort, files)}`.as('sort_key'),
      matches: (isCounted ? sql<number>`0` : sql<number>`count(*) over ()`)
        .mapWith(Number)
        .as('matches'),
    })
    .from(files)
    .where(where)
    .as('matches');
  const page = executor
    .select()
    .from(matches)
    .orderBy(sql`${matches.sortKey} ${order}`, sql`${matches.id} ${order}`)
    .limit(filter.perPage)
    .offset((filter.page - 1) * filter.perPage)
    .as('page');
  const pageQuery = executor
    .select({
      ...listColumns,
      matches: page.matches,
      agentName: users.name,
      agencyName: agencies.name,
    })
    .from(page)
    .innerJoin(files, eq(files.id, page.id))
    .innerJoin(users, eq(users.id, files.agentId))
    .innerJoin(agencies, eq(agencies.id, files.agencyId))
    .orderBy(sql`${page.sortKey} ${order}`, sql`${page.id} ${order}`);

  const [rows, counted] = await Promise.all([
    pageQuery,
    isCounted ? countFromCounters(executor, filter) : Promise.resolve(null),
  ]);
  const total =
    counted ??
    rows[0]?.matches ??
    // A page past the last one has no row to carry the count.
    (await executor.select({ total: count() }).from(files).where(where))[0]?.total ??
    0;
  return {
    rows: rows.map(({ matches: _matches, agentId: _agentId, ...row }) => row),
    total,
  };
}
