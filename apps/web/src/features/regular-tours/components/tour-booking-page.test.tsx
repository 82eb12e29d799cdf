import { buildPaginated } from '@portal/shared/contracts/pagination';
import type {
  TAgentDeparture,
  TAgentTour,
  TTourPrice,
} from '@portal/shared/contracts/regular-tours';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { permissionStore } from '../../../lib/authorization';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { TourBookingPage } from './tour-booking-page';

const TEXT = { en: '', de: '', es: '', it: '', fr: '' };

function departure(id: number, overrides: Partial<TAgentDeparture> = {}): TAgentDeparture {
  return {
    id,
    departureDate: '2030-03-10',
    endDate: '2030-03-14',
    seatsLeft: 12,
    availability: 'Available',
    isGuaranteed: false,
    isBookable: true,
    fromPriceCents: 219_000,
    rates: [
      { roomType: 'TW', sellCents: 219_000, childSellCents: null },
      { roomType: 'SG', sellCents: 289_000, childSellCents: null },
    ],
    ...overrides,
  };
}

const TOUR: TAgentTour = {
  id: 7,
  code: 'NZ-NIX5',
  name: 'North Island Explorer',
  categoryId: 1,
  categoryName: 'Coach tours',
  durationDays: 5,
  startLocationName: 'Auckland',
  endLocationName: 'Wellington',
  overview: { ...TEXT, en: 'Five days of geysers.', de: 'Fünf Tage Geysire.' },
  firstImage: null,
  currency: 'NZD',
  brandId: 1,
  fromPriceCents: 219_000,
  nextDepartureDate: '2030-03-10',
  availableDepartureCount: 2,
  inclusions: { ...TEXT, en: 'Coach travel\nFour nights' },
  images: [],
  days: [
    {
      dayNumber: 1,
      title: { ...TEXT, en: 'Auckland to Rotorua' },
      description: { ...TEXT, en: 'South through the Waikato.' },
      overnightLocationName: 'Rotorua',
      meals: { breakfast: false, lunch: false, dinner: true },
    },
  ],
  departures: [
    departure(31),
    departure(32, { departureDate: '2030-03-24', endDate: '2030-03-28', seatsLeft: 2 }),
    departure(33, {
      departureDate: '2030-04-07',
      endDate: '2030-04-11',
      seatsLeft: 0,
      availability: 'Full',
      isBookable: false,
    }),
  ],
};

function priceOf(departureId: number, rooms: { roomType: string; adults: number }[]): TTourPrice {
  const sell = rooms.reduce(
    (sum, room) => sum + (room.roomType === 'SG' ? 289_000 : 219_000) * room.adults,
    0,
  );
  return {
    departureId,
    departureDate: '2030-03-10',
    currency: 'NZD',
    gstPercent: 15,
    seats: rooms.reduce((sum, room) => sum + room.adults, 0),
    seatsLeft: 12,
    availability: 'Available',
    refusal: null,
    rooms: rooms.map((room) => ({
      roomType: room.roomType as 'TW',
      adults: room.adults,
      children: 0,
      sellCents: (room.roomType === 'SG' ? 289_000 : 219_000) * room.adults,
    })),
    sellCents: sell,
    commissionCents: sell / 5,
    netCents: sell - sell / 5,
    gstCents: Math.round((sell * 15) / 115),
  };
}

function stubTours(options: { bookingStatus?: number } = {}) {
  const posts: { url: string; body: unknown }[] = [];
  stubFetch(({ method, url, body }) => {
    const path = new URL(url, 'http://portal.test').pathname;
    if (method === 'POST') posts.push({ url: path, body });
    if (path === '/api/app/tours') {
      return jsonResponse(
        buildPaginated([{ ...TOUR, departures: undefined }], {
          page: 1,
          perPage: 10,
          total: 1,
          path,
        }),
      );
    }
    if (path === '/api/app/tours/categories') {
      return jsonResponse({ data: [{ id: 1, name: 'Coach tours', tourCount: 1 }] });
    }
    if (path === '/api/app/tours/7') return jsonResponse(TOUR);
    if (path === '/api/app/files') {
      return jsonResponse(buildPaginated([], { page: 1, perPage: 50, total: 0, path }));
    }
    const priced = /^\/api\/app\/tour-departures\/(\d+)\/price$/.exec(path);
    if (priced) {
      const { rooms } = body as { rooms: { roomType: string; adults: number }[] };
      return jsonResponse(priceOf(Number(priced[1]), rooms));
    }
    if (/\/bookings$/.test(path)) {
      if (options.bookingStatus === 409) {
        return jsonResponse({ message: 'This departure is full: no seats are left.' }, 409);
      }
      return jsonResponse(
        {
          fileReference: 'NZ-100345',
          isNewFile: true,
          fileStatus: 'Requested',
          seats: 2,
          sellCents: 438_000,
          netCents: 350_400,
          departure: { id: 32, seatsLeft: 0, availability: 'Full' },
        },
        201,
      );
    }
    return jsonResponse({ message: `Unexpected ${method} ${path}` }, 500);
  });
  return { posts };
}

