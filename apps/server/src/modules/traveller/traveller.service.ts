import type { TSessionUser } from '@portal/shared/contracts/auth';
import type { TRealtimeEventPayload } from '@portal/shared/contracts/realtime';
import type {
  TAcceptQuoteRequest,
  TAdminFileTraveller,
  TAdminEmergencyContact,
  TEmergencyContact,
  TEmergencyContactRequest,
  TFeedbackRequest,
  TFindItineraryResponse,
  TPrizeCart,
  TPublicQuote,
  TTravelApp,
  TTravelAppFeedback,
  TTravellerLinks,
  TTravellerShare,
  TShareLinkEmailRequest,
} from '@portal/shared/contracts/traveller';
import { getBrand } from '@portal/shared/domain/brands';
import type { TContentLanguage } from '@portal/shared/domain/content-codes';
import { UNBOOKABLE_LINE_STATUSES, isCancelledFileStatus } from '@portal/shared/domain/file-states';
import { formatPrice } from '@portal/shared/format/money';
import {
  agencyChannel,
  BACKOFFICE_CHANNEL,
  fileChannel,
} from '@portal/shared/domain/realtime-channels';
import type { TAppContext } from '../../app-context';
import type { TExecutor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { recordAudit, type TAuditActor } from '../audit/audit.service';
import { queueMail } from '../mail/mail.service';
import {
  findAgencyName,
  findFileByReference,
  findFileLines,
  findSupplierNames,
  wasRequestedAsBooking,
  type TFileRow,
  type TFileScope,
  type TLineRow,
} from '../files/files.repository';
import { recordFileEvents } from '../files/commands/within-transaction';
import { findOpenInvoices } from '../invoices/invoices.repository';
import { presentTravelAppAlert } from '../itinerary-alerts/itinerary-alerts.presenter';
import { findAlertsForTrip } from '../itinerary-alerts/itinerary-alerts.repository';
import { operatorToday } from '../../lib/clock';
import type { TBroadcaster } from '../realtime/broadcaster';
import {
  findLiveToken,
  findTravellerLink,
  getOrCreateTravellerLink,
  getOrCreateTravellerLinks,
  revokeTravellerLink,
  listTravellerLinks,
  type TTravellerLinkKind,
} from './traveller-links.repository';
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
  findAgentContact,
  findEmergencyContact,
  findFileByExactReference,
  findFileById,
  findLocationsByIds,
  findPrizeById,
  findPrizeChoice,
  findQuoteAcceptance,
  findReview,
  insertPrizeChoice,
  insertQuoteAcceptance,
  insertReview,
  lockFileById,
  takePrizeFromStock,
  upsertEmergencyContact,
} from './traveller.repository';

export const INVALID_TRAVEL_APP_LINK = 'This itinerary link is not valid.';
export const INVALID_QUOTE_LINK = 'This quote link is not valid.';
export const FEEDBACK_ALREADY_RECEIVED = 'Feedback was already received for this booking.';
export const FEEDBACK_NOT_OPEN = 'Feedback opens on the last day of travel.';
export const FEEDBACK_BOOKINGS_ONLY = 'Feedback can only be left for a booking.';
export const PRIZE_ALREADY_CHOSEN = 'A prize was already chosen for this booking.';
export const PRIZE_NOT_AVAILABLE = 'This prize is no longer available.';
export const PRIZE_NEEDS_FEEDBACK = 'Please leave your feedback before choosing a prize.';
export const PRIZE_NOT_FOUND = 'Prize not found.';
export const NO_LIVE_LINK = 'There is no link to revoke.';
export const QUOTE_ALREADY_ACCEPTED = 'This quote was already accepted.';
export const QUOTE_NOT_ACCEPTABLE = 'This quote can no longer be accepted.';
export const QUOTE_NOTHING_BOOKABLE =
  'None of the services in this quote can be booked on its dates any more. Please ask your travel agent for a new quote.';
const FILE_NOT_FOUND = 'File not found.';

export function bookingNotFoundMessage(reference: string): string {
  return `We could not find a booking with reference ${reference}. Please check the reference on your confirmation.`;
}

export function quoteNotFoundMessage(reference: string): string {
  return `We could not find a quote with reference ${reference}. Please check the reference your travel agent gave you.`;
}

