import type { TRealtimeEventPayload } from '@portal/shared/contracts/realtime';
import type {
  TAcceptQuoteRequest,
  TFindItineraryResponse,
  TPublicQuote,
} from '@portal/shared/contracts/traveller';
import { UNBOOKABLE_LINE_STATUSES } from '@portal/shared/domain/file-states';
import { clientLineCentsOf } from '@portal/shared/domain/client-price';
import { formatPrice } from '@portal/shared/format/money';
import {
  agencyChannel,
  BACKOFFICE_CHANNEL,
  fileChannel,
} from '@portal/shared/domain/realtime-channels';
import type { TAppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { queueMail } from '../mail/mail.service';
import {
  findAgencyName,
  findFileLines,
  type TFileRow,
  type TLineRow,
} from '../files/files.repository';
import { recordFileEvents } from '../files/commands/within-transaction';
import type { TBroadcaster } from '../realtime/broadcaster';
import { getOrCreateTravellerLinks } from './traveller-links.repository';
import {
  findAgentContact,
  findFileByExactReference,
  findQuoteAcceptance,
  insertQuoteAcceptance,
  lockFileById,
} from './traveller.repository';
import {
  INVALID_QUOTE_LINK,
  QUOTE_ALREADY_ACCEPTED,
  QUOTE_NOTHING_BOOKABLE,
  QUOTE_NOT_ACCEPTABLE,
  auditTravellerAction,
  brandOf,
  fileOfToken,
  normaliseReference,
  quoteNotFoundMessage,
} from './traveller-files';

/**
 * The quote's lines a client sees: every service not withdrawn, unavailable ones marked. The
 * total is the client price (docs/pricing.md, "Two prices"): never the agency's net.
 */
function quoteLinesOf(file: TFileRow, lines: readonly TLineRow[]) {
  const shown = lines.filter((line) => line.status !== 'Cancelled');
  const bookable = shown.filter((line) => !UNBOOKABLE_LINE_STATUSES.includes(line.status));
  return {
    shown,
    bookable,
    unavailable: shown.filter((line) => UNBOOKABLE_LINE_STATUSES.includes(line.status)),
    /** What the client would pay: the services that can be booked, as the agent's red lines. */
    totalCents: bookable.reduce(
      (total, line) => total + clientLineCentsOf(line, file.clientMarkupBasisPoints),
      0,
    ),
  };
}

/** What a client's acceptance covers: the bookable services' total, and what it left out. */
interface TAcceptedServices {
  totalCents: number;
  /** Unavailable services, "name (date)": shown marked to the client and not accepted. */
  leftOut: string[];
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

/** The client's side of a quote: finding it by reference, reading it and accepting it. */
export function createPublicQuoteService(
  ctx: TAppContext,
  deps: { broadcaster: () => TBroadcaster },
) {
  const { db } = ctx;

  async function publicQuoteOf(file: TFileRow, token: string): Promise<TPublicQuote> {
    const [lines, acceptance, agencyName, branding] = await Promise.all([
      findFileLines(db, file.id),
      findQuoteAcceptance(db, file.id),
      findAgencyName(db, file.agencyId),
      brandOf(ctx, file),
    ]);
    const { shown: live, bookable, totalCents } = quoteLinesOf(file, lines);
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

  return {
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
        const quoted = quoteLinesOf(locked, await findFileLines(tx, locked.id));
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
        await auditTravellerAction(tx, ip, locked.reference, {
          action: 'traveller.quote-accepted',
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
  };
}
