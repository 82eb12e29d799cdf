import type { TItineraryLine, TItineraryView } from '@portal/shared/contracts/itineraries';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { ItineraryPage } from './itinerary-page';

const LOADING = { timeout: 5_000 };

function line(
  id: number,
  dayNumber: number,
  name: string,
  overrides: Partial<TItineraryLine> = {},
) {
  return {
    id,
    dayNumber,
    date: `2030-03-0${dayNumber}`,
    endDate: `2030-03-0${dayNumber}`,
    span: 1,
    sortOrder: null,
    startTime: null,
    endTime: null,
    name,
    serviceTypeCode: 'TR',
    supplierName: 'Supplier',
    status: 'Available',
    remarks: '',
    canMove: true,
    ...overrides,
  } satisfies TItineraryLine;
}

const VIEW: TItineraryView = {
  reference: 'NZ-100001',
  bookingName: 'Smith family',
  status: 'Quote',
  travelDate: '2030-03-01',
  endDate: '2030-03-02',
  dayCount: 2,
  version: 1,
  canEdit: true,
  days: [
    {
      dayNumber: 1,
      date: '2030-03-01',
      title: 'Arrive',
      lines: [
        line(1, 1, 'Airport transfer', { startTime: '0900' }),
        line(2, 1, 'Harbour cruise', { status: 'Confirmed', canMove: false }),
      ],
    },
    { dayNumber: 2, date: '2030-03-02', title: '', lines: [line(3, 2, 'Glow-worm caves')] },
  ],
};

function renderPage(respond: (body: unknown) => Response) {
  const writes: unknown[] = [];
  stubFetch(({ method, url, body }) => {
    const { pathname } = new URL(url, 'http://portal.test');
    if (pathname === '/api/admin/files/NZ-100001/itinerary' && method === 'GET') {
      return jsonResponse(VIEW);
    }
    if (pathname === '/api/admin/files/NZ-100001/itinerary' && method === 'PUT') {
      writes.push(body);
      return respond(body);
    }
    throw new Error(`Unexpected call ${method} ${url}`);
  });
  const rendered = renderWithProviders(<ItineraryPage reference="NZ-100001" />, {
    route: '/admin/client-files/itinerary/NZ-100001',
  });
  return { ...rendered, writes };
}

describe('the itinerary editor', () => {
  it('reorders a day with the arrow buttons and saves order, times and texts', async () => {
    const { user, writes } = renderPage(() => jsonResponse(VIEW));
    await screen.findByRole('heading', { name: 'Itinerary of NZ-100001' }, LOADING);
    const dayOne = screen.getByRole('table', { name: 'Services of Day 1 (2030-03-01)' });
    expect(
      within(dayOne).getByRole('textbox', { name: 'Start time of Airport transfer' }),
    ).toHaveValue('09:00');
    // A confirmed service stays on its day.
    expect(screen.getByRole('combobox', { name: 'Day of Harbour cruise' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move Harbour cruise up' }));
    const rows = within(dayOne).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Harbour cruise');
    await user.type(screen.getByRole('textbox', { name: 'Start time of Harbour cruise' }), '14:30');
    await user.type(
      screen.getByRole('textbox', { name: 'Itinerary text of Harbour cruise' }),
      'Board at pier 3.',
    );
    await user.click(screen.getByRole('button', { name: 'Save itinerary' }));

    await waitFor(() => expect(writes).toHaveLength(1), LOADING);
    expect(writes[0]).toEqual({
      lines: [
        {
          id: 2,
          dayNumber: 1,
          sortOrder: 0,
          startTime: '1430',
          endTime: null,
          remarks: 'Board at pier 3.',
        },
        { id: 1, dayNumber: 1, sortOrder: 1, startTime: '0900', endTime: null, remarks: '' },
        { id: 3, dayNumber: 2, sortOrder: 0, startTime: null, endTime: null, remarks: '' },
      ],
    });
  }, 20_000);

  it('refuses a time it cannot read and shows the server’s message when a save fails', async () => {
    const { user, writes } = renderPage(() =>
      jsonResponse(
        {
          message: 'Some services cannot be saved as they are.',
          errors: { 'lines.2.dayNumber': ['The service must stay within the trip, days 1 to 2.'] },
        },
        422,
      ),
    );
    await screen.findByRole('heading', { name: 'Itinerary of NZ-100001' }, LOADING);
    const start = screen.getByRole('textbox', { name: 'Start time of Glow-worm caves' });
    await user.type(start, '25:00');
    await user.click(screen.getByRole('button', { name: 'Save itinerary' }));
    expect(await screen.findByText('Enter a time as HH:MM')).toBeInTheDocument();
    expect(writes).toHaveLength(0);

    await user.clear(start);
    await user.click(screen.getByRole('button', { name: 'Save itinerary' }));
    const alert = await screen.findByRole('alert', {}, LOADING);
    expect(alert).toHaveTextContent('Some services cannot be saved as they are.');
    expect(
      screen.getAllByText('The service must stay within the trip, days 1 to 2.').length,
    ).toBeGreaterThan(0);
  }, 20_000);
});
