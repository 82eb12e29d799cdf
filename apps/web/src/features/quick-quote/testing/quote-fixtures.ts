import type { TPackage } from '@portal/shared/contracts/catalogue';
import type { TAgentPackageSummary } from '@portal/shared/contracts/catalogue-api';
import type { TAgentPricedLine, TAgentPricedQuote } from '@portal/shared/contracts/pricing';
import type { TFileView } from '@portal/shared/contracts/files';

/** Answers shaped like the agent catalogue and price endpoints, for the quick quote's tests. */

export const SOUTH_ISLAND: TPackage = {
  id: 2,
  code: 'NZ-SIH-2',
  brandId: 1,
  name: 'South Island Highlights',
  description: 'Christchurch, Kaikoura and the Alps by rental car.',
  startLocationId: 5,
  durationNights: 2,
  transportType: 'rental_car',
  productTariff: 'FIT 2026/27',
  status: 'published',
  days: [
    {
      dayNumber: 1,
      title: 'Christchurch to Kaikoura',
      description: '',
      overnightLocationId: 6,
      accommodation: [
        { accommodationClass: 'standard', productId: 30 },
        { accommodationClass: 'superior', productId: 31 },
      ],
      services: [],
      drivingNotes: [],
    },
    {
      dayNumber: 2,
      title: 'Whales',
      description: '',
      overnightLocationId: 6,
      accommodation: [
        { accommodationClass: 'standard', productId: 30 },
        { accommodationClass: 'superior', productId: 31 },
        { accommodationClass: 'deluxe', productId: 32 },
      ],
      services: [],
      drivingNotes: [],
    },
    {
      dayNumber: 3,
      title: 'Depart',
      description: '',
      overnightLocationId: null,
      accommodation: [],
      services: [],
      drivingNotes: [],
    },
  ],
};

export function summaryOf(pkg: TPackage, overrides: Partial<TAgentPackageSummary> = {}) {
  const { days: _days, ...summary } = pkg;
  return {
    ...summary,
    startLocationName: 'Christchurch',
    accommodationClasses: ['standard', 'superior'],
    ...overrides,
  } satisfies TAgentPackageSummary;
}

export function pricedLine(overrides: Partial<TAgentPricedLine> = {}): TAgentPricedLine {
  return {
    key: 'd1-hotel',
    dayNumber: 1,
    date: '2027-06-05',
    endDate: '2027-06-06',
    startTime: null,
    endTime: null,
    productId: 31,
    productName: 'Kaikoura Bay Motel – Superior Studio',
    supplierId: 3,
    serviceTypeCode: 'AC',
    basis: 'per_room_night',
    taxCode: 'standard',
    span: 1,
    quantity: 1,
    status: 'Available',
    missingRate: false,
    missingRateDates: [],
    sellCents: 24_000,
    commissionCents: 4_800,
    netCents: 19_200,
    ...overrides,
  };
}

export const PRICED_WITH_RED_LINE: TAgentPricedQuote = {
  packageId: 2,
  packageName: 'South Island Highlights',
  brandId: 1,
  currency: 'NZD',
  gstPercent: 15,
  travelDate: '2027-06-05',
  endDate: '2027-06-07',
  accommodationClass: 'superior',
  pricingModel: 'gross',
  rooms: [{ roomType: 'DB', adults: 2, children: 0 }],
  pax: { adults: 2, children: 0 },
  days: [
    {
      dayNumber: 1,
      date: '2027-06-05',
      title: 'Christchurch to Kaikoura',
      description: '',
      overnightLocationId: 6,
      drivingNotes: [],
      lines: [pricedLine()],
    },
    {
      dayNumber: 2,
      date: '2027-06-06',
      title: 'Whales',
      description: '',
      overnightLocationId: 6,
      drivingNotes: [],
      lines: [
        pricedLine({ key: 'd2-hotel', dayNumber: 2, date: '2027-06-06', endDate: '2027-06-07' }),
        pricedLine({
          key: 'd2-whale',
          dayNumber: 2,
          date: '2027-06-06',
          endDate: '2027-06-06',
          productId: 77,
          productName: 'Kaikoura Whale Cruise',
          serviceTypeCode: 'CR',
          basis: 'per_person',
          quantity: 2,
          status: 'Available',
          missingRate: true,
          missingRateDates: ['2027-06-06'],
          sellCents: 0,
          commissionCents: 0,
          netCents: 0,
        }),
      ],
    },
    {
      dayNumber: 3,
      date: '2027-06-07',
      title: 'Depart',
      description: '',
      overnightLocationId: null,
      drivingNotes: [],
      lines: [],
    },
  ],
  totals: {
    sellCents: 48_000,
    commissionCents: 9_600,
    netCents: 38_400,
    gstCents: 6_261,
    netGstCents: 5_009,
    pricedLineCount: 2,
    excludedLineCount: 1,
  },
  flags: {
    hasMissingRates: true,
    hasOnRequest: false,
    hasUnavailable: false,
    hasMissingAccommodation: false,
    missingAccommodationDays: [],
  },
};

/** The file the server answers when the quote is saved (POST /api/app/files). */
export const SAVED_FILE: TFileView = {
  id: 42,
  reference: 'NZ-100042',
  yourReference: 'SMITH-01',
  bookingName: 'Smith family',
  status: 'Quote',
  relatedReference: null,
  travelDate: '2027-06-05',
  endDate: '2027-06-07',
  brandId: 1,
  currency: 'NZD',
  gstPercent: 15,
  agencyId: 1,
  agencyName: 'Kiwi Horizons Travel',
  agentId: 2,
  agentName: 'Nikau Agent',
  packageId: 2,
  packageName: 'South Island Highlights',
  accommodationClass: 'standard',
  pricingModel: 'gross',
  rooms: [{ roomType: 'DB', adults: 2, children: 0, guests: [] }],
  pax: { adults: 2, children: 0 },
  notes: '',
  supplierNote: '',
  droppedLines: [],
  version: 1,
  creditHold: null,
  abilities: {
    canEdit: true,
    canRequestBooking: true,
    canCancel: true,
    canCopy: true,
    nextStatuses: ['Requested', 'Cancelled'],
  },
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
  createdByName: 'Nikau Agent',
  updatedByName: 'Nikau Agent',
  days: [],
  totals: { sellCents: 0, commissionCents: 0, netCents: 0, gstCents: 0, netGstCents: 0 },
};
