import { asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { TContentFacts } from '@portal/shared/domain/content-assessment';
import { contentDayField } from '@portal/shared/domain/content-codes';
import { tourDays, tours } from '../../db/schema/tours';
import type { TExecutor } from '../../db/database';
import type { TContentEntitySummary, TContentSource } from '../content/content-source';
import { TOUR_CONTENT_KIND } from './tour-texts.repository';

const columns = {
  id: tours.id,
  code: tours.code,
  name: tours.name,
  durationDays: tours.durationDays,
};

type TTourSummaryRow = { id: number; code: string; name: string; durationDays: number };

/**
 * What each text of a tour should mention. The overview sells the whole tour, so it says how long
 * it lasts; the inclusions are a list of what is included and each day tells its own part of the
 * route, so neither is asked for times, durations or the words "included".
 */
const OVERVIEW_FACTS: TContentFacts = {
  expectsTime: false,
  expectsDuration: true,
  expectsInclusions: false,
};
const LIST_FACTS: TContentFacts = {
  expectsTime: false,
  expectsDuration: false,
  expectsInclusions: false,
};

function summaryOf(row: TTourSummaryRow, dayNumbers: readonly number[]): TContentEntitySummary {
  return {
    entityId: row.id,
    code: row.code,
    name: row.name,
    facts: OVERVIEW_FACTS,
    fields: [
      { field: 'overview', facts: OVERVIEW_FACTS },
      { field: 'inclusions', facts: LIST_FACTS },
      ...dayNumbers.map((dayNumber) => ({ field: contentDayField(dayNumber), facts: LIST_FACTS })),
    ],
  };
}

async function dayNumbersOf(
  executor: TExecutor,
  tourIds: readonly number[],
): Promise<Map<number, number[]>> {
  const byTour = new Map<number, number[]>();
  if (tourIds.length === 0) return byTour;
  const rows = await executor
    .select({ tourId: tourDays.tourId, dayNumber: tourDays.dayNumber })
    .from(tourDays)
    .where(inArray(tourDays.tourId, [...tourIds]))
    .orderBy(asc(tourDays.tourId), asc(tourDays.dayNumber));
  for (const row of rows) {
    const list = byTour.get(row.tourId) ?? [];
    list.push(row.dayNumber);
    byTour.set(row.tourId, list);
  }
  return byTour;
}

/**
 * Scheduled tours as a content source: draft and published tours are assessed (a draft's texts
 * are written before it goes on sale); archived tours are off sale and left out. The inactive GU
 * product each tour is booked through is not a separate entry: the product source lists active
 * products only.
 */
export const tourContentSource: TContentSource = {
  kind: TOUR_CONTENT_KIND,
  fields: ['overview', 'inclusions'],
  viewPermission: 'tours.view',
  managePermission: 'tours.manage',
  async listEntities(executor) {
    const rows = await executor
      .select(columns)
      .from(tours)
      .where(ne(tours.status, 'archived'))
      .orderBy(tours.id);
    const days = await dayNumbersOf(
      executor,
      rows.map((row) => row.id),
    );
    return rows.map((row) => summaryOf(row, days.get(row.id) ?? []));
  },
  async findEntity(executor, entityId) {
    const [row] = await executor.select(columns).from(tours).where(eq(tours.id, entityId));
    if (!row) return null;
    const days = await dayNumbersOf(executor, [row.id]);
    return summaryOf(row, days.get(row.id) ?? []);
  },
  async stamp(executor) {
    // A digest of what the assessment reads: which tours are listed, their names and their days.
    const [row] = await executor
      .select({
        digest: sql<string>`md5(coalesce(string_agg(concat_ws('|', ${tours.id}, ${tours.code}, ${tours.name}, ${tours.status}, (select string_agg(d.day_number::text, ',' order by d.day_number) from ${tourDays} d where d.tour_id = ${tours}.id)), ',' order by ${tours.id}), ''))`,
      })
      .from(tours);
    return row?.digest ?? '';
  },
};
