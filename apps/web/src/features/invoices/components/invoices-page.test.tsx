import type { TAdminInvoiceListItem } from '@portal/shared/contracts/invoices-admin';
import { buildPaginated } from '@portal/shared/contracts/pagination';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { InvoicesPage } from './invoices-page';

const INVOICE: TAdminInvoiceListItem = {
  id: 4,
  number: 'INV-NZ-000004',
  fileReference: 'NZ-10042',
  bookingName: 'Smith honeymoon',
  agencyId: 3,
  agencyName: 'Aoraki Travel',
  status: 'part-paid',
  currency: 'NZD',
  issuedOn: '2030-01-12',
  totalCents: 250_050,
  outstandingCents: 190_050,
  dueOn: '2030-03-01',
};

describe('/admin/invoices', () => {
  it('opens on the unpaid ones, oldest due first, as the home card links to it', async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse(
        buildPaginated([INVOICE], { page: 1, perPage: 20, total: 1, path: '/api/admin/invoices' }),
      ),
    );
    renderWithProviders(<InvoicesPage />, {
      route: '/admin/invoices?status=unpaid&sort=dueOn&dir=asc',
    });
    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      '/api/admin/invoices?status=unpaid&sort=dueOn&dir=asc&page=1&per_page=20',
    );
    expect(within(table).getByRole('columnheader', { name: /Next due/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const [, row] = within(table).getAllByRole('row');
    const cells = within(row as HTMLElement);
    expect(cells.getByRole('link', { name: 'INV-NZ-000004' })).toHaveAttribute(
      'href',
      '/admin/client-files/invoices/NZ-10042',
    );
    expect(cells.getByText('01 Mar 2030')).toBeVisible();
    expect(cells.getByText('NZ$2,500.50')).toBeVisible();
    expect(cells.getByText('NZ$1,900.50')).toBeVisible();
    expect(cells.getByText('Part paid')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Unpaid');
  });
});
