import type {
  TTourCategoryRequest,
  TTourDepartureListQuery,
  TTourDepartureRequest,
  TTourListQuery,
  TTourCsvQuery,
  TTourOptions,
  TTourRequest,
  TTourSeasonRequest,
} from '@portal/shared/contracts/regular-tours';
import { seasonOverlapMessage } from '@portal/shared/contracts/regular-tours';
import type { TAppContext } from '../../app-context';
import type { TTransaction } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { recordAudit, type TAuditActor } from '../audit/audit.service';
import {
  isCheckViolation,
  isForeignKeyViolation,
  isUniqueViolation,
} from '../../lib/database-errors';
import { operatorToday } from '../../lib/clock';
import { brandToday } from '../settings/settings.service';
import { findExistingLocationIds } from '../catalogue/locations.repository';
import {
  findProductByCode,
  insertProduct,
  updateProduct,
  type TProductFields,
} from '../catalogue/products.repository';
import { findSupplierById } from '../catalogue/suppliers.repository';
import {
  departureHasBookings,
  findDepartureBookings,
  tourHasBookings,
} from './tour-bookings.repository';
import {
  deleteCategory,
  findAllCategories,
  findCategoriesPage,
  findCategoryById,
  findCategoryByName,
  findCategoryOptions,
  insertCategory,
  updateCategory,
} from './tour-categories.repository';
import {
  countUpcomingDepartures,
  deleteDeparture,
  findDepartureById,
  findDeparturesPage,
  insertDeparture,
  updateDeparture,
  type TDepartureFields,
} from './tour-departures.repository';
import {
  deleteSeason,
  findSeasonById,
  findSeasonsOfTour,
  insertSeason,
  lockTour,
  updateSeason,
} from './tour-seasons.repository';
import {
  findAllTours,
  findTourByCode,
  findTourById,
  findTourDays,
  findTourFormOptions,
  findToursPage,
  insertTour,
  replaceTourDays,
  updateTour,
  type TTourDetails,
} from './tours.repository';
import { writeTourTexts } from './tour-texts.repository';
import { presentDeparture, presentTour } from './tours.presenter';

/** The catalogue product behind a tour: what its bookings' service lines point at. */
function tourProductCode(tourCode: string): string {
  return `TOUR-${tourCode}`;
}

/**
 * The product a tour's bookings point at: a guide service (GU) sold per person, inactive so it
 * is never offered or priced outside a departure, named, placed and supplied like the tour.
 */
export function tourProductProfile(tour: {
  code: string;
  name: string;
  supplierId: number;
  startLocationId: number;
  supplier: { phone: string | null; address: string } | null;
}): TProductFields {
  return {
    code: tourProductCode(tour.code),
    supplierId: tour.supplierId,
    serviceTypeCode: 'GU',
    locationId: tour.startLocationId,
    name: tour.name,
    phone: tour.supplier?.phone ?? '',
    address: tour.supplier?.address ?? '',
    pricingBasis: 'per_person',
    accommodationClass: null,
    roomTypes: [],
    capacity: null,
    durationMinutes: null,
    active: false,
  };
}

function duplicateTourCode(): AppError {
  return AppError.invalidField('code', 'This code is already in use');
}

function duplicateCategoryName(): AppError {
  return AppError.invalidField('name', 'A category with this name already exists');
}

function conflict(message: string): AppError {
  return new AppError('CONFLICT', message);
}

