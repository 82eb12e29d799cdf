import type { TProductSearchResult } from '@portal/shared/contracts/catalogue-api';
import { buildPaginated } from '@portal/shared/contracts/pagination';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  jsonResponse,
  renderRoutes,
  stubFetch,
  type TFetchHandler,
} from '../../../testing/test-utils';
import { PRICED_WITH_RED_LINE, SAVED_FILE, SOUTH_ISLAND } from '../testing/quote-fixtures';
import { PackageQuotePage } from './package-quote-page';

function deferred() {
  let release = () => {};
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

function product(overrides: Partial<TProductSearchResult>): TProductSearchResult {
  return {
    id: 77,
    code: 'KAIWHL-WHALE',
    name: 'Kaikoura Whale Cruise',
    description: '',
    supplierId: 9,
    supplierName: 'Kaikoura Ocean Giants',
    serviceTypeCode: 'CR',
    locationId: 6,
    locationName: 'Kaikoura',
    accommodationClass: null,
    roomTypes: [],
    pricingBasis: 'per_person',
    startTime: null,
    endTime: null,
    durationMinutes: null,
    currency: 'NZD',
    fromSellCents: null,
    hasRate: null,
    status: null,
    ...overrides,
  };
}

const page = (rows: TProductSearchResult[]) =>
  buildPaginated(rows, {
    page: 1,
    perPage: 50,
    total: rows.length,
    path: '/api/app/products/search',
  });

function renderPriceForm(handler: TFetchHandler, entry = '/app/quick-quote/2') {
  const calls: { method: string; url: string; body: unknown }[] = [];
  stubFetch((request) => {
    calls.push({ method: request.method, url: request.url, body: request.body });
    return handler(request);
  });
  const rendered = renderRoutes(
    [
      { path: '/app/quick-quote/:opt', element: <PackageQuotePage /> },
      { path: '*', element: <p>Landed elsewhere</p> },
    ],
    { initialEntries: [entry] },
  );
  return { ...rendered, calls };
}

describe('quick quote price form and priced quote', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("offers the first of next month on the package brand's calendar as the travel date", async () => {
    // 12:30 UTC on 28 Feb: already 1 Mar (01:30) in Auckland, still 28 Feb (23:30) in Sydney.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-02-28T12:30:00Z') });
    renderPriceForm(({ url }) =>
      url === '/api/app/packages/2'
        ? jsonResponse({ ...SOUTH_ISLAND, brandId: 2 })
        : jsonResponse({ message: 'unexpected' }, 500),
    );
    const form = await screen.findByRole('form', { name: 'Price form' });
    expect(within(form).getByRole('textbox', { name: /Travel date/ })).toHaveValue('01 Mar 2030');
  });

  it("offers the New Zealand brand's next month once it is March in Auckland", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-02-28T12:30:00Z') });
    renderPriceForm(({ url }) =>
      url === '/api/app/packages/2'
        ? jsonResponse(SOUTH_ISLAND)
        : jsonResponse({ message: 'unexpected' }, 500),
    );
    const form = await screen.findByRole('form', { name: 'Price form' });
    expect(within(form).getByRole('textbox', { name: /Travel date/ })).toHaveValue('01 Apr 2030');
  });

  it('prices the package, finds alternatives for red lines and shows the day-by-day quote', async () => {
    const pricing = deferred();
    const searching = deferred();
    const { user, calls } = renderPriceForm(async ({ method, url }) => {
      const parsed = new URL(url, 'http://portal.test');
      if (url === '/api/app/packages/2') return jsonResponse(SOUTH_ISLAND);
      if (method === 'POST' && url === '/api/quotes/price') {
        await pricing.promise;
        return jsonResponse(PRICED_WITH_RED_LINE);
      }
      if (parsed.pathname === '/api/app/products/search') {
        if (!parsed.searchParams.get('locationId')) return jsonResponse(page([product({})]));
        await searching.promise;
        return jsonResponse(
          page([
            product({ hasRate: false, status: 'Available' }),
            product({ id: 78, name: 'Dolphin Encounter', hasRate: true, status: 'Available' }),
            product({ id: 79, name: 'Albatross Tour', hasRate: true, status: 'On Request' }),
            product({ id: 80, name: 'Sunset Sail', hasRate: true, status: 'Full' }),
          ]),
        );
      }
      return jsonResponse({}, 404);
    });

    const form = await screen.findByRole('form', { name: 'Price form' });
    expect(screen.getByRole('heading', { name: 'South Island Highlights' })).toBeInTheDocument();
    // Only the classes sold on every night are offered.
    await user.click(within(form).getByRole('combobox', { name: /Accommodation class/ }));
    const listbox = document.getElementById(
      within(form)
        .getByRole('combobox', { name: /Accommodation class/ })
        .getAttribute('aria-controls') ?? '',
    ) as HTMLElement;
    expect(
      within(listbox)
        .getAllByRole('option', { hidden: true })
        .map((option) => option.textContent),
    ).toEqual(['Standard', 'Superior']);
    await user.click(within(listbox).getByRole('option', { name: 'Superior', hidden: true }));
    const travelDate = within(form).getByRole('textbox', { name: /Travel date/ });
    await user.clear(travelDate);
    await user.type(travelDate, '05 Jun 2027');
    await user.click(within(form).getByRole('button', { name: 'Add room' }));
    const secondRoom = within(form).getByRole('combobox', { name: 'Room 2 type' });
    await user.click(secondRoom);
    const roomTypes = document.getElementById(secondRoom.getAttribute('aria-controls') ?? '');
    await user.click(
      within(roomTypes as HTMLElement).getByRole('option', { name: 'Single Room', hidden: true }),
    );
    // A single room sleeps one: the agent says so (it is never changed silently, point 18).
    const secondAdults = within(form).getByRole('textbox', { name: 'Room 2 adults' });
    await user.clear(secondAdults);
    await user.type(secondAdults, '1');

    await user.click(within(form).getByRole('button', { name: 'Get price' }));
    expect(await screen.findByText('Fetching price…')).toBeInTheDocument();
    pricing.release();
    expect(await screen.findByText('Finding services…')).toBeInTheDocument();
    searching.release();

    const quote = await screen.findByRole('region', { name: 'Priced quote' });
    expect(calls.find((call) => call.url === '/api/quotes/price')?.body).toEqual({
      packageId: 2,
      travelDate: '2027-06-05',
      accommodationClass: 'superior',
      rooms: [
        { roomType: 'DB', adults: 2, children: 0 },
        { roomType: 'SG', adults: 1, children: 0 },
      ],
    });
    expect(screen.queryByRole('form', { name: 'Price form' })).toBeNull();
    expect(within(quote).getByTestId('missing-rates-note')).toHaveTextContent(
      'Services highlighted in red have no rates for the selected travel date and are not saved to the quote. Alternatives can be added from the customise screen after saving.',
    );
    const lines = within(quote).getByRole('table', { name: 'Services by day' });
    const red = lines.querySelector('[data-missing-rate="true"]') as HTMLElement;
    expect(within(red).getByText('Kaikoura Whale Cruise')).toBeInTheDocument();
    expect(within(red).getByText('Sightseeing')).toBeInTheDocument();
    expect(within(red).getByText('No rate on 06 Jun')).toBeInTheDocument();
    expect(within(red).getByTestId('alternatives-hint')).toHaveTextContent(
      'Alternatives with rates on this date: Dolphin Encounter, Albatross Tour.',
    );
    expect(within(red).getByText('—')).toBeInTheDocument();
    // Issue 19 point 15: no green "Available" beside "No rate": the badge says there is no rate.
    expect(within(red).queryByText('Available')).toBeNull();
    expect(within(red).getByText('No rate').closest('[data-status-colour]')).toHaveAttribute(
      'data-status-colour',
      'red',
    );
    expect(within(lines).getByText('Day 2 · Sun 06 Jun · Whales')).toBeInTheDocument();
    expect(within(lines).getAllByText('NZ$240.00')).toHaveLength(2);
    expect(
      within(quote).getByText(
        "The estimated total price is subject to change. Final pricing needs the consultant's confirmation.",
      ),
    ).toBeInTheDocument();
    expect(
      within(quote).getByText('The extra cost of breakfast is confirmed by the consultant.'),
    ).toBeInTheDocument();
    expect(within(quote).getByTestId('quote-total')).toHaveTextContent('NZ$480.00');
    expect(within(quote).getByTestId('gst-message')).toHaveTextContent('NZD incl. 15% GST');
    expect(within(quote).getByTestId('quote-commission')).toHaveTextContent('NZ$96.00');

    await user.click(within(quote).getByRole('switch', { name: /Client view/ }));
    expect(within(quote).queryByTestId('quote-commission')).toBeNull();
    expect(within(quote).queryByTestId('quote-net')).toBeNull();

    // "Make more changes" brings the form back as it was.
    await user.click(screen.getByRole('button', { name: 'Make more changes' }));
    const again = await screen.findByRole('form', { name: 'Price form' });
    expect(within(again).getByRole('textbox', { name: /Travel date/ })).toHaveValue('05 Jun 2027');
    expect(within(again).getAllByTestId('room-row')).toHaveLength(2);
    // The longest journey of this file: it types a date and picks from three menus.
  }, 60_000);

  it('saves the quote with a booking name and opens the customise screen', async () => {
    const { user, calls, router } = renderPriceForm(({ method, url }) => {
      const parsed = new URL(url, 'http://portal.test');
      if (url === '/api/app/packages/2') return jsonResponse(SOUTH_ISLAND);
      if (url === '/api/quotes/price') {
        return jsonResponse({
          ...PRICED_WITH_RED_LINE,
          days: PRICED_WITH_RED_LINE.days.map((day) => ({
            ...day,
            lines: day.lines.filter((line) => !line.missingRate),
          })),
          flags: { ...PRICED_WITH_RED_LINE.flags, hasMissingRates: false },
        });
      }
      if (method === 'POST' && url === '/api/app/files') {
        return jsonResponse(SAVED_FILE, 201);
      }
      if (parsed.pathname === '/api/app/products/search') return jsonResponse(page([]));
      return jsonResponse({}, 404);
    });
    const form = await screen.findByRole('form', { name: 'Price form' });
    await user.click(within(form).getByRole('button', { name: 'Get price' }));
    await screen.findByRole('region', { name: 'Priced quote' });
    // No red line: no alternatives to look for.
    expect(calls.some((call) => call.url.startsWith('/api/app/products/search'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Save quote and customise' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save quote' });
    await user.click(within(dialog).getByRole('button', { name: 'Save quote and customise' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/app/files')).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: /Booking name/ }), 'Smith family');
    await user.type(within(dialog).getByRole('textbox', { name: 'Your reference' }), 'SMITH-01');
    await user.click(within(dialog).getByRole('button', { name: 'Save quote and customise' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/app/quick-quote/customise/NZ-100042'),
    );
    const saved = calls.find((call) => call.url === '/api/app/files');
    expect(saved?.body).toMatchObject({
      packageId: 2,
      accommodationClass: 'standard',
      rooms: [{ roomType: 'DB', adults: 2, children: 0 }],
      bookingName: 'Smith family',
      yourReference: 'SMITH-01',
    });
  });

  it('never changes adults silently: out-of-range rooms say so and are not priced (issue 19 point 18)', async () => {
    const { user, calls } = renderPriceForm(({ url }) =>
      url === '/api/app/packages/2' ? jsonResponse(SOUTH_ISLAND) : jsonResponse({}, 404),
    );
    const form = await screen.findByRole('form', { name: 'Price form' });
    const adults = within(form).getByRole('textbox', { name: 'Room 1 adults' });
    await user.clear(adults);
    await user.type(adults, '20');
    await user.tab();
    expect(adults).toHaveValue('20');
    expect(within(form).getByText('Double Room: 1 to 2 adults.')).toBeInTheDocument();

    await user.clear(adults);
    await user.type(adults, '2');
    const roomType = within(form).getByRole('combobox', { name: 'Room 1 type' });
    await user.click(roomType);
    const options = document.getElementById(roomType.getAttribute('aria-controls') ?? '');
    await user.click(
      within(options as HTMLElement).getByRole('option', { name: 'Single Room', hidden: true }),
    );
    expect(adults).toHaveValue('2');
    expect(within(form).getByText('Single Room: 1 adult only.')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Get price' }));
    expect(
      await within(form).findByText(
        'Choose a room type for every room and no more adults than the room sleeps.',
      ),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/quotes/price')).toBe(false);
  });

  it('keeps the priced form in the address, so a reload prices it again (issue 19 point 18)', async () => {
    const { user, router } = renderPriceForm(({ method, url }) => {
      if (url === '/api/app/packages/2') return jsonResponse(SOUTH_ISLAND);
      if (method === 'POST' && url === '/api/quotes/price')
        return jsonResponse(PRICED_WITH_RED_LINE);
      return jsonResponse(page([]));
    });
    const form = await screen.findByRole('form', { name: 'Price form' });
    const travelDate = within(form).getByRole('textbox', { name: /Travel date/ });
    await user.clear(travelDate);
    await user.type(travelDate, '05 Jun 2027');
    await user.click(within(form).getByRole('button', { name: 'Get price' }));
    await screen.findByRole('region', { name: 'Priced quote' });
    const address = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(address)).toEqual({
      travelDate: '2027-06-05',
      class: 'standard',
      rooms: 'DB-2',
      priced: '1',
    });
  });

  it('prices again on arrival from a priced address', async () => {
    const { user, calls } = renderPriceForm(({ method, url }) => {
      if (url === '/api/app/packages/2') return jsonResponse(SOUTH_ISLAND);
      if (method === 'POST' && url === '/api/quotes/price') {
        return jsonResponse(PRICED_WITH_RED_LINE);
      }
      return jsonResponse(page([]));
    }, '/app/quick-quote/2?travelDate=2027-06-05&class=superior&rooms=DB-2,SG-1&priced=1');
    expect(await screen.findByRole('region', { name: 'Priced quote' })).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/quotes/price')?.body).toEqual({
      packageId: 2,
      travelDate: '2027-06-05',
      accommodationClass: 'superior',
      rooms: [
        { roomType: 'DB', adults: 2, children: 0 },
        { roomType: 'SG', adults: 1, children: 0 },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Make more changes' }));
    const form = await screen.findByRole('form', { name: 'Price form' });
    expect(within(form).getByRole('textbox', { name: /Travel date/ })).toHaveValue('05 Jun 2027');
    expect(within(form).getAllByTestId('room-row')).toHaveLength(2);
  });

  it('asks the age of every child and sends the ages with the room (issue 24)', async () => {
    const { user, calls, router } = renderPriceForm(({ method, url }) => {
      if (url === '/api/app/packages/2') return jsonResponse(SOUTH_ISLAND);
      if (method === 'POST' && url === '/api/quotes/price') {
        return jsonResponse(PRICED_WITH_RED_LINE);
      }
      return jsonResponse(page([]));
    });
    const form = await screen.findByRole('form', { name: 'Price form' });
    const choose = async (name: string, option: string) => {
      const select = within(form).getByRole('combobox', { name });
      await user.click(select);
      const options = document.getElementById(select.getAttribute('aria-controls') ?? '');
      await user.click(
        within(options as HTMLElement).getByRole('option', { name: option, hidden: true }),
      );
    };
    await choose('Room 1 children', '2');
    await choose('Room 1 child 1 age', '5');
    await user.click(within(form).getByRole('button', { name: 'Get price' }));
    // The second child has no age yet: nothing is priced.
    expect(
      await within(form).findByText(
        'Choose the age of every child on the travel date: it decides who travels free, at the child price or as an adult.',
      ),
    ).toBeInTheDocument();
    expect(within(form).getByText("Choose the child's age.")).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/quotes/price')).toBe(false);

    await choose('Room 1 child 2 age', '13');
    await user.click(within(form).getByRole('button', { name: 'Get price' }));
    await screen.findByRole('region', { name: 'Priced quote' });
    expect(calls.find((call) => call.url === '/api/quotes/price')?.body).toMatchObject({
      rooms: [{ roomType: 'DB', adults: 2, children: 2, childAges: [5, 13] }],
    });
    expect(new URLSearchParams(router.state.location.search).get('rooms')).toBe('DB-2-5.13');
  });

  it('reads children and their ages from the address', async () => {
    const { calls } = renderPriceForm(({ method, url }) => {
      if (url === '/api/app/packages/2') return jsonResponse(SOUTH_ISLAND);
      if (method === 'POST' && url === '/api/quotes/price') {
        return jsonResponse(PRICED_WITH_RED_LINE);
      }
      return jsonResponse(page([]));
    }, '/app/quick-quote/2?travelDate=2027-06-05&class=superior&rooms=DB-2-1.8,SG-1&priced=1');
    expect(await screen.findByRole('region', { name: 'Priced quote' })).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/quotes/price')?.body).toEqual({
      packageId: 2,
      travelDate: '2027-06-05',
      accommodationClass: 'superior',
      rooms: [
        { roomType: 'DB', adults: 2, children: 2, childAges: [1, 8] },
        { roomType: 'SG', adults: 1, children: 0 },
      ],
    });
  });

  it('says so when the package is not offered', async () => {
    renderPriceForm(({ url }) =>
      url === '/api/app/packages/2'
        ? jsonResponse({ message: 'Package not found.' }, 404)
        : jsonResponse({}, 404),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Package not found.');
    expect(screen.getByRole('link', { name: 'Back to quick quote' })).toHaveAttribute(
      'href',
      '/app/quick-quote',
    );
  });
});
