import type { TAdminFileView } from '@portal/shared/contracts/files';
import type {
  TClientFileFilterOptions,
  TClientFileListItem,
} from '@portal/shared/contracts/files-admin';

/** Answers shaped like the back-office client files API for the screens' tests. */

export function buildClientFileRow(n: number): TClientFileListItem {
  return {
    id: n,
    reference: `NZ-${100_000 + n}`,
    yourReference: '',
    bookingName: `Booking ${n}`,
    status: n % 2 === 0 ? 'Confirmed' : 'Quote',
    relatedReference: null,
    travelDate: '2030-03-04',
    endDate: '2030-03-10',
    brandId: 1,
    currency: 'NZD',
    agencyId: 1,
    agencyName: 'Kiwi Horizons Travel',
    agentId: 2,
    agentName: 'Nikau Agent',
    consultantId: n === 1 ? 9 : null,
    consultantName: n === 1 ? 'Carla Consultant' : null,
    pax: { adults: 2, children: 0 },
    sellCents: 100_000 + n,
    netCents: 80_000,
    createdAt: '2030-02-01T00:00:00.000Z',
    updatedAt: '2030-02-01T00:00:00.000Z',
  };
}

export const filterOptions: TClientFileFilterOptions = {
  agencies: [
    { id: 1, name: 'Kiwi Horizons Travel', brandId: 1 },
    { id: 2, name: 'Outback Journeys', brandId: 2 },
  ],
  agents: [
    { id: 2, name: 'Nikau Agent', agencyId: 1 },
    { id: 5, name: 'Matilda Agent', agencyId: 2 },
  ],
  consultants: [{ id: 9, name: 'Carla Consultant' }],
  labels: [{ id: 3, name: 'VIP' }],
};

export function buildAdminFile(overrides: Partial<TAdminFileView> = {}): TAdminFileView {
  return {
    id: 7,
    reference: 'NZ-100007',
    yourReference: '',
    bookingName: 'Smith family',
    status: 'Requested',
    relatedReference: null,
    travelDate: '2030-03-04',
    endDate: '2030-03-05',
    brandId: 1,
    currency: 'NZD',
    gstPercent: 15,
    agencyId: 1,
    agencyName: 'Kiwi Horizons Travel',
    agentId: 2,
    agentName: 'Nikau Agent',
    packageId: null,
    packageName: null,
    accommodationClass: null,
    pricingModel: 'gross',
    rooms: [
      {
        roomType: 'DB',
        adults: 2,
        children: 0,
        guests: [{ title: 'Mrs', fullName: 'Jane Smith', isChild: false }],
      },
    ],
    pax: { adults: 2, children: 0 },
    notes: '',
    supplierNote: '',
    droppedLines: [],
    version: 1,
    creditHold: null,
    abilities: {
      canEdit: false,
      canRequestBooking: false,
      canCancel: true,
      canCopy: false,
      nextStatuses: ['Processing', 'Confirmed', 'Cancellation'],
    },
    createdAt: '2030-02-01T00:00:00.000Z',
    updatedAt: '2030-02-01T00:00:00.000Z',
    createdByName: 'Nikau Agent',
    updatedByName: 'Nikau Agent',
    days: [
      {
        dayNumber: 1,
        date: '2030-03-04',
        title: 'Auckland',
        description: '',
        overnightLocationId: null,
        drivingNotes: [],
        lines: [
          {
            id: 11,
            key: 'd1-hotel',
            dayNumber: 1,
            date: '2030-03-04',
            endDate: '2030-03-05',
            startTime: null,
            endTime: null,
            productId: 101,
            isManual: false,
            supplierId: 1,
            supplierName: 'Harbourview Hotel Auckland',
            serviceTypeCode: 'AC',
            name: 'Harbourview Hotel – Superior Room',
            basis: 'per_room_night',
            taxCode: 'standard',
            span: 1,
            quantity: 1,
            status: 'Requested',
            sellCents: 30_000,
            commissionCents: 6_000,
            netCents: 24_000,
            costCents: 20_000,
            confirmation: null,
            voucher: null,
            remarks: '',
            phone: '',
            address: '',
            hasAllotmentHeld: false,
            supplierReason: '',
          },
        ],
      },
    ],
    totals: {
      sellCents: 30_000,
      commissionCents: 6_000,
      netCents: 24_000,
      gstCents: 3_913,
      netGstCents: 3_130,
      costCents: 20_000,
      // (24 000 − 3 130 GST) − (20 000 − 2 609 GST): the margin without GST.
      marginExGstCents: 3_479,
    },
    ...overrides,
  };
}
