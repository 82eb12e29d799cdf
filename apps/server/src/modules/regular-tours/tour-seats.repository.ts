import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { selectRows, type TExecutor } from '../../db/database';
import { tourBookings, tourDepartures } from '../../db/schema/tours';

/**
 * The seats of tour departures. Taking and giving back seats happen only here, inside the
 * caller's booking or cancellation transaction; nothing else writes seats_sold. Kept free of the
 * files module: the files module reaches releaseTourSeats through its lifecycle hooks.
 */

/**
 * Adds `seats` to the departure's sales if it is open and has them, in one conditional UPDATE:
 * PostgreSQL locks the row and re-checks `capacity - seats_sold >= seats` against the latest
 * committed value, so two bookings for the last seats can never both succeed (the second waits
 * for the first and then finds too few). Answers the departure's sales after the update, or null
 * when nothing was taken.
 */
export async function takeSeats(
  executor: TExecutor,
  departureId: number,
  seats: number,
  at: Date,
): Promise<{ seatsSold: number; capacity: number } | null> {
  if (!Number.isInteger(seats) || seats < 1) {
    throw new RangeError(`Seats must be a positive integer: ${seats}`);
  }
  const [row] = await executor
    .update(tourDepartures)
    .set({ seatsSold: sql`${tourDepartures.seatsSold} + ${seats}`, updatedAt: at })
    .where(
      and(
        eq(tourDepartures.id, departureId),
        eq(tourDepartures.status, 'open'),
        sql`${tourDepartures.capacity} - ${tourDepartures.seatsSold} >= ${seats}`,
      ),
    )
    .returning({ seatsSold: tourDepartures.seatsSold, capacity: tourDepartures.capacity });
  return row ?? null;
}

export async function insertTourBooking(
  executor: TExecutor,
  row: typeof tourBookings.$inferInsert,
): Promise<number> {
  const [inserted] = await executor
    .insert(tourBookings)
    .values(row)
    .returning({ id: tourBookings.id });
  if (!inserted) throw new Error('tour_bookings: insert returned no row');
  return inserted.id;
}

/**
 * Gives back the seats the service lines hold (a cancelled line or booking). Each hold is released
 * once: a second call for the same line finds nothing to release. Answers the departures whose
 * sales changed.
 */
export async function releaseTourSeats(
  executor: TExecutor,
  serviceLineIds: readonly number[],
  at: Date,
): Promise<{ departureId: number; seats: number }[]> {
  if (serviceLineIds.length === 0) return [];
  const released = await executor
    .update(tourBookings)
    .set({ releasedAt: at })
    .where(
      and(
        inArray(tourBookings.serviceLineId, [...new Set(serviceLineIds)]),
        isNull(tourBookings.releasedAt),
      ),
    )
    .returning({ departureId: tourBookings.departureId, seats: tourBookings.seats });
  // Departures in id order, so two releases touching the same departures never deadlock.
  const byDeparture = new Map<number, number>();
  for (const hold of released) {
    byDeparture.set(hold.departureId, (byDeparture.get(hold.departureId) ?? 0) + hold.seats);
  }
  const changes = [...byDeparture]
    .sort(([a], [b]) => a - b)
    .map(([departureId, seats]) => ({ departureId, seats }));
  for (const change of changes) {
    await executor
      .update(tourDepartures)
      .set({ seatsSold: sql`${tourDepartures.seatsSold} - ${change.seats}`, updatedAt: at })
      .where(eq(tourDepartures.id, change.departureId));
  }
  return changes;
}

/** Departures whose seats_sold disagrees with their active bookings (should always be none). */
export function findSeatMismatches(executor: TExecutor) {
  return selectRows<{ id: number; seats_sold: number; held: number }>(
    executor,
    sql`select d.id, d.seats_sold, coalesce(sum(b.seats) filter (where b.released_at is null), 0)::int as held
      from tour_departures d left join tour_bookings b on b.departure_id = d.id
      group by d.id having d.seats_sold <> coalesce(sum(b.seats) filter (where b.released_at is null), 0)`,
  );
}

/** Which of these service lines hold seats on a departure now (not released). */
export async function findSeatHoldingLines(
  executor: TExecutor,
  serviceLineIds: readonly number[],
): Promise<number[]> {
  if (serviceLineIds.length === 0) return [];
  const rows = await executor
    .select({ serviceLineId: tourBookings.serviceLineId })
    .from(tourBookings)
    .where(
      and(
        inArray(tourBookings.serviceLineId, [...new Set(serviceLineIds)]),
        isNull(tourBookings.releasedAt),
      ),
    );
  return rows.map((row) => row.serviceLineId);
}
