import { buildPaginated } from '@portal/shared/contracts/pagination';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { permissionStore } from '../../../lib/authorization';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { PackagesPage } from './packages-page';

let clicked: string[];
beforeEach(() => {
  clicked = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(this.download);
  });
});
afterEach(() => {
  permissionStore.reset();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('packages CSV export', () => {
  it('downloads the packages with the filters of the address', async () => {
    permissionStore.setState({ roles: ['consultant'], permissions: ['catalogue.view'] });
    const requested: string[] = [];
    stubFetch(({ url }) => {
      requested.push(url);
      if (url.startsWith('/api/admin/packages/export.csv')) {
        return new Response('Code\r\n', {
          headers: { 'Content-Disposition': 'attachment; filename="packages.csv"' },
        });
      }
      return jsonResponse(buildPaginated([], { page: 1, perPage: 20, total: 0, path: url }));
    });
    const { user } = renderWithProviders(<PackagesPage />, {
      route: '/admin/quick-quote?brandId=2&status=test',
      path: '/admin/quick-quote',
    });
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(clicked).toEqual(['packages.csv']));
    expect(requested).toContain('/api/admin/packages/export.csv?brandId=2&status=test');
  });
});