/** The back office's tours: categories, tours and their days, seasons, departures. */
export function createToursService(ctx: TAppContext) {
  const { db } = ctx;
  const now = () => ctx.clock.now();
  /**
   * A tour's dates are on its brand's calendar; a list over both brands counts from the head
   * office's date.
   */
  const today = (brandId?: number) =>
    brandId === undefined ? Promise.resolve(operatorToday(ctx.clock)) : brandToday(ctx, brandId);

  async function getCategoryRow(id: number) {
    const category = await findCategoryById(db, id);
    if (!category) throw notFound('Category');
    return category;
  }

  async function getTourRow(id: number): Promise<TTourDetails> {
    const tour = await findTourById(db, id);
    if (!tour) throw notFound('Tour');
    return tour;
  }

  async function tourView(id: number) {
    const tour = await getTourRow(id);
    return presentTour(tour, await findTourDays(db, id), {
      upcomingDepartureCount: await countUpcomingDepartures(db, id, await today(tour.brandId)),
      hasBookings: await tourHasBookings(db, id),
    });
  }

  /** What the schema cannot check: the code is free and everything referred to exists. */
  async function checkTour(input: TTourRequest, self: TTourDetails | null): Promise<void> {
    const holder = await findTourByCode(db, input.code);
    if (holder && holder.id !== self?.id) throw duplicateTourCode();
    const productHolder = await findProductByCode(db, tourProductCode(input.code));
    if (productHolder && productHolder.id !== self?.productId) throw duplicateTourCode();
    if (!(await findCategoryById(db, input.categoryId))) {
      throw AppError.invalidField('categoryId', 'This category does not exist');
    }
    const supplier = await findSupplierById(db, input.supplierId);
    if (!supplier) throw AppError.invalidField('supplierId', 'This supplier does not exist');
    if (!supplier.active && supplier.id !== self?.supplierId) {
      throw AppError.invalidField('supplierId', 'This supplier is inactive');
    }
    const locationIds = [
      input.startLocationId,
      input.endLocationId,
      ...input.days.flatMap((day) =>
        day.overnightLocationId === null ? [] : [day.overnightLocationId],
      ),
    ];
    const known = await findExistingLocationIds(db, locationIds);
    for (const [field, id] of [
      ['startLocationId', input.startLocationId],
      ['endLocationId', input.endLocationId],
    ] as const) {
      if (!known.has(id)) throw AppError.invalidField(field, 'This location does not exist');
    }
    input.days.forEach((day, index) => {
      if (day.overnightLocationId !== null && !known.has(day.overnightLocationId)) {
        throw AppError.invalidField(
          `days.${index}.overnightLocationId`,
          'This location does not exist',
        );
      }
    });
    if (self && self.brandId !== input.brandId && (await tourHasBookings(db, self.id))) {
      throw conflict(
        'This tour has bookings in its brand’s currency; its brand cannot change. Create a new tour instead.',
      );
    }
  }

  function dayFields(input: TTourRequest) {
    return input.days.map((day) => ({
      dayNumber: day.dayNumber,
      title: day.title,
      overnightLocationId: day.overnightLocationId,
      hasBreakfast: day.meals.breakfast,
      hasLunch: day.meals.lunch,
      hasDinner: day.meals.dinner,
    }));
  }

  async function productFields(input: TTourRequest): Promise<TProductFields> {
    return tourProductProfile({ ...input, supplier: await findSupplierById(db, input.supplierId) });
  }

  async function withUniqueTourCode<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error, 'tours_code_unique')) throw duplicateTourCode();
      if (isUniqueViolation(error, 'products_code_unique')) throw duplicateTourCode();
      throw error;
    }
  }

  async function checkSeasons(
    tx: TTransaction,
    tourId: number,
    input: TTourSeasonRequest,
    selfId: number | null,
  ): Promise<void> {
    const others = (await findSeasonsOfTour(tx, tourId)).filter((season) => season.id !== selfId);
    const message = seasonOverlapMessage([...others, input]);
    if (message) throw AppError.invalidField('validFrom', message);
  }

  function departureFields(input: TTourDepartureRequest): TDepartureFields {
    return {
      departureDate: input.departureDate,
      capacity: input.capacity,
      breakEvenSeats: input.breakEvenSeats,
      fixedCostCents: input.fixedCostCents,
      isGuaranteed: input.isGuaranteed,
      status: input.status,
      notes: input.notes,
    };
  }

  async function departureView(id: number) {
    const departure = await findDepartureById(db, id);
    if (!departure) throw notFound('Departure');
    const tour = await getTourRow(departure.tourId);
    return presentDeparture(departure, tour, await findSeasonsOfTour(db, tour.id));
  }

  async function writeDeparture<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error, 'tour_departures_tour_date_key')) {
        throw AppError.invalidField('departureDate', 'This tour already leaves on this date');
      }
      if (isCheckViolation(error, 'tour_departures_seats_chk')) {
        throw conflict('More seats are sold than this capacity; the capacity was not changed.');
      }
      throw error;
    }
  }

  return {
    async options(): Promise<TTourOptions> {
      const categories = await findCategoryOptions(db);
      const { suppliers, locations } = await findTourFormOptions(db);
      return { categories, suppliers, locations };
    },

    // Categories -----------------------------------------------------------------------------

    getCategory: getCategoryRow,

    listCategories(query: { q?: string | undefined; page: number; per_page: number }) {
      return findCategoriesPage(db, { q: query.q, page: query.page, perPage: query.per_page });
    },

    exportCategories(query: { q?: string | undefined }) {
      return findAllCategories(db, { q: query.q });
    },

    async createCategory(actor: TAuditActor, input: TTourCategoryRequest) {
      if (await findCategoryByName(db, input.name)) throw duplicateCategoryName();
      const at = now();
      try {
        const id = await db.transaction(async (tx) => {
          const newId = await insertCategory(tx, input, at);
          await recordAudit(tx, actor, {
            action: 'tour-category.created',
            entityType: 'tour-category',
            entityId: newId,
            detail: { ...input },
            at,
          });
          return newId;
        });
        return await getCategoryRow(id);
      } catch (error) {
        if (isUniqueViolation(error, 'tour_categories_name_key')) throw duplicateCategoryName();
        throw error;
      }
    },

    async updateCategory(actor: TAuditActor, id: number, input: TTourCategoryRequest) {
      const before = await getCategoryRow(id);
      const holder = await findCategoryByName(db, input.name);
      if (holder && holder.id !== id) throw duplicateCategoryName();
      const at = now();
      try {
        await db.transaction(async (tx) => {
          await updateCategory(tx, id, input, at);
          await recordAudit(tx, actor, {
            action: 'tour-category.updated',
            entityType: 'tour-category',
            entityId: id,
            detail: {
              before: { name: before.name, description: before.description },
              after: { ...input },
            },
            at,
          });
        });
      } catch (error) {
        if (isUniqueViolation(error, 'tour_categories_name_key')) throw duplicateCategoryName();
        throw error;
      }
      return getCategoryRow(id);
    },

    async deleteCategory(actor: TAuditActor, id: number) {
      const category = await getCategoryRow(id);
      if (category.tourCount > 0) {
        throw conflict(
          `${category.name} still holds ${category.tourCount} tour${category.tourCount === 1 ? '' : 's'}; move them to another category first.`,
        );
      }
      const at = now();
      try {
        await db.transaction(async (tx) => {
          await deleteCategory(tx, id);
          await recordAudit(tx, actor, {
            action: 'tour-category.deleted',
            entityType: 'tour-category',
            entityId: id,
            detail: { name: category.name },
            at,
          });
        });
      } catch (error) {
        // A tour filed under it in the meantime.
        if (isForeignKeyViolation(error)) {
          throw conflict(`${category.name} holds tours; move them to another category first.`);
        }
        throw error;
      }
    },

    // Tours ------------------------------------------------------------------------------------

    getTour: tourView,

    async listTours(query: TTourListQuery) {
      return findToursPage(db, {
        q: query.q,
        categoryId: query.categoryId,
        brandId: query.brandId,
        status: query.status,
        page: query.page,
        perPage: query.per_page,
        today: await today(query.brandId),
      });
    },

    async exportTours(query: TTourCsvQuery) {
      return findAllTours(db, { ...query, today: await today(query.brandId) });
    },

    /**
     * A new tour with its days, and the catalogue product its bookings will point at (service type
     * GU, per person, inactive so it is never sold outside a departure).
     */
    async createTour(actor: TAuditActor, input: TTourRequest) {
      await checkTour(input, null);
      const at = now();
      const product = await productFields(input);
      const id = await withUniqueTourCode(() =>
        db.transaction(async (tx) => {
          const productId = await insertProduct(tx, product, at);
          const tourId = await insertTour(
            tx,
            {
              code: input.code,
              name: input.name,
              brandId: input.brandId,
              categoryId: input.categoryId,
              supplierId: input.supplierId,
              productId,
              startLocationId: input.startLocationId,
              endLocationId: input.endLocationId,
              status: input.status,
              durationDays: input.days.length,
              images: input.images,
            },
            at,
          );
          await replaceTourDays(tx, tourId, dayFields(input));
          await writeTourTexts(tx, tourId, input, { userId: actor.userId, label: actor.label }, at);
          await recordAudit(tx, actor, {
            action: 'tour.created',
            entityType: 'tour',
            entityId: tourId,
            detail: {
              code: input.code,
              name: input.name,
              brandId: input.brandId,
              days: input.days.length,
            },
            at,
          });
          return tourId;
        }),
      );
      return tourView(id);
    },

    async updateTour(actor: TAuditActor, id: number, input: TTourRequest) {
      const before = await getTourRow(id);
      await checkTour(input, before);
      const at = now();
      const product = await productFields(input);
      await withUniqueTourCode(() =>
        db.transaction(async (tx) => {
          await updateProduct(tx, before.productId, product, at);
          await updateTour(
            tx,
            id,
            {
              code: input.code,
              name: input.name,
              brandId: input.brandId,
              categoryId: input.categoryId,
              supplierId: input.supplierId,
              startLocationId: input.startLocationId,
              endLocationId: input.endLocationId,
              status: input.status,
              durationDays: input.days.length,
              images: input.images,
            },
            at,
          );
          await replaceTourDays(tx, id, dayFields(input));
          await writeTourTexts(tx, id, input, { userId: actor.userId, label: actor.label }, at);
          await recordAudit(tx, actor, {
            action: 'tour.updated',
            entityType: 'tour',
            entityId: id,
            detail: {
              before: { code: before.code, name: before.name, status: before.status },
              after: { code: input.code, name: input.name, status: input.status },
              days: input.days.length,
            },
            at,
          });
        }),
      );
      return tourView(id);
    },

    // Seasons ----------------------------------------------------------------------------------

    async listSeasons(tourId: number) {
      await getTourRow(tourId);
      return findSeasonsOfTour(db, tourId);
    },

    async createSeason(actor: TAuditActor, tourId: number, input: TTourSeasonRequest) {
      const at = now();
      const id = await db.transaction(async (tx) => {
        if (!(await lockTour(tx, tourId))) throw notFound('Tour');
        await checkSeasons(tx, tourId, input, null);
        const seasonId = await insertSeason(
          tx,
          tourId,
          { name: input.name, validFrom: input.validFrom, validTo: input.validTo },
          input.rates,
          at,
        );
        await recordAudit(tx, actor, {
          action: 'tour-season.created',
          entityType: 'tour',
          entityId: tourId,
          detail: { seasonId, ...input },
          at,
        });
        return seasonId;
      });
      const season = await findSeasonById(db, id);
      if (!season) throw notFound('Season');
      return season;
    },

    async updateSeason(actor: TAuditActor, id: number, input: TTourSeasonRequest) {
      const before = await findSeasonById(db, id);
      if (!before) throw notFound('Season');
      const at = now();
      await db.transaction(async (tx) => {
        await lockTour(tx, before.tourId);
        await checkSeasons(tx, before.tourId, input, id);
        await updateSeason(
          tx,
          id,
          { name: input.name, validFrom: input.validFrom, validTo: input.validTo },
          input.rates,
          at,
        );
        await recordAudit(tx, actor, {
          action: 'tour-season.updated',
          entityType: 'tour',
          entityId: before.tourId,
          detail: {
            seasonId: id,
            before: {
              name: before.name,
              validFrom: before.validFrom,
              validTo: before.validTo,
              rates: before.rates.map(({ roomType, costCents, sellCents }) => ({
                roomType,
                costCents,
                sellCents,
              })),
            },
            after: input,
          },
          at,
        });
      });
      const season = await findSeasonById(db, id);
      if (!season) throw notFound('Season');
      return season;
    },

    async deleteSeason(actor: TAuditActor, id: number) {
      const season = await findSeasonById(db, id);
      if (!season) throw notFound('Season');
      const at = now();
      await db.transaction(async (tx) => {
        await deleteSeason(tx, id);
        await recordAudit(tx, actor, {
          action: 'tour-season.deleted',
          entityType: 'tour',
          entityId: season.tourId,
          detail: { seasonId: id, name: season.name },
          at,
        });
      });
    },

    // Departures ---------------------------------------------------------------------------------

    async listDepartures(tourId: number, query: TTourDepartureListQuery) {
      const tour = await getTourRow(tourId);
      const from = query.all ? undefined : (query.from ?? (await today(tour.brandId)));
      const { rows, total } = await findDeparturesPage(db, tourId, {
        from,
        status: query.status,
        page: query.page,
        perPage: query.per_page,
      });
      const seasons = await findSeasonsOfTour(db, tourId);
      return {
        rows: rows.map((row) => presentDeparture(row, tour, seasons)),
        total,
      };
    },

    getDeparture: departureView,

    async createDeparture(actor: TAuditActor, tourId: number, input: TTourDepartureRequest) {
      await getTourRow(tourId);
      if (input.status === 'cancelled') {
        throw AppError.invalidField('status', 'A new departure is open or closed, not cancelled');
      }
      const at = now();
      const id = await writeDeparture(() =>
        db.transaction(async (tx) => {
          const departureId = await insertDeparture(tx, tourId, departureFields(input), at);
          await recordAudit(tx, actor, {
            action: 'tour-departure.created',
            entityType: 'tour-departure',
            entityId: departureId,
            detail: { tourId, ...input },
            at,
          });
          return departureId;
        }),
      );
      return departureView(id);
    },

    /**
     * Changes a departure. Seats sold belong to bookings, so: the capacity cannot drop below them,
     * the date cannot move and the departure cannot be cancelled while any are sold (the bookings
     * must be cancelled or moved first, which gives the seats back).
     */
    async updateDeparture(actor: TAuditActor, id: number, input: TTourDepartureRequest) {
      const before = await findDepartureById(db, id);
      if (!before) throw notFound('Departure');
      const at = now();
      await writeDeparture(() =>
        db.transaction(async (tx) => {
          const current = await findDepartureById(tx, id);
          if (!current) throw notFound('Departure');
          if (current.seatsSold > 0) {
            if (input.departureDate !== current.departureDate) {
              throw conflict(
                `${current.seatsSold} seat${current.seatsSold === 1 ? ' is' : 's are'} sold on this departure; its date cannot move.`,
              );
            }
            if (input.status === 'cancelled') {
              throw conflict(
                `${current.seatsSold} seat${current.seatsSold === 1 ? ' is' : 's are'} sold on this departure; cancel those bookings before cancelling it.`,
              );
            }
            if (input.capacity < current.seatsSold) {
              throw conflict(
                `${current.seatsSold} seats are sold on this departure; the capacity cannot be less.`,
              );
            }
          }
          await updateDeparture(tx, id, departureFields(input), at);
          await recordAudit(tx, actor, {
            action: 'tour-departure.updated',
            entityType: 'tour-departure',
            entityId: id,
            detail: {
              before: {
                departureDate: current.departureDate,
                capacity: current.capacity,
                breakEvenSeats: current.breakEvenSeats,
                fixedCostCents: current.fixedCostCents,
                isGuaranteed: current.isGuaranteed,
                status: current.status,
              },
              after: input,
            },
            at,
          });
        }),
      );
      return departureView(id);
    },

    async deleteDeparture(actor: TAuditActor, id: number) {
      const departure = await findDepartureById(db, id);
      if (!departure) throw notFound('Departure');
      if (await departureHasBookings(db, id)) {
        throw conflict(
          'This departure has bookings (past or present); cancel it instead of deleting it.',
        );
      }
      const at = now();
      try {
        await db.transaction(async (tx) => {
          await deleteDeparture(tx, id);
          await recordAudit(tx, actor, {
            action: 'tour-departure.deleted',
            entityType: 'tour-departure',
            entityId: id,
            detail: { tourId: departure.tourId, departureDate: departure.departureDate },
            at,
          });
        });
      } catch (error) {
        if (isForeignKeyViolation(error)) {
          throw conflict('This departure was booked just now; cancel it instead of deleting it.');
        }
        throw error;
      }
    },

    async listDepartureBookings(id: number) {
      if (!(await findDepartureById(db, id))) throw notFound('Departure');
      return findDepartureBookings(db, id);
    },
  };
}

export type TToursService = ReturnType<typeof createToursService>;