/** "nz-100234 " and "NZ 100234" are the same reference as "NZ-100234". */
export function normaliseReference(reference: string): string {
  return reference.trim().toUpperCase().replace(/\s+/g, '');
}

/** The quote's lines a client sees: every service not withdrawn, unavailable ones marked. */
function quoteLinesOf(lines: readonly TLineRow[]) {
  const shown = lines.filter((line) => line.status !== 'Cancelled');
  const bookable = shown.filter((line) => !UNBOOKABLE_LINE_STATUSES.includes(line.status));
  return {
    shown,
    bookable,
    unavailable: shown.filter((line) => UNBOOKABLE_LINE_STATUSES.includes(line.status)),
    /** What the client would pay: the services that can be booked, as the agent's red lines. */
    totalCents: bookable.reduce((total, line) => total + line.sellCents, 0),
  };
}

/**
 * Statuses that are a booking a traveller holds: not a quote, and not cancelled — from the
 * agency's cancellation on, while suppliers may still be releasing (isCancelledFileStatus).
 */
function isLiveBooking(file: Pick<TFileRow, 'status'>): boolean {
  return file.status !== 'Quote' && !isCancelledFileStatus(file.status);
}

const TRAVELLER_ACTOR = (ip: string | null): TAuditActor => ({
  userId: null,
  label: 'traveller',
  ip,
});

/** A staff member's action on a file's traveller side (links, shares, personal data read). */
function auditFileAction(
  executor: TExecutor,
  staff: { user: TSessionUser; ip: string | null },
  reference: string,
  action: string,
  at: Date,
  detail?: Record<string, unknown>,
): Promise<void> {
  return recordAudit(
    executor,
    { userId: staff.user.id, label: staff.user.username, ip: staff.ip },
    { action, entityType: 'file', entityId: reference, at, ...(detail ? { detail } : {}) },
  );
}

function currencyOf(brandId: number): 'NZD' | 'AUD' {
  return getBrand(brandId).currency;
}

/**
 * What is owing now on the booking's invoices, oldest invoice first: the deposit while it is
 * unpaid and not yet past its due date, otherwise whatever is left of the invoice.
 */
async function amountDueOf(
  executor: TExecutor,
  file: TFileRow,
  today: string,
): Promise<TTravelApp['amountDue']> {
  if (!isLiveBooking(file)) return null;
  for (const invoice of await findOpenInvoices(executor, file.id)) {
    const owing = invoice.totalCents - invoice.creditedCents - invoice.paidCents;
    if (owing <= 0) continue;
    const depositOwing = Math.min(owing, invoice.depositCents - invoice.paidCents);
    if (depositOwing > 0 && today <= invoice.depositDueOn) {
      return {
        purpose: 'deposit',
        amountCents: depositOwing,
        currency: currencyOf(file.brandId),
        dueOn: invoice.depositDueOn,
      };
    }
    return {
      purpose: 'balance',
      amountCents: owing,
      currency: currencyOf(file.brandId),
      dueOn: invoice.balanceDueOn,
    };
  }
  return null;
}

/** What a client's acceptance covers: the bookable services' total, and what it left out. */
interface TAcceptedServices {
  totalCents: number;
  /** Unavailable services, "name (date)": shown marked to the client and not accepted. */
  leftOut: string[];
}

/** The agent's client gets the link, with the agent's own words above it (plain text). */
function shareMail(
  file: TFileRow,
  kind: TTravellerLinkKind,
  url: string,
  agentName: string,
  body: TShareLinkEmailRequest,
): { subject: string; text: string } {
  const what = kind === 'quote' ? `your quote ${file.reference}` : `your trip ${file.reference}`;
  const intro = body.message ? `${body.message}\n\n` : '';
  return {
    subject: kind === 'quote' ? `Your quote ${file.reference}` : `Your trip ${file.reference}`,
    text: `Hello,\n\n${intro}Open ${what} here:\n${url}\n\n${agentName}`,
  };
}

