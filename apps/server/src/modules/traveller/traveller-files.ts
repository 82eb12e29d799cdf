import type { TTravelApp } from '@portal/shared/contracts/traveller';
import { getBrand } from '@portal/shared/domain/brands';
import { isCancelledFileStatus } from '@portal/shared/domain/file-states';
import type { TAppContext } from '../../app-context';
import type { TExecutor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import type { TFileRow } from '../files/files.repository';
import { findTravellerLink, type TTravellerLinkKind } from './traveller-links.repository';
import { findFileById } from './traveller.repository';

/** What the three sides of the traveller module share: messages, the link's file, the brand. */

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
export const FILE_NOT_FOUND = 'File not found.';

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

/**
 * Statuses that are a booking a traveller holds: not a quote, and not cancelled — from the
 * agency's cancellation on, while suppliers may still be releasing (isCancelledFileStatus).
 */
export function isLiveBooking(file: Pick<TFileRow, 'status'>): boolean {
  return file.status !== 'Quote' && !isCancelledFileStatus(file.status);
}

/** What a traveller did on a file's public page, in the audit log under the traveller's address. */
export function auditTravellerAction(
  executor: TExecutor,
  ip: string | null,
  reference: string,
  entry: { action: string; detail: Record<string, unknown>; at: Date },
): Promise<void> {
  return recordAudit(
    executor,
    { userId: null, label: 'traveller', ip },
    { entityType: 'file', entityId: reference, ...entry },
  );
}

export function currencyOf(brandId: number): 'NZD' | 'AUD' {
  return getBrand(brandId).currency;
}

/** The file a live link of `kind` opens; anything else (unknown, revoked, other kind) is 404. */
export async function fileOfToken(
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

export async function brandOf(
  ctx: TAppContext,
  file: TFileRow,
): Promise<{
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
