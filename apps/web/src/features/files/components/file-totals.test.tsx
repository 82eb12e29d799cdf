import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/test-utils';
import { buildFile } from '../testing/file-fixtures';
import { FileTotals } from './file-totals';

// The AU net agency's quote of issue 19, point 20: A$4,798 published, A$4,197.50 net.
const AU_NET_TOTALS = {
  sellCents: 479_800,
  commissionCents: 0,
  netCents: 419_750,
  gstCents: 43_618,
  netGstCents: 38_159,
  clientCents: 479_800,
  clientGstCents: 43_618,
};

/** The AU net agency's file, with `overrides`. */
const auNetFile = (overrides: Parameters<typeof buildFile>[0] = {}) =>
  buildFile({
    brandId: 2,
    currency: 'AUD',
    gstPercent: 10,
    pricingModel: 'net',
    totals: AU_NET_TOTALS,
    ...overrides,
  });

/** Its net A$4,197.50 plus a 20% client markup: A$5,037.00, of which A$839.50 is the agency's. */
const WITH_CLIENT_MARKUP = {
  clientMarkupBasisPoints: 2_000,
  totals: { ...AU_NET_TOTALS, clientCents: 503_700, clientGstCents: 45_791 },
};

describe('file totals', () => {
  it("labels a net agency's margin at the published price, so the figures add up (issue 19, point 20)", () => {
    const file = auNetFile();
    renderWithProviders(<FileTotals file={file} isClientView={false} />);
    expect(screen.getByTestId('file-total')).toHaveTextContent('A$4,798.00');
    expect(screen.getByTestId('file-net')).toHaveTextContent('A$4,197.50');
    expect(screen.getByText('Your margin at the published price')).toBeInTheDocument();
    expect(screen.getByTestId('file-marginAtPublished')).toHaveTextContent('A$600.50');
    // A net agency earns no commission: no "A$0.00" row left unexplained.
    expect(screen.queryByTestId('file-commission')).toBeNull();
  });

  it("shows a net agency's client price, with its margin at that price, when it sets a markup", () => {
    const file = auNetFile(WITH_CLIENT_MARKUP);
    renderWithProviders(<FileTotals file={file} isClientView={false} />);
    expect(screen.getByTestId('file-total')).toHaveTextContent('A$5,037.00');
    expect(screen.getByTestId('file-net')).toHaveTextContent('A$4,197.50');
    expect(screen.getByText('Your margin at your client price')).toBeInTheDocument();
    expect(screen.getByTestId('file-clientMargin')).toHaveTextContent('A$839.50');
    expect(screen.queryByTestId('file-marginAtPublished')).toBeNull();
  });

  it('shows the client only the client price, never the net', () => {
    const file = auNetFile(WITH_CLIENT_MARKUP);
    renderWithProviders(<FileTotals file={file} isClientView />);
    expect(screen.getByTestId('file-total')).toHaveTextContent('A$5,037.00');
    expect(screen.queryByTestId('file-net')).toBeNull();
    expect(screen.queryByText(/4,197\.50/)).toBeNull();
  });

  it("shows a gross agency's commission and net, which add up to the total", () => {
    const file = buildFile({
      pricingModel: 'gross',
      totals: { ...AU_NET_TOTALS, commissionCents: 60_050, netCents: 419_750 },
    });
    renderWithProviders(<FileTotals file={file} isClientView={false} />);
    expect(screen.getByTestId('file-commission')).toHaveTextContent('$600.50');
    expect(screen.getByTestId('file-net')).toHaveTextContent('$4,197.50');
    expect(screen.queryByTestId('file-marginAtPublished')).toBeNull();
  });
});
