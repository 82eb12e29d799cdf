import { buildPaginated } from '@portal/shared/contracts/pagination';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeConnection } from '../../../lib/realtime.test-support';
import {
  captureDownloads,
  csvResponse,
  jsonResponse,
  renderWithProviders,
  stubFetch,
} from '../../../testing/test-utils';
import { BookingAlertsPage } from './booking-alerts-page';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('booking alerts CSV export', () => {
  it('downloads the alerts of the state and search in the address', async () => {
    const downloads = captureDownloads();
    const requested: string[] = [];
    stubFetch(({ url }) => {
      requested.push(url);
      if (url.startsWith('/api/admin/booking-alerts/export.csv')) {
        return csvResponse('booking-alerts.csv');
      }
      return jsonResponse(buildPaginated([], { page: 1, perPage: 20, total: 0, path: url }));
    });
    const { user } = renderWithProviders(
      <BookingAlertsPage connection={createFakeConnection()} />,
      { route: '/admin/booking-alerts?state=resolved&q=NZ-1000' },
    );
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloads.saved).toEqual(['booking-alerts.csv']));
    expect(requested).toContain('/api/admin/booking-alerts/export.csv?state=resolved&q=NZ-1000');
  });

  it('says so when the server refuses the download', async () => {
    captureDownloads();
    stubFetch(({ url }) =>
      url.startsWith('/api/admin/booking-alerts/export.csv')
        ? jsonResponse({ message: 'This action is unauthorized.' }, 403)
        : jsonResponse(buildPaginated([], { page: 1, perPage: 20, total: 0, path: url })),
    );
    const { user } = renderWithProviders(
      <BookingAlertsPage connection={createFakeConnection()} />,
      { route: '/admin/booking-alerts' },
    );
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('This action is unauthorized.')).toBeInTheDocument();
  });
});
