import type { TProductSearchResult } from '@portal/shared/contracts/catalogue-api';
import type { TFileChangeResponse, TFileView } from '@portal/shared/contracts/files';
import { buildPaginated } from '@portal/shared/contracts/pagination';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meQueryKey } from '../../../lib/auth';
import { createFakeConnection } from '../../../lib/realtime.test-support';
import { demoUsers } from '../../../testing/fixtures';
import {
  createTestQueryClient,
  jsonResponse,
  renderWithProviders,
  stubFetch,
  type TFetchHandler,
} from '../../../testing/test-utils';
import { NO_DIFF, buildFile, buildLine } from '../testing/file-fixtures';
import { CustomisePage } from './customise-page';

function renderCustomise(handler: TFetchHandler) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  stubFetch((request) => {
    calls.push({ method: request.method, url: request.url, body: request.body });
    return handler(request);
  });
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(meQueryKey, { user: demoUsers.agent });
  const rendered = renderWithProviders(<CustomisePage connection={createFakeConnection()} />, {
    route: '/app/quick-quote/customise/NZ-100007',
    path: '/app/quick-quote/customise/:ref',
    queryClient,
  });
  return { ...rendered, calls };
}

function product(overrides: Partial<TProductSearchResult>): TProductSearchResult {
  return {
    id: 303,
    code: 'KAIWHL-WHALE',
    name: 'Kaikoura Whale Cruise',
    description: '',
    supplierId: 9,
    supplierName: 'Kaikoura Ocean Giants',
    serviceTypeCode: 'CR',
    locationId: 42,
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

const WITH_RED_LINE = buildFile({
  droppedLines: [
    {
      key: 'd2-whale',
      dayNumber: 2,
      date: '2027-03-06',
      productId: 303,
      name: 'Kaikoura Whale Cruise',
      serviceTypeCode: 'CR',
      span: 1,
      missingRateDates: ['2027-03-06'],
    },
  ],
});

const page = (rows: TProductSearchResult[]) =>
  buildPaginated(rows, {
    page: 1,
    perPage: 10,
    total: rows.length,
    path: '/api/app/products/search',
  });

describe('customise quote', () => {
  it('adds an alternative for a service that had no rate, found near it', async () => {
    const dolphins = product({
      id: 304,
      name: 'Dolphin Encounter',
      fromSellCents: 15_000,
      hasRate: true,
      status: 'Available',
    });
    const full = product({
      id: 305,
      name: 'Sunset Sail',
      fromSellCents: 9_000,
      hasRate: true,
      status: 'Full',
    });
    const after: TFileView = {
      ...WITH_RED_LINE,
      droppedLines: [],
      version: 2,
      days: WITH_RED_LINE.days.map((day) =>
        day.dayNumber === 2
          ? {
              ...day,
              lines: [
                ...day.lines,
                buildLine({
                  id: 13,
                  key: 'd2-dolphins',
                  dayNumber: 2,
                  productId: 304,
                  name: 'Dolphin Encounter',
                  date: '2027-03-06',
                  endDate: '2027-03-06',
                  serviceTypeCode: 'CR',
                  sellCents: 30_000,
                }),
              ],
            }
          : day,
      ),
    };
    let current = WITH_RED_LINE;
    const { user, calls } = renderCustomise(({ method, url }) => {
      const parsed = new URL(url, 'http://portal.test');
      if (method === 'GET' && url === '/api/app/files/NZ-100007') return jsonResponse(current);
      if (parsed.pathname === '/api/app/products/locations') {
        return jsonResponse({
          data: [
            { id: 7, code: 'AKL', name: 'Auckland', region: 'Auckland', country: 'NZ' },
            { id: 9, code: 'FJO', name: 'Franz Josef', region: 'West Coast', country: 'NZ' },
            { id: 42, code: 'KAI', name: 'Kaikoura', region: 'Canterbury', country: 'NZ' },
          ],
        });
      }
      if (parsed.pathname === '/api/app/products/search') {
        // Where the red service is first, then what is near it on the date.
        return parsed.searchParams.get('locationId') === '42'
          ? jsonResponse(page([product({ hasRate: false, status: 'Available' }), dolphins, full]))
          : jsonResponse(page([product({})]));
      }
      if (method === 'POST' && url === '/api/app/files/NZ-100007/lines') {
        current = after;
        const response: TFileChangeResponse = {
          file: after,
          dryRun: false,
          diff: {
            ...NO_DIFF,
            added: [
              {
                key: 'd2-dolphins',
                dayNumber: 2,
                name: 'Dolphin Encounter',
                before: null,
                after: {
                  productId: 304,
                  name: 'Dolphin Encounter',
                  serviceTypeCode: 'CR',
                  date: '2027-03-06',
                  endDate: '2027-03-06',
                  span: 1,
                  quantity: 2,
                  status: 'Available',
                  sellCents: 30_000,
                  commissionCents: 6_000,
                  netCents: 24_000,
                },
                changes: [],
                sellDeltaCents: 30_000,
                netDeltaCents: 24_000,
              },
            ],
            totalDelta: {
              sellCents: 30_000,
              commissionCents: 6_000,
              netCents: 24_000,
              gstCents: 0,
            },
            hasChanges: true,
          },
        };
        return jsonResponse(response);
      }
      return jsonResponse({ data: [] });
    });

    const dropped = await screen.findByTestId('dropped-lines');
    expect(dropped).toHaveTextContent(
      'Services highlighted in red have no rates for the selected travel date and are not saved to the quote.',
    );
    await user.click(
      within(dropped).getByRole('button', {
        name: 'Find alternative for Kaikoura Whale Cruise',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Alternatives for Kaikoura Whale Cruise',
    });
    const results = await within(dialog).findByRole('table', { name: 'Services found' });
    expect(within(results).queryByText('Kaikoura Whale Cruise')).toBeNull();
    expect(within(dialog).getByRole('combobox', { name: 'Location' })).toHaveValue('Kaikoura');
    // Issue 19 point 16: every place with products, the service's own place first.
    const locationSelect = within(dialog).getByRole('combobox', { name: 'Location' });
    await user.click(locationSelect);
    const locationList = document.getElementById(
      locationSelect.getAttribute('aria-controls') ?? '',
    ) as HTMLElement;
    await waitFor(() =>
      expect(
        within(locationList)
          .getAllByRole('option', { hidden: true })
          .map((option) => option.textContent),
      ).toEqual(['Kaikoura', 'Anywhere', 'Auckland', 'Franz Josef']),
    );
    await user.keyboard('{Escape}');
    expect(within(results).getByRole('button', { name: 'Add Sunset Sail' })).toBeDisabled();
    const searched = calls
      .map((call) => new URL(call.url, 'http://portal.test'))
      .filter((url) => url.searchParams.get('locationId') === '42');
    expect(searched[0]?.searchParams.get('serviceType')).toBe('CR');
    expect(searched[0]?.searchParams.get('date')).toBe('2027-03-06');

    await user.click(within(results).getByRole('button', { name: 'Add Dolphin Encounter' }));
    const lastChange = await screen.findByTestId('last-change');
    expect(lastChange).toHaveTextContent('Dolphin Encounter added');
    expect(within(lastChange).getByText('Added')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      productId: 304,
      date: '2027-03-06',
      span: 1,
      replacesDroppedKey: 'd2-whale',
    });
    await waitFor(() => expect(screen.queryByTestId('dropped-lines')).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reprices with a visible diff before anything is saved', async () => {
    const changed: TFileChangeResponse = {
      file: buildFile({ totals: { ...buildFile().totals, sellCents: 48_000 } }),
      dryRun: true,
      diff: {
        ...NO_DIFF,
        totalDelta: { sellCents: -2_000, commissionCents: -400, netCents: -1_600, gstCents: 0 },
        changed: [
          {
            key: 'd1-hotel',
            dayNumber: 1,
            name: 'Harbourview Hotel – Superior Room',
            before: null,
            after: null,
            changes: ['sellCents'],
            sellDeltaCents: -2_000,
            netDeltaCents: -1_600,
          },
        ],
        hasChanges: true,
      },
    };
    const { user, calls } = renderCustomise(({ method, url }) => {
      if (method === 'GET' && url === '/api/app/files/NZ-100007') return jsonResponse(buildFile());
      if (url === '/api/app/files/NZ-100007/reprice?dryRun=true') return jsonResponse(changed);
      if (url === '/api/app/files/NZ-100007/reprice') {
        return jsonResponse({ ...changed, dryRun: false });
      }
      return jsonResponse({ data: [] });
    });
    await user.click(await screen.findByRole('button', { name: 'Reprice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reprice: what would change' });
    expect(within(dialog).getByTestId('diff-total')).toHaveTextContent('Total: −NZ$20.00');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      '/api/app/files/NZ-100007/reprice?dryRun=true',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Apply new prices' }));
    expect(await screen.findByTestId('last-change')).toHaveTextContent('Repriced');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      '/api/app/files/NZ-100007/reprice?dryRun=true',
      '/api/app/files/NZ-100007/reprice',
    ]);
  });

  it('asks before leaving with trip details not saved (issue 19 point 18)', async () => {
    const { user, router } = renderCustomise(({ method, url }) =>
      method === 'GET' && url === '/api/app/files/NZ-100007'
        ? jsonResponse(buildFile())
        : jsonResponse({ data: [] }),
    );
    const details = await screen.findByRole('form', { name: 'Booking details, dates and rooms' });
    const name = within(details).getByRole('textbox', { name: /Booking name/ });
    await user.clear(name);
    await user.type(name, 'Smith and Jones');
    await user.click(screen.getByRole('link', { name: 'Back to overview' }));
    const ask = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(router.state.location.pathname).toBe('/app/quick-quote/customise/NZ-100007');
    await user.click(within(ask).getByRole('button', { name: 'Stay and save' }));
    expect(name).toHaveValue('Smith and Jones');
    await user.click(screen.getByRole('link', { name: 'Back to overview' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole(
        'button',
        { name: 'Leave without saving' },
      ),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/view-booking/NZ-100007'));
  });

  it('saves only the details that changed, and removes a service after confirming', async () => {
    const { user, calls } = renderCustomise(({ method, url }) => {
      if (method === 'GET' && url === '/api/app/files/NZ-100007') return jsonResponse(buildFile());
      if (method === 'PATCH' || method === 'DELETE') {
        return jsonResponse({ file: buildFile({ version: 2 }), diff: NO_DIFF, dryRun: false });
      }
      return jsonResponse({ data: [] });
    });
    const details = await screen.findByRole('form', { name: 'Booking details, dates and rooms' });
    const name = within(details).getByRole('textbox', { name: /Booking name/ });
    expect(within(details).getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await user.clear(name);
    await user.type(name, 'Smith and Jones');
    await user.click(within(details).getByRole('button', { name: 'Add room' }));
    await user.click(within(details).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      bookingName: 'Smith and Jones',
      rooms: [
        { roomType: 'DB', adults: 2, children: 0, guests: [] },
        { roomType: 'DB', adults: 2, children: 0, guests: [] },
      ],
    });

    await user.click(screen.getByRole('button', { name: 'Remove Harbour Sailing Cruise' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove service' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'DELETE')?.url).toBe(
        '/api/app/files/NZ-100007/lines/12',
      ),
    );
  });

  it('edits the note to suppliers apart from the agent’s notes', async () => {
    const { user, calls } = renderCustomise(({ method, url }) => {
      if (method === 'GET' && url === '/api/app/files/NZ-100007') {
        return jsonResponse(buildFile({ notes: 'Client pays the balance by card' }));
      }
      if (method === 'PATCH') {
        return jsonResponse({ file: buildFile({ version: 2 }), diff: NO_DIFF, dryRun: false });
      }
      return jsonResponse({ data: [] });
    });
    const details = await screen.findByRole('form', { name: 'Booking details, dates and rooms' });
    const note = within(details).getByRole('textbox', { name: /Note to suppliers/ });
    expect(note).toHaveValue('');
    expect(within(details).getByRole('textbox', { name: /^Notes/ })).toHaveValue(
      'Client pays the balance by card',
    );
    expect(
      within(details).getByText(/suppliers never see your agency's name or your notes/),
    ).toBeInTheDocument();
    await user.type(note, '  Late arrival, around 22:00. ');
    await user.click(within(details).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    // Only the note to suppliers changed: the agent's notes are not sent.
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      supplierNote: 'Late arrival, around 22:00.',
    });
  });

  it('offers no change to a file that is no longer a quote', async () => {
    renderCustomise(({ url }) =>
      url === '/api/app/files/NZ-100007'
        ? jsonResponse(
            buildFile({
              status: 'Requested',
              abilities: {
                canEdit: false,
                canRequestBooking: false,
                canCancel: true,
                canAmend: false,
                canCopy: true,
                nextStatuses: ['Cancellation'],
              },
            }),
          )
        : jsonResponse({ data: [] }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file is Requested: only quotes can be customised.',
    );
    expect(screen.queryByRole('button', { name: 'Reprice' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Harbour Sailing Cruise' })).toBeNull();
    expect(screen.getByRole('textbox', { name: /Booking name/ })).toBeDisabled();
  });
});
