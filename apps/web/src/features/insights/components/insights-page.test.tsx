import { buildPaginated } from '@portal/shared/contracts/pagination';
import type {
  TActivityFigures,
  TEditedService,
  TEditedServicesSummary,
  TInsightsFilterOptions,
  TInsightsOverview,
} from '@portal/shared/contracts/insights';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { InsightsPage } from './insights-page';

const OPTIONS: TInsightsFilterOptions = {
  brands: [
    { id: 1, name: 'Fernway New Zealand', currency: 'NZD' },
    { id: 2, name: 'Fernway Australia', currency: 'AUD' },
  ],
  agencies: [{ id: 7, name: 'Bravo Tours', brandId: 1 }],
  consultants: [{ id: 3, name: 'Sophie Martin' }],
  suppliers: [{ id: 11, name: 'Harbourview Hotel' }],
  defaultFrom: '2030-03-01',
  defaultTo: '2030-04-30',
};

const figures = (overrides: Partial<TActivityFigures> = {}): TActivityFigures => ({
  quotes: 0,
  converted: 0,
  conversionPercent: null,
  bookings: 0,
  cancelled: 0,
  revenue: [],
  ...overrides,
});

// The server test's bookings (apps/server/test/insights.test.ts), GST worked out by hand per
// booking: NZD margin excl. GST 234 783 − 182 609 = 52 174 (GST-inclusive it was 60 000), AUD
// 278 182 − 209 091 = 69 091 (was 76 000).
const NZD = {
  currency: 'NZD' as const,
  sellCents: 300_000,
  costCents: 210_000,
  commissionCents: 30_000,
  netCents: 270_000,
  netExGstCents: 234_783,
  costExGstCents: 182_609,
  outputGstCents: 35_217,
  inputGstCents: 27_391,
  marginExGstCents: 52_174,
  marginExGstPercent: 22.2,
};
const AUD = {
  currency: 'AUD' as const,
  sellCents: 340_000,
  costCents: 230_000,
  commissionCents: 34_000,
  netCents: 306_000,
  netExGstCents: 278_182,
  costExGstCents: 209_091,
  outputGstCents: 27_818,
  inputGstCents: 20_909,
  marginExGstCents: 69_091,
  marginExGstPercent: 24.8,
};

const OVERVIEW: TInsightsOverview = {
  from: '2030-03-01',
  to: '2030-04-30',
  totals: figures({
    quotes: 6,
    converted: 4,
    conversionPercent: 66.7,
    bookings: 5,
    cancelled: 1,
    revenue: [NZD, AUD],
  }),
  byMonth: [
    {
      month: '2030-03',
      ...figures({ quotes: 2, converted: 1, conversionPercent: 50, bookings: 1 }),
    },
    {
      month: '2030-04',
      ...figures({
        quotes: 4,
        converted: 3,
        conversionPercent: 75,
        bookings: 4,
        cancelled: 1,
        revenue: [NZD, AUD],
      }),
    },
  ],
  byBrand: [
    {
      brandId: 1,
      brandName: 'Fernway New Zealand',
      currency: 'NZD',
      ...figures({ quotes: 5, bookings: 3, revenue: [NZD] }),
    },
    {
      brandId: 2,
      brandName: 'Fernway Australia',
      currency: 'AUD',
      ...figures({ quotes: 1, bookings: 2, revenue: [AUD] }),
    },
  ],
  byAgency: [
    {
      agencyId: 7,
      agencyName: 'Bravo Tours',
      agencyCount: 1,
      ...figures({ quotes: 2, bookings: 2 }),
    },
    {
      agencyId: null,
      agencyName: 'Others',
      agencyCount: 2,
      ...figures({ quotes: 4, bookings: 3 }),
    },
  ],
};

const EDITED: TEditedService[] = [
  {
    id: 41,
    at: '2030-04-12T00:00:00.000Z',
    change: 'price',
    fileReference: 'NZ-100123',
    currency: 'NZD',
    consultantId: 3,
    consultantName: 'Sophie Martin',
    serviceName: 'Harbourview King Room',
    serviceTypeCode: 'AC',
    supplierId: 11,
    supplierName: 'Harbourview Hotel',
    sellBeforeCents: 34_200,
    sellAfterCents: 39_300,
    before: null,
    after: null,
    reason: 'Harbour view upgrade',
  },
  {
    id: 40,
    at: '2030-04-11T00:00:00.000Z',
    change: 'status',
    fileReference: 'NZ-100124',
    currency: 'NZD',
    consultantId: 1,
    consultantName: 'Portal Administrator',
    serviceName: 'Interislander crossing',
    serviceTypeCode: 'IN',
    supplierId: 12,
    supplierName: 'Cook Strait Ferries',
    sellBeforeCents: null,
    sellAfterCents: null,
    before: 'Requested',
    after: 'Confirmed',
    reason: 'Confirmed by phone',
  },
];

const SUMMARY: TEditedServicesSummary = {
  from: '2030-03-01',
  to: '2030-04-30',
  total: 2,
  byChange: [
    { change: 'price', count: 1 },
    { change: 'status', count: 1 },
    { change: 'added', count: 0 },
    { change: 'removed', count: 0 },
    { change: 'replaced', count: 0 },
  ],
  byConsultant: [
    { key: '3', label: 'Sophie Martin', isOthers: false, count: 1, priceChanges: 1 },
    { key: '1', label: 'Portal Administrator', isOthers: false, count: 1, priceChanges: 0 },
  ],
  byServiceType: [
    { key: 'AC', label: 'AC', isOthers: false, count: 1, priceChanges: 1 },
    { key: 'IN', label: 'IN', isOthers: false, count: 1, priceChanges: 0 },
  ],
  bySupplier: [
    { key: '11', label: 'Harbourview Hotel', isOthers: false, count: 1, priceChanges: 1 },
    { key: '12', label: 'Cook Strait Ferries', isOthers: false, count: 1, priceChanges: 0 },
  ],
};

