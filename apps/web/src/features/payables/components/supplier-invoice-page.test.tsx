import type { TSupplierInvoiceDetail } from '@portal/shared/contracts/payables';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { buildExpectedLine, buildSupplierInvoice } from '../testing/payables-fixtures';
import { SupplierInvoicePage } from './supplier-invoice-page';
import { createFakeConnection, FakePusher } from '../../../lib/realtime.test-support';

const LOADING = { timeout: 10_000 };
const ENTERED = buildSupplierInvoice();
const CANDIDATE = buildExpectedLine();
// Billed 460.00 for a service expected at 450.00.
const MATCHED: TSupplierInvoiceDetail = {
  ...ENTERED,
  unmatchedLineCount: 0,
  varianceCents: 1_000,
  canApprove: true,
  lines: ENTERED.lines.map((line) => ({
    ...line,
    match: {
      serviceLineId: CANDIDATE.serviceLineId,
      kind: 'service',
      fileId: CANDIDATE.fileId,
      fileReference: CANDIDATE.fileReference,
      serviceName: CANDIDATE.serviceName,
      serviceDate: CANDIDATE.serviceDate,
      serviceEndDate: CANDIDATE.serviceEndDate,
      expectedCents: CANDIDATE.expectedCents,
      isStillExpected: true,
      varianceCents: line.amountCents - CANDIDATE.expectedCents,
      source: 'manual',
      matchedAt: '2030-03-05T02:00:00.000Z',
      matchedByName: 'Ada Accountant',
    },
  })),
};
const APPROVED: TSupplierInvoiceDetail = {
  ...MATCHED,
  status: 'approved',
  canMatch: false,
  canApprove: false,
  canUnapprove: true,
  approvedByName: 'Ada Accountant',
  approvedAt: '2030-03-06T02:00:00.000Z',
};

function stubInvoice() {
  const writes: { url: string; body: unknown }[] = [];
  let current = ENTERED;
  stubFetch(({ method, url, body }) => {
    const { pathname, search } = new URL(url, 'http://portal.test');
    const base = '/api/admin/finance/supplier-invoices/42';
    if (method === 'GET' && pathname === base) return jsonResponse(current);
    if (method === 'GET' && pathname === `${base}/lines/601/candidates`) {
      expect(search).toBe('?fileReference=NZ-100001');
      return jsonResponse({ candidates: [CANDIDATE], hasMore: false });
    }
    if (method === 'POST') {
      writes.push({ url: pathname, body });
      if (pathname === `${base}/lines/601/match`) current = MATCHED;
      else if (pathname === `${base}/approve`) current = APPROVED;
      else throw new Error(`Unexpected POST ${url}`);
      return jsonResponse(current);
    }
    throw new Error(`Unexpected ${method} ${url}`);
  });
  return writes;
}

