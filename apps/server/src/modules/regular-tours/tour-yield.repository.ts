import { and, asc, eq, gte, lte, ne } from 'drizzle-orm';
import type { TExecutor } from '../../db/database';
import { tourDepartures, tours } from '../../db/schema/tours';
import {
  departureWithSales,
  salesSubquery,
  type TDepartureWithSales,
} from './tour-departures.repository';

export type TYieldDepartureRow = TDepartureWithSales & {
  tourCode: string;
  tourName: string;
  brandId: number;
};

/**
 * Departures leaving in a date range that still run (cancelled ones left out), with their
 * tour and sales, for the forward-risk view. A year of weekly departures of fifty tours is a few
 * thousand rows, which the service ranks in memory.
 */
export async function findDeparturesForYield(
  executor: TExecutor,
  filter: { from: string; to: string; brandId?: number | undefined; tourId?: number | undefined },
): Promise<TYieldDepartureRow[]> {
  const sales = salesSubquery(executor);
  const rows = await executor
    .select({
      departure: tourDepartures,
      bookingCount: sales.bookingCount,
      sellCents: sales.sellCents,
      netCents: sales.netCents,
      costCents: sales.costCents,
      tourCode: tours.code,
      tourName: tours.name,
      brandId: tours.brandId,
    })
    .from(tourDepartures)
    .innerJoin(tours, eq(tours.id, tourDepartures.tourId))
    .leftJoin(sales, eq(sales.departureId, tourDepartures.id))
    .where(
      and(
        gte(tourDepartures.departureDate, filter.from),
        lte(tourDepartures.departureDate, filter.to),
        ne(tourDepartures.status, 'cancelled'),
        filter.brandId === undefined ? undefined : eq(tours.brandId, filter.brandId),
        filter.tourId === undefined ? undefined : eq(tours.id, filter.tourId),
      ),
    )
    .orderBy(asc(tourDepartures.departureDate), asc(tourDepartures.id))
    .limit(20_000);
  return rows.map((row) => ({
    ...departureWithSales(row),
    tourCode: row.tourCode,
    tourName: row.tourName,
    brandId: row.brandId,
  }));
}
