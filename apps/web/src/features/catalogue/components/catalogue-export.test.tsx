import { buildPaginated } from '@portal/shared/contracts/pagination';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { permissionStore } from '../../../lib/authorization';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import type { TSupplierDetail } from '@portal/shared/contracts/catalogue-api';
import { AttachmentsTab } from './attachments-tab';
import { LocationsPage } from './locations-page';
import { ProductsTab } from './products-tab';
import { SuppliersPage } from './suppliers-page';

let clicked: string[];
let requested: string[];
beforeEach(() => {
  clicked = [];
  requested = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(this.download);
  });
  stubFetch(({ url }) => {
    requested.push(url);
    const file = /^\/api\/admin\/(\w+)\/export\.csv/.exec(url)?.[1];
    if (file === 'suppliers') return jsonResponse({ message: 'This action is unauthorized.' }, 403);
    if (file) {
      return new Response('Code\r\n', {
        headers: { 'Content-Disposition': `attachment; filename="${file}.csv"` },
      });
    }
    return jsonResponse(buildPaginated([], { page: 1, perPage: 20, total: 0, path: url }));
  });
  permissionStore.setState({ roles: ['consultant'], permissions: ['catalogue.view'] });
});
afterEach(() => {
  permissionStore.reset();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('catalogue list CSV exports', () => {
  it('downloads the locations with the filters of the address', async () => {
    const { user } = renderWithProviders(<LocationsPage />, {
      route: '/admin/itinerary-locations?q=bay&country=NZ',
      path: '/admin/itinerary-locations',
    });
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(clicked).toEqual(['locations.csv']));
    expect(requested).toContain('/api/admin/locations/export.csv?q=bay&country=NZ');
  });

  it('downloads the suppliers with their filters, and says when the server refuses', async () => {
    const { user } = renderWithProviders(<SuppliersPage />, {
      route: '/admin/suppliers?active=false&locationId=4',
      path: '/admin/suppliers',
    });
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() =>
      expect(requested).toContain('/api/admin/suppliers/export.csv?active=false&locationId=4'),
    );
    expect(await screen.findByText('The download failed')).toBeInTheDocument();
    expect(clicked).toEqual([]);
  });

  it('downloads a supplier’s products and its attachments list with the tabs’ filters', async () => {
    const supplier: TSupplierDetail = {
      id: 5,
      code: 'HARBAKL',
      name: 'Harbourview Hotel Auckland',
      email: 'bookings@harbourview.example',
      phone: '',
      address: '',
      locationId: null,
      locationName: null,
      active: true,
      confirmsEveryBooking: false,
      paymentTermsBasis: 'after_service',
      paymentTermsDays: 30,
      products: [],
      attachments: [],
    };
    const products = renderWithProviders(<ProductsTab supplier={supplier} canEdit={false} />);
    await products.user.type(
      await screen.findByRole('textbox', { name: 'Search products' }),
      'suite',
    );
    // The search is debounced: the list asks for it first.
    await waitFor(() =>
      expect(
        requested.some((url) => url.includes('/api/admin/products?') && url.includes('q=suite')),
      ).toBe(true),
    );
    await products.user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() =>
      expect(requested).toContain('/api/admin/products/export.csv?supplierId=5&q=suite'),
    );
    await waitFor(() => expect(clicked).toEqual(['products.csv']));
    products.unmount();

    const attachments = renderWithProviders(<AttachmentsTab supplier={supplier} canEdit={false} />);
    await attachments.user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() =>
      expect(requested).toContain('/api/admin/supplier-attachments/export.csv?supplierId=5'),
    );
    await waitFor(() => expect(clicked).toEqual(['products.csv', 'supplier-attachments.csv']));
  });
});
