import type {
  TEmergencyContact,
  TEmergencyContactRequest,
  TFeedbackRequest,
  TFindItineraryResponse,
  TPrizeCart,
  TTravelApp,
  TTravelAppFeedback,
} from '@portal/shared/contracts/traveller';
import type { TContentLanguage } from '@portal/shared/domain/content-codes';
import { isCancelledFileStatus } from '@portal/shared/domain/file-states';
import type { TAppContext } from '../../app-context';
import type { TExecutor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import {
  findFileAgency,
  findFileLines,
  findSupplierNames,
  wasRequestedAsBooking,
  type TFileRow,
  type TLineRow,
} from '../files/files.repository';
import { depositOwingOf, travellerAmountToCollect } from '@portal/shared/domain/invoice-owing';
import { clientAccountOf } from '../invoices/invoices.client-account';
import { findOpenInvoices } from '../invoices/invoices.repository';
import { createInvoicesService } from '../invoices/invoices.service';
import { presentTravelAppAlert } from '../itinerary-alerts/itinerary-alerts.presenter';
import { findAlertsForTrip } from '../itinerary-alerts/itinerary-alerts.repository';
import { brandToday, brandTodayWithin } from '../settings/settings.service';
import { getOrCreateTravellerLinks } from './traveller-links.repository';
import { findFileRequests } from '../supplier-requests/supplier-requests.repository';
import {
  buildTravelDays,
  isVisibleToTraveller,
  presentEmergencyContact,
  presentFeedback,
  presentPrize,
} from './traveller.presenter';
import {
  findCartPrizes,
  findProductDescriptions,
  findEmergencyContact,
  findFileByExactReference,
  findLocationsByIds,
  findPrizeById,
  findPrizeChoice,
  findReview,
  insertPrizeChoice,
  insertReview,
  takePrizeFromStock,
  upsertEmergencyContact,
} from './traveller.repository';
import {
  FEEDBACK_ALREADY_RECEIVED,
  FEEDBACK_BOOKINGS_ONLY,
  FEEDBACK_NOT_OPEN,
  PRIZE_ALREADY_CHOSEN,
  PRIZE_NEEDS_FEEDBACK,
  PRIZE_NOT_AVAILABLE,
  PRIZE_NOT_FOUND,
  auditTravellerAction,
  bookingNotFoundMessage,
  brandOf,
  currencyOf,
  fileOfToken,
  isLiveBooking,
  normaliseReference,
} from './traveller-files';

/**
 * What the traveller owes now of the client price (docs/pricing.md, "Two prices"; never the
 * agency's invoice): the deposit while an invoice still owes its deposit and it is not yet past
 * its due date, otherwise the rest of the client price. Nothing where the agency collects itself.
 */
async function amountDueOf(
  executor: TExecutor,
  file: TFileRow,
  today: string,
  isPaidThroughAgency: boolean,
  lines: readonly TLineRow[],
): Promise<TTravelApp['amountDue']> {
  if (!isLiveBooking(file) || isPaidThroughAgency) return null;
  const invoices = await findOpenInvoices(executor, file.id);
  const account = await clientAccountOf(executor, file, lines);
  const currency = currencyOf(file.brandId);
  const depositInvoice = invoices.find((invoice) => depositOwingOf(invoice) > 0);
  if (depositInvoice && today <= depositInvoice.depositDueOn) {
    const deposit = travellerAmountToCollect('deposit', invoices, account);
    if (deposit) {
      return {
        purpose: 'deposit',
        amountCents: deposit.amountCents,
        currency,
        dueOn: depositInvoice.depositDueOn,
      };
    }
  }
  const balance = travellerAmountToCollect('balance', invoices, account);
  const invoice = invoices.find((candidate) => candidate.id === balance?.invoiceId);
  if (!balance || !invoice) return null;
  return {
    purpose: 'balance',
    amountCents: balance.amountCents,
    currency,
    dueOn: invoice.balanceDueOn,
  };
}

/**
 * The traveller's side of a booking: finding it by reference, the travel app, the emergency
 * contact, feedback after the trip and the prize it earns.
 */
export function createTravelAppService(ctx: TAppContext) {
  const { db } = ctx;

  /** Feedback opens on the last day of the trip, on the brand's calendar. */
  function feedbackIsOpen(file: TFileRow, today: string): boolean {
    return isLiveBooking(file) && file.endDate <= today;
  }

  async function prizeCartOf(
    executor: TExecutor,
    file: TFileRow,
    language: TContentLanguage,
  ): Promise<TPrizeCart> {
    const [review, choice] = await Promise.all([
      findReview(executor, file.id),
      findPrizeChoice(executor, file.id),
    ]);
    const prizes = await findCartPrizes(executor, choice?.prizeId ?? null, language);
    return {
      prizes: prizes.map(presentPrize),
      chosenPrizeId: choice?.prizeId ?? null,
      canChoose: review !== null && choice === null && isLiveBooking(file),
    };
  }

  async function cancelledTravelApp(token: string, file: TFileRow): Promise<TTravelApp> {
    const branding = await brandOf(ctx, file);
    return {
      token,
      bookingReference: file.reference,
      bookingName: file.bookingName,
      status: file.status,
      travelDate: file.travelDate,
      endDate: file.endDate,
      companyName: branding.companyName,
      brand: branding.brand,
      days: [],
      emergencyContact: null,
      canLeaveFeedback: false,
      feedback: null,
      canChoosePrize: false,
      isPaidThroughAgency: false,
      amountDue: null,
      alerts: [],
      generatedAt: ctx.clock.now().toISOString(),
    };
  }

  return {
    async findItinerary(rawReference: string): Promise<TFindItineraryResponse> {
      const reference = normaliseReference(rawReference);
      const file = reference === '' ? null : await findFileByExactReference(db, reference);
      // A cancelled booking is found too, so its travel app can say it is cancelled; a quote,
      // or a quote cancelled before it was ever booked, is not a trip.
      const isTrip =
        file !== null &&
        (isLiveBooking(file) ||
          (isCancelledFileStatus(file.status) && (await wasRequestedAsBooking(db, file.id))));
      if (!file || !isTrip) {
        throw new AppError('NOT_FOUND', bookingNotFoundMessage(reference));
      }
      const tokens = await db.transaction((tx) =>
        getOrCreateTravellerLinks(tx, file.id, ctx.clock.now()),
      );
      return { id: tokens.travelAppToken };
    },

    /**
     * A confirmed service's voucher (invoices/voucher.pdf.ts), for the travellers to show the
     * supplier; a cancelled booking has none (404), an unconfirmed service not yet (409).
     */
    async voucher(token: string, lineId: number): Promise<{ filename: string; pdf: Buffer }> {
      const file = await fileOfToken(db, token, 'travel-app');
      if (isCancelledFileStatus(file.status)) {
        throw new AppError('NOT_FOUND', 'Service not found.');
      }
      return createInvoicesService(ctx).voucherOfFile(file, lineId);
    },

    /** The traveller's itinerary; catalogue texts in `language` where they are translated. */
    async travelApp(token: string, language: TContentLanguage): Promise<TTravelApp> {
      const file = await fileOfToken(db, token, 'travel-app');
      // A cancelled booking says so and nothing more: no services, confirmations or vouchers
      // to travel on, nothing to pay (the web shows the cancellation from `status`).
      if (isCancelledFileStatus(file.status)) return cancelledTravelApp(token, file);
      const today = await brandToday(ctx, file.brandId);
      // The lines first: the amount due is worked out from them (the client price) too.
      const [lines, { travellerPayments }] = await Promise.all([
        findFileLines(db, file.id),
        findFileAgency(db, file.agencyId),
      ]);
      const isPaidThroughAgency = travellerPayments === 'agency';
      const [requests, contact, review, choice, amountDue, branding] = await Promise.all([
        findFileRequests(db, file.id),
        findEmergencyContact(db, file.id),
        findReview(db, file.id),
        findPrizeChoice(db, file.id),
        amountDueOf(db, file, today, isPaidThroughAgency, lines),
        brandOf(ctx, file),
      ]);
      const live = lines.filter(isVisibleToTraveller);
      const supplierRemarks = new Map<number, Set<string>>();
      for (const request of requests) {
        const text = request.remarks.trim();
        if (text === '') continue;
        const texts = supplierRemarks.get(request.serviceLineId) ?? new Set<string>();
        texts.add(text);
        supplierRemarks.set(request.serviceLineId, texts);
      }
      const locationIds = file.dayHeaders.flatMap((day) => [
        ...(day.overnightLocationId === null ? [] : [day.overnightLocationId]),
        ...day.drivingNotes.flatMap((note) => [note.fromLocationId, note.toLocationId]),
      ]);
      const productIds = live.flatMap((line) => (line.productId === null ? [] : [line.productId]));
      const [supplierNames, locationNames, descriptions, alerts] = await Promise.all([
        findSupplierNames(
          db,
          live.map((line) => line.supplierId),
        ),
        findLocationsByIds(db, locationIds),
        findProductDescriptions(db, productIds, language),
        findAlertsForTrip(db, { startsOn: file.travelDate, endsOn: file.endDate, locationIds }),
      ]);
      return {
        token,
        bookingReference: file.reference,
        bookingName: file.bookingName,
        status: file.status,
        travelDate: file.travelDate,
        endDate: file.endDate,
        companyName: branding.companyName,
        brand: branding.brand,
        days: buildTravelDays(file.dayHeaders, live, {
          supplier: (id) => supplierNames.get(id) ?? '',
          location: (id) => locationNames.get(id) ?? null,
          supplierRemarks: (lineId) => supplierRemarks.get(lineId) ?? new Set(),
          productDescription: (productId) => descriptions.get(productId) ?? '',
        }),
        emergencyContact: contact ? presentEmergencyContact(contact) : null,
        canLeaveFeedback: review === null && feedbackIsOpen(file, today),
        feedback: review ? presentFeedback(review) : null,
        canChoosePrize: review !== null && choice === null && isLiveBooking(file),
        isPaidThroughAgency,
        amountDue,
        alerts: alerts.map(presentTravelAppAlert),
        generatedAt: ctx.clock.now().toISOString(),
      };
    },

    async saveEmergencyContact(
      token: string,
      body: TEmergencyContactRequest,
      ip: string | null,
    ): Promise<TEmergencyContact> {
      const now = ctx.clock.now();
      const row = await db.transaction(async (tx) => {
        const file = await fileOfToken(tx, token, 'travel-app');
        const saved = await upsertEmergencyContact(tx, {
          fileId: file.id,
          ...body,
          updatedAt: now,
        });
        await auditTravellerAction(tx, ip, file.reference, {
          action: 'traveller.emergency-contact-saved',
          detail: { fullName: body.fullName, relationship: body.relationship },
          at: now,
        });
        return saved;
      });
      return presentEmergencyContact(row);
    },

    async leaveFeedback(
      token: string,
      body: TFeedbackRequest,
      ip: string | null,
    ): Promise<TTravelAppFeedback> {
      const now = ctx.clock.now();
      const row = await db.transaction(async (tx) => {
        const file = await fileOfToken(tx, token, 'travel-app');
        if (!isLiveBooking(file)) throw new AppError('CONFLICT', FEEDBACK_BOOKINGS_ONLY);
        if (!feedbackIsOpen(file, await brandTodayWithin(tx, ctx.clock, file.brandId)))
          throw new AppError('CONFLICT', FEEDBACK_NOT_OPEN);
        const lineIds = new Set(
          // The services the travel app shows, and no other.
          (await findFileLines(tx, file.id)).filter(isVisibleToTraveller).map((line) => line.id),
        );
        const rated = body.serviceRatings.map((rating) => rating.serviceLineId);
        if (rated.some((id) => !lineIds.has(id)) || new Set(rated).size !== rated.length) {
          const message = 'Only the services of this booking can be rated, each once.';
          throw new AppError('BAD_REQUEST', message, { errors: { serviceRatings: [message] } });
        }
        const review = await insertReview(tx, {
          fileId: file.id,
          tripRating: body.tripRating,
          comment: body.comment,
          serviceRatings: body.serviceRatings,
          submittedAt: now,
        });
        if (!review) throw new AppError('CONFLICT', FEEDBACK_ALREADY_RECEIVED);
        await auditTravellerAction(tx, ip, file.reference, {
          action: 'traveller.feedback-received',
          detail: { tripRating: body.tripRating, services: rated.length },
          at: now,
        });
        return review;
      });
      return presentFeedback(row);
    },

    async prizeCart(token: string, language: TContentLanguage): Promise<TPrizeCart> {
      const file = await fileOfToken(db, token, 'travel-app');
      return prizeCartOf(db, file, language);
    },

    async choosePrize(
      token: string,
      prizeId: number,
      ip: string | null,
      language: TContentLanguage,
    ): Promise<TPrizeCart> {
      const now = ctx.clock.now();
      const file = await db.transaction(async (tx) => {
        const found = await fileOfToken(tx, token, 'travel-app');
        if (!isLiveBooking(found) || !(await findReview(tx, found.id))) {
          throw new AppError('CONFLICT', PRIZE_NEEDS_FEEDBACK);
        }
        if (await findPrizeChoice(tx, found.id)) {
          throw new AppError('CONFLICT', PRIZE_ALREADY_CHOSEN);
        }
        const prize = await findPrizeById(tx, prizeId);
        if (!prize?.active) throw new AppError('NOT_FOUND', PRIZE_NOT_FOUND);
        if (!(await takePrizeFromStock(tx, prizeId, now))) {
          throw new AppError('CONFLICT', PRIZE_NOT_AVAILABLE);
        }
        // The unique file_id settles two choices at once; the loser's stock change rolls back.
        if (!(await insertPrizeChoice(tx, { fileId: found.id, prizeId, chosenAt: now }))) {
          throw new AppError('CONFLICT', PRIZE_ALREADY_CHOSEN);
        }
        await auditTravellerAction(tx, ip, found.reference, {
          action: 'traveller.prize-chosen',
          detail: { prizeId, prizeName: prize.name },
          at: now,
        });
        return found;
      });
      return prizeCartOf(db, file, language);
    },
  };
}
