import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  captureDownloads,
  clickTwiceBeforeRender,
  jsonResponse,
  renderWithProviders,
  stubFetch,
} from '../../../testing/test-utils';
import {
  buildPaymentRun,
  buildSupplierInvoice,
  listItemOf,
  page,
} from '../testing/payables-fixtures';
import { PaymentRunsPage } from './payment-runs-page';
import { createFakeConnection } from '../../../lib/realtime.test-support';

const LOADING = { timeout: 10_000 };
const LODGE = listItemOf(buildSupplierInvoice({ status: 'approved', unmatchedLineCount: 0 }));
const GUIDE = listItemOf(
  buildSupplierInvoice({
    id: 43,
    supplierId: 8,
    supplierCode: 'ALPGUID',
    supplierName: 'Alpine Private Guides',
    supplierReference: 'APG-77',
    totalCents: 31_000,
    gstCents: 4_043,
    status: 'approved',
    unmatchedLineCount: 0,
  }),
);
const RUN = buildPaymentRun({
  totalCents: 46_000,
  invoiceCount: 1,
  supplierCount: 1,
  remittances: [
    {
      id: 11,
      supplierId: 7,
      supplierCode: 'REMAZQN',
      supplierName: 'Remarkables Lodge',
      supplierEmail: 'accounts@remarkables.example',
      totalCents: 46_000,
      mailId: 9,
      mailStatus: 'pending',
      invoices: [
        {
          supplierInvoiceId: 42,
          supplierReference: 'RL-2030-118',
          issuedOn: '2030-03-04',
          dueOn: '2030-04-02',
          totalCents: 46_000,
          fileReferences: ['NZ-100001'],
        },
      ],
    },
  ],
});

/** Today in New Zealand, the NZ brand's default calendar, as YYYY-MM-DD. */
function todayInNewZealand(): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Pacific/Auckland',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

describe('a new payment run', () => {
  it('pays the ticked invoices once however often it is confirmed, then offers the advices', async () => {
    const posted: { body: unknown; key: string | undefined }[] = [];
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const downloads = captureDownloads();
    stubFetch(async ({ method, url, body, headers }) => {
      const { pathname, search } = new URL(url, 'http://portal.test');
      if (method === 'GET' && pathname === '/api/admin/finance/payment-runs') {
        return jsonResponse(page([], pathname));
      }
      if (method === 'GET' && pathname === '/api/admin/finance/payment-runs/due') {
        expect(search).toBe('?brandId=1');
        return jsonResponse({
          brandId: 1,
          brandCode: 'NZ',
          currency: 'NZD',
          invoices: [LODGE, GUIDE],
          totalCents: LODGE.totalCents + GUIDE.totalCents,
        });
      }
      if (method === 'POST' && pathname === '/api/admin/finance/payment-runs') {
        posted.push({ body, key: headers['Idempotency-Key'] });
        await answered;
        return jsonResponse(RUN, 201);
      }
      if (method === 'GET' && pathname === '/api/admin/finance/payment-runs/3/remittances/11/pdf') {
        return new Response('%PDF-1.4', {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="remittance-PR-NZ-000003-REMAZQN.pdf"',
          },
        });
      }
      throw new Error(`Unexpected ${method} ${url}`);
    });
    const { user } = renderWithProviders(<PaymentRunsPage connection={createFakeConnection()} />, {
      route: '/admin/finance/payment-runs',
    });
    expect(await screen.findByText('No payment run yet.', {}, LOADING)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New payment run' }));
    const dialog = await screen.findByRole('dialog', { name: 'New payment run' });
    const proposal = await within(dialog).findByRole('table', {
      name: 'Approved supplier invoices to pay',
    });
    const [year, month, day] = todayInNewZealand().split('-');
    const monthName = new Date(Date.UTC(Number(year), Number(month) - 1, 1)).toLocaleString('en', {
      month: 'short',
      timeZone: 'UTC',
    });
    expect(within(dialog).getByLabelText(/Paid on/)).toHaveValue(`${day} ${monthName} ${year}`);
    // 460.00 + 310.00, both ticked to start with.
    expect(within(dialog).getByTestId('payment-run-total')).toHaveTextContent(
      '2 invoices to pay, NZ$770.00',
    );
    await user.click(
      within(proposal).getByRole('checkbox', { name: 'Pay APG-77 of Alpine Private Guides' }),
    );
    expect(within(dialog).getByTestId('payment-run-total')).toHaveTextContent(
      '1 invoice to pay, NZ$460.00',
    );

    clickTwiceBeforeRender(within(dialog).getByRole('button', { name: 'Make payment run' }));
    await waitFor(() => expect(posted).toHaveLength(1), LOADING);
    answer();
    const made = await within(dialog).findByRole('status');
    expect(made).toHaveTextContent('Payment run PR-NZ-000003 made');
    expect(made).toHaveTextContent('1 remittance email is queued in the outbox.');
    expect(posted).toHaveLength(1);
    expect(posted[0]?.key).toMatch(/^[A-Za-z0-9_-]{16,100}$/);
    expect(posted[0]?.body).toEqual({
      brandId: 1,
      paidOn: todayInNewZealand(),
      supplierInvoiceIds: [42],
    });
    const advices = within(dialog).getByRole('table', { name: 'Remittances of PR-NZ-000003' });
    expect(
      within(advices).getByText('Remittance email to accounts@remarkables.example'),
    ).toBeInTheDocument();
    await user.click(
      within(advices).getByRole('button', {
        name: 'Download the remittance advice for Remarkables Lodge',
      }),
    );
    await waitFor(() => expect(downloads.saved).toEqual(['remittance-PR-NZ-000003-REMAZQN.pdf']));
  }, 30_000);
});
