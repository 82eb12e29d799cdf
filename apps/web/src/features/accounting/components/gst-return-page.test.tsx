import type { TGstReturn } from '@portal/shared/contracts/accounting';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  captureDownloads,
  csvResponse,
  jsonResponse,
  renderWithProviders,
  stubFetch,
} from '../../../testing/test-utils';
import { GstReturnPage } from './gst-return-page';

const RETURN: TGstReturn = {
  brand: 'NZ',
  currency: 'NZD',
  gstPercent: 15,
  from: '2030-01-01',
  to: '2030-01-31',
  sales: { taxableCents: 142_600, zeroRatedCents: 25_500, totalCents: 168_100, gstCents: 18_600 },
  purchases: { taxableCents: 68_000, zeroRatedCents: 24_000, totalCents: 92_000, gstCents: 8_870 },
  gstToPayCents: 9_730,
  salesDocuments: [
    {
      type: 'invoice',
      id: 1,
      number: 'INV-NZ-000001',
      issuedOn: '2030-01-05',
      party: 'Aoraki Travel',
      fileReference: 'NZ-100001',
      totalCents: 64_600,
      taxableCents: 39_100,
      zeroRatedCents: 25_500,
      gstCents: 5_100,
    },
    {
      type: 'invoice',
      id: 2,
      number: 'INV-NZ-000002',
      issuedOn: '2030-01-10',
      party: 'Kea Tours',
      fileReference: 'NZ-100002',
      totalCents: 115_000,
      taxableCents: 115_000,
      zeroRatedCents: 0,
      gstCents: 15_000,
    },
    {
      type: 'credit_note',
      id: 9,
      number: 'CN-NZ-000009',
      issuedOn: '2030-01-10',
      party: 'Kea Tours',
      fileReference: 'NZ-100002',
      totalCents: -11_500,
      taxableCents: -11_500,
      zeroRatedCents: 0,
      gstCents: -1_500,
    },
  ],
  purchaseDocuments: [
    {
      type: 'supplier_invoice',
      id: 4,
      number: 'QL-5531',
      issuedOn: '2030-01-03',
      party: 'Queenstown Lodge',
      fileReference: '',
      totalCents: 92_000,
      taxableCents: 68_000,
      zeroRatedCents: 24_000,
      gstCents: 8_870,
    },
  ],
};

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('/admin/finance/gst-return', () => {
  it('shows the period’s figures and every document behind them', async () => {
    const fetchMock = stubFetch(() => jsonResponse(RETURN));
    renderWithProviders(<GstReturnPage />, {
      route: '/admin/finance/gst-return?brand=NZ&from=2030-01-01&to=2030-01-31',
    });
    const sales = await screen.findByRole('region', { name: 'Sales' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      '/api/admin/finance/gst-return?brand=NZ&from=2030-01-01&to=2030-01-31',
    );
    expect(within(sales).getByText('NZ$1,426.00')).toBeVisible();
    expect(within(sales).getByText('Zero-rated')).toBeVisible();
    expect(within(sales).getByText('NZ$186.00')).toBeVisible();
    const purchases = screen.getByRole('region', { name: 'Purchases' });
    expect(within(purchases).getByText('NZ$88.70')).toBeVisible();
    const toPay = screen.getByRole('region', { name: 'GST to pay' });
    expect(within(toPay).getByText('NZ$97.30')).toBeVisible();

    const table = screen.getByRole('table', { name: 'Sales documents' });
    const rows = within(table).getAllByRole('row');
    // Header, three documents, the totals row.
    expect(rows).toHaveLength(5);
    const credit = within(rows[3] as HTMLElement);
    expect(credit.getByText('CN-NZ-000009')).toBeVisible();
    expect(credit.getByText('Credit note')).toBeVisible();
    expect(credit.getByText('-NZ$115.00')).toBeVisible();
    expect(credit.getByText('-NZ$15.00')).toBeVisible();
    const totals = within(rows[4] as HTMLElement);
    expect(totals.getByText('3 documents')).toBeVisible();
    expect(totals.getByText('NZ$1,681.00')).toBeVisible();
    const bills = screen.getByRole('table', { name: 'Supplier invoices' });
    expect(within(bills).getByText('Queenstown Lodge')).toBeVisible();
    expect(within(bills).getByText('1 document')).toBeVisible();
  });

  it('says refund due and GST-free for an Australian period with more GST on purchases', async () => {
    stubFetch(() =>
      jsonResponse({
        ...RETURN,
        brand: 'AU',
        currency: 'AUD',
        gstPercent: 10,
        gstToPayCents: -2_500,
        salesDocuments: [],
        sales: { taxableCents: 0, zeroRatedCents: 0, totalCents: 0, gstCents: 0 },
      }),
    );
    renderWithProviders(<GstReturnPage />, {
      route: '/admin/finance/gst-return?brand=AU&from=2030-01-01&to=2030-03-31',
    });
    const refund = await screen.findByRole('region', { name: 'GST refund due' });
    expect(within(refund).getByText('A$25.00')).toBeVisible();
    expect(screen.getAllByText('GST-free').length).toBeGreaterThan(0);
    expect(
      screen.getByText('No tax invoice or credit note was issued in this period.'),
    ).toBeVisible();
  });

  it("opens on the brand's previous calendar month and shows another period when asked", async () => {
    // 10:00 in Auckland on 3 March 2030 (still 2 March in UTC): February is the month before.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-03-02T21:00:00Z'));
    const fetchMock = stubFetch(() => jsonResponse(RETURN));
    const { user } = renderWithProviders(<GstReturnPage />, {
      route: '/admin/finance/gst-return',
    });
    await screen.findByRole('region', { name: 'Sales' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      '/api/admin/finance/gst-return?brand=NZ&from=2030-02-01&to=2030-02-28',
    );
    const form = screen.getByRole('form', { name: 'Period' });
    const from = within(form).getByRole('textbox', { name: 'From' });
    await user.clear(from);
    await user.type(from, '01/01/2030');
    await user.click(within(form).getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.at(-1)?.[0]).toBe(
        '/api/admin/finance/gst-return?brand=NZ&from=2030-01-01&to=2030-02-28',
      ),
    );
  });

  it('downloads the same return as CSV', async () => {
    const downloads = captureDownloads();
    const fetchMock = stubFetch(({ url }) =>
      url.includes('format=csv')
        ? csvResponse('gst-return-NZ-2030-01-01-2030-01-31.csv')
        : jsonResponse(RETURN),
    );
    const { user } = renderWithProviders(<GstReturnPage />, {
      route: '/admin/finance/gst-return?brand=NZ&from=2030-01-01&to=2030-01-31',
    });
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() =>
      expect(downloads.saved).toEqual(['gst-return-NZ-2030-01-01-2030-01-31.csv']),
    );
    expect(fetchMock.mock.calls.at(-1)?.[0]).toBe(
      '/api/admin/finance/gst-return?brand=NZ&from=2030-01-01&to=2030-01-31&format=csv',
    );
  });
});
