import { sql, type SQL } from 'drizzle-orm';
import {
  CONTENT_LANGUAGES,
  contentDayField,
  contentFieldDay,
  type TContentField,
} from '@portal/shared/domain/content-codes';
import type { TLocalizedText } from '@portal/shared/domain/tours';
import type { TExecutor } from '../../db/database';
import { contentTexts } from '../../db/schema/content';
import {
  findContentTexts,
  writeContentText,
  type TContentAuthor,
} from '../content/content-store.repository';

/**
 * A tour's texts live in the content store (docs/decisions/011-content-store.md), kind `tour`:
 * `overview`, `inclusions` (one per line) and `day-<n>` for day n's description. The tours module
 * reads them with the SQL below, so its queries still answer a TLocalizedText per text, and writes
 * them only through `writeTourTexts`, which versions every change like any content edit.
 */
export const TOUR_CONTENT_KIND = 'tour';

const EMPTY_TEXTS = sql.raw(
  `'${JSON.stringify(Object.fromEntries(CONTENT_LANGUAGES.map((language) => [language, ''])))}'::jsonb`,
);

/**
 * Every language of one field as a jsonb TLocalizedText ('' where none is written), as a column of
 * a query over the tours tables. `entityId` and `field` must name their table's columns.
 */
function tourTextsSql(entityId: SQL, field: SQL): SQL<TLocalizedText> {
  return sql<TLocalizedText>`(${EMPTY_TEXTS} || coalesce((select jsonb_object_agg(ct.language::text, ct.text) from ${contentTexts} ct where ct.entity_kind = ${TOUR_CONTENT_KIND} and ct.entity_id = ${entityId} and ct.field = ${field}), '{}'::jsonb))`;
}

export function tourTextSql(tourId: SQL, field: 'overview' | 'inclusions'): SQL<TLocalizedText> {
  return tourTextsSql(tourId, sql`${field}`);
}

export function tourDayTextSql(tourId: SQL, dayNumber: SQL): SQL<TLocalizedText> {
  return tourTextsSql(tourId, sql`'day-' || ${dayNumber}`);
}

export interface TTourTextsInput {
  overview: TLocalizedText;
  inclusions: TLocalizedText;
  days: readonly { dayNumber: number; description: TLocalizedText }[];
}

/**
 * Writes a tour's texts as the tour form sent them: each language that changed becomes a new
 * version (source `manual`), the same text writes nothing. Days the itinerary no longer has are
 * emptied, as a version too, so a shorter tour keeps no stray day text and nothing is lost. Run it
 * in the tour's transaction. Answers how many texts changed.
 */
export async function writeTourTexts(
  executor: TExecutor,
  tourId: number,
  input: TTourTextsInput,
  author: TContentAuthor | null,
  at: Date,
): Promise<number> {
  const wanted = new Map<TContentField, TLocalizedText>([
    ['overview', input.overview],
    ['inclusions', input.inclusions],
    ...input.days.map((day): [TContentField, TLocalizedText] => [
      contentDayField(day.dayNumber),
      day.description,
    ]),
  ]);
  const existing = await findContentTexts(executor, TOUR_CONTENT_KIND, [tourId]);
  let changed = 0;
  for (const row of existing) {
    const day = contentFieldDay(row.field);
    if (day === null || wanted.has(contentDayField(day)) || row.text === '') continue;
    const written = await writeContentText(executor, {
      kind: TOUR_CONTENT_KIND,
      entityId: tourId,
      field: contentDayField(day),
      language: row.language,
      text: '',
      source: 'manual',
      author,
      at,
    });
    if (written.isChanged) changed += 1;
  }
  for (const [field, texts] of wanted) {
    for (const language of CONTENT_LANGUAGES) {
      const written = await writeContentText(executor, {
        kind: TOUR_CONTENT_KIND,
        entityId: tourId,
        field,
        language,
        text: texts[language],
        source: 'manual',
        author,
        at,
      });
      if (written.isChanged) changed += 1;
    }
  }
  return changed;
}
