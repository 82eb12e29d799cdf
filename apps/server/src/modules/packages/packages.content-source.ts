import { eq, sql } from 'drizzle-orm';
import type { TContentFacts } from '@portal/shared/domain/content-assessment';
import type { TExecutor } from '../../db/database';
import { packages } from '../../db/schema/catalogue-packages';
import type { TContentEntitySummary, TContentSource } from '../content/content-source';

/** A package is sold by its nights and what it includes; it has no single start time. */
const PACKAGE_FACTS: TContentFacts = {
  expectsTime: false,
  expectsDuration: true,
  expectsInclusions: true,
};

const columns = { id: packages.id, code: packages.code, name: packages.name };

function summaryOf(row: { id: number; code: string; name: string }): TContentEntitySummary {
  return { entityId: row.id, code: row.code, name: row.name, facts: PACKAGE_FACTS };
}

/** Packages (quick quotes) as a content source: every package, published or in test. */
export const packageContentSource: TContentSource = {
  kind: 'package',
  fields: ['description'],
  viewPermission: 'catalogue.view',
  managePermission: 'packages.manage',
  async listEntities(executor: TExecutor) {
    const rows = await executor.select(columns).from(packages).orderBy(packages.id);
    return rows.map(summaryOf);
  },
  async findEntity(executor, entityId) {
    const [row] = await executor.select(columns).from(packages).where(eq(packages.id, entityId));
    return row ? summaryOf(row) : null;
  },
  async stamp(executor) {
    // A digest of what the assessment reads, so any change shows, whatever the clocks say.
    const [row] = await executor
      .select({
        digest: sql<string>`md5(coalesce(string_agg(concat_ws('|', ${packages.id}, ${packages.code}, ${packages.name}), ',' order by ${packages.id}), ''))`,
      })
      .from(packages);
    return row?.digest ?? '';
  },
};
