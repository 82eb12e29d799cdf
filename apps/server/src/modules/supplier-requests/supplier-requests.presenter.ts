import {
  guestDisplayName,
  type TAdminSupplierRequestListItem,
  type TBookingAlert,
  type TStoredSupplierRequestDetails,
  type TSupplierRequestDetails,
  type TSupplierRequestEvent,
  type TSupplierRequestKind,
  type TSupplierRequestListItem,
  type TSupplierRequestStatus,
  type TSupplierRequestView,
} from '@portal/shared/contracts/supplier-requests';
import type {
  TAlertListRow,
  TRequestEventRow,
  TRequestListRow,
  TSupplierRequestRow,
} from './supplier-requests.repository';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function isReconfirmable(request: Pick<TSupplierRequestRow, 'status' | 'reconfirmedAt'>) {
  return request.status === 'confirmed' && request.reconfirmedAt === null;
}

/**
 * Frozen details as a supplier may read them, field by field: whatever else the stored JSON holds
 * stays on the server. Requests frozen before suppliers were told the operator hold the agency's
 * name and the agent's notes: neither is passed on; they read with `operatorName` (the trading
 * name of the file's brand now) and no note to suppliers. Those frozen before guests were sent
 * read with no guests.
 */
export function presentDetails(
  stored: TStoredSupplierRequestDetails,
  operatorName: string,
): TSupplierRequestDetails {
  return {
    bookingReference: stored.bookingReference,
    bookingName: stored.bookingName,
    operatorName: stored.operatorName ?? operatorName,
    serviceName: stored.serviceName,
    serviceTypeCode: stored.serviceTypeCode,
    date: stored.date,
    endDate: stored.endDate,
    startTime: stored.startTime,
    endTime: stored.endTime,
    span: stored.span,
    quantity: stored.quantity,
    pax: { adults: stored.pax.adults, children: stored.pax.children },
    rooms: stored.rooms,
    guests: stored.guests ?? [],
    costCents: stored.costCents,
    currency: stored.currency,
    supplierNote: stored.supplierNote ?? '',
  };
}

/** The lead guest of frozen details: the first guest listed (buildDetails puts the lead first). */
export function leadGuestOf(details: TStoredSupplierRequestDetails | null): string | null {
  const lead = details?.guests?.[0];
  return lead ? guestDisplayName(lead) : null;
}

export function presentRequestView(
  request: TSupplierRequestRow,
  context: {
    supplierName: string;
    lineStatus: string;
    /** From presentDetails (or buildDetails for a request not sent yet). */
    details: TSupplierRequestDetails;
    canAnswer: boolean;
    /** From `mayCorrect`: before the service date and not overtaken by a later request. */
    canCorrect: boolean;
  },
): TSupplierRequestView {
  return {
    id: request.id,
    kind: request.kind as TSupplierRequestKind,
    status: request.status as TSupplierRequestStatus,
    supplierId: request.supplierId,
    supplierName: context.supplierName,
    serviceLineId: request.serviceLineId,
    lineStatus: context.lineStatus,
    details: context.details,
    confirmation: request.confirmation,
    remarks: request.remarks,
    reason: request.reason,
    optionExpiresOn: request.optionExpiresOn,
    cancellationNumber: request.cancellationNumber,
    sentAt: iso(request.sentAt),
    answeredAt: iso(request.answeredAt),
    reconfirmRequestedAt: iso(request.reconfirmRequestedAt),
    reconfirmedAt: iso(request.reconfirmedAt),
    canAnswer: context.canAnswer,
    canCorrect: context.canCorrect,
    canReconfirm: isReconfirmable(request),
    createdAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
  };
}

export function presentRequestEvent(event: TRequestEventRow): TSupplierRequestEvent {
  return {
    id: event.id,
    action: event.action,
    actorKind: event.actorKind as TSupplierRequestEvent['actorKind'],
    actorName: event.actorName,
    ip: event.ip,
    detail: event.detail,
    createdAt: event.createdAt.toISOString(),
  };
}

export function presentListItem(row: TRequestListRow): TSupplierRequestListItem {
  return {
    id: row.request.id,
    kind: row.request.kind as TSupplierRequestKind,
    status: row.request.status as TSupplierRequestStatus,
    bookingReference: row.bookingReference,
    bookingName: row.bookingName,
    serviceName: row.lineName,
    serviceTypeCode: row.lineTypeCode,
    date: row.lineDate,
    endDate: row.lineEndDate,
    pax: { adults: row.paxAdults, children: row.paxChildren },
    leadGuest: leadGuestOf(row.request.details),
    confirmation: row.request.confirmation,
    sentAt: iso(row.request.sentAt),
    answeredAt: iso(row.request.answeredAt),
  };
}

export function presentAdminListItem(row: TRequestListRow): TAdminSupplierRequestListItem {
  return {
    ...presentListItem(row),
    supplierId: row.request.supplierId,
    supplierName: row.supplierName,
    lineStatus: row.lineStatus,
    reminderCount: row.request.reminderCount,
  };
}

export function presentAlert(row: TAlertListRow): TBookingAlert {
  return {
    id: row.alert.id,
    kind: row.alert.kind,
    message: row.alert.message,
    bookingReference: row.bookingReference,
    fileId: row.alert.fileId,
    supplierRequestId: row.alert.supplierRequestId,
    supplierName: row.supplierName,
    createdAt: row.alert.createdAt.toISOString(),
    resolvedAt: iso(row.alert.resolvedAt),
    resolvedByName: row.alert.resolvedByName,
  };
}
