import { buildPaginated } from '@portal/shared/contracts/pagination';
import type { TItineraryAlert } from '@portal/shared/contracts/itinerary-alerts';
import type { TLocation } from '@portal/shared/contracts/catalogue';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderRoutes, stubFetch } from '../../../testing/test-utils';
import { ItineraryAlertAddPage, ItineraryAlertEditPage } from './itinerary-alert-pages';
import { ItineraryAlertsPage } from './itinerary-alerts-page';

function alert(id: number, overrides: Partial<TItineraryAlert> = {}): TItineraryAlert {
  return {
    id,
    title: `Alert ${id}`,
    message: 'Use the detour.',
    severity: 'warning',
    locationId: 7,
    locationName: 'Queenstown',
    startsOn: '2027-06-10',
    endsOn: '2027-06-12',
    isActive: true,
    createdAt: '2026-11-25T09:00:00.000Z',
    updatedAt: '2026-11-25T09:00:00.000Z',
    updatedByName: 'Aroha Admin',
    ...overrides,
  };
}

const QUEENSTOWN = {
  id: 7,
  code: 'ZQN',
  name: 'Queenstown',
  region: 'Otago',
  country: 'NZ',
  latitude: -45.03,
  longitude: 168.66,
  drivingNotes: [],
} as TLocation;

function stubAlerts(initial: TItineraryAlert[]) {
  let alerts = [...initial];
  const lists: URLSearchParams[] = [];
  const writes: { method: string; url: string; body: unknown }[] = [];
  const fetchMock = stubFetch(({ method, url, body }) => {
    const parsed = new URL(url, 'http://portal.test');
    if (parsed.pathname === '/api/admin/locations') {
      return jsonResponse(
        buildPaginated([QUEENSTOWN], { page: 1, perPage: 100, total: 1, path: parsed.pathname }),
      );
    }
    if (method !== 'GET') writes.push({ method, url: parsed.pathname, body });
    const one = /^\/api\/admin\/itinerary-alerts\/(\d+)$/.exec(parsed.pathname);
    if (method === 'POST') {
      const created = alert(50, { ...(body as Partial<TItineraryAlert>), locationName: null });
      alerts = [created, ...alerts];
      return jsonResponse(created, 201);
    }
    if (one && method === 'DELETE') {
      alerts = alerts.filter((row) => row.id !== Number(one[1]));
      return new Response(null, { status: 204 });
    }
    if (one) {
      const found = alerts.find((row) => row.id === Number(one[1]));
      return found ? jsonResponse(found) : jsonResponse({ message: 'Not found', errors: {} }, 404);
    }
    lists.push(parsed.searchParams);
    return jsonResponse(
      buildPaginated(alerts, { page: 1, perPage: 20, total: alerts.length, path: parsed.pathname }),
    );
  });
  return { fetchMock, writes, lastList: () => lists.at(-1) ?? new URLSearchParams() };
}

function renderAlertRoutes(entry: string) {
  return renderRoutes(
    [
      { path: '/admin/alerts', element: <ItineraryAlertsPage /> },
      { path: '/admin/alerts/add', element: <ItineraryAlertAddPage /> },
      { path: '/admin/alerts/:id', element: <ItineraryAlertEditPage alertId={1} /> },
    ],
    { initialEntries: [entry] },
  );
}

describe('Itinerary alerts', () => {
  it('lists alerts with severity, place and dates, and filters by state in the address', async () => {
    const api = stubAlerts([
      alert(1, { title: 'Crown Range closed', severity: 'critical' }),
      alert(2, { title: 'Heat', locationId: null, locationName: null, isActive: false }),
    ]);
    const { user } = renderAlertRoutes('/admin/alerts');
    const table = await screen.findByRole('table', { name: 'Itinerary alerts' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Crown Range closed');
    expect(rows[1]).toHaveTextContent('Critical');
    expect(rows[1]).toHaveTextContent('Queenstown');
    expect(rows[2]).toHaveTextContent('Everywhere');
    expect(rows[2]).toHaveTextContent('Switched off');

    await user.click(screen.getByRole('combobox', { name: 'Shown' }));
    await user.click(await screen.findByRole('option', { name: 'Active', hidden: true }));
    await waitFor(() => expect(api.lastList().get('active')).toBe('true'));
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
  }, 20_000);

  it('adds an alert for everywhere and opens it', async () => {
    const api = stubAlerts([]);
    const { user, router } = renderAlertRoutes('/admin/alerts/add');
    await screen.findByRole('heading', { name: 'New itinerary alert' });
    await user.click(screen.getByRole('textbox', { name: /Title/ }));
    await user.paste('Storm warning');
    await user.click(screen.getByRole('textbox', { name: /Message/ }));
    await user.paste('Stay off the passes.');
    await user.type(screen.getByRole('textbox', { name: /From/ }), '01 Jul 2027');
    await user.type(screen.getByRole('textbox', { name: /^To/ }), '03 Jul 2027');
    await user.click(screen.getByRole('button', { name: 'Create alert' }));
    await waitFor(() =>
      expect(api.writes).toContainEqual({
        method: 'POST',
        url: '/api/admin/itinerary-alerts',
        body: {
          title: 'Storm warning',
          message: 'Stay off the passes.',
          severity: 'warning',
          locationId: null,
          startsOn: '2027-07-01',
          endsOn: '2027-07-03',
          isActive: true,
        },
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/alerts/50'));
  }, 45_000);

  it('deletes an alert from its page after confirmation', async () => {
    const api = stubAlerts([alert(1, { title: 'Slip on SH6' })]);
    const { user, router } = renderAlertRoutes('/admin/alerts/1');
    await screen.findByRole('heading', { name: 'Slip on SH6' });
    expect(screen.getByText(/Last changed by Aroha Admin/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete alert' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete alert' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/alerts'));
    expect(api.writes).toContainEqual({
      method: 'DELETE',
      url: '/api/admin/itinerary-alerts/1',
      body: undefined,
    });
  }, 20_000);
});
