import type { TDayHeadersView } from '@portal/shared/contracts/itineraries';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { DayHeadersPage } from './day-headers-page';

const LOADING = { timeout: 5_000 };

const VIEW: TDayHeadersView = {
  reference: 'NZ-100001',
  bookingName: 'Smith family',
  status: 'Confirmed',
  travelDate: '2030-03-01',
  endDate: '2030-03-02',
  dayCount: 2,
  version: 3,
  canEdit: true,
  days: [
    {
      dayNumber: 1,
      date: '2030-03-01',
      title: 'Arrive',
      description: '',
      overnightLocationId: 10,
      drivingNotes: [
        { fromLocationId: 10, toLocationId: 11, km: 230, minutes: 180, notes: 'First' },
        { fromLocationId: 11, toLocationId: 10, km: 230, minutes: 180, notes: 'Second' },
      ],
    },
    {
      dayNumber: 2,
      date: '2030-03-02',
      title: '',
      description: '',
      overnightLocationId: null,
      drivingNotes: [],
    },
  ],
  locations: [
    { id: 10, name: 'Auckland', region: 'Auckland' },
    { id: 11, name: 'Rotorua', region: 'Bay of Plenty' },
  ],
};

describe('the day headers editor', () => {
  it('edits titles, reorders and removes driving notes, and saves the whole list', async () => {
    const writes: unknown[] = [];
    stubFetch(({ method, url, body }) => {
      const { pathname } = new URL(url, 'http://portal.test');
      if (pathname === '/api/admin/files/NZ-100001/day-headers' && method === 'GET') {
        return jsonResponse(VIEW);
      }
      if (pathname === '/api/admin/files/NZ-100001/day-headers' && method === 'PUT') {
        writes.push(body);
        return jsonResponse(VIEW);
      }
      throw new Error(`Unexpected call ${method} ${url}`);
    });
    const { user } = renderWithProviders(<DayHeadersPage reference="NZ-100001" />, {
      route: '/admin/client-files/day-headers/NZ-100001',
    });
    await screen.findByRole('heading', { name: 'Day headers of NZ-100001' }, LOADING);
    const dayTwo = screen.getByRole('group', { name: 'Day 2 (2030-03-02)' });
    await user.type(within(dayTwo).getByRole('textbox', { name: 'Title' }), 'Lakes and geysers');
    await user.click(screen.getByRole('button', { name: 'Move driving note 2 up' }));
    await user.click(screen.getByRole('button', { name: 'Remove driving note 2' }));
    await user.click(screen.getByRole('button', { name: 'Save day headers' }));

    await waitFor(() => expect(writes).toHaveLength(1), LOADING);
    expect(writes[0]).toEqual({
      days: [
        {
          dayNumber: 1,
          title: 'Arrive',
          description: '',
          overnightLocationId: 10,
          drivingNotes: [
            { fromLocationId: 11, toLocationId: 10, km: 230, minutes: 180, notes: 'Second' },
          ],
        },
        {
          dayNumber: 2,
          title: 'Lakes and geysers',
          description: '',
          overnightLocationId: null,
          drivingNotes: [],
        },
      ],
    });
  }, 20_000);

  it('does not send a driving note without its places', async () => {
    const writes: unknown[] = [];
    stubFetch(({ method, url, body }) => {
      if (method === 'GET' && url.includes('/day-headers')) return jsonResponse(VIEW);
      writes.push(body);
      throw new Error(`Unexpected call ${method} ${url}`);
    });
    const { user } = renderWithProviders(<DayHeadersPage reference="NZ-100001" />, {
      route: '/admin/client-files/day-headers/NZ-100001',
    });
    await screen.findByRole('heading', { name: 'Day headers of NZ-100001' }, LOADING);
    const dayTwo = screen.getByRole('group', { name: 'Day 2 (2030-03-02)' });
    await user.click(within(dayTwo).getByRole('button', { name: 'Add driving note' }));
    await user.click(screen.getByRole('button', { name: 'Save day headers' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Every driving note needs both places, the distance and the time.',
    );
    expect(writes).toHaveLength(0);
  }, 20_000);
});