describe('/admin/finance/supplier-invoices/:id', () => {
  it('approves only once every line is matched, and shows the variance the match carries', async () => {
    const writes = stubInvoice();
    const { user } = renderWithProviders(
      <SupplierInvoicePage id={42} connection={createFakeConnection()} />,
      {
        route: '/admin/finance/supplier-invoices/42',
      },
    );
    expect(
      await screen.findByRole('heading', { name: 'Supplier invoice RL-2030-118' }, LOADING),
    ).toBeInTheDocument();
    expect(screen.getByTestId('supplier-invoice-total')).toHaveTextContent('NZ$460.00');
    expect(screen.getByText('NZ$60.00')).toBeInTheDocument();
    const approve = screen.getByRole('button', { name: 'Approve' });
    expect(approve).toBeDisabled();
    expect(approve).toHaveAccessibleDescription('Match the 1 unmatched line before approving.');
    const lines = screen.getByRole('table', { name: 'Supplier invoice lines' });
    expect(within(lines).getByText('Not matched')).toBeInTheDocument();

    await user.click(within(lines).getByRole('button', { name: 'Match line 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Match line 1' });
    const candidates = await within(dialog).findByRole('table', {
      name: 'Expected lines to match',
    });
    expect(within(candidates).getByText('NZ$450.00')).toBeInTheDocument();
    expect(within(candidates).getByText('+NZ$10.00')).toBeInTheDocument();
    await user.click(
      within(candidates).getByRole('button', {
        name: 'Match to Lodge room, 2 nights of NZ-100001',
      }),
    );

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = screen.getByTestId('supplier-invoice-line-1');
    expect(within(row).getByRole('link', { name: 'NZ-100001' })).toHaveAttribute(
      'href',
      '/admin/client-files/NZ-100001',
    );
    expect(within(row).getByText('+NZ$10.00')).toBeInTheDocument();
    expect(within(row).getByText(/Matched by hand/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled();
    expect(screen.queryByText(/before approving/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('button', { name: 'Un-approve' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(
      within(screen.getByTestId('supplier-invoice-line-1')).queryByRole('button', {
        name: 'Unmatch line 1',
      }),
    ).not.toBeInTheDocument();
    expect(writes).toEqual([
      {
        url: '/api/admin/finance/supplier-invoices/42/lines/601/match',
        body: { serviceLineId: 501, kind: 'service' },
      },
      { url: '/api/admin/finance/supplier-invoices/42/approve', body: undefined },
    ]);
  }, 30_000);

  it('voids only after the confirm dialog, with the reason given', async () => {
    const posted: unknown[] = [];
    stubFetch(({ method, url, body }) => {
      const { pathname } = new URL(url, 'http://portal.test');
      if (method === 'GET' && pathname === '/api/admin/finance/supplier-invoices/42') {
        return jsonResponse(ENTERED);
      }
      if (method === 'POST' && pathname === '/api/admin/finance/supplier-invoices/42/void') {
        posted.push(body);
        return jsonResponse({ ...ENTERED, status: 'void', canMatch: false, canVoid: false });
      }
      throw new Error(`Unexpected ${method} ${url}`);
    });
    const { user } = renderWithProviders(
      <SupplierInvoicePage id={42} connection={createFakeConnection()} />,
      {
        route: '/admin/finance/supplier-invoices/42',
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Void' }, LOADING));
    const dialog = await screen.findByRole('dialog', {
      name: 'Void supplier invoice RL-2030-118?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Void invoice' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(posted).toEqual([]);

    await user.type(within(dialog).getByLabelText(/Reason/), 'Entered twice');
    await user.click(within(dialog).getByRole('button', { name: 'Void invoice' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted).toEqual([{ reason: 'Entered twice' }]);
    expect(screen.getByText('Void')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Void' })).not.toBeInTheDocument();
  }, 30_000);

  it('shows a change made in another tab or by a colleague without a reload', async () => {
    let current = ENTERED;
    stubFetch(({ method, url }) => {
      const { pathname } = new URL(url, 'http://portal.test');
      if (method === 'GET' && pathname === '/api/admin/finance/supplier-invoices/42') {
        return jsonResponse(current);
      }
      throw new Error(`Unexpected ${method} ${url}`);
    });
    renderWithProviders(<SupplierInvoicePage id={42} connection={createFakeConnection()} />, {
      route: '/admin/finance/supplier-invoices/42',
    });
    expect(await screen.findByRole('button', { name: 'Approve' }, LOADING)).toBeDisabled();
    await waitFor(() => expect(FakePusher.latest().subscribed).toContain('private-backoffice'));

    // Elsewhere the line was matched and the invoice approved: this page follows.
    current = APPROVED;
    act(() =>
      FakePusher.latest().emit('private-backoffice', 'supplier-payables.changed', {
        action: 'approved',
        supplierInvoiceId: 42,
        paymentRunId: null,
        changedAt: '2030-03-06T02:00:00.000Z',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Un-approve' }, LOADING)).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  }, 30_000);
});
