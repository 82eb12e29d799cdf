import type { TPackage } from '@portal/shared/contracts/catalogue';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { answerCatalogue } from '../testing/catalogue-fixtures';
import { PackageAddPage } from './package-pages';

/** Pages load their data through several calls; a busy test run can take over a second. */
const LOADING = { timeout: 5_000 };

/** These tests type into whole forms keystroke by keystroke, which takes seconds in jsdom. */
const INTERACTION_TIMEOUT = { timeout: 20_000 };

type TUser = ReturnType<typeof renderWithProviders>['user'];

/** The options of a select's own dropdown (Mantine keeps closed dropdowns in the page). */
async function optionsOf(user: TUser, combobox: HTMLElement) {
  await user.click(combobox);
  const listbox = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
  if (!listbox) throw new Error('The select did not open its dropdown.');
  // While its opening transition runs the dropdown counts as hidden.
  return {
    find: (name: RegExp) => within(listbox).findByRole('option', { name, hidden: true }, LOADING),
    query: (name: RegExp) => within(listbox).queryByRole('option', { name, hidden: true }),
  };
}

async function choose(
  user: TUser,
  field: RegExp,
  option: RegExp,
  scope: HTMLElement = document.body,
) {
  const options = await optionsOf(user, within(scope).getByRole('combobox', { name: field }));
  await user.click(await options.find(option));
}

function stubServer() {
  const saved: unknown[] = [];
  const fetchMock = stubFetch(({ method, url, body }) => {
    if (method === 'POST' && url === '/api/admin/packages') {
      saved.push(body);
      return jsonResponse({ id: 77, ...(body as Omit<TPackage, 'id'>) }, 201);
    }
    const answer = answerCatalogue(url);
    if (answer !== undefined) return jsonResponse(answer);
    throw new Error(`Unexpected call ${method} ${url}`);
  });
  return { fetchMock, saved };
}

