import type { TPricedLine, TPricedQuote } from '@portal/shared/contracts/pricing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/test-utils';
import { PricedQuoteView } from './priced-quote-view';

function line(
  overrides: Partial<TPricedLine> & Pick<TPricedLine, 'key' | 'productName'>,
): TPricedLine {
  return {
    dayNumber: 1,
    date: '2027-06-04',
    endDate: '2027-06-04',
    startTime: null,
    endTime: null,
    productId: 1,
    supplierId: 1,
    serviceTypeCode: 'AT',
    basis: 'per_person',
    taxCode: 'standard',
    span: 1,
    quantity: 2,
    status: 'Available',
    missingRate: false,
    missingRateDates: [],
    costCents: 10_000,
    sellCents: 15_000,
    commissionCents: 3_000,
    netCents: 12_000,
    appliedRuleIds: [],
    appliedRules: [],
    charges: [],
    ...overrides,
  };
}

function quote(brandId: 1 | 2, lines: TPricedLine[]): TPricedQuote {
  return {
    packageId: 4,
    packageName: 'Bay of Islands Escape',
    brandId,
    currency: brandId === 2 ? 'AUD' : 'NZD',
    gstPercent: brandId === 2 ? 10 : 15,
    travelDate: '2027-06-04',
    endDate: '2027-06-05',
    accommodationClass: 'superior',
    pricingModel: 'gross',
    rooms: [{ roomType: 'DB', adults: 2, children: 0 }],
    pax: { adults: 2, children: 0 },
    days: [
      {
        dayNumber: 1,
        date: '2027-06-04',
        title: 'Paihia and the bay',
        description: '',
        overnightLocationId: 3,
        drivingNotes: [],
        lines,
      },
      {
        dayNumber: 2,
        date: '2027-06-05',
        title: 'Depart',
        description: '',
        overnightLocationId: null,
        drivingNotes: [],
        lines: [],
      },
    ],
    totals: {
      costCents: 30_000,
      sellCents: 40_000,
      commissionCents: 6_000,
      netCents: 34_000,
      gstCents: 5_217,
      netGstCents: 4_435,
      // (34 000 − 4 435 GST) − (30 000 − 3 913 GST): the margin without GST.
      marginExGstCents: 3_478,
      pricedLineCount: 1,
      excludedLineCount: 1,
    },
    flags: {
      hasMissingRates: lines.some((item) => item.missingRate),
      hasOnRequest: false,
      hasUnavailable: false,
      hasMissingAccommodation: false,
      missingAccommodationDays: [],
    },
  };
}

describe('the priced package on the test screen', () => {
  it('shows every line with its status, cost, sell, margin and rule, and red lines without a rate', () => {
    renderWithProviders(
      <PricedQuoteView
        quote={quote(1, [
          line({
            key: 'd1-acc-p100',
            productName: 'Paihia Lodge Superior',
            serviceTypeCode: 'AC',
            endDate: '2027-06-05',
            status: 'Allotment',
            costCents: 20_000,
            sellCents: 25_000,
            netCents: 20_000,
            appliedRules: [
              { id: 12, source: 'agency-rule', kind: 'commission_percent', basisPoints: 2_000 },
            ],
          }),
          line({
            key: 'd1-s1-p300',
            productName: 'Hole in the Rock Cruise',
            status: 'On Request',
            missingRate: true,
            missingRateDates: ['2027-06-04'],
            costCents: 0,
            sellCents: 0,
            netCents: 0,
          }),
        ])}
      />,
    );

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Services highlighted in red have no rates for the selected travel date and are not saved to the quote.',
    );
    const table = screen.getByRole('table', { name: 'Priced services' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Day 1 · Fri 04 Jun · Paihia and the bay');

    const stay = rows.find((row) => row.textContent?.includes('Paihia Lodge Superior'));
    expect(stay).toBeDefined();
    const stayCells = within(stay as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(stayCells).toEqual([
      '1',
      'Fri 04 Jun – 05 Jun',
      'Accommodation',
      'Paihia Lodge Superior',
      'Allotment',
      'NZ$200.00',
      'NZ$250.00',
      'NZ$0.00',
      'Commission 20% (agency rule 12)',
    ]);
    expect(stay).not.toHaveAttribute('data-missing-rate');

    const cruise = rows.find((row) => row.textContent?.includes('Hole in the Rock Cruise'));
    expect(cruise).toHaveAttribute('data-missing-rate', 'true');
    expect(cruise).toHaveTextContent('No rate on 04 Jun');
    expect(
      within(cruise as HTMLElement)
        .getByText('On Request')
        .closest('[data-status-colour]'),
    ).toHaveAttribute('data-status-colour', 'amber');

    expect(screen.getByTestId('total-sell')).toHaveTextContent('NZ$400.00');
    expect(screen.getByTestId('gst-message')).toHaveTextContent('NZD incl. 15% GST');
    expect(screen.getByText('Priced services: 1 · without a rate: 1')).toBeInTheDocument();
  });

  it('prices the Australian brand in AUD with its GST message and no red-line note when every line has a rate', () => {
    renderWithProviders(
      <PricedQuoteView
        quote={quote(2, [line({ key: 'd1-s1-p1', productName: 'Reef Day Trip' })])}
      />,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('total-sell')).toHaveTextContent('A$400.00');
    expect(screen.getByTestId('gst-message')).toHaveTextContent('AUD incl. 10% GST');
    expect(screen.getByText('No rule: sold at the published price')).toBeInTheDocument();
  });
});
