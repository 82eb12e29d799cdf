import type { TRateProposalDetail, TRateValues } from '@portal/shared/contracts/rate-proposals';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeConnection } from '../../../lib/realtime.test-support';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { RateProposalReviewPage } from './rate-proposal-review-page';

const season: TRateValues = {
  brandId: 1,
  roomType: 'DB',
  basis: 'per_room_night',
  validFrom: '2027-04-01',
  validTo: '2027-09-30',
  weekdayMask: 127,
  minStay: 1,
  costCents: 18_000,
  sellCents: 24_000,
  childCostCents: null,
  childSellCents: null,
};

function detail(overrides: Partial<TRateProposalDetail> = {}): TRateProposalDetail {
  const proposed = { ...season, sellCents: 26_000 };
  return {
    id: 7,
    supplierId: 3,
    supplierCode: 'HARBAKL',
    supplierName: 'Harbourview Hotel Auckland',
    productId: 11,
    productCode: 'HARBAKL-SUP',
    productName: 'Superior room',
    kind: 'rate-upsert',
    status: 'pending',
    rateId: 40,
    proposed: { kind: 'rate-upsert', rate: proposed },
    captured: { type: 'rate', rate: season },
    note: 'Winter increase',
    createdBy: 'supplier.hotel',
    createdAt: '2026-11-25T09:30:00.000Z',
    reviewedBy: null,
    reviewedAt: null,
    reviewReason: null,
    live: { type: 'rate', rate: { ...season, minStay: 2 } },
    diff: {
      type: 'rate',
      fields: [
        { field: 'minStay', before: 2, after: 1, isChanged: true },
        { field: 'sellCents', before: 24_000, after: 26_000, isChanged: true },
        { field: 'costCents', before: 18_000, after: 18_000, isChanged: false },
      ],
    },
    hasCurrentChanged: true,
    ...overrides,
  };
}

function stubProposal() {
  let current = detail();
  const calls: { method: string; path: string; body: unknown }[] = [];
  stubFetch(({ method, url, body }) => {
    const path = new URL(url, 'http://portal.test').pathname;
    calls.push({ method, path, body });
    if (method === 'POST' && path.endsWith('/approve')) {
      current = detail({
        status: 'approved',
        reviewedBy: 'admin',
        reviewedAt: '2026-11-25T10:00:00.000Z',
        live: null,
        hasCurrentChanged: false,
      });
    }
    if (method === 'POST' && path.endsWith('/reject')) {
      current = detail({
        status: 'rejected',
        reviewedBy: 'admin',
        reviewedAt: '2026-11-25T10:00:00.000Z',
        reviewReason: 'Not in the contract',
        live: null,
        hasCurrentChanged: false,
      });
    }
    return jsonResponse(current);
  });
  return calls;
}

function renderPage() {
  return renderWithProviders(
    <RateProposalReviewPage id={7} connection={createFakeConnection()} />,
    { route: '/admin/rate-proposals/7' },
  );
}

describe('Rate proposal review', () => {
  it('shows the diff against the live values with a warning, then approves', async () => {
    const calls = stubProposal();
    const { user } = renderPage();
    const table = await screen.findByRole('table', { name: 'Current and proposed values' });
    const sell = within(table).getByRole('row', { name: /Sell/ });
    expect(sell).toHaveAttribute('data-changed', 'true');
    expect(within(sell).getByText('NZ$240.00')).toBeInTheDocument();
    expect(within(sell).getByText('NZ$260.00')).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Cost/ })).toHaveAttribute(
      'data-changed',
      'false',
    );
    expect(screen.getByText('The catalogue changed since this was proposed')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument(),
    );
    expect(screen.getAllByText('Approved').length).toBeGreaterThan(0);
    expect(calls.some((call) => call.path === '/api/admin/rate-proposals/7/approve')).toBe(true);
  });

  it('needs a reason to reject', async () => {
    const calls = stubProposal();
    const { user } = renderPage();
    await screen.findByRole('table', { name: 'Current and proposed values' });
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(calls.some((call) => call.path.endsWith('/reject'))).toBe(false);

    await user.type(
      screen.getByRole('textbox', { name: /Reason for rejecting/ }),
      'Not in the contract',
    );
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Reason: Not in the contract')).toBeInTheDocument();
    const reject = calls.find((call) => call.path.endsWith('/reject'));
    expect(reject?.body).toEqual({ reason: 'Not in the contract' });
  });
});
