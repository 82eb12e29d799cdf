import { buildPaginated } from '@portal/shared/contracts/pagination';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { permissionStore } from '../../../lib/authorization';
import {
  captureDownloads,
  csvResponse,
  jsonResponse,
  renderWithProviders,
  stubFetch,
} from '../../../testing/test-utils';
import { AdminSupplierRequestsPage } from './admin-supplier-requests-page';

afterEach(() => {
  permissionStore.reset();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('supplier requests CSV export (back office)', () => {
  it('downloads the requests with the filters of the address', async () => {
    permissionStore.setState({ roles: ['consultant'], permissions: ['files.view-all'] });
    const downloads = captureDownloads();
    const requested: string[] = [];
    stubFetch(({ url }) => {
      requested.push(url);
      if (url.startsWith('/api/admin/supplier-requests/export.csv')) {
        return csvResponse('supplier-requests.csv');
      }
      return jsonResponse(buildPaginated([], { page: 1, perPage: 20, total: 0, path: url }));
    });
    const { user } = renderWithProviders(<AdminSupplierRequestsPage />, {
      route: '/admin/supplier-requests?reference=NZ-10&status=sent&kind=cancel&page=3',
    });
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloads.saved).toEqual(['supplier-requests.csv']));
    expect(requested).toContain(
      '/api/admin/supplier-requests/export.csv?reference=NZ-10&status=sent&kind=cancel',
    );
  });
});
