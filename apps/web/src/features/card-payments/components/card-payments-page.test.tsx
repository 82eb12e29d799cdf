import type { TCardPaymentView } from '@portal/shared/contracts/invoices-admin';
import { buildPaginated } from '@portal/shared/contracts/pagination';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { CardPaymentsPage } from './card-payments-page';
import { EditCardPaymentPage } from './edit-card-payment-page';

const LOADING = { timeout: 5_000 };

const payment: TCardPaymentView = {
  id: 5,
  fileReference: 'NZ-100007',
  bookingName: 'Ngata family',
  agencyId: 1,
  agencyName: 'Kiwi Horizons Travel',
  amountCents: 12_345,
  currency: 'NZD',
  channel: 'online',
  reference: 'Online deposit INV-NZ-000007',
  notes: '',
  receivedOn: '2030-02-01',
  recordedByName: null,
  createdAt: '2030-02-01T00:00:00.000Z',
};

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
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('card payments', () => {
  it('lists payments with links to the file, filters from the address and exports CSV', async () => {
    const requested: string[] = [];
    stubFetch(({ url }) => {
      requested.push(url);
      if (url.startsWith('/api/admin/payments/export.csv')) {
        return new Response('Received\r\n', {
          headers: { 'Content-Disposition': 'attachment; filename="card-payments.csv"' },
        });
      }
      return jsonResponse(
        buildPaginated([payment], { page: 1, perPage: 20, total: 1, path: '/api/admin/payments' }),
      );
    });
    const { user } = renderWithProviders(<CardPaymentsPage />, {
      route: '/admin/payments?channel=online&minAmount=100',
      path: '/admin/payments',
    });
    const table = await screen.findByRole('table', { name: 'Card payments' }, LOADING);
    const row = within(table).getByText('Ngata family').closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'NZ-100007' })).toHaveAttribute(
      'href',
      '/admin/client-files/invoices/NZ-100007',
    );
    expect(within(row).getByText('Online')).toBeInTheDocument();
    expect(within(row).getByText('NZ$123.45')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Edit payment 5' })).toHaveAttribute(
      'href',
      '/admin/payments/edit/5',
    );
    expect(requested[0]).toBe(
      '/api/admin/payments?channel=online&minCents=10000&page=1&per_page=20',
    );

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(clicked).toEqual(['card-payments.csv']));
    expect(requested).toContain('/api/admin/payments/export.csv?channel=online&minCents=10000');
  });

  it('edits only the reference and notes, and says how to correct an amount', async () => {
    const patches: unknown[] = [];
    stubFetch(({ method, body }) => {
      if (method === 'PATCH') {
        patches.push(body);
        return jsonResponse({ ...payment, notes: 'Checked' });
      }
      return jsonResponse(payment);
    });
    const { user } = renderWithProviders(<EditCardPaymentPage id={5} />, {
      route: '/admin/payments/edit/5',
    });
    const form = await screen.findByRole('form', { name: 'Edit card payment 5' }, LOADING);
    expect(screen.getByText(/To correct an amount, record a refund/)).toBeInTheDocument();
    expect(within(form).queryByLabelText(/Amount/)).not.toBeInTheDocument();
    await user.type(within(form).getByLabelText('Notes'), 'Checked');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(patches).toEqual([{ reference: 'Online deposit INV-NZ-000007', notes: 'Checked' }]),
    );
    expect(await screen.findByText('Landed elsewhere')).toBeInTheDocument();
  }, 40_000);
});
