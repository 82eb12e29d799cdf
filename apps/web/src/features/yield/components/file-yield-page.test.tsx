import type { TFileYield, TYieldFigures } from '@portal/shared/contracts/yield';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { FileYieldPage } from './file-yield-page';

const LOADING = { timeout: 5_000 };

function figures(netCents: number, costCents: number): TYieldFigures {
  const marginCents = netCents - costCents;
  return {
    costCents,
    sellCents: netCents + 10_000,
    commissionCents: 10_000,
    netCents,
    gstCents: Math.round((netCents * 15) / 115),
    marginCents,
    marginPercent: Math.round((marginCents * 1000) / netCents) / 10,
  };
}

const line = (key: string, name: string, net: number, cost: number) => ({
  key,
  dayNumber: 1,
  date: '2030-03-04',
  name,
  serviceTypeCode: 'AC',
  status: 'Confirmed',
  quantity: 1,
  ...figures(net, cost),
});

const current: TFileYield = {
  fileReference: 'NZ-100007',
  bookingName: 'Ngata family',
  fileStatus: 'Confirmed',
  currency: 'NZD',
  gstPercent: 15,
  version: 2,
  lines: [line('a', 'Harbour hotel', 100_000, 70_000)],
  totals: figures(100_000, 70_000),
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
  it('shows cost, net, margin and margin % per line, and the margin change against a version', async () => {
    const requested: string[] = [];
    stubFetch(({ url }) => {
      requested.push(url);
      if (url.includes('compare=1')) {
        const before = {
          lines: [current.lines[0], line('b', 'Ferry', 50_000, 45_000)],
          totals: figures(150_000, 115_000),
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
                marginBeforeCents: 5_000,
                marginAfterCents: 0,
              },
            ],
            marginChangeCents: -5_000,
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
    const row = within(table).getByText('Harbour hotel').closest('tr') as HTMLElement;
    expect(within(row).getByText('NZ$300.00')).toBeInTheDocument();
    expect(within(row).getByText('30 %')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('margin-change')).toHaveTextContent(
        'Margin at version 1: NZ$350.00; now NZ$300.00 (change -NZ$50.00)',
      ),
    );
    const changes = screen.getByRole('table', { name: 'Margin changes by service' });
    expect(within(changes).getByText('Removed')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Yield at version 1' })).toBeInTheDocument();
    expect(requested).toContain('/api/admin/files/NZ-100007/yield?compare=1');
  });
});
