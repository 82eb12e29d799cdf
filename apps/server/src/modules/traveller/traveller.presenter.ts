import type {
  TEmergencyContact,
  TPrize,
  TTravelAppDay,
  TTravelAppFeedback,
  TTravelAppService,
  TTravellerServiceStatus,
} from '@portal/shared/contracts/traveller';
import type { TFileDayHeader } from '@portal/shared/contracts/files';
import type { TServiceLineStatus } from '@portal/shared/domain/file-states';
import { stripConfirmationSuffix } from '@portal/shared/format/text';
import type { TLineRow } from '../files/files.repository';
import type { TEmergencyContactRow, TPrizeRow, TReviewRow } from './traveller.repository';

const MAPS_SEARCH_URL = 'https://www.google.com/maps/search/?api=1&query=';

/** A maps search link for a place; nothing is fetched, the traveller's phone opens it. */
export function mapUrlFor(query: string | null | undefined): string | null {
  const text = (query ?? '').trim();
  return text === '' ? null : `${MAPS_SEARCH_URL}${encodeURIComponent(text)}`;
}

export function presentEmergencyContact(row: TEmergencyContactRow): TEmergencyContact {
  return {
    title: row.title,
    fullName: row.fullName,
    relationship: row.relationship,
    phone: row.phone,
    email: row.email,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentFeedback(row: TReviewRow): TTravelAppFeedback {
  return {
    tripRating: row.tripRating,
    comment: row.comment,
    serviceRatings: row.serviceRatings,
    submittedAt: row.submittedAt.toISOString(),
    reply:
      row.reply !== null && row.repliedAt !== null
        ? { text: row.reply, repliedAt: row.repliedAt.toISOString() }
        : null,
  };
}

export function presentPrize(row: TPrizeRow): TPrize {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    imageUrl: row.imageUrl,
    remaining: Math.max(0, row.stock),
  };
}

function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${String(rest)} min`;
  return rest === 0 ? `${String(hours)} h` : `${String(hours)} h ${String(rest)} min`;
}

/** "Auckland to Rotorua: 228 km, about 3 h. Stop at Matamata." */
export function drivingNoteText(
  note: TFileDayHeader['drivingNotes'][number],
  locationName: (id: number) => string,
): string {
  const from = locationName(note.fromLocationId);
  const to = locationName(note.toLocationId);
  const route = from && to ? `${from} to ${to}: ` : '';
  const distance =
    note.km > 0 || note.minutes > 0
      ? `${String(note.km)} km, about ${formatDuration(note.minutes)}.`
      : '';
  return [`${route}${distance}`.trim(), note.notes.trim()].filter((part) => part !== '').join(' ');
}

/**
 * What the traveller may know of a line's status. Confirmed is booked; a line still asked for
 * (requested, waitlisted, held provisionally, or not yet requested by an amendment) is pending and shown as such; a
 * line the supplier could not provide (Unable), that cannot be sold (Full, Unavailable) or was
 * released (Cancelled) is not part of the trip and is not sent at all.
 */
export function travellerServiceStatus(status: TServiceLineStatus): TTravellerServiceStatus | null {
  switch (status) {
    case 'Confirmed':
      return 'confirmed';
    // Provisional: held by the supplier until its option expires, not yet booked.
    case 'Requested':
    case 'Wait':
    case 'Provisional':
    case 'Available':
    case 'Allotment':
    case 'On Request':
      return 'pending';
    case 'Unable':
    case 'Full':
    case 'Unavailable':
    case 'Cancelled':
      return null;
  }
}

/** The lines a traveller sees: the trip's services, confirmed or pending. */
export function isVisibleToTraveller(line: Pick<TLineRow, 'status'>): boolean {
  return travellerServiceStatus(line.status) !== null;
}

/**
 * A line's remarks hold its itinerary text, but a supplier's confirmation writes its remarks to
 * the operator there too ("Harbour view guaranteed, rate code HV2"): those are never the
 * traveller's to read. `supplierRemarks` are the texts the line's suppliers answered with.
 */
export function travellerRemarks(
  line: Pick<TLineRow, 'remarks'>,
  supplierRemarks: ReadonlySet<string>,
) {
  const text = line.remarks.trim();
  return text === '' || supplierRemarks.has(text) ? '' : text;
}

export function presentTravelService(
  line: TLineRow,
  supplierName: string,
  supplierRemarks: ReadonlySet<string> = new Set(),
  description = '',
): TTravelAppService | null {
  const status = travellerServiceStatus(line.status);
  if (status === null) return null;
  const confirmation = stripConfirmationSuffix(line.confirmation).trim();
  return {
    id: line.id,
    name: line.name,
    serviceTypeCode: line.serviceTypeCode,
    supplierName,
    date: line.date,
    endDate: line.endDate,
    startTime: line.startTime,
    endTime: line.endTime,
    phone: line.phone,
    address: line.address,
    status,
    confirmation: status === 'confirmed' && confirmation !== '' ? confirmation : null,
    voucher: status === 'confirmed' ? line.voucher : null,
    description,
    remarks: travellerRemarks(line, supplierRemarks),
    mapUrl: mapUrlFor(line.address),
  };
}

/**
 * The file's days: each day header with its services; a service on a day without a header
 * still gets a day, so nothing booked is ever hidden.
 */
export function buildTravelDays(
  headers: readonly TFileDayHeader[],
  lines: readonly TLineRow[],
  names: {
    supplier: (id: number) => string;
    location: (id: number) => { name: string; region: string } | null;
    /** What the line's suppliers wrote to the operator (kept from the traveller). */
    supplierRemarks?: (lineId: number) => ReadonlySet<string>;
    /** The product's own description, in the traveller's language. */
    productDescription?: (productId: number) => string;
  },
): TTravelAppDay[] {
  const byDay = new Map<number, TLineRow[]>();
  for (const line of lines.filter(isVisibleToTraveller)) {
    const list = byDay.get(line.dayNumber) ?? [];
    list.push(line);
    byDay.set(line.dayNumber, list);
  }
  const days = new Map<number, TTravelAppDay>();
  for (const header of headers) {
    const location =
      header.overnightLocationId === null ? null : names.location(header.overnightLocationId);
    days.set(header.dayNumber, {
      dayNumber: header.dayNumber,
      date: header.date,
      title: header.title,
      description: header.description,
      locationName: location?.name ?? null,
      mapUrl: location ? mapUrlFor(`${location.name}, ${location.region}`) : null,
      drivingNotes: header.drivingNotes
        .map((note) => drivingNoteText(note, (id) => names.location(id)?.name ?? ''))
        .filter((text) => text !== ''),
      services: [],
    });
  }
  for (const [dayNumber, dayLines] of byDay) {
    const first = dayLines[0];
    if (!days.has(dayNumber) && first) {
      days.set(dayNumber, {
        dayNumber,
        date: first.date,
        title: '',
        description: '',
        locationName: null,
        mapUrl: null,
        drivingNotes: [],
        services: [],
      });
    }
    const day = days.get(dayNumber);
    if (day) {
      day.services = dayLines.flatMap(
        (line) =>
          presentTravelService(
            line,
            names.supplier(line.supplierId),
            names.supplierRemarks?.(line.id),
            line.productId === null ? '' : names.productDescription?.(line.productId),
          ) ?? [],
      );
    }
  }
  return [...days.values()].sort((a, b) => a.dayNumber - b.dayNumber);
}
