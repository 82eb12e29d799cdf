import type { TFileYield, TYieldFigures } from '@portal/shared/contracts/yield';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { FileYieldPage } from './file-yield-page';

const LOADING = { timeout: 5_000 };

// Worked by hand, NZ GST × 15 / 115 taken out of each amount:
// - the hotel: net 100 000 → 13 043.48 → 13 043, cost 70 000 → 9 130.43 → 9 130; margin
//   86 957 − 60 870 = 26 087 (the GST-inclusive 30 000 no longer shows), 30.0%;
// - the ferry: net 50 000 → 6 521.74 → 6 522, cost 45 000 → 5 869.57 → 5 870; margin
//   43 478 − 39 130 = 4 348, 10.0%;
// - both (the sums of the lines): margin 30 435 of net ex GST 130 435, 23.3%.
const HOTEL: TYieldFigures = {
  costCents: 70_000,
  sellCents: 110_000,
  commissionCents: 10_000,
  netCents: 100_000,
  netExGstCents: 86_957,
  costExGstCents: 60_870,
  outputGstCents: 13_043,
  inputGstCents: 9_130,
  marginExGstCents: 26_087,
  marginExGstPercent: 30,
};
const FERRY: TYieldFigures = {
  costCents: 45_000,
  sellCents: 60_000,
  commissionCents: 10_000,
  netCents: 50_000,
  netExGstCents: 43_478,
  costExGstCents: 39_130,
  outputGstCents: 6_522,
  inputGstCents: 5_870,
  marginExGstCents: 4_348,
  marginExGstPercent: 10,
};
const BOTH: TYieldFigures = {
  costCents: 115_000,
  sellCents: 170_000,
  commissionCents: 20_000,
  netCents: 150_000,
  netExGstCents: 130_435,
  costExGstCents: 100_000,
  outputGstCents: 19_565,
  inputGstCents: 15_000,
  marginExGstCents: 30_435,
  marginExGstPercent: 23.3,
};

const line = (key: string, name: string, figures: TYieldFigures) => ({
  key,
  dayNumber: 1,
  date: '2030-03-04',
  name,
  serviceTypeCode: 'AC',
  status: 'Confirmed',
  quantity: 1,
  taxCode: 'standard' as const,
  ...figures,
});

const current: TFileYield = {
  fileReference: 'NZ-100007',
  bookingName: 'Ngata family',
  fileStatus: 'Confirmed',
  currency: 'NZD',
  gstPercent: 15,
  version: 2,
  lines: [line('a', 'Harbour hotel', HOTEL)],
  totals: HOTEL,
  versions: [
    {
      number: 2,
      action: 'line.removed',
      createdAt: '2030-02-02T00:00:00.000Z',
      createdByName: 'Nikau Agent',
      netCents: 100_000,
    },
    {
      number: 1,
      action: 'file.created',
      createdAt: '2030-02-01T00:00:00.000Z',
      createdByName: 'Nikau Agent',
      netCents: 150_000,
    },
  ],
  comparison: null,
};

describe('file yield', () => {
  it('shows the GST apart and the margin excl. GST per line, and its change against a version', async () => {
    const requested: string[] = [];
    stubFetch(({ url }) => {
      requested.push(url);
      if (url.includes('compare=1')) {
        const before = {
          lines: [current.lines[0], line('b', 'Ferry', FERRY)],
          totals: BOTH,
        };
        return jsonResponse({
          ...current,
          comparison: {
            ...before,
            version: 1,
            createdAt: '2030-02-01T00:00:00.000Z',
            changes: [
              {
                key: 'b',
                name: 'Ferry',
                change: 'removed',
                marginExGstBeforeCents: 4_348,
                marginExGstAfterCents: 0,
              },
            ],
            marginExGstChangeCents: -4_348,
          },
        });
      }
      return jsonResponse(current);
    });
    renderWithProviders(<FileYieldPage reference="NZ-100007" />, {
      route: '/admin/client-files/yield/NZ-100007?compare=1',
      path: '/admin/client-files/yield/NZ-100007',
    });
    const table = await screen.findByRole('table', { name: 'Yield per service' }, LOADING);
    for (const heading of ['GST in net', 'GST in cost', 'Margin excl. GST', 'Margin excl. GST %']) {
      expect(within(table).getByRole('columnheader', { name: heading })).toBeInTheDocument();
    }
    const row = within(table).getByText('Harbour hotel').closest('tr') as HTMLElement;
    const cells = within(row)
      .getAllByRole('cell')
      .slice(3)
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      'NZ$700.00',
      'NZ$1,100.00',
      'NZ$100.00',
      'NZ$1,000.00',
      'NZ$130.43',
      'NZ$91.30',
      'NZ$869.57',
      'NZ$608.70',
      'NZ$260.87',
      '30 %',
    ]);
    expect(screen.getByTestId('total-margin')).toHaveTextContent('NZ$260.87');
    await waitFor(() =>
      expect(screen.getByTestId('margin-change')).toHaveTextContent(
        'Margin excl. GST at version 1: NZ$304.35; now NZ$260.87 (change -NZ$43.48)',
      ),
    );
    const changes = screen.getByRole('table', { name: 'Margin changes by service' });
    expect(within(changes).getByText('Removed')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Yield at version 1' })).toBeInTheDocument();
    expect(requested).toContain('/api/admin/files/NZ-100007/yield?compare=1');
  });
});
