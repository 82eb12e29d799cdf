import type { TProfitReport, TProfitRow } from '@portal/shared/contracts/finance-reports';
import { buildPaginated } from '@portal/shared/contracts/pagination';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  captureDownloads,
  csvResponse,
  jsonResponse,
  renderWithProviders,
  stubFetch,
} from '../../../testing/test-utils';
import { ProfitPage } from './profit-page';

const LOADING = { timeout: 5_000 };

const ROW: TProfitRow = {
  fileReference: 'NZ-100231',
  bookingName: 'Tasman pair',
  agencyId: 7,
  agencyName: 'Aoraki Travel',
  travelDate: '2030-04-10',
  status: 'Confirmed',
  costCents: 60_800,
  sellCents: 76_000,
  netCents: 64_600,
  commissionCents: 11_400,
  marginExGstCents: 3_500,
  marginExGstPercent: 5.9,
  invoicedCents: 64_600,
  receivedCents: 12_920,
  supplierPaidCents: 36_800,
  supplierToPayCents: 24_000,
};

function reportOf(
  rows: TProfitRow[],
  view: TProfitReport['view'],
  page = 1,
  total = rows.length,
): TProfitReport {
  return {
    brand: 'NZ',
    currency: 'NZD',
    from: '2030-02-01',
    to: '2030-04-30',
    view,
    ...buildPaginated(rows, {
      page,
      perPage: 50,
      total,
      path: '/api/admin/finance/profit',
      query: { brand: 'NZ', view },
    }),
    totals: {
      ...ROW,
      costCents: 121_600,
      marginExGstCents: 7_000,
      marginExGstPercent: 5.9,
      invoicedCents: 129_200,
    },
  };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('/admin/finance/profit', () => {
  it('shows each booking with its figures and the totals of the whole filter, and exports CSV', async () => {
    const downloads = captureDownloads();
    const requested: string[] = [];
    stubFetch(({ url }) => {
      requested.push(url);
      if (url.startsWith('/api/admin/finance/profit/export.csv')) {
        return csvResponse('profit-per-booking-2030-02-01-2030-04-30.csv');
      }
      return jsonResponse(reportOf([ROW], 'all', 1, 51));
    });
    const { user } = renderWithProviders(<ProfitPage />, {
      route: '/admin/finance/profit',
      path: '/admin/finance/profit',
    });
    const table = await screen.findByRole('table', { name: 'Profit per booking' }, LOADING);
    // No dates chosen: the server's defaults, which the page states.
    expect(requested[0]).toBe('/api/admin/finance/profit?brand=NZ&view=all&page=1&per_page=50');
    expect(screen.getByText('Travelling 01 Feb 2030 to 30 Apr 2030, amounts in NZD')).toBeVisible();

    const row = within(table).getByText('Tasman pair').closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'NZ-100231' })).toHaveAttribute(
      'href',
      '/admin/client-files/NZ-100231',
    );
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(2),
    ).toEqual([
      '10 Apr 2030',
      'Confirmed',
      'NZ$608.00',
      'NZ$760.00',
      'NZ$646.00',
      'NZ$114.00',
      'NZ$35.00',
      '5.9%',
      'NZ$646.00',
      'NZ$129.20',
      'NZ$368.00',
      'NZ$240.00',
    ]);
    // The totals count every booking of the filter, not only this page's.
    const totals = within(table).getByRole('rowheader', { name: 'Total of 51 bookings' });
    const totalCells = within(totals.closest('tr') as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(totalCells.slice(0, 5)).toEqual([
      'NZ$1,216.00',
      'NZ$760.00',
      'NZ$646.00',
      'NZ$114.00',
      'NZ$70.00',
    ]);
    expect(screen.getByRole('navigation', { name: /pagination/i })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() =>
      expect(downloads.saved).toEqual(['profit-per-booking-2030-02-01-2030-04-30.csv']),
    );
    expect(requested).toContain('/api/admin/finance/profit/export.csv?brand=NZ&view=all');
  });

  it('switches to the working lists and keeps the choice and the dates in the address', async () => {
    const requested: string[] = [];
    stubFetch(({ url }) => {
      requested.push(url);
      const view = new URL(url, 'http://portal.test').searchParams.get('view');
      return jsonResponse(
        view === 'confirmed-not-invoiced'
          ? reportOf([{ ...ROW, invoicedCents: 0, receivedCents: 0 }], 'confirmed-not-invoiced')
          : reportOf([], 'all'),
      );
    });
    const { user, router } = renderWithProviders(<ProfitPage />, {
      route: '/admin/finance/profit?brand=AU&from=2030-03-01&to=2030-03-31',
      path: '/admin/finance/profit',
    });
    expect(
      await screen.findByText('No booking of this brand travels in these dates.', {}, LOADING),
    ).toBeVisible();
    expect(requested[0]).toBe(
      '/api/admin/finance/profit?brand=AU&from=2030-03-01&to=2030-03-31&view=all&page=1&per_page=50',
    );
    const views = screen.getByRole('radiogroup', { name: 'Show' });
    await user.click(within(views).getByRole('radio', { name: 'Confirmed, not invoiced' }));
    await screen.findByRole('table', { name: 'Profit per booking' });
    expect(router.state.location.search).toBe(
      '?brand=AU&from=2030-03-01&to=2030-03-31&view=confirmed-not-invoiced',
    );
    expect(requested.at(-1)).toBe(
      '/api/admin/finance/profit?brand=AU&from=2030-03-01&to=2030-03-31&view=confirmed-not-invoiced&page=1&per_page=50',
    );
    expect(
      screen.getByText(
        'Confirmed bookings (or being amended) with an agency price to bill and nothing invoiced.',
      ),
    ).toBeVisible();
  });
});
