import { buildPaginated } from '@portal/shared/contracts/pagination';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { SOUTH_ISLAND, summaryOf } from '../testing/quote-fixtures';
import { QuickQuotePage } from './quick-quote-page';

const PACKAGES = [
  summaryOf(SOUTH_ISLAND),
  summaryOf(
    { ...SOUTH_ISLAND, id: 3, code: 'NZ-GNZ-14', name: 'Grand New Zealand by Coach' },
    { transportType: 'seat_in_coach', durationNights: 14, startLocationName: 'Auckland' },
  ),
];

function stubCatalogue() {
  const searches: URLSearchParams[] = [];
  stubFetch(({ url }) => {
    const parsed = new URL(url, 'http://portal.test');
    if (parsed.pathname === '/api/app/locations') {
      return jsonResponse({
        data: [
          { id: 5, code: 'CHC', name: 'Christchurch', region: 'Canterbury', country: 'NZ' },
          { id: 1, code: 'AKL', name: 'Auckland', region: 'Auckland', country: 'NZ' },
        ],
      });
    }
    if (parsed.pathname === '/api/app/packages') {
      searches.push(parsed.searchParams);
      const transport = parsed.searchParams.get('transportType');
      const nights = parsed.searchParams.get('durationNights');
      const rows = PACKAGES.filter(
        (pkg) =>
          (!transport || pkg.transportType === transport) &&
          (!nights || pkg.durationNights === Number(nights)),
      );
      const perPage = Number(parsed.searchParams.get('per_page'));
      return jsonResponse(
        buildPaginated(rows, { page: 1, perPage, total: rows.length, path: '/api/app/packages' }),
      );
    }
    return jsonResponse({}, 404);
  });
  // The tariff list reads the largest page; the search pages are the others.
  return () => searches.filter((params) => params.get('per_page') !== '100').at(-1);
}

describe('quick quote search', () => {
  it('finds the matching packages by transport type and duration, kept in the address', async () => {
    const lastSearch = stubCatalogue();
    const { user, router } = renderWithProviders(<QuickQuotePage />, {
      route: '/app/quick-quote',
    });
    expect(await screen.findByText('2 matching packages')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Transport type' })).toHaveValue('Any');

    await user.click(screen.getByRole('combobox', { name: 'Transport type' }));
    await user.click(await screen.findByRole('option', { name: 'Seat in coach', hidden: true }));
    expect(await screen.findByText('1 matching package')).toBeInTheDocument();
    expect(lastSearch()?.get('transportType')).toBe('seat_in_coach');
    expect(router.state.location.search).toBe('?transportType=seat_in_coach');
    const card = screen.getByRole('article', { name: 'Grand New Zealand by Coach' });
    expect(within(card).getByText('NZ-GNZ-14 · 14 nights from Auckland')).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: 'Price Grand New Zealand by Coach' }),
    ).toHaveAttribute('href', '/app/quick-quote/3');

    await user.type(screen.getByRole('textbox', { name: 'Duration in nights' }), '2');
    expect(await screen.findByText('0 matching packages')).toBeInTheDocument();
    await waitFor(() => expect(lastSearch()?.get('durationNights')).toBe('2'));

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('2 matching packages')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('combobox', { name: 'Product tariff' })).toHaveValue('Any tariff');
  });
});
