import { asc, eq } from 'drizzle-orm';
import type { TExecutor } from '../../db/database';
import { agencies } from '../../db/schema/agencies';
import { files } from '../../db/schema/files';
import { fileServiceLines } from '../../db/schema/files-lines';
import { tourBookings, tourDepartures } from '../../db/schema/tours';

/** The bookings of tour departures, as the back office reads them. */

/** Whether any departure of the tour was ever booked (its product then stays as sold). */
export async function tourHasBookings(executor: TExecutor, tourId: number): Promise<boolean> {
  const [row] = await executor
    .select({ id: tourBookings.id })
    .from(tourBookings)
    .innerJoin(tourDepartures, eq(tourDepartures.id, tourBookings.departureId))
    .where(eq(tourDepartures.tourId, tourId))
    .limit(1);
  return row !== undefined;
}

/** Whether anyone ever booked the departure (released bookings count: they are its history). */
export async function departureHasBookings(executor: TExecutor, id: number): Promise<boolean> {
  const [row] = await executor
    .select({ id: tourBookings.id })
    .from(tourBookings)
    .where(eq(tourBookings.departureId, id))
    .limit(1);
  return row !== undefined;
}

export async function findDepartureBookings(executor: TExecutor, departureId: number) {
  return executor
    .select({
      id: tourBookings.id,
      fileReference: files.reference,
      fileStatus: files.status,
      bookingName: files.bookingName,
      agencyName: agencies.name,
      seats: tourBookings.seats,
      rooms: tourBookings.rooms,
      lineStatus: fileServiceLines.status,
      sellCents: fileServiceLines.sellCents,
      netCents: fileServiceLines.netCents,
      costCents: fileServiceLines.costCents,
      bookedAt: tourBookings.createdAt,
      releasedAt: tourBookings.releasedAt,
    })
    .from(tourBookings)
    .innerJoin(files, eq(files.id, tourBookings.fileId))
    .innerJoin(agencies, eq(agencies.id, tourBookings.agencyId))
    .innerJoin(fileServiceLines, eq(fileServiceLines.id, tourBookings.serviceLineId))
    .where(eq(tourBookings.departureId, departureId))
    .orderBy(asc(tourBookings.createdAt), asc(tourBookings.id))
    .limit(1_000);
}