describe('Tour departures (agents)', () => {
  beforeEach(() => {
    permissionStore.setState({
      roles: ['agent'],
      permissions: ['app.access', 'quotes.price', 'files.view', 'files.manage'],
    });
  });
  afterEach(() => permissionStore.reset());

  it('lists departures with availability and lets a click change the selection', async () => {
    stubTours();
    const { user, router } = renderWithProviders(<TourBookingPage />, {
      route: '/app/regular-tours-booking',
    });
    expect(await screen.findByText('Click a departure to change your selection')).toBeVisible();
    const table = screen.getByRole('table', { name: 'Departures of North Island Explorer' });
    expect(within(table).getByText('Full').closest('[data-status-colour]')).toHaveAttribute(
      'data-status-colour',
      'red',
    );
    expect(within(table).getByText('2 seats left')).toBeInTheDocument();
    // The first bookable departure is chosen until the agent picks another.
    expect(
      screen.getByRole('heading', { name: 'Book the departure of 10 Mar 2030' }),
    ).toBeVisible();
    expect(within(table).getByRole('radio', { name: '07 Apr 2030' })).toBeDisabled();

    await user.click(within(table).getByText('24 Mar 2030'));
    expect(
      await screen.findByRole('heading', { name: 'Book the departure of 24 Mar 2030' }),
    ).toBeVisible();
    expect(router.state.location.search).toContain('departure=32');
    expect(within(table).getByRole('radio', { name: '24 Mar 2030' })).toBeChecked();
    expect(await screen.findByTestId('tour-total')).toHaveTextContent('NZ$4,380.00');
    expect(screen.getByText('NZD incl. 15% GST')).toBeInTheDocument();
  }, 20_000);

  it('books the rooms at the price shown and links to the booking', async () => {
    const api = stubTours();
    const { user } = renderWithProviders(<TourBookingPage />, {
      route: '/app/regular-tours-booking?tour=7&departure=32',
    });
    await screen.findByRole('heading', { name: 'Book the departure of 24 Mar 2030' });
    await screen.findByTestId('tour-total');
    await user.type(screen.getByRole('textbox', { name: /Booking name/ }), 'Okafor family');
    await user.click(screen.getByRole('button', { name: 'Make a booking' }));
    expect(await screen.findByRole('link', { name: 'Open NZ-100345' })).toHaveAttribute(
      'href',
      '/app/view-booking/NZ-100345',
    );
    await waitFor(() =>
      expect(api.posts).toContainEqual({
        url: '/api/app/tour-departures/32/bookings',
        body: {
          rooms: [{ roomType: 'TW', adults: 2, children: 0 }],
          bookingName: 'Okafor family',
          yourReference: '',
          fileReference: null,
          expectedSellCents: 438_000,
        },
      }),
    );
  }, 20_000);

  it("shows the server's refusal when the seats have gone", async () => {
    stubTours({ bookingStatus: 409 });
    const { user } = renderWithProviders(<TourBookingPage />, {
      route: '/app/regular-tours-booking?tour=7&departure=32',
    });
    await screen.findByTestId('tour-total');
    await user.type(screen.getByRole('textbox', { name: /Booking name/ }), 'Late party');
    await user.click(screen.getByRole('button', { name: 'Make a booking' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The booking was refused');
    expect(alert).toHaveTextContent('This departure is full: no seats are left.');
  }, 20_000);

  it('shows the tour in the interface language, English where it has no translation', async () => {
    stubTours();
    renderWithProviders(<TourBookingPage />, { route: '/app/regular-tours-booking' });
    expect(await screen.findByText('Five days of geysers.')).toBeVisible();
    expect(screen.getByText('Day 1: Auckland to Rotorua')).toBeVisible();
    expect(screen.getByText('Overnight in Rotorua · Meals: Dinner')).toBeVisible();
    expect(screen.getByText('Four nights')).toBeVisible();
  }, 20_000);
});
