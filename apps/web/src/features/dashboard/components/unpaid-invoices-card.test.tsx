import type { TUnpaidInvoicesSummary } from '@portal/shared/contracts/invoices-admin';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { permissionStore } from '../../../lib/authorization';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { AdminWork } from './admin-work';

const SUMMARY: TUnpaidInvoicesSummary = {
  count: 3,
  currencies: [
    { currency: 'NZD', count: 2, outstandingCents: 290_050, oldestDueOn: '2030-03-01' },
    { currency: 'AUD', count: 1, outstandingCents: 30_000, oldestDueOn: '2030-04-20' },
  ],
};

function stubServer(summary: TUnpaidInvoicesSummary = SUMMARY) {
  const asked: string[] = [];
  stubFetch(({ url }) => {
    const { pathname } = new URL(url, 'http://portal.test');
    asked.push(pathname);
    if (pathname === '/api/admin/invoices/unpaid-summary') return jsonResponse(summary);
    return jsonResponse({ data: [], meta: { total: 0 }, links: {} });
  });
  return asked;
}

afterEach(() => permissionStore.reset());

describe('the admin home: unpaid invoices (issue 19, point 36)', () => {
  it('shows the count, what is owed per currency and the oldest due date, with the list', async () => {
    permissionStore.setState({
      roles: ['accountant'],
      permissions: ['admin.access', 'finance.manage'],
    });
    stubServer();
    renderWithProviders(<AdminWork />, { route: '/admin' });
    const card = await screen.findByTestId('work-unpaidInvoices');
    expect(within(card).getByText('Unpaid invoices')).toBeVisible();
    expect(await within(card).findByText('3')).toBeVisible();
    expect(within(card).getByText('unpaid invoices')).toBeVisible();
    expect(
      within(card).getByText('NZ$2,900.50 outstanding on 2 invoices, oldest due 01 Mar 2030'),
    ).toBeVisible();
    expect(
      within(card).getByText('A$300.00 outstanding on 1 invoice, oldest due 20 Apr 2030'),
    ).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Open the unpaid invoices' })).toHaveAttribute(
      'href',
      '/admin/invoices?status=unpaid&sort=dueOn&dir=asc',
    );
  });

  it('says none is owed in the singular and plural the language needs', async () => {
    permissionStore.setState({ roles: ['accountant'], permissions: ['finance.manage'] });
    stubServer({ count: 0, currencies: [] });
    renderWithProviders(<AdminWork />, { route: '/admin' });
    const card = await screen.findByTestId('work-unpaidInvoices');
    expect(await within(card).findByText('0')).toBeVisible();
    expect(within(card).getByText('unpaid invoices')).toBeVisible();
    expect(within(card).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('is neither shown nor asked for without finance.manage', async () => {
    permissionStore.setState({
      roles: ['consultant'],
      permissions: ['admin.access', 'files.view-all'],
    });
    const asked = stubServer();
    renderWithProviders(<AdminWork />, { route: '/admin' });
    expect(await screen.findByTestId('work-bookingAlerts')).toBeInTheDocument();
    expect(screen.queryByTestId('work-unpaidInvoices')).not.toBeInTheDocument();
    expect(asked).not.toContain('/api/admin/invoices/unpaid-summary');
  });
});
