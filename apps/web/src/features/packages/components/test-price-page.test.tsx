import type { TPackage } from '@portal/shared/contracts/catalogue';
import type { TPricedQuote } from '@portal/shared/contracts/pricing';
import { buildPaginated } from '@portal/shared/contracts/pagination';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { permissionStore } from '../../../lib/authorization';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { TestPricePage } from './test-price-page';

/** Pages load their data through several calls; a busy test run can take over a second. */
const LOADING = { timeout: 5_000 };

/** These tests type into whole forms keystroke by keystroke, which takes seconds in jsdom. */
const INTERACTION_TIMEOUT = { timeout: 20_000 };

const PACKAGE: TPackage = {
  id: 4,
  code: 'NZ-RGB-3',
  brandId: 1,
  name: 'Rotorua Geothermal Short Break',
  description: '',
  startLocationId: 10,
  durationNights: 1,
  transportType: 'private_transfer',
  productTariff: 'FIT 2026/27',
  status: 'published',
  days: [
    {
      dayNumber: 1,
      title: 'Auckland to Rotorua',
      description: '',
      overnightLocationId: 11,
      accommodation: [],
      services: [],
      drivingNotes: [],
    },
    {
      dayNumber: 2,
      title: 'Depart',
      description: '',
      overnightLocationId: null,
      accommodation: [],
      services: [],
      drivingNotes: [],
    },
  ],
};

const { days: _days, ...SUMMARY } = PACKAGE;

const PRICED: TPricedQuote = {
  packageId: 4,
  packageName: 'Rotorua Geothermal Short Break',
  brandId: 1,
  currency: 'NZD',
  gstPercent: 15,
  travelDate: '2027-03-05',
  endDate: '2027-03-06',
  accommodationClass: 'deluxe',
  pricingModel: 'gross',
  rooms: [],
  pax: { adults: 3, children: 0 },
  days: [],
  totals: {
    costCents: 0,
    sellCents: 123_450,
    commissionCents: 0,
    netCents: 0,
    gstCents: 0,
    netGstCents: 0,
    marginExGstCents: 0,
    pricedLineCount: 0,
    excludedLineCount: 0,
  },
  flags: {
    hasMissingRates: false,
    hasOnRequest: false,
    hasUnavailable: false,
    hasMissingAccommodation: false,
    missingAccommodationDays: [],
  },
};

describe('the package test-price screen', () => {
  afterEach(() => permissionStore.reset());

  it(
    'prices the chosen package for a date, a class and the rooms given',
    INTERACTION_TIMEOUT,
    async () => {
      const priced: unknown[] = [];
      stubFetch(({ method, url, body }) => {
        if (url.startsWith('/api/admin/packages?')) {
          return jsonResponse(
            buildPaginated([SUMMARY], {
              page: 1,
              perPage: 100,
              total: 1,
              path: '/api/admin/packages',
            }),
          );
        }
        if (url === '/api/admin/packages/4') return jsonResponse(PACKAGE);
        if (method === 'POST' && url === '/api/admin/packages/4/test-price') {
          priced.push(body);
          return jsonResponse(PRICED);
        }
        throw new Error(`Unexpected call ${method} ${url}`);
      });
      const { user } = renderWithProviders(<TestPricePage />, {
        route: '/admin/quick-quote/test?packageId=4',
      });

      const form = screen.getByRole('form', { name: 'Price form' });
      await waitFor(
        () =>
          expect(within(form).getByRole('combobox', { name: /Package/ })).toHaveValue(
            'NZ-RGB-3 – Rotorua Geothermal Short Break · New Zealand (NZD) · Published',
          ),
        LOADING,
      );
      const travelDate = within(form).getByRole('textbox', { name: /Travel date/ });
      await user.clear(travelDate);
      await user.type(travelDate, '05 Mar 2027');
      await user.click(within(form).getByRole('combobox', { name: /Accommodation class/ }));
      const classes = document.getElementById(
        within(form)
          .getByRole('combobox', { name: /Accommodation class/ })
          .getAttribute('aria-controls') ?? '',
      );
      await user.click(
        within(classes as HTMLElement).getByRole('option', { name: 'Deluxe', hidden: true }),
      );

      await user.click(within(form).getByRole('button', { name: 'Add room' }));
      await user.click(within(form).getByRole('button', { name: 'Add room' }));
      expect(within(form).getAllByRole('textbox', { name: /adults/ })).toHaveLength(3);
      await user.click(within(form).getByRole('button', { name: 'Remove room 2' }));
      const secondAdults = within(form).getByRole('textbox', { name: 'Room 2 adults' });
      await user.clear(secondAdults);
      await user.type(secondAdults, '1');

      await user.click(within(form).getByRole('button', { name: 'Get price' }));
      expect(await screen.findByTestId('total-sell')).toHaveTextContent('NZ$1,234.50');
      expect(priced).toEqual([
        {
          travelDate: '2027-03-05',
          accommodationClass: 'deluxe',
          rooms: [
            { roomType: 'DB', adults: 2, children: 0 },
            { roomType: 'DB', adults: 1, children: 0 },
          ],
          agencyId: null,
        },
      ]);
      // The last room cannot be removed.
      await user.click(within(form).getByRole('button', { name: 'Remove room 2' }));
      expect(within(form).getByRole('button', { name: 'Remove room 1' })).toBeDisabled();
    },
  );
});