/** Tells the agent their client accepted the quote (plain text; the file link is the agent's). */
function acceptedMail(
  file: TFileRow,
  agentName: string,
  body: TAcceptQuoteRequest,
  accepts: TAcceptedServices,
): { subject: string; text: string } {
  const comment = body.comment === '' ? '' : `\n\nTheir comment:\n${body.comment}`;
  const leftOut =
    accepts.leftOut.length === 0
      ? ''
      : '\n\nThese services were unavailable on their dates and are not part of the acceptance; ' +
        `replace or remove them before requesting the booking:\n- ${accepts.leftOut.join('\n- ')}`;
  const total = formatPrice(accepts.totalCents, file.brandId);
  return {
    subject: `Quote ${file.reference} accepted by ${body.fullName}`,
    text:
      `Hello ${agentName},\n\n${body.fullName} accepted quote ${file.reference} ` +
      `(${file.bookingName}, travelling ${file.travelDate}) from the link you shared, ` +
      `at an estimated ${total}.${leftOut}${comment}\n\n` +
      'Open the file in the agent portal to request the booking.',
  };
}

export function createTravellerService(
  ctx: TAppContext,
  deps: { broadcaster: () => TBroadcaster },
) {
  const { db } = ctx;

  function linkUrls(tokens: { travelAppToken: string; quoteToken: string }): TTravellerLinks {
    return {
      travelAppUrl: `${ctx.config.appUrl}/travel-app/${tokens.travelAppToken}`,
      quoteUrl: `${ctx.config.appUrl}/quote/${tokens.quoteToken}`,
    };
  }

  /** The file a live link of `kind` opens; anything else (unknown, revoked, other kind) is 404. */
  async function fileOfToken(
    executor: TExecutor,
    token: string,
    kind: TTravellerLinkKind,
  ): Promise<TFileRow> {
    const message = kind === 'quote' ? INVALID_QUOTE_LINK : INVALID_TRAVEL_APP_LINK;
    const link = await findTravellerLink(executor, token);
    if (link?.kind !== kind || link.revokedAt !== null) throw new AppError('NOT_FOUND', message);
    const file = await findFileById(executor, link.fileId);
    if (!file) throw new AppError('NOT_FOUND', message);
    return file;
  }

  async function brandOf(file: TFileRow): Promise<{
    companyName: string;
    brand: TTravelApp['brand'];
  }> {
    const [general, brands] = await Promise.all([
      ctx.settings.get('general'),
      ctx.settings.get('brands'),
    ]);
    const details = getBrand(file.brandId).code === 'AU' ? brands.AU : brands.NZ;
    return {
      companyName: general.company_name,
      brand: {
        id: file.brandId,
        name: details.tradingName,
        currency: currencyOf(file.brandId),
        priceMessage: details.priceMessage,
        supportPhone: details.phone || general.support_phone,
        supportEmail: details.email || general.support_email,
      },
    };
  }

  function feedbackIsOpen(file: TFileRow): boolean {
    return isLiveBooking(file) && file.endDate <= operatorToday(ctx.clock);
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

  async function publicQuoteOf(file: TFileRow, token: string): Promise<TPublicQuote> {
    const [lines, acceptance, agencyName, branding] = await Promise.all([
      findFileLines(db, file.id),
      findQuoteAcceptance(db, file.id),
      findAgencyName(db, file.agencyId),
      brandOf(file),
    ]);
    const { shown: live, bookable, totalCents } = quoteLinesOf(lines);
    const dayNumbers = new Set([
      ...file.dayHeaders.map((day) => day.dayNumber),
      ...live.map((line) => line.dayNumber),
    ]);
    const days = [...dayNumbers]
      .sort((a, b) => a - b)
      .map((dayNumber) => {
        const header = file.dayHeaders.find((day) => day.dayNumber === dayNumber);
        const dayLines = live.filter((line) => line.dayNumber === dayNumber);
        return {
          dayNumber,
          date: header?.date ?? dayLines[0]?.date ?? file.travelDate,
          title: header?.title ?? '',
          description: header?.description ?? '',
          lines: dayLines.map((line) => ({
            dayNumber: line.dayNumber,
            date: line.date,
            name: line.name,
            serviceTypeCode: line.serviceTypeCode,
            span: line.span,
            quantity: line.quantity,
            isUnavailable: UNBOOKABLE_LINE_STATUSES.includes(line.status),
          })),
        };
      });
    return {
      token,
      reference: file.reference,
      bookingName: file.bookingName,
      status: file.status,
      travelDate: file.travelDate,
      endDate: file.endDate,
      agencyName,
      companyName: branding.companyName,
      brand: branding.brand,
      pax: { adults: file.paxAdults, children: file.paxChildren },
      days,
      totalCents,
      acceptedAt: acceptance?.acceptedAt.toISOString() ?? null,
      acceptedByName: acceptance?.fullName ?? null,
      canAccept: file.status === 'Quote' && acceptance === null && bookable.length > 0,
    };
  }

  function linkUrl(kind: TTravellerLinkKind, token: string): string {
    return `${ctx.config.appUrl}/${kind === 'quote' ? 'quote' : 'travel-app'}/${token}`;
  }

  async function shareOf(file: TFileRow): Promise<TTravellerShare> {
    const [travelAppToken, quoteToken, acceptance] = await Promise.all([
      findLiveToken(db, file.id, 'travel-app'),
      findLiveToken(db, file.id, 'quote'),
      findQuoteAcceptance(db, file.id),
    ]);
    return {
      travelAppUrl: travelAppToken ? linkUrl('travel-app', travelAppToken) : null,
      quoteUrl: quoteToken ? linkUrl('quote', quoteToken) : null,
      quoteAcceptance: acceptance
        ? { fullName: acceptance.fullName, acceptedAt: acceptance.acceptedAt.toISOString() }
        : null,
    };
  }

  async function cancelledTravelApp(token: string, file: TFileRow): Promise<TTravelApp> {
    const branding = await brandOf(file);
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
      amountDue: null,
      alerts: [],
      generatedAt: ctx.clock.now().toISOString(),
    };
  }

  async function fileForCaller(reference: string, scope: TFileScope): Promise<TFileRow> {
    const file = await findFileByReference(db, reference, scope);
    if (!file) throw new AppError('NOT_FOUND', FILE_NOT_FOUND);
    return file;
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

    /** /quote with no token (SPEC: the id is optional): the reference leads to the quote page. */
    async findQuote(rawReference: string): Promise<TFindItineraryResponse> {
      const reference = normaliseReference(rawReference);
      const file = reference === '' ? null : await findFileByExactReference(db, reference);
      if (!file || file.status === 'Cancelled') {
        throw new AppError('NOT_FOUND', quoteNotFoundMessage(reference));
      }
      const tokens = await db.transaction((tx) =>
        getOrCreateTravellerLinks(tx, file.id, ctx.clock.now()),
      );
      return { id: tokens.quoteToken };
    },

    /** The traveller's itinerary; catalogue texts in `language` where they are translated. */
    async travelApp(token: string, language: TContentLanguage): Promise<TTravelApp> {
      const file = await fileOfToken(db, token, 'travel-app');
      // A cancelled booking says so and nothing more: no services, confirmations or vouchers
      // to travel on, nothing to pay (the web shows the cancellation from `status`).
      if (isCancelledFileStatus(file.status)) return cancelledTravelApp(token, file);
      const today = operatorToday(ctx.clock);
      const [lines, requests, contact, review, choice, amountDue, branding] = await Promise.all([
        findFileLines(db, file.id),
        findFileRequests(db, file.id),
        findEmergencyContact(db, file.id),
        findReview(db, file.id),
        findPrizeChoice(db, file.id),
        amountDueOf(db, file, today),
        brandOf(file),
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
        canLeaveFeedback: review === null && feedbackIsOpen(file),
        feedback: review ? presentFeedback(review) : null,
        canChoosePrize: review !== null && choice === null && isLiveBooking(file),
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
        await recordAudit(tx, TRAVELLER_ACTOR(ip), {
          action: 'traveller.emergency-contact-saved',
          entityType: 'file',
          entityId: file.reference,
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
        if (!feedbackIsOpen(file)) throw new AppError('CONFLICT', FEEDBACK_NOT_OPEN);
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
        await recordAudit(tx, TRAVELLER_ACTOR(ip), {
          action: 'traveller.feedback-received',
          entityType: 'file',
          entityId: file.reference,
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
        await recordAudit(tx, TRAVELLER_ACTOR(ip), {
          action: 'traveller.prize-chosen',
          entityType: 'file',
          entityId: found.reference,
          detail: { prizeId, prizeName: prize.name },
          at: now,
        });
        return found;
      });
      return prizeCartOf(db, file, language);
    },

    async publicQuote(token: string): Promise<TPublicQuote> {
      const file = await fileOfToken(db, token, 'quote');
      return publicQuoteOf(file, token);
    },

    async acceptQuote(
      token: string,
      body: TAcceptQuoteRequest,
      ip: string | null,
    ): Promise<TPublicQuote> {
      const now = ctx.clock.now();
      const { file, acceptance } = await db.transaction(async (tx) => {
        const found = await fileOfToken(tx, token, 'quote');
        const locked = await lockFileById(tx, found.id);
        if (!locked) throw new AppError('NOT_FOUND', INVALID_QUOTE_LINK);
        if (await findQuoteAcceptance(tx, locked.id)) {
          throw new AppError('CONFLICT', QUOTE_ALREADY_ACCEPTED);
        }
        if (locked.status !== 'Quote') throw new AppError('CONFLICT', QUOTE_NOT_ACCEPTABLE);
        // What is accepted is what can be booked now: unavailable services are left out, and a
        // quote with nothing bookable cannot be accepted at all.
        const quoted = quoteLinesOf(await findFileLines(tx, locked.id));
        if (quoted.bookable.length === 0) throw new AppError('CONFLICT', QUOTE_NOTHING_BOOKABLE);
        const accepts: TAcceptedServices = {
          totalCents: quoted.totalCents,
          leftOut: quoted.unavailable.map((line) => `${line.name} (${line.date})`),
        };
        const accepted = await insertQuoteAcceptance(tx, {
          fileId: locked.id,
          fullName: body.fullName,
          comment: body.comment,
          ip: ip ?? '',
          acceptedAt: now,
        });
        if (!accepted) throw new AppError('CONFLICT', QUOTE_ALREADY_ACCEPTED);
        await recordFileEvents(tx, [
          {
            fileId: locked.id,
            action: 'quote.accepted',
            detail: {
              fullName: body.fullName,
              comment: body.comment,
              totalCents: accepts.totalCents,
              leftOut: accepts.leftOut,
            },
            actorKind: 'system',
            actorUserId: null,
            actorName: `${body.fullName} (traveller)`,
            createdAt: now,
          },
        ]);
        const agent = await findAgentContact(tx, locked.agentId);
        // The agent may have switched this mail off in /app/settings; the file event still shows it.
        if (agent?.email && agent.notifyQuoteAccepted) {
          await queueMail(
            tx,
            {
              to: agent.email,
              fileId: locked.id,
              ...acceptedMail(locked, agent.name, body, accepts),
            },
            now,
          );
        }
        await recordAudit(tx, TRAVELLER_ACTOR(ip), {
          action: 'traveller.quote-accepted',
          entityType: 'file',
          entityId: locked.reference,
          detail: {
            fullName: body.fullName,
            totalCents: accepts.totalCents,
            leftOut: accepts.leftOut,
          },
          at: now,
        });
        return { file: locked, acceptance: accepted };
      });
      ctx.mail.kick();
      const payload: TRealtimeEventPayload<'quote.accepted'> = {
        fileId: file.id,
        bookingReference: file.reference,
        agencyId: file.agencyId,
        acceptedByName: acceptance.fullName,
        acceptedAt: acceptance.acceptedAt.toISOString(),
      };
      const report = (error: unknown) =>
        ctx.log.warn({ err: error, file: file.reference }, 'traveller: live update not sent');
      try {
        deps
          .broadcaster()
          .broadcast(
            [fileChannel(file.id), agencyChannel(file.agencyId), BACKOFFICE_CHANNEL],
            'quote.accepted',
            payload,
          )
          .catch(report);
      } catch (error) {
        report(error);
      }
      return publicQuoteOf(file, token);
    },

    async travellerLinks(
      reference: string,
      scope: TFileScope,
      user: TSessionUser,
      ip: string | null,
    ): Promise<TTravellerLinks> {
      const file = await fileForCaller(reference, scope);
      const now = ctx.clock.now();
      const tokens = await db.transaction(async (tx) => {
        const links = await getOrCreateTravellerLinks(tx, file.id, now);
        await auditFileAction(tx, { user, ip }, file.reference, 'traveller.links-shown', now);
        return links;
      });
      return linkUrls(tokens);
    },

    /** The file's live links and the quote's acceptance; reading creates nothing. */
    async travellerShare(reference: string, scope: TFileScope): Promise<TTravellerShare> {
      const file = await fileForCaller(reference, scope);
      return shareOf(file);
    },

    /** Emails a live link (made when there is none) to an address the agent typed; audited. */
    async emailTravellerLink(
      reference: string,
      kind: TTravellerLinkKind,
      body: TShareLinkEmailRequest,
      scope: TFileScope,
      user: TSessionUser,
      ip: string | null,
    ): Promise<TTravellerShare> {
      const file = await fileForCaller(reference, scope);
      const now = ctx.clock.now();
      await db.transaction(async (tx) => {
        const token = await getOrCreateTravellerLink(tx, file.id, kind, now);
        const url = linkUrl(kind, token);
        const agent = await findAgentContact(tx, file.agentId);
        const agentName = agent?.name ?? user.username;
        await queueMail(
          tx,
          { to: body.email, fileId: file.id, ...shareMail(file, kind, url, agentName, body) },
          now,
        );
        await auditFileAction(tx, { user, ip }, file.reference, 'traveller.link-emailed', now, {
          kind,
          to: body.email,
        });
      });
      ctx.mail.kick();
      return shareOf(file);
    },

    /** Revokes a live link: its address stops working; a new one is made on the next share. */
    async revokeTravellerLink(
      reference: string,
      kind: TTravellerLinkKind,
      scope: TFileScope,
      user: TSessionUser,
      ip: string | null,
    ): Promise<TTravellerShare> {
      const file = await fileForCaller(reference, scope);
      const now = ctx.clock.now();
      await db.transaction(async (tx) => {
        if (!(await revokeTravellerLink(tx, file.id, kind, now))) {
          throw new AppError('CONFLICT', NO_LIVE_LINK);
        }
        await auditFileAction(tx, { user, ip }, file.reference, 'traveller.link-revoked', now, {
          kind,
        });
      });
      return shareOf(file);
    },

    /**
     * Personal data read by staff: the contact (or that there is none) with an audit entry in the
     * same transaction, so no reading goes unrecorded.
     */
    async adminEmergencyContact(
      reference: string,
      user: TSessionUser,
      ip: string | null,
    ): Promise<TAdminEmergencyContact> {
      const file = await fileForCaller(reference, { agencyId: null });
      const now = ctx.clock.now();
      const contact = await db.transaction(async (tx) => {
        const row = await findEmergencyContact(tx, file.id);
        await auditFileAction(
          tx,
          { user, ip },
          file.reference,
          'file.emergency-contact-viewed',
          now,
        );
        return row;
      });
      return { contact: contact ? presentEmergencyContact(contact) : null };
    },

    async adminFileTraveller(reference: string): Promise<TAdminFileTraveller> {
      const file = await fileForCaller(reference, { agencyId: null });
      const [links, contact, review, choice, acceptance] = await Promise.all([
        listTravellerLinks(db, file.id),
        findEmergencyContact(db, file.id),
        findReview(db, file.id),
        findPrizeChoice(db, file.id),
        findQuoteAcceptance(db, file.id),
      ]);
      return {
        links: links.map((link) => ({
          kind: link.kind,
          url:
            link.kind === 'quote'
              ? `${ctx.config.appUrl}/quote/${link.token}`
              : `${ctx.config.appUrl}/travel-app/${link.token}`,
          createdAt: link.createdAt.toISOString(),
          revokedAt: link.revokedAt?.toISOString() ?? null,
        })),
        hasEmergencyContact: contact !== null,
        feedback: review ? { ...presentFeedback(review), status: review.status } : null,
        prizeChoice: choice
          ? {
              prizeId: choice.prizeId,
              prizeName: choice.prizeName,
              chosenAt: choice.chosenAt.toISOString(),
            }
          : null,
        quoteAcceptance: acceptance
          ? {
              fullName: acceptance.fullName,
              comment: acceptance.comment,
              acceptedAt: acceptance.acceptedAt.toISOString(),
              ip: acceptance.ip,
            }
          : null,
      };
    },
  };
}

export type TTravellerService = ReturnType<typeof createTravellerService>;
