import { buildPaginated } from '@portal/shared/contracts/pagination';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { permissionStore } from '../../../lib/authorization';
import { createFakeConnection } from '../../../lib/realtime.test-support';
import {
  captureDownloads,
  csvResponse,
  jsonResponse,
  renderWithProviders,
  stubFetch,
} from '../../../testing/test-utils';
import { RateProposalsAdminPage } from './rate-proposals-admin-page';
import { RateProposalsTable } from './rate-proposals-table';

afterEach(() => {
  permissionStore.reset();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function stubList(requested: string[]) {
  stubFetch(({ url }) => {
    requested.push(url);
    if (url.startsWith('/api/admin/rate-proposals/export.csv')) {
      return csvResponse('rate-proposals.csv');
    }
    return jsonResponse(buildPaginated([], { page: 1, perPage: 20, total: 0, path: url }));
  });
}

describe('rate proposals CSV export', () => {
  it('downloads the review list with the filters of the address', async () => {
    permissionStore.setState({ roles: ['super-admin'], permissions: ['rate-proposals.review'] });
    const downloads = captureDownloads();
    const requested: string[] = [];
    stubList(requested);
    const { user } = renderWithProviders(
      <RateProposalsAdminPage connection={createFakeConnection()} />,
      { route: '/admin/rate-proposals?status=pending&supplierId=4&page=2' },
    );
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloads.saved).toEqual(['rate-proposals.csv']));
    expect(requested).toContain('/api/admin/rate-proposals/export.csv?status=pending&supplierId=4');
  });

  it('offers no export in the supplier area', async () => {
    const requested: string[] = [];
    stubList(requested);
    renderWithProviders(<RateProposalsTable area="supplier" />, {
      route: '/supplier-app/rates',
    });
    await waitFor(() => expect(requested.length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
  });
});
