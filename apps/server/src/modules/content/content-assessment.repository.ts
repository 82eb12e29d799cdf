import { and, asc, count, desc, eq, ilike, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { TContentAssessmentCsvQuery } from '@portal/shared/contracts/content';
import type { TContentKind, TContentLanguage } from '@portal/shared/domain/content-codes';
import type { TExecutor } from '../../db/database';
import { contentAssessments } from '../../db/schema/content';
import { likePattern } from '../../lib/database-errors';

export type TContentAssessmentRow = typeof contentAssessments.$inferSelect;

export type TAssessmentFilter = TContentAssessmentCsvQuery;

function conditions(filter: TAssessmentFilter): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (filter.kind) where.push(eq(contentAssessments.entityKind, filter.kind));
  if (filter.language) {
    where.push(sql`${filter.language} = any(${contentAssessments.findingLanguages})`);
  }
  if (filter.finding) where.push(sql`${filter.finding} = any(${contentAssessments.findingCodes})`);
  if (filter.max_score !== undefined) where.push(lte(contentAssessments.score, filter.max_score));
  if (filter.q) {
    const pattern = likePattern(filter.q);
    where.push(
      or(ilike(contentAssessments.name, pattern), ilike(contentAssessments.code, pattern)),
    );
  }
  const present = where.filter((condition): condition is SQL => condition !== undefined);
  return present.length > 0 ? and(...present) : undefined;
}

/** Worst first: the lowest score, then the most points lost (scores stop at 0). */
const WORST_FIRST = [
  asc(contentAssessments.score),
  desc(contentAssessments.penaltyTotal),
  asc(contentAssessments.entityKind),
  asc(contentAssessments.entityId),
  asc(contentAssessments.field),
];

export async function findAssessmentsPage(
  executor: TExecutor,
  filter: TAssessmentFilter & { page: number; perPage: number },
): Promise<{ rows: TContentAssessmentRow[]; total: number }> {
  const where = conditions(filter);
  const [rows, totals] = await Promise.all([
    executor
      .select()
      .from(contentAssessments)
      .where(where)
      .orderBy(...WORST_FIRST)
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    executor.select({ total: count() }).from(contentAssessments).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findAllAssessments(
  executor: TExecutor,
  filter: TAssessmentFilter,
  limit: number,
): Promise<TContentAssessmentRow[]> {
  return executor
    .select()
    .from(contentAssessments)
    .where(conditions(filter))
    .orderBy(...WORST_FIRST)
    .limit(limit);
}

/** What a new batch takes: the worst texts of these kinds below the score, with findings in these languages. */
export async function findWorstForBatch(
  executor: TExecutor,
  filter: {
    kinds: readonly TContentKind[];
    languages: readonly TContentLanguage[];
    maxScore: number;
    limit: number;
  },
): Promise<TContentAssessmentRow[]> {
  return executor
    .select()
    .from(contentAssessments)
    .where(
      and(
        inArray(contentAssessments.entityKind, [...filter.kinds]),
        lt(contentAssessments.score, filter.maxScore),
        sql`${contentAssessments.findingLanguages} && array[${sql.join(
          filter.languages.map((language) => sql`${language}`),
          sql`, `,
        )}]::text[]`,
      ),
    )
    .orderBy(...WORST_FIRST)
    .limit(filter.limit);
}

export async function replaceAllAssessments(
  executor: TExecutor,
  rows: readonly (typeof contentAssessments.$inferInsert)[],
): Promise<void> {
  await executor.delete(contentAssessments);
  for (let start = 0; start < rows.length; start += 500) {
    await executor.insert(contentAssessments).values(rows.slice(start, start + 500));
  }
}
