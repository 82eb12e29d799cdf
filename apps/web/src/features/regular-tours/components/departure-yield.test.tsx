import { buildPaginated } from '@portal/shared/contracts/pagination';
import type {
  TDepartureYieldRow,
  TTour,
  TTourDeparture,
} from '@portal/shared/contracts/regular-tours';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { permissionStore } from '../../../lib/authorization';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { DeparturesPanel } from './departures-panel';
import { ratesOf } from './seasons-panel';
import { YieldPage } from './yield-page';

const TEXT = { en: '', de: '', es: '', it: '', fr: '' };

const TOUR: TTour = {
  id: 5,
  code: 'NZ-NIX5',
  name: 'North Island Explorer',
  brandId: 1,
  currency: 'NZD',
  categoryId: 1,
  categoryName: 'Coach tours',
  supplierId: 2,
  supplierName: 'Kiwi Coachlines',
  productId: 9,
  startLocationId: 1,
  startLocationName: 'Auckland',
  endLocationId: 2,
  endLocationName: 'Wellington',
  status: 'published',
  durationDays: 5,
  overview: { ...TEXT, en: 'Five days.' },
  inclusions: TEXT,
  images: [],
  days: [],
  upcomingDepartureCount: 1,
  hasBookings: true,
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
};

const DEPARTURE: TTourDeparture = {
  id: 70,
  tourId: 5,
  departureDate: '2030-03-10',
  endDate: '2030-03-14',
  capacity: 24,
  seatsSold: 11,
  seatsLeft: 13,
  breakEvenSeats: 16,
  fixedCostCents: 960_000,
  isGuaranteed: true,
  status: 'open',
  availability: 'Available',
  notes: '',
  seasonName: 'Current season',
  // By hand, NZ GST × 15 / 115: net 1 927 200 → 251 373.91 → 251 374; cost 1 716 000 →
  // 223 826.09 → 223 826; fixed 960 000 → 125 217.39 → 125 217. Margin 1 675 826 − 1 492 174 −
  // 834 783 = −651 131 (GST-inclusive it was −748 800); −651 131 / 1 675 826 = −38.85% → −38.9.
  yield: {
    bookingCount: 4,
    sellCents: 2_409_000,
    netCents: 1_927_200,
    costCents: 1_716_000,
    fixedCostCents: 960_000,
    netExGstCents: 1_675_826,
    costExGstCents: 1_492_174,
    fixedCostExGstCents: 834_783,
    outputGstCents: 251_374,
    inputGstCents: 223_826 + 125_217,
    marginExGstCents: -651_131,
    marginExGstPercent: -38.9,
    shortfallSeats: 5,
    isBreakEvenReached: false,
    loadFactorPercent: 46,
  },
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
};

function yieldRow(overrides: Partial<TDepartureYieldRow>): TDepartureYieldRow {
  return {
    ...DEPARTURE.yield,
    departureId: 70,
    tourId: 5,
    tourCode: 'NZ-NIX5',
    tourName: 'North Island Explorer',
    brandId: 1,
    currency: 'NZD',
    departureDate: '2030-03-10',
    daysToDeparture: 9,
    status: 'open',
    isGuaranteed: true,
    capacity: 24,
    seatsSold: 11,
    breakEvenSeats: 16,
    risk: 'high',
    ...overrides,
  };
}

