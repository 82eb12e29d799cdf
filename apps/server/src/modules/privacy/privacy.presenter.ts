import type { TPersonalDataExport } from '@portal/shared/contracts/privacy';
import type { TFileRow } from '../files/files.repository';
import type { TPersonalRecords } from './privacy.repository';

const iso = (value: Date) => value.toISOString();
const isoOrNull = (value: Date | null) => (value ? value.toISOString() : null);

/** Names of the guests a supplier was sent with its request. */
function guestNamesOf(details: { rooms?: { guests?: { fullName?: string }[] }[] } | null) {
  return (details?.rooms ?? []).flatMap((room) =>
    (room.guests ?? []).map((guest) => guest.fullName ?? '').filter(Boolean),
  );
}

/** The export: what the portal holds about the travellers of one file, in plain words. */
export function presentPersonalData(input: {
  file: TFileRow;
  agencyName: string;
  records: TPersonalRecords;
  erasures: { at: Date; by: string }[];
  exportedAt: Date;
}): TPersonalDataExport {
  const { file, records } = input;
  const lineName = new Map(records.lines.map((line) => [line.id, line.name]));
  return {
    exportedAt: iso(input.exportedAt),
    erasures: input.erasures.map((erasure) => ({ at: iso(erasure.at), by: erasure.by })),
    file: {
      reference: file.reference,
      status: file.status,
      bookingName: file.bookingName,
      yourReference: file.yourReference,
      agencyName: input.agencyName,
      travelDate: file.travelDate,
      endDate: file.endDate,
      notes: file.notes,
      supplierNote: file.supplierNote,
      internalNotes: file.internalNotes,
      pax: { adults: file.paxAdults, children: file.paxChildren },
      createdAt: iso(file.createdAt),
    },
    guests: file.rooms.flatMap((room, index) =>
      room.guests.map((guest) => ({
        room: index + 1,
        title: guest.title,
        fullName: guest.fullName,
        isChild: guest.isChild,
        // Files saved before dates of birth were asked hold none.
        dateOfBirth: guest.dateOfBirth ?? null,
      })),
    ),
    emergencyContact: records.emergencyContact
      ? {
          title: records.emergencyContact.title,
          fullName: records.emergencyContact.fullName,
          relationship: records.emergencyContact.relationship,
          phone: records.emergencyContact.phone,
          email: records.emergencyContact.email,
          updatedAt: iso(records.emergencyContact.updatedAt),
        }
      : null,
    feedback: records.review
      ? {
          tripRating: records.review.tripRating,
          comment: records.review.comment,
          serviceRatings: records.review.serviceRatings.map((rating) => ({
            service: lineName.get(rating.serviceLineId) ?? `#${rating.serviceLineId}`,
            rating: rating.rating,
          })),
          status: records.review.status,
          submittedAt: iso(records.review.submittedAt),
        }
      : null,
    quoteAcceptance: records.acceptance
      ? {
          fullName: records.acceptance.fullName,
          comment: records.acceptance.comment,
          ip: records.acceptance.ip,
          acceptedAt: iso(records.acceptance.acceptedAt),
        }
      : null,
    prizeChoice: records.prizeChoice
      ? { prize: records.prizeChoice.prize, chosenAt: iso(records.prizeChoice.chosenAt) }
      : null,
    payments: records.paymentRows.map((payment) => ({
      receivedOn: payment.receivedOn,
      amountCents: payment.amountCents,
      method: payment.method,
      reference: payment.reference,
      notes: payment.notes,
    })),
    onlinePayments: records.sessions.map((session) => ({
      createdAt: iso(session.createdAt),
      purpose: session.purpose,
      amountCents: session.amountCents,
      currency: session.currency,
      provider: session.provider,
      status: session.status,
      paidBy: session.createdByKind,
      paidAt: isoOrNull(session.paidAt),
    })),
    invoices: records.invoiceRows.map((invoice) => ({
      number: invoice.number,
      issuedOn: invoice.issuedOn,
      totalCents: invoice.totalCents,
      paidCents: invoice.paidCents,
    })),
    travellerLinks: records.links.map((link) => ({
      kind: link.kind,
      createdAt: iso(link.createdAt),
      revokedAt: isoOrNull(link.revokedAt),
    })),
    sharedWithSuppliers: records.requests
      .filter(({ request }) => request.details !== null && request.sentAt !== null)
      .map(({ request, supplier }) => ({
        supplier,
        service: request.details?.serviceName ?? '',
        date: request.details?.date ?? '',
        guests: guestNamesOf(request.details),
        sentAt: iso(request.sentAt ?? request.createdAt),
      })),
    documentsSent: records.documents.map((document) => ({
      kind: document.kind,
      to: document.to,
      sentAt: iso(document.sentAt),
    })),
  };
}
