import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  captureDownloads,
  csvResponse,
  jsonResponse,
  renderWithProviders,
  stubFetch,
} from '../../../testing/test-utils';
import {
  buildExpectedLine,
  buildSupplierInvoice,
  listItemOf,
  page,
} from '../testing/payables-fixtures';
import { PayablesPage } from './payables-page';
import { createFakeConnection } from '../../../lib/realtime.test-support';

const LOADING = { timeout: 10_000 };

const OVERDUE = buildExpectedLine({ dueOn: '2020-01-31' });
const BILLED = buildExpectedLine({
  serviceLineId: 502,
  supplierId: 8,
  supplierCode: 'ALPGUID',
  supplierName: 'Alpine Private Guides',
  serviceName: 'Private guide, full day',
  expectedCents: 30_000,
  // Far ahead: never overdue whatever day the test runs.
  dueOn: '2999-01-31',
  state: 'matched',
  match: {
    supplierInvoiceId: 42,
    supplierInvoiceLineId: 601,
    supplierReference: 'APG-77',
    supplierInvoiceStatus: 'entered',
    billedCents: 31_000,
    varianceCents: 1_000,
  },
});

function stubPayables() {
  const reads: string[] = [];
  const fetchMock = stubFetch(({ method, url }) => {
    const { pathname, search } = new URL(url, 'http://portal.test');
    if (method !== 'GET') throw new Error(`Unexpected ${method} ${url}`);
    reads.push(`${pathname}${search}`);
    if (pathname === '/api/admin/finance/payables/expected-lines/export.csv') {
      return csvResponse('expected-supplier-lines.csv');
    }
    if (pathname === '/api/admin/finance/payables/expected-lines') {
      const state = new URLSearchParams(search).get('state');
      const rows = [OVERDUE, BILLED].filter((line) =>
        state === 'unpaid' || state === null ? true : line.state === state,
      );
      return jsonResponse(page(rows, pathname));
    }
    if (pathname === '/api/admin/finance/supplier-invoices') {
      return jsonResponse(page([listItemOf(buildSupplierInvoice())], pathname));
    }
    if (pathname === '/api/admin/finance/suppliers') return jsonResponse({ data: [] });
    throw new Error(`Unexpected GET ${url}`);
  });
  return { reads, fetchMock };
}

describe('/admin/finance/payables', () => {
  it('lists the unpaid expected lines by due date with their match, variance and overdue ones', async () => {
    const { reads } = stubPayables();
    renderWithProviders(<PayablesPage connection={createFakeConnection()} />, {
      route: '/admin/finance/payables?brandId=1&fileReference=NZ-1',
    });
    const table = await screen.findByRole('table', { name: 'Expected supplier invoice lines' });
    expect(reads).toContain(
      '/api/admin/finance/payables/expected-lines?brandId=1&state=unpaid&fileReference=NZ-1&page=1&per_page=20',
    );
    expect(screen.getByRole('tab', { name: 'Expected lines' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('Unpaid');

    const [, overdueRow, billedRow] = within(table).getAllByRole('row');
    const overdue = within(overdueRow as HTMLElement);
    expect(overdue.getByText('Remarkables Lodge')).toBeVisible();
    expect(overdue.getByRole('link', { name: 'NZ-100001' })).toHaveAttribute(
      'href',
      '/admin/client-files/NZ-100001',
    );
    expect(overdue.getByText('31 Jan 2020')).toBeVisible();
    expect(overdue.getByText('Overdue')).toBeVisible();
    expect(overdue.getByText('NZ$450.00')).toBeVisible();
    expect(overdue.getByText('Not billed')).toBeVisible();
    expect(
      overdue.getByRole('link', { name: 'Enter invoice: Lodge room, 2 nights, NZ-100001' }),
    ).toHaveAttribute(
      'href',
      '/admin/finance/supplier-invoices/new?brandId=1&supplierId=7&fileReference=NZ-100001&description=Lodge+room%2C+2+nights',
    );

    const billed = within(billedRow as HTMLElement);
    expect(billed.queryByText('Overdue')).not.toBeInTheDocument();
    expect(billed.getByText('Billed')).toBeVisible();
    expect(billed.getByRole('link', { name: 'APG-77' })).toHaveAttribute(
      'href',
      '/admin/finance/supplier-invoices/42',
    );
    expect(billed.getByText('Billed NZ$310.00')).toBeVisible();
    // Billed 310.00 against 300.00 expected.
    expect(billed.getByText('+NZ$10.00')).toBeVisible();
  });

  it('filters by state in the address and downloads the filtered CSV', async () => {
    const { reads } = stubPayables();
    const downloads = captureDownloads();
    const { user, router } = renderWithProviders(
      <PayablesPage connection={createFakeConnection()} />,
      {
        route: '/admin/finance/payables',
      },
    );
    await screen.findByRole('table', { name: 'Expected supplier invoice lines' });

    await user.click(screen.getByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'Billed', hidden: true }));
    await waitFor(() => expect(router.state.location.search).toBe('?state=matched'));
    await waitFor(() =>
      expect(reads).toContain(
        '/api/admin/finance/payables/expected-lines?state=matched&page=1&per_page=20',
      ),
    );
    const table = screen.getByRole('table', { name: 'Expected supplier invoice lines' });
    await waitFor(() =>
      expect(within(table).queryByText('Remarkables Lodge')).not.toBeInTheDocument(),
    );

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloads.saved).toEqual(['expected-supplier-lines.csv']));
    expect(reads).toContain('/api/admin/finance/payables/expected-lines/export.csv?state=matched');
  });

  it('lists the supplier invoices with what is left to match and their variance', async () => {
    const { reads } = stubPayables();
    const { user } = renderWithProviders(<PayablesPage connection={createFakeConnection()} />, {
      route: '/admin/finance/payables?view=invoices&unmatched=true',
    });
    const table = await screen.findByRole('table', { name: 'Supplier invoices' }, LOADING);
    expect(reads).toContain(
      '/api/admin/finance/supplier-invoices?unmatchedOnly=true&page=1&per_page=20',
    );
    expect(screen.getByRole('checkbox', { name: 'With unmatched lines only' })).toBeChecked();
    const [, row] = within(table).getAllByRole('row');
    const cells = within(row as HTMLElement);
    expect(cells.getByRole('link', { name: 'RL-2030-118' })).toHaveAttribute(
      'href',
      '/admin/finance/supplier-invoices/42',
    );
    expect(cells.getByText('1 of 1 to match')).toBeVisible();
    expect(cells.getByText('NZ$460.00')).toBeVisible();
    expect(cells.getByText('NZ$60.00')).toBeVisible();
    expect(cells.getByText('Entered')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Enter supplier invoice' })).toHaveAttribute(
      'href',
      '/admin/finance/supplier-invoices/new',
    );
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    expect(
      await screen.findByRole('dialog', { name: 'Import supplier invoices' }),
    ).toBeInTheDocument();
  });
});