describe('the package form with its day-by-day editor', () => {
  it(
    'checks each day before saving, then sends the whole package',
    INTERACTION_TIMEOUT,
    async () => {
      const { saved } = stubServer();
      const { user, router } = renderWithProviders(<PackageAddPage />, {
        route: '/admin/quick-quote/add',
      });

      await user.type(
        await screen.findByRole('textbox', { name: /Package code/ }, LOADING),
        'nz-test-2',
      );
      await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Auckland Stopover');
      await choose(user, /Start location/, /Auckland \(Auckland, NZ\)/);
      await choose(user, /Transport type/, /Rental car/);
      await user.type(screen.getByRole('textbox', { name: /Product tariff/ }), 'FIT 2026/27');

      expect(screen.getByText('2 days, 1 night')).toBeInTheDocument();
      await user.type(screen.getByRole('textbox', { name: /Day 1 header/ }), 'Arrive in Auckland');
      await choose(user, /Day 1 overnight location/, /Auckland \(Auckland, NZ\)/);
      await choose(user, /Day 1 Standard accommodation/, /Harbourview Standard Room/);
      // Only the deluxe hotel is offered for deluxe.
      const deluxe = await optionsOf(
        user,
        screen.getByRole('combobox', { name: /Day 1 Deluxe accommodation/ }),
      );
      expect(await deluxe.find(/Harbourview Deluxe Suite/)).toBeInTheDocument();
      expect(deluxe.query(/Harbourview Standard Room/)).toBeNull();
      await user.keyboard('{Escape}');

      await user.click(screen.getByRole('button', { name: 'Add service to day 1' }));
      await user.click(screen.getByRole('button', { name: 'Create package' }));

      const day2 = screen.getByRole('region', { name: 'Day 2' });
      expect(
        await within(day2).findByText('Day 2: the day header is required.', undefined, LOADING),
      ).toBeInTheDocument();
      const day1 = screen.getByRole('region', { name: 'Day 1' });
      expect(within(day1).getByText('Day 1: choose the product of service 1.')).toBeInTheDocument();
      expect(saved).toEqual([]);

      await user.type(within(day2).getByRole('textbox', { name: /Day 2 header/ }), 'Depart');
      const service = within(day1).getByRole('combobox', { name: /Day 1 service 1/ });
      const products = await optionsOf(user, service);
      await user.type(service, 'sky');
      await user.click(await products.find(/SKYTWR-AKL – Sky Tower Visit/));
      await user.clear(within(day1).getByRole('textbox', { name: /Start \(HHMM\)/ }));
      await user.type(within(day1).getByRole('textbox', { name: /Start \(HHMM\)/ }), '1400');
      await user.click(screen.getByRole('button', { name: 'Create package' }));

      await waitFor(() => expect(saved).toHaveLength(1), LOADING);
      expect(saved[0]).toEqual({
        code: 'NZ-TEST-2',
        brandId: 1,
        name: 'Auckland Stopover',
        description: '',
        startLocationId: 10,
        durationNights: 1,
        transportType: 'rental_car',
        productTariff: 'FIT 2026/27',
        status: 'test',
        days: [
          {
            dayNumber: 1,
            title: 'Arrive in Auckland',
            description: '',
            overnightLocationId: 10,
            accommodation: [{ accommodationClass: 'standard', productId: 100 }],
            services: [
              { productId: 200, spanDays: 1, startTime: '1400', endTime: null, notes: '' },
            ],
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
      });
      await waitFor(
        () => expect(router.state.location.pathname).toBe('/admin/quick-quote/77'),
        LOADING,
      );
    },
  );

  it(
    'adds, reorders and removes days, keeping the nights in step',
    INTERACTION_TIMEOUT,
    async () => {
      stubServer();
      const { user } = renderWithProviders(<PackageAddPage />, { route: '/admin/quick-quote/add' });
      await user.type(
        await screen.findByRole('textbox', { name: /Day 1 header/ }, LOADING),
        'First',
      );
      await user.type(screen.getByRole('textbox', { name: /Day 2 header/ }), 'Last');
      await user.click(screen.getByRole('button', { name: 'Insert a day after day 1' }));
      expect(screen.getByText('3 days, 2 nights')).toBeInTheDocument();
      expect(
        screen.getByText('Duration: 2 nights (one day more than nights).'),
      ).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: /Day 2 header/ })).toHaveValue('');
      expect(screen.getByRole('textbox', { name: /Day 3 header/ })).toHaveValue('Last');

      await user.click(screen.getByRole('button', { name: 'Move day 3 up' }));
      expect(screen.getByRole('textbox', { name: /Day 2 header/ })).toHaveValue('Last');

      await user.click(screen.getByRole('button', { name: 'Remove day 2' }));
      expect(screen.getByText('2 days, 1 night')).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: /Day 2 header/ })).toHaveValue('');
      // Two days are the minimum.
      expect(screen.getByRole('button', { name: 'Remove day 1' })).toBeDisabled();
    },
  );

  it("shows the server's objection to the days", INTERACTION_TIMEOUT, async () => {
    stubFetch(({ method, url }) => {
      if (method === 'POST') {
        return jsonResponse(
          {
            message: 'The given data was invalid.',
            errors: { days: ['Day 1: product 999 does not exist'] },
          },
          422,
        );
      }
      const answer = answerCatalogue(url);
      if (answer !== undefined) return jsonResponse(answer);
      throw new Error(`Unexpected call ${method} ${url}`);
    });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderWithProviders(<PackageAddPage />, { route: '/admin/quick-quote/add' });
    await user.type(await screen.findByRole('textbox', { name: /Package code/ }, LOADING), 'NZ-X');
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'X');
    await choose(user, /Start location/, /Rotorua/);
    await choose(user, /Transport type/, /Seat in coach/);
    await user.type(screen.getByRole('textbox', { name: /Product tariff/ }), 'FIT');
    await user.type(screen.getByRole('textbox', { name: /Day 1 header/ }), 'One');
    await user.type(screen.getByRole('textbox', { name: /Day 2 header/ }), 'Two');
    await user.click(screen.getByRole('button', { name: 'Create package' }));
    expect(
      await screen.findByText('Day 1: product 999 does not exist', undefined, LOADING),
    ).toBeInTheDocument();
    consoleError.mockRestore();
  });
});