function stubInsights() {
  const requests: URL[] = [];
  stubFetch(({ url }) => {
    const parsed = new URL(url, 'http://portal.test');
    requests.push(parsed);
    switch (parsed.pathname) {
      case '/api/admin/insights/filter-options':
        return jsonResponse(OPTIONS);
      case '/api/admin/insights/overview':
        return jsonResponse(OVERVIEW);
      case '/api/admin/insights/edited-services/summary':
        return jsonResponse(SUMMARY);
      case '/api/admin/insights/edited-services':
        return jsonResponse(
          buildPaginated(EDITED, { page: 1, perPage: 25, total: 2, path: parsed.pathname }),
        );
      default:
        return jsonResponse({ message: 'Not found' }, 404);
    }
  });
  return requests;
}

describe('Insights', () => {
  // jsdom lays nothing out: give the charts' containers a size, as a browser would.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ width: 800, height: 280 }),
    );
  });
  afterEach(() => vi.restoreAllMocks());

  it('draws the overview as charts with a text alternative for each', async () => {
    stubInsights();
    renderWithProviders(<InsightsPage />, { route: '/admin/insights' });

    const activity = await screen.findByRole('img', {
      name: /6 quotes and 5 bookings from 01 Mar 2030 to 30 Apr 2030; the busiest month for bookings was Apr 2030 with 4/,
    });
    await waitFor(() => expect(activity.querySelector('svg.recharts-surface')).not.toBeNull());
    // jsdom cannot measure text, so the bars themselves are drawn only in a browser (e2e).
    const legend = [...activity.querySelectorAll('.recharts-legend-item-text')];
    expect(legend.map((item) => item.textContent).sort()).toEqual(['Bookings', 'Quotes']);
    // One revenue chart per currency: NZD and AUD are never added together.
    expect(
      screen.getByRole('img', {
        name: 'Bookings sold NZ$3,000.00 with a margin excl. GST of NZ$521.74 (22.2%) in NZD.',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: 'Bookings sold A$3,400.00 with a margin excl. GST of A$690.91 (24.8%) in AUD.',
      }),
    ).toBeInTheDocument();
    // The headline cards: the GST in net and in cost apart, and the margin without GST.
    const totals = screen.getByLabelText('Totals for the period');
    for (const text of ['GST in net', 'GST in cost', 'Margin excl. GST']) {
      expect(within(totals).getByText(text)).toBeInTheDocument();
    }
    for (const amount of [
      'NZ$352.17',
      'A$278.18',
      'NZ$273.91',
      'A$209.09',
      'NZ$521.74',
      'A$690.91',
    ]) {
      expect(within(totals).getByText(amount, { exact: false })).toBeInTheDocument();
    }
    const brands = screen.getByRole('table', { name: 'By brand' });
    expect(within(brands).getByRole('columnheader', { name: 'Margin excl. GST' })).toBeVisible();
    expect(within(brands).getByText('NZ$521.74')).toBeInTheDocument();

    const agencies = screen.getByRole('table', { name: 'By agency' });
    expect(within(agencies).getByText('Bravo Tours')).toBeInTheDocument();
    expect(within(agencies).getByText('Others (2 agencies)')).toBeInTheDocument();
    const months = screen.getByRole('table', { name: 'Quotes and bookings by month' });
    expect(within(months).getAllByRole('row')).toHaveLength(3);
    expect(within(months).getByText('75.0%')).toBeInTheDocument();
    expect(screen.getByText('4 of 6 quotes became bookings')).toBeInTheDocument();
    expect(screen.getByText('66.7%')).toBeInTheDocument();
  });

  it('sends the brand filter to the server', async () => {
    const requests = stubInsights();
    const { user } = renderWithProviders(<InsightsPage />, { route: '/admin/insights' });
    await screen.findByRole('table', { name: 'By brand' });
    await user.click(screen.getByRole('combobox', { name: 'Brand' }));
    await user.click(
      await screen.findByRole('option', { name: 'Fernway Australia (AUD)', hidden: true }),
    );
    await waitFor(() =>
      expect(
        requests.some(
          (url) =>
            url.pathname === '/api/admin/insights/overview' &&
            url.searchParams.get('brand_id') === '2',
        ),
      ).toBe(true),
    );
  });

  it('lists the services changed by hand with before, after and reason', async () => {
    stubInsights();
    const { user } = renderWithProviders(<InsightsPage />, { route: '/admin/insights' });
    await user.click(await screen.findByRole('tab', { name: 'Edited services' }));
    const table = await screen.findByRole('table', { name: 'Services changed by hand' });
    const [price, status] = within(table).getAllByRole('row').slice(1);
    if (!price || !status) throw new Error('rows missing');
    expect(within(price).getByText('NZ$342.00 → NZ$393.00')).toBeInTheDocument();
    expect(within(price).getByText('Harbour view upgrade')).toBeInTheDocument();
    expect(within(price).getByRole('link', { name: 'NZ-100123' })).toHaveAttribute(
      'href',
      '/admin/client-files/NZ-100123',
    );
    expect(within(status).getByText('Requested → Confirmed')).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: 'Changes by hand: Sophie Martin 1; Portal Administrator 1.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 changes by hand')).toBeInTheDocument();
  });
});
