import type { TProductSearchResult } from '@portal/shared/contracts/catalogue-api';
import { buildPaginated } from '@portal/shared/contracts/pagination';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { ProductSearchPage } from './product-search-page';

const ROOM: TProductSearchResult = {
  id: 100,
  code: 'HARBAKL-STD',
  name: 'Harbourview Standard Room',
  description: '',
  supplierId: 5,
  supplierName: 'Harbourview Hotel Auckland',
  serviceTypeCode: 'AC',
  locationId: 10,
  locationName: 'Auckland',
  accommodationClass: 'standard',
  roomTypes: ['DB'],
  pricingBasis: 'per_room_night',
  startTime: null,
  endTime: null,
  durationMinutes: null,
  currency: 'NZD',
  fromSellCents: null,
  hasRate: null,
  status: null,
};

function renderPage(route: string) {
  const searches: URLSearchParams[] = [];
  stubFetch(({ url }) => {
    const parsed = new URL(url, 'http://portal.test');
    if (parsed.pathname === '/api/app/products/locations') {
      return jsonResponse({
        data: [
          { id: 10, code: 'AKL', name: 'Auckland', region: 'Auckland', country: 'NZ' },
          { id: 11, code: 'FJO', name: 'Franz Josef', region: 'West Coast', country: 'NZ' },
        ],
      });
    }
    if (parsed.pathname === '/api/app/products/search') {
      searches.push(parsed.searchParams);
      const dated = parsed.searchParams.has('date');
      const row = dated
        ? { ...ROOM, fromSellCents: 18_900, hasRate: true, status: 'Available' as const }
        : ROOM;
      return jsonResponse(
        buildPaginated([row], { page: 1, perPage: 20, total: 1, path: '/api/app/products/search' }),
      );
    }
    throw new Error(`Unexpected call ${url}`);
  });
  return {
    ...renderWithProviders(<ProductSearchPage />, { route, path: '/app/product-search' }),
    searches,
  };
}

describe('ProductSearchPage', () => {
  it('lists products without prices until a date is chosen', async () => {
    renderPage('/app/product-search');
    expect(await screen.findByText('Harbourview Standard Room')).toBeInTheDocument();
    expect(screen.getByText('Harbourview Hotel Auckland')).toBeInTheDocument();
    expect(screen.queryByText('Price from')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download rates' })).toBeInTheDocument();
  });

  it('offers every place with products as a location (issue 19 point 16)', async () => {
    const { user } = renderPage('/app/product-search');
    const location = await screen.findByRole('combobox', { name: 'Location' });
    await user.click(location);
    const list = document.getElementById(location.getAttribute('aria-controls') ?? '');
    await waitFor(() =>
      expect(
        within(list as HTMLElement)
          .getAllByRole('option', { hidden: true })
          .map((option) => option.textContent),
      ).toEqual(['Auckland', 'Franz Josef']),
    );
  });

  it('sends the filters from the address and shows the price from and availability', async () => {
    const { searches } = renderPage(
      '/app/product-search?q=harbour&serviceType=AC&locationId=10&date=2030-03-01',
    );
    expect(await screen.findByText('NZ$189.00')).toBeInTheDocument();
    expect(screen.getByText('Available')).toBeInTheDocument();
    await waitFor(() => expect(searches.length).toBeGreaterThan(0));
    const last = searches.at(-1);
    expect(Object.fromEntries(last ?? [])).toMatchObject({
      q: 'harbour',
      serviceType: 'AC',
      locationId: '10',
      date: '2030-03-01',
    });
  });

  it('reads a typed date day first and sends only a whole date (issue 19 point 17)', async () => {
    const { user, searches } = renderPage('/app/product-search?q=harbour');
    await screen.findByText('Harbourview Standard Room');
    const date = screen.getByRole('textbox', { name: /Date/ });
    await user.click(date);
    await user.type(date, '12/10/2026');
    await user.tab();
    await waitFor(() => expect(searches.at(-1)?.get('date')).toBe('2026-10-12'));
    // Never year 2, 20 or 202 while the year was being typed.
    expect(searches.map((search) => search.get('date')).filter(Boolean)).toEqual(['2026-10-12']);
    expect(date).toHaveValue('12 Oct 2026');
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('harbour');
    expect(await screen.findByText('NZ$189.00')).toBeInTheDocument();
  });
});
