import type {
  TSupplierRequestListItem,
  TSupplierRequestSnapshot,
  TSupplierRequestView,
} from '@portal/shared/contracts/supplier-requests';

/** A request as the server answers it: a hotel asked to book two nights for two guests. */
export function buildRequestView(
  overrides: Partial<TSupplierRequestView> = {},
): TSupplierRequestView {
  return {
    id: 41,
    kind: 'new',
    status: 'sent',
    supplierId: 1,
    supplierName: 'Harbourview Hotel Auckland',
    serviceLineId: 301,
    lineStatus: 'Requested',
    details: {
      bookingReference: 'NZ-100123',
      bookingName: 'Smith family',
      operatorName: 'Fernway New Zealand',
      serviceName: 'Harbourview Hotel – Deluxe King',
      serviceTypeCode: 'AC',
      date: '2027-03-05',
      endDate: '2027-03-07',
      startTime: '1400',
      endTime: null,
      span: 2,
      quantity: 1,
      pax: { adults: 2, children: 0 },
      rooms: [
        {
          roomType: 'DB',
          adults: 2,
          children: 0,
          guests: [
            { title: 'Mr', fullName: 'John Smith', isChild: false },
            { title: 'Mrs', fullName: 'Jane Smith', isChild: false },
          ],
        },
      ],
      guests: [
        { title: 'Mr', fullName: 'John Smith', isChild: false },
        { title: 'Mrs', fullName: 'Jane Smith', isChild: false },
      ],
      costCents: 45_000,
      currency: 'NZD',
      supplierNote: 'Late arrival, around 22:00.',
    },
    confirmation: null,
    remarks: '',
    reason: '',
    optionExpiresOn: null,
    cancellationNumber: null,
    sentAt: '2026-11-25T09:00:00.000Z',
    answeredAt: null,
    reconfirmRequestedAt: null,
    reconfirmedAt: null,
    canAnswer: true,
    canCorrect: false,
    canReconfirm: false,
    createdAt: '2026-11-25T09:00:00.000Z',
    updatedAt: '2026-11-25T09:00:00.000Z',
    ...overrides,
  };
}

export function buildSnapshot(request = buildRequestView()): TSupplierRequestSnapshot {
  return {
    request,
    history: [
      {
        id: 1,
        action: 'sent',
        actorKind: 'system',
        actorName: null,
        ip: null,
        detail: {},
        createdAt: '2026-11-25T09:00:00.000Z',
      },
      {
        id: 2,
        action: 'confirmed',
        actorKind: 'token',
        actorName: null,
        ip: '203.0.113.7',
        detail: {},
        createdAt: '2026-11-25T10:15:00.000Z',
      },
    ],
  };
}

export function buildListItem(id: number, overrides: Partial<TSupplierRequestListItem> = {}) {
  const item: TSupplierRequestListItem = {
    id,
    kind: 'new',
    status: 'sent',
    bookingReference: `NZ-${100000 + id}`,
    bookingName: `Booking ${id}`,
    serviceName: 'Harbourview Hotel – Deluxe King',
    serviceTypeCode: 'AC',
    date: '2027-03-05',
    endDate: '2027-03-07',
    pax: { adults: 2, children: 0 },
    leadGuest: 'Mr John Smith',
    confirmation: null,
    sentAt: '2026-11-25T09:00:00.000Z',
    answeredAt: null,
    ...overrides,
  };
  return item;
}