describe('Departures of a tour', () => {
  beforeEach(() =>
    permissionStore.setState({
      roles: ['super-admin'],
      permissions: ['admin.access', 'tours.manage'],
    }),
  );
  afterEach(() => permissionStore.reset());

  it('shows seats against break-even, the GST apart and the margin excl. GST after fixed costs', async () => {
    stubFetch(({ url }) => {
      const path = new URL(url, 'http://portal.test').pathname;
      return jsonResponse(buildPaginated([DEPARTURE], { page: 1, perPage: 20, total: 1, path }));
    });
    renderWithProviders(<DeparturesPanel tour={TOUR} canManage />, {
      route: '/admin/regular-tours/edit/5',
    });
    const table = await screen.findByRole('table', { name: 'Departures' });
    expect(
      within(table).getByRole('img', {
        name: '11 of 24 seats sold; break-even at 16',
      }),
    ).toBeInTheDocument();
    expect(within(table).getByText('5 seats short of 16')).toBeInTheDocument();
    expect(within(table).getByText('Guaranteed')).toBeInTheDocument();
    for (const heading of ['GST in net', 'GST in costs', 'Margin excl. GST']) {
      expect(within(table).getByRole('columnheader', { name: heading })).toBeInTheDocument();
    }
    expect(within(table).getByText('NZ$2,513.74')).toBeInTheDocument();
    expect(within(table).getByText('NZ$3,490.43')).toBeInTheDocument();
    expect(within(table).getByText('-NZ$6,511.31')).toBeInTheDocument();
    expect(within(table).getByText('-38.9% of net excl. GST')).toBeInTheDocument();
    expect(
      within(table).getByText('NZ$17,160.00 per person + NZ$9,600.00 fixed'),
    ).toBeInTheDocument();
  }, 20_000);

  it('checks break-even against the seats before sending a new departure', async () => {
    const posts: unknown[] = [];
    stubFetch(({ method, url, body }) => {
      const path = new URL(url, 'http://portal.test').pathname;
      if (method === 'POST') posts.push(body);
      return jsonResponse(buildPaginated([], { page: 1, perPage: 20, total: 0, path }));
    });
    const { user } = renderWithProviders(<DeparturesPanel tour={TOUR} canManage />, {
      route: '/admin/regular-tours/edit/5',
    });
    await user.click(await screen.findByRole('button', { name: 'Add departure' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add departure' });
    const date = within(dialog).getByRole('textbox', { name: /Departure date/ });
    await user.type(date, '10 Mar 2030');
    await user.tab();
    await user.type(within(dialog).getByRole('textbox', { name: /^Seats/ }), '10');
    await user.type(within(dialog).getByRole('textbox', { name: /Break-even seats/ }), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Save departure' }));
    expect(
      await within(dialog).findByText('Break-even cannot be more seats than the departure has'),
    ).toBeVisible();
    expect(posts).toEqual([]);
  }, 30_000);
});

describe('Departure yield', () => {
  beforeEach(() =>
    permissionStore.setState({
      roles: ['consultant'],
      permissions: ['admin.access', 'tours.view'],
    }),
  );
  afterEach(() => permissionStore.reset());

  it('lists the riskiest departures first with the totals of each brand', async () => {
    const requested: string[] = [];
    stubFetch(({ url }) => {
      const parsed = new URL(url, 'http://portal.test');
      requested.push(parsed.search);
      const rows = [
        yieldRow({}),
        yieldRow({
          departureId: 71,
          departureDate: '2030-04-20',
          daysToDeparture: 50,
          isGuaranteed: false,
          seatsSold: 20,
          risk: 'low',
          shortfallSeats: 0,
          isBreakEvenReached: true,
        }),
      ];
      return jsonResponse({
        ...buildPaginated(rows, { page: 1, perPage: 25, total: 2, path: parsed.pathname }),
        summary: [
          {
            brandId: 1,
            currency: 'NZD',
            departures: 2,
            belowBreakEven: 1,
            highRisk: 1,
            seatsSold: 31,
            capacity: 48,
            // The two departures' figures summed: 2 × 1 927 200, 2 × 1 675 826, 2 × 251 374,
            // 2 × 349 043 and 2 × −651 131.
            netCents: 3_854_400,
            netExGstCents: 3_351_652,
            outputGstCents: 502_748,
            inputGstCents: 698_086,
            marginExGstCents: -1_302_262,
          },
        ],
      });
    });
    const { user } = renderWithProviders(<YieldPage />, { route: '/admin/regular-tours/yield' });
    const table = await screen.findByRole('table', { name: 'Departure yield' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('High risk')).toBeVisible();
    expect(within(rows[0]!).getByText('5 seats to sell')).toBeVisible();
    expect(within(rows[0]!).getByText('in 9 days')).toBeVisible();
    expect(within(rows[0]!).getByText('-NZ$6,511.31')).toBeVisible();
    expect(within(rows[1]!).getByText('Low risk')).toBeVisible();
    expect(within(rows[1]!).getByText('Covered')).toBeVisible();
    const summary = screen.getByRole('region', { name: 'New Zealand (NZD)' });
    expect(within(summary).getByText('31 / 48')).toBeVisible();
    expect(within(summary).getByText('NZ$33,516.52')).toBeVisible();
    expect(within(summary).getByText('NZ$5,027.48')).toBeVisible();
    expect(within(summary).getByText('NZ$6,980.86')).toBeVisible();
    expect(within(summary).getByText('-NZ$13,022.62')).toBeVisible();
    expect(within(summary).getByText('Margin excl. GST')).toBeVisible();

    await user.click(screen.getByRole('combobox', { name: 'Risk' }));
    await user.click(await screen.findByRole('option', { name: 'High risk', hidden: true }));
    await waitFor(() => expect(requested.at(-1)).toContain('risk=high'));
    expect(requested.at(-1)).toContain('withinDays=90');
  }, 30_000);
});

describe('season rates', () => {
  const empty = { cost: '', sell: '', childCost: '', childSell: '' } as const;
  const drafts = {
    DB: { ...empty },
    SG: { ...empty },
    TW: { ...empty },
    TR: { ...empty },
    QD: { ...empty },
    OT: { ...empty },
  };

  it('keeps the room types with a cost and a sell, in cents', () => {
    expect(
      ratesOf({ ...drafts, TW: { cost: 1560, sell: 2189.99, childCost: '', childSell: '' } }),
    ).toEqual([
      {
        roomType: 'TW',
        costCents: 156_000,
        sellCents: 218_999,
        childCostCents: null,
        childSellCents: null,
      },
    ]);
  });

  it('names what is missing', () => {
    expect(ratesOf(drafts)).toBe('seasons.form.noRates');
    expect(ratesOf({ ...drafts, SG: { ...empty, cost: 10 } })).toBe('seasons.form.pairs');
    expect(ratesOf({ ...drafts, SG: { cost: 10, sell: 12, childCost: 5, childSell: '' } })).toBe(
      'seasons.form.childPairs',
    );
  });
});
