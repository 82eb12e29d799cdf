import { buildPaginated } from '@portal/shared/contracts/pagination';
import type { TFitTrackerLack, TFitTrackerRow } from '@portal/shared/contracts/fit-tracker';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { FitTrackerPage } from './fit-tracker-page';

function trackerRow(reference: string, overrides: Partial<TFitTrackerRow> = {}): TFitTrackerRow {
  return {
    reference,
    bookingName: 'Smith family',
    status: 'Requested',
    brandId: 1,
    agencyId: 3,
    agencyName: 'Kiwi Horizons',
    agentName: 'Liam Walker',
    travelDate: '2030-03-04',
    endDate: '2030-03-10',
    daysToGo: 31,
    unconfirmedServices: 2,
    balanceOwingCents: 123_450,
    hasEmergencyContact: false,
    documentsSentAt: null,
    lacking: ['unconfirmed-services', 'balance-owing', 'emergency-contact', 'travel-documents'],
    isComplete: false,
    ...overrides,
  };
}

/** A fake tracker endpoint: the documents action takes the lack off the row. */
function stubTracker(initial: TFitTrackerRow[], options: { failAction?: boolean } = {}) {
  let rows = [...initial];
  const queries: URLSearchParams[] = [];
  const actions: string[] = [];
  stubFetch(({ method, url }) => {
    const parsed = new URL(url, 'http://portal.test');
    if (parsed.pathname === '/api/admin/fit-tracker/agencies') {
      return jsonResponse({ data: [{ id: 3, name: 'Kiwi Horizons' }] });
    }
    const action = /^\/api\/admin\/fit-tracker\/([^/]+)\/([a-z-]+)$/.exec(parsed.pathname);
    if (method === 'POST' && action) {
      const [, reference = '', name = ''] = action;
      actions.push(`${reference} ${name}`);
      if (options.failAction) {
        return jsonResponse({ message: 'No supplier request is waiting for an answer.' }, 409);
      }
      rows = rows.map((row) =>
        row.reference === reference && name === 'send-documents'
          ? {
              ...row,
              documentsSentAt: '2030-02-01T00:00:00.000Z',
              lacking: row.lacking.filter((lack: TFitTrackerLack) => lack !== 'travel-documents'),
            }
          : row,
      );
      const row = rows.find((candidate) => candidate.reference === reference);
      return jsonResponse({ action: name, count: 1, row });
    }
    queries.push(parsed.searchParams);
    const lacking = parsed.searchParams.get('lacking');
    const shown = rows.filter(
      (row) => !lacking || row.lacking.includes(lacking as TFitTrackerLack),
    );
    return jsonResponse(
      buildPaginated(shown, { page: 1, perPage: 20, total: shown.length, path: parsed.pathname }),
    );
  });
  return { actions, last: () => queries.at(-1) ?? new URLSearchParams() };
}

function renderPage(route = '/admin/fit-finalisation-tracker') {
  return renderWithProviders(<FitTrackerPage />, { route });
}

describe('FIT finalisation tracker', () => {
  it('lists bookings with what each lacks', async () => {
    const tracker = stubTracker([trackerRow('NZ-100201')]);
    renderPage();
    const table = await screen.findByRole('table', { name: 'Bookings to finalise' });
    const row = within(table).getByText('NZ-100201').closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('2 unconfirmed services')).toBeInTheDocument();
    expect(within(row).getByText(/1,234\.50 owing/)).toBeInTheDocument();
    expect(within(row).getByText('No emergency contact')).toBeInTheDocument();
    expect(within(row).getByText('Documents not sent')).toBeInTheDocument();
    expect(within(row).getByText('31 days')).toBeInTheDocument();
    expect(tracker.last().get('days')).toBe('30');
  });

  it('sends the documents in one click, notifies and refetches', async () => {
    const tracker = stubTracker([trackerRow('NZ-100201')]);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Send documents for NZ-100201' }));
    expect(
      await screen.findByText('Travel documents for NZ-100201 sent to the agent.'),
    ).toBeInTheDocument();
    expect(tracker.actions).toEqual(['NZ-100201 send-documents']);
    await waitFor(() => expect(screen.queryByText('Documents not sent')).not.toBeInTheDocument());
  });

  it('shows the server’s message when an action is refused', async () => {
    stubTracker([trackerRow('NZ-100201')], { failAction: true });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Chase suppliers for NZ-100201' }));
    expect(
      await screen.findByText('No supplier request is waiting for an answer.'),
    ).toBeInTheDocument();
  });

  it('keeps the filters in the address and sends them to the server', async () => {
    const tracker = stubTracker([
      trackerRow('NZ-100201'),
      trackerRow('NZ-100202', { lacking: ['travel-documents'], unconfirmedServices: 0 }),
    ]);
    const { router } = renderPage(
      '/admin/fit-finalisation-tracker?days=60&lacking=balance-owing&complete=true&agency=3',
    );
    const table = await screen.findByRole('table', { name: 'Bookings to finalise' });
    expect(within(table).queryByText('NZ-100202')).not.toBeInTheDocument();
    expect(tracker.last().get('days')).toBe('60');
    expect(tracker.last().get('lacking')).toBe('balance-owing');
    expect(tracker.last().get('include_complete')).toBe('true');
    expect(tracker.last().get('agency')).toBe('3');
    expect(router.state.location.search).toContain('days=60');
  });
});
