import type { TSessionUser } from '@portal/shared/contracts/auth';
import type { TFileRoom } from '@portal/shared/contracts/files';
import type {
  TAgentTour,
  TAgentTourListQuery,
  TAgentTourRatesQuery,
  TAgentTourSummary,
  TTourBookingRequest,
  TTourBookingResult,
  TTourPrice,
} from '@portal/shared/contracts/regular-tours';
import { getBrand } from '@portal/shared/domain/brands';
import { addDays, addMonths } from '@portal/shared/domain/pricing/calendar';
import { countPax } from '@portal/shared/domain/pricing/rooms';
import { gstContent } from '@portal/shared/domain/pricing/rounding';
import {
  departureAvailability,
  departureBookingError,
  seatsLeft,
} from '@portal/shared/domain/tours';
import type { TAppContext } from '../../app-context';
import type { TExecutor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import { findAgencyById, type TAgencyPricingRow } from '../catalogue/agencies.repository';
import type { TFilesLive } from '../files/files.live';
import { findFileByReference, isCreditHeld } from '../files/files.repository';
import { lockFile, requestFromSuppliers } from '../files/commands/within-transaction';
import { fileLifecycle } from '../files/file-lifecycle';
import { brandToday, brandTodayWithin } from '../settings/settings.service';
import {
  addTourToFile,
  checkTourTarget,
  openTourFile,
  priceTourBooking,
} from './tour-booking.files';
import { insertTourBooking, takeSeats } from './tour-seats.repository';
import { presentAgentDeparture, presentDay, presentText } from './tours.presenter';
import {
  findDepartureById,
  findDeparturesOfTours,
  type TDepartureRow,
} from './tour-departures.repository';
import { findSeasonsOfTours, type TSeasonWithRates } from './tour-seasons.repository';
import {
  findAgentCategories,
  findAgentToursPage,
  findAllAgentTours,
} from './tours.agent.repository';
import { findTourById, findTourDays, type TTourDetails } from './tours.repository';

/** How far ahead agents see departures. */
const AGENT_HORIZON_MONTHS = 18;
const TOUR_NOT_FOUND = 'Tour not found.';
const DEPARTURE_NOT_FOUND = 'Departure not found.';

function conflict(message: string): AppError {
  return new AppError('CONFLICT', message);
}

function notFound(message: string): AppError {
  return new AppError('NOT_FOUND', message);
}

/** Thrown to roll back a booking once it knows why it cannot go ahead, carrying the reason. */
class SeatsGone extends Error {
  override name = 'SeatsGone';
}

/**
 * The agents' side of scheduled tours: published tours of their brand with departures, seats and
 * prices; pricing rooms on a departure; booking seats into a new or existing booking; and the
 * rates sheet.
 */
export function createTourBookingService(ctx: TAppContext, live: TFilesLive) {
  /** The agency's "today": on its brand's calendar, like every date of its bookings. */
  const todayOf = (agency: TAgencyPricingRow) => brandToday(ctx, agency.brandId);

  async function agencyOf(user: TSessionUser): Promise<TAgencyPricingRow> {
    const agency = user.agencyId === null ? null : await findAgencyById(ctx.db, user.agencyId);
    if (!agency || !agency.active) throw AppError.forbidden();
    return agency;
  }

  /** A published tour of the agency's brand; anything else is not found. */
  async function agentTour(
    executor: TExecutor,
    agency: TAgencyPricingRow,
    tourId: number,
  ): Promise<TTourDetails> {
    const tour = await findTourById(executor, tourId);
    if (!tour || tour.status !== 'published' || tour.brandId !== agency.brandId) {
      throw notFound(TOUR_NOT_FOUND);
    }
    return tour;
  }

  async function agentDeparture(executor: TExecutor, agency: TAgencyPricingRow, id: number) {
    const departure = await findDepartureById(executor, id);
    if (!departure) throw notFound(DEPARTURE_NOT_FOUND);
    const tour = await findTourById(executor, departure.tourId);
    if (!tour || tour.status !== 'published' || tour.brandId !== agency.brandId) {
      throw notFound(DEPARTURE_NOT_FOUND);
    }
    return { departure, tour };
  }

  function upcoming(tourIds: readonly number[], today: string) {
    const from = addDays(today, 1);
    return findDeparturesOfTours(ctx.db, tourIds, {
      from,
      to: addMonths(from, AGENT_HORIZON_MONTHS),
      excludeCancelled: true,
    });
  }

  function summaryOf(
    tour: TTourDetails,
    departures: readonly TDepartureRow[],
    seasons: readonly TSeasonWithRates[],
    today: string,
  ): TAgentTourSummary {
    const brand = getBrand(tour.brandId);
    const shown = departures.map((departure) =>
      presentAgentDeparture(departure, tour.durationDays, seasons, today),
    );
    const bookable = shown.filter((departure) => departure.isBookable);
    const prices = bookable
      .map((departure) => departure.fromPriceCents)
      .filter((price): price is number => price !== null);
    return {
      id: tour.id,
      code: tour.code,
      name: tour.name,
      categoryId: tour.categoryId,
      categoryName: tour.categoryName,
      durationDays: tour.durationDays,
      startLocationName: tour.startLocationName,
      endLocationName: tour.endLocationName,
      overview: presentText(tour.overview),
      firstImage: tour.images[0] ?? null,
      currency: brand.currency,
      brandId: brand.id,
      fromPriceCents: prices.length > 0 ? Math.min(...prices) : null,
      nextDepartureDate: bookable[0]?.departureDate ?? null,
      availableDepartureCount: bookable.length,
    };
  }

  async function summaries(tours: readonly TTourDetails[], today: string) {
    const ids = tours.map((tour) => tour.id);
    const departures = await upcoming(ids, today);
    const seasons = await findSeasonsOfTours(ctx.db, ids);
    return tours.map((tour) => ({
      tour,
      departures: departures.filter((departure) => departure.tourId === tour.id),
      seasons: seasons.filter((season) => season.tourId === tour.id),
    }));
  }

  return {
    async listTours(user: TSessionUser, query: TAgentTourListQuery) {
      const agency = await agencyOf(user);
      const { rows, total } = await findAgentToursPage(ctx.db, {
        brandId: agency.brandId,
        q: query.q,
        categoryId: query.categoryId,
        page: query.page,
        perPage: query.per_page,
      });
      const today = await todayOf(agency);
      const tours = (await summaries(rows, today)).map(({ tour, departures, seasons }) =>
        summaryOf(tour, departures, seasons, today),
      );
      return { rows: tours, total };
    },

    async listCategories(user: TSessionUser) {
      const agency = await agencyOf(user);
      return findAgentCategories(ctx.db, agency.brandId);
    },

    async getTour(user: TSessionUser, tourId: number): Promise<TAgentTour> {
      const agency = await agencyOf(user);
      const tour = await agentTour(ctx.db, agency, tourId);
      const today = await todayOf(agency);
      const [grouped] = await summaries([tour], today);
      const departures = grouped?.departures ?? [];
      const seasons = grouped?.seasons ?? [];
      const days = await findTourDays(ctx.db, tour.id);
      return {
        ...summaryOf(tour, departures, seasons, today),
        inclusions: presentText(tour.inclusions),
        images: [...tour.images],
        days: days.map((day) => {
          const { overnightLocationId: _id, ...shown } = presentDay(day);
          return shown;
        }),
        departures: departures.map((departure) =>
          presentAgentDeparture(departure, tour.durationDays, seasons, today),
        ),
      };
    },

    async price(user: TSessionUser, departureId: number, rooms: TFileRoom[]): Promise<TTourPrice> {
      const agency = await agencyOf(user);
      const { departure, tour } = await agentDeparture(ctx.db, agency, departureId);
      const price = await priceTourBooking(ctx.db, agency, tour, departure, rooms);
      const brand = getBrand(tour.brandId);
      return {
        departureId: departure.id,
        departureDate: departure.departureDate,
        currency: brand.currency,
        gstPercent: brand.gstPercent,
        seats: price.seats,
        seatsLeft: seatsLeft(departure),
        availability: departureAvailability(departure),
        refusal: departureBookingError(departure, price.seats, await todayOf(agency)),
        rooms: price.rooms.map((room) => ({
          roomType: room.roomType,
          adults: room.adults,
          children: room.children,
          sellCents: room.sellCents,
        })),
        sellCents: price.sellCents,
        commissionCents: price.commissionCents,
        netCents: price.netCents,
        gstCents: gstContent(price.sellCents, brand.gstPercent),
      };
    },

    /**
     * Books seats on a departure, in one transaction: price the rooms again (never trusting the
     * browser's figure), take the seats with a conditional UPDATE (a departure never sells more
     * than its capacity, however many agents book at once: the losers get a 409 saying what is
     * left), then either open a new booking (status Requested) or add the tour to one of the
     * agency's bookings, with the service line, its seat hold, the supplier request, a version,
     * the events, the invoice and the audit entry. Pushed live after commit.
     */
    async book(
      user: TSessionUser,
      departureId: number,
      request: TTourBookingRequest,
    ): Promise<TTourBookingResult> {
      const agency = await agencyOf(user);
      const booker = { user, agency };
      let outcome;
      try {
        outcome = await ctx.db.transaction(async (tx) => {
          const { departure, tour } = await agentDeparture(tx, agency, departureId);
          const price = await priceTourBooking(tx, agency, tour, departure, request.rooms);
          if (request.expectedSellCents !== null && request.expectedSellCents !== price.sellCents) {
            throw conflict(
              'The price of this departure has changed since you saw it. Check the new price and book again.',
            );
          }
          const today = await brandTodayWithin(tx, ctx.clock, agency.brandId);
          const refusal = departureBookingError(departure, price.seats, today);
          if (refusal) throw conflict(refusal);

          // An existing booking is locked before the seats, so the two are always taken in the
          // same order.
          const target = request.fileReference
            ? await lockFile(tx, request.fileReference, { agencyId: agency.id })
            : null;
          if (request.fileReference && !target) throw notFound('File not found.');
          if (target) checkTourTarget(target, departure.departureDate, tour.brandId);

          const at = ctx.clock.now();
          const taken = await takeSeats(tx, departure.id, price.seats, at);
          if (!taken) throw new SeatsGone();

          const days = await findTourDays(tx, tour.id);
          const result = target
            ? await addTourToFile(tx, booker, target, tour, departure, days, request, price, at)
            : await openTourFile(tx, booker, tour, departure, days, request, price, at);
          const line = result.lines.find((candidate) => candidate.key === result.lineKey);
          if (!line) throw new Error(`Tour line ${result.lineKey} vanished mid-booking`);
          await insertTourBooking(tx, {
            departureId: departure.id,
            fileId: result.file.id,
            serviceLineId: line.id,
            agencyId: agency.id,
            seats: price.seats,
            rooms: request.rooms,
            bookedByUserId: user.id,
            createdAt: at,
          });
          await requestFromSuppliers(tx, result.file.id, [line], 'new', at);
          const dispatched = await fileLifecycle().supplierRequests.dispatch(
            tx,
            ctx,
            result.file.id,
            at,
          );
          const saved = await findFileByReference(tx, result.file.reference, { agencyId: null });
          if (!saved) throw new Error(`File ${result.file.reference} vanished mid-booking`);
          // A booking held for credit is invoiced at once, so that its deposit can be paid.
          await fileLifecycle().invoices.reconcile(
            tx,
            saved,
            ctx.clock,
            isCreditHeld(saved) ? { issueNow: true } : {},
          );
          await recordAudit(
            tx,
            { userId: user.id, label: user.username },
            {
              action: 'tour.booked',
              entityType: 'tour-departure',
              entityId: departure.id,
              detail: {
                tourCode: tour.code,
                departureDate: departure.departureDate,
                fileReference: saved.reference,
                isNewFile: !target,
                seats: price.seats,
                sellCents: price.sellCents,
                netCents: price.netCents,
              },
              at,
            },
          );
          return {
            file: saved,
            from: target?.status ?? null,
            line,
            seats: price.seats,
            sellCents: price.sellCents,
            netCents: price.netCents,
            departure: { id: departure.id, seatsLeft: taken.capacity - taken.seatsSold },
            supplierRequests: [...dispatched.sent, ...dispatched.withdrawn],
          };
        });
      } catch (error) {
        if (!(error instanceof SeatsGone)) throw error;
        // Someone else took the seats first: say what is left now.
        const now = await findDepartureById(ctx.db, departureId);
        const seats = countPax(request.rooms);
        const message =
          (now &&
            departureBookingError(now, seats.adults + seats.children, await todayOf(agency))) ??
          'These seats are no longer available.';
        throw conflict(message);
      }

      if (outcome.from === null) {
        live.fileUpdated(outcome.file, 'file.created');
      } else {
        if (outcome.from !== outcome.file.status) live.statusChanged(outcome.file, outcome.from);
        live.linesUpdated(outcome.file, [outcome.line]);
        live.fileUpdated(outcome.file, 'line.added');
      }
      live.supplierRequestsChanged(outcome.file, outcome.supplierRequests);
      // Supplier mails queued in the transaction go now, outside it (as the file commands do).
      ctx.mail.kick();
      return {
        fileReference: outcome.file.reference,
        isNewFile: outcome.from === null,
        fileStatus: outcome.file.status,
        seats: outcome.seats,
        sellCents: outcome.sellCents,
        netCents: outcome.netCents,
        departure: {
          id: outcome.departure.id,
          seatsLeft: outcome.departure.seatsLeft,
          availability: outcome.departure.seatsLeft > 0 ? 'Available' : 'Full',
        },
      };
    },

    /** Departures and per-person rates of the brand's published tours, as CSV rows. */
    async ratesSheet(user: TSessionUser, query: TAgentTourRatesQuery) {
      const agency = await agencyOf(user);
      const tours = await findAllAgentTours(ctx.db, {
        brandId: agency.brandId,
        q: query.q,
        categoryId: query.categoryId,
        tourId: query.tourId,
      });
      if (query.tourId !== undefined && tours.length === 0) throw notFound(TOUR_NOT_FOUND);
      const today = await todayOf(agency);
      const grouped = await summaries(tours, today);
      return {
        brand: getBrand(agency.brandId),
        tours: grouped.map(({ tour, departures, seasons }) => ({
          tour,
          departures: departures.map((departure) =>
            presentAgentDeparture(departure, tour.durationDays, seasons, today),
          ),
        })),
      };
    },
  };
}

export type TTourBookingService = ReturnType<typeof createTourBookingService>;
