import type { TRateAnalysis, TRateGap } from '@portal/shared/contracts/catalogue-api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { RateAnalysisPage } from './rate-analysis-page';

/** Pages load their data through several calls; a busy test run can take over a second. */
const LOADING = { timeout: 5_000 };

function gap(index: number): TRateGap {
  return {
    productId: index,
    productCode: `PROD-${index}`,
    productName: index === 1 ? 'Hole in the Rock Cruise' : `Product ${index}`,
    supplierId: 50 + index,
    supplierName: `Supplier ${index}`,
    serviceTypeCode: 'AT',
    brandId: 1,
    missingDays: 21,
    firstMissingDate: '2027-06-01',
    lastMissingDate: '2027-06-21',
  };
}

const ANALYSIS: TRateAnalysis = {
  from: '2027-01-01',
  to: '2027-06-30',
  months: 6,
  missingRates: Array.from({ length: 17 }, (_, index) => gap(index + 1)),
  seasonalChanges: [
    {
      productId: 1,
      productName: 'Harbourview Standard Room',
      brandId: 1,
      roomType: 'DB',
      basis: 'per_room_night',
      date: '2027-04-01',
      previousSellCents: 25_000,
      sellCents: 21_250,
      changeBasisPoints: -1_500,
    },
  ],
  margins: [
    {
      supplierId: 5,
      supplierName: 'Harbourview Hotel Auckland',
      serviceTypeCode: 'AC',
      brandId: 2,
      rateCount: 12,
      averageCostCents: 18_000,
      averageSellCents: 24_000,
      marginBasisPoints: 2_500,
    },
  ],
};

describe('rate analysis', () => {
  it(
    'shows the three analyses, pages and filters them, and asks again for another window',
    { timeout: 20_000 },
    async () => {
      const queries: string[] = [];
      stubFetch(({ url }) => {
        queries.push(url);
        return jsonResponse(ANALYSIS);
      });
      const { user } = renderWithProviders(<RateAnalysisPage />, { route: '/admin/rate-analysis' });

      const missing = await screen.findByRole(
        'region',
        { name: 'Products lacking rates' },
        LOADING,
      );
      expect(queries).toEqual(['/api/admin/rate-analysis?months=6']);
      expect(screen.getByText('From 01 Jan 2027 to 30 Jun 2027.')).toBeInTheDocument();
      // 17 products: a first page of 15, then the rest.
      expect(within(missing).getAllByRole('row')).toHaveLength(16);
      expect(
        within(missing).getByRole('link', { name: 'PROD-1 – Hole in the Rock Cruise' }),
      ).toHaveAttribute('href', '/admin/suppliers/51?tab=rates&productId=1');
      await user.click(within(missing).getByRole('button', { name: 'Next page' }));
      expect(within(missing).getAllByRole('row')).toHaveLength(3);
      await user.type(
        within(missing).getByRole('textbox', { name: 'Filter Products lacking rates' }),
        'hole in',
      );
      expect(within(missing).getAllByRole('row')).toHaveLength(2);

      const seasons = screen.getByRole('region', { name: 'Rate changes by season' });
      const change = within(seasons).getAllByRole('row')[1] as HTMLElement;
      expect(
        within(change)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual([
        'Harbourview Standard Room',
        'New Zealand (NZD)',
        'DB',
        'Per room per night',
        '01 Apr 2027',
        'NZ$250.00',
        'NZ$212.50',
        '-15%',
      ]);

      const margins = screen.getByRole('region', { name: 'Cost against sell' });
      expect(
        within(margins).getByRole('row', { name: /Harbourview Hotel Auckland/ }),
      ).toHaveTextContent('A$180.00A$240.0025%');

      const lookAhead = screen.getByRole('combobox', { name: 'Look ahead' });
      await user.click(lookAhead);
      const choices = document.getElementById(lookAhead.getAttribute('aria-controls') ?? '');
      await user.click(
        within(choices as HTMLElement).getByRole('option', {
          name: 'Next 12 months',
          hidden: true,
        }),
      );
      await waitFor(
        () => expect(queries.at(-1)).toBe('/api/admin/rate-analysis?months=12'),
        LOADING,
      );
    },
  );
});
