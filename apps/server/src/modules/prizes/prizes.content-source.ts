import { eq, sql } from 'drizzle-orm';
import type { TContentFacts } from '@portal/shared/domain/content-assessment';
import { prizes } from '../../db/schema/prizes';
import type { TContentEntitySummary, TContentSource } from '../content/content-source';

/** A prize's description says what the traveller receives; nothing in it is timed or included. */
const DESCRIPTION_FACTS: TContentFacts = {
  expectsTime: false,
  expectsDuration: false,
  expectsInclusions: false,
};
/** Its name is a name: checked for its translations and banned phrases only. */
const NAME_FACTS: TContentFacts = { ...DESCRIPTION_FACTS, isName: true };

const columns = { id: prizes.id, name: prizes.name };

function summaryOf(row: { id: number; name: string }): TContentEntitySummary {
  return {
    entityId: row.id,
    code: `PRIZE-${String(row.id)}`,
    name: row.name,
    facts: DESCRIPTION_FACTS,
    fields: [{ field: 'name', facts: NAME_FACTS }, { field: 'description' }],
  };
}

/**
 * Thank-you prizes as a content source: travellers choose them in their own language. The prize
 * form writes the English (prizes.service.ts); translations are made on the content screens.
 * Active prizes are assessed.
 */
export const prizeContentSource: TContentSource = {
  kind: 'prize',
  fields: ['name', 'description'],
  viewPermission: 'prizes.manage',
  managePermission: 'prizes.manage',
  async listEntities(executor) {
    const rows = await executor
      .select(columns)
      .from(prizes)
      .where(eq(prizes.active, true))
      .orderBy(prizes.id);
    return rows.map(summaryOf);
  },
  async findEntity(executor, entityId) {
    const [row] = await executor.select(columns).from(prizes).where(eq(prizes.id, entityId));
    return row ? summaryOf(row) : null;
  },
  async stamp(executor) {
    // A digest of what the assessment reads, so any change shows, whatever the clocks say.
    const [row] = await executor
      .select({
        digest: sql<string>`md5(coalesce(string_agg(concat_ws('|', ${prizes.id}, ${prizes.name}, ${prizes.active}), ',' order by ${prizes.id}), ''))`,
      })
      .from(prizes);
    return row?.digest ?? '';
  },
};
