import type { TPaymentSessionView } from '@portal/shared/contracts/online-payments';
import type { TTravelApp } from '@portal/shared/contracts/traveller';

export const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';
export const SESSION_TOKEN = 'sessionsessionsessionsession0001';

export function buildTravelApp(overrides: Partial<TTravelApp> = {}): TTravelApp {
  return {
    token: TOKEN,
    bookingReference: 'NZ-100234',
    bookingName: 'Smith family North Island',
    status: 'Confirmed',
    travelDate: '2027-03-05',
    endDate: '2027-03-07',
    companyName: 'Fernway Travel',
    brand: {
      id: 1,
      name: 'Fernway New Zealand',
      currency: 'NZD',
      priceMessage: 'NZD incl. 15% GST',
      supportPhone: '+64 9 123 4567',
      supportEmail: 'help@fernway.test',
    },
    days: [
      {
        dayNumber: 1,
        date: '2027-03-05',
        title: 'Arrive in Auckland',
        description: 'Pick up your car and settle in.',
        locationName: 'Auckland',
        mapUrl: 'https://maps.example/?q=Auckland',
        drivingNotes: ['Keep left; the motorway exit is 12 km after the airport.'],
        services: [
          {
            id: 11,
            name: 'Harbour Hotel, Double Room',
            serviceTypeCode: 'AC',
            supplierName: 'Harbour Hotel Auckland',
            date: '2027-03-05',
            endDate: '2027-03-07',
            startTime: '1400',
            endTime: null,
            phone: '+64 9 555 0101',
            address: '1 Quay Street, Auckland',
            status: 'confirmed',
            confirmation: 'HH123',
            voucher: 'V-0001',
            description: 'A harbour-front hotel a short walk from the ferry terminal.',
            remarks: 'Late check-in arranged.',
            mapUrl: 'https://maps.example/?q=1+Quay+Street',
          },
        ],
      },
    ],
    emergencyContact: null,
    canLeaveFeedback: false,
    feedback: null,
    canChoosePrize: false,
    isPaidThroughAgency: false,
    amountDue: { purpose: 'deposit', amountCents: 50000, currency: 'NZD', dueOn: '2027-01-05' },
    generatedAt: '2026-11-26T01:00:00.000Z',
    ...overrides,
  };
}

export function buildSession(overrides: Partial<TPaymentSessionView> = {}): TPaymentSessionView {
  return {
    token: SESSION_TOKEN,
    provider: 'sandbox',
    status: 'open',
    purpose: 'deposit',
    bookingReference: 'NZ-100234',
    bookingName: 'Smith family North Island',
    invoiceNumber: 'INV-2001',
    amountCents: 50000,
    currency: 'NZD',
    checkoutUrl: `/payments/${SESSION_TOKEN}`,
    failureMessage: null,
    closedReason: null,
    isBookingCancelled: false,
    verificationAttemptsLeft: null,
    receiptNumber: null,
    travelAppUrl: `http://localhost/travel-app/${TOKEN}`,
    expiresAt: '2026-11-27T01:00:00.000Z',
    paidAt: null,
    ...overrides,
  };
}
