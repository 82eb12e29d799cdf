import type { TInvoiceView } from '@portal/shared/contracts/invoices';
import type { TAdminFileBilling } from '@portal/shared/contracts/invoices-admin';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { permissionStore } from '../../../lib/authorization';
import { FakePusher, createFakeConnection } from '../../../lib/realtime.test-support';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { FileInvoicesPage } from './file-invoices-page';

const invoice: TInvoiceView = {
  id: 7,
  number: 'INV-NZ-000007',
  fileReference: 'NZ-100007',
  status: 'part-paid',
  currency: 'NZD',
  issuedOn: '2030-02-01',
  totalCents: 100_000,
  gstCents: 13_043,
  gstPercent: 15,
  zeroRatedCents: 0,
  depositCents: 20_000,
  depositDueOn: '2030-02-01',
  balanceCents: 80_000,
  balanceDueOn: '2030-04-19',
  paidCents: 30_000,
  creditedCents: 0,
  outstandingCents: 70_000,
  lines: [],
};

function billing(overrides: Partial<TAdminFileBilling> = {}): TAdminFileBilling {
  return {
    fileReference: 'NZ-100007',
    bookingName: 'Ngata family',
    fileStatus: 'Confirmed',
    agencyName: 'Kiwi Horizons Travel',
    brandId: 1,
    currency: 'NZD',
    invoices: [invoice],
    creditNotes: [],
    payments: [
      {
        id: 3,
        amountCents: 30_000,
        method: 'bank-transfer',
        channel: 'back-office',
        reference: 'DEP-NGATA',
        notes: '',
        receivedOn: '2030-02-03',
      },
    ],
    refunds: [],
    summary: {
      invoicedCents: 100_000,
      creditedCents: 0,
      paidCents: 30_000,
      refundedCents: 0,
      commissionCents: 0,
      balanceCents: 70_000,
      refundableCents: 30_000,
    },
    canIssueInvoice: false,
    ...overrides,
  };
}

function renderPage(initial: TAdminFileBilling) {
  let current = initial;
  const posts: { url: string; body: unknown }[] = [];
  let gets = 0;
  stubFetch(({ method, url, body }) => {
    if (method === 'GET' && url === '/api/admin/files/NZ-100007/billing') {
      gets += 1;
      return jsonResponse(current);
    }
    posts.push({ url, body });
    if (url.endsWith('/credit')) {
      current = billing({
        invoices: [{ ...invoice, creditedCents: 5_000, outstandingCents: 65_000 }],
        creditNotes: [
          {
            id: 1,
            number: 'CN-NZ-000001',
            invoiceId: 7,
            invoiceNumber: 'INV-NZ-000007',
            fileReference: 'NZ-100007',
            currency: 'NZD',
            issuedOn: '2030-02-05',
            totalCents: 5_000,
            gstCents: 652,
            zeroRatedCents: 0,
            reason: 'Goodwill',
          },
        ],
        summary: { ...initial.summary, creditedCents: 5_000, balanceCents: 65_000 },
      });
      return jsonResponse(current);
    }
    if (url.endsWith('/refunds')) {
      return jsonResponse(
        { message: 'The given data was invalid.', errors: { amountCents: ['At most 300.00'] } },
        422,
      );
    }
    return jsonResponse({}, 404);
  });
  const connection = createFakeConnection();
  const rendered = renderWithProviders(
    <FileInvoicesPage reference="NZ-100007" connection={connection} />,
    { route: '/admin/client-files/invoices/NZ-100007' },
  );
  return { ...rendered, posts, gets: () => gets };
}

afterEach(() => {
  permissionStore.reset();
  vi.useRealTimers();
});

/** These tests fill forms keystroke by keystroke, which takes seconds in a busy jsdom run. */
const INTERACTION_TIMEOUT = 40_000;
const LOADING = { timeout: 5_000 };

describe('file invoices (back office)', () => {
  it(
    'shows invoices with schedule, payments and the balance, and credits an invoice',
    async () => {
      permissionStore.setState({ roles: ['accountant'], permissions: ['finance.manage'] });
      const { user, posts } = renderPage(billing());
      const table = await screen.findByRole('table', { name: 'Invoices' }, LOADING);
      const row = within(table).getByText('INV-NZ-000007').closest('tr') as HTMLElement;
      expect(within(row).getByText('Part paid')).toBeInTheDocument();
      expect(within(row).getByText(/NZ\$800\.00 due/)).toBeInTheDocument();
      expect(screen.getByTestId('summary-balance')).toHaveTextContent('NZ$700.00');
      // No commission credited on this booking: no such figure.
      expect(screen.queryByText('Commission credited')).not.toBeInTheDocument();
      const payments = screen.getByRole('table', { name: 'Payments and refunds' });
      expect(within(payments).getByText('DEP-NGATA')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Issue invoice' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Void INV-NZ-000007' })).toBeDisabled();

      await user.click(screen.getByRole('button', { name: 'Credit INV-NZ-000007' }));
      const form = await screen.findByRole('form', { name: 'Credit invoice INV-NZ-000007' });
      await user.type(within(form).getByLabelText('Amount'), '50');
      await user.type(within(form).getByLabelText(/Reason/), 'Goodwill');
      await user.click(within(form).getByRole('button', { name: 'Issue credit note' }));
      await waitFor(() =>
        expect(posts).toEqual([
          {
            url: '/api/admin/files/NZ-100007/invoices/7/credit',
            body: { reason: 'Goodwill', amountCents: 5_000 },
          },
        ]),
      );
      const notes = await screen.findByRole('table', { name: 'Credit notes' });
      expect(within(notes).getByText('CN-NZ-000001')).toBeInTheDocument();
      expect(screen.getByTestId('summary-balance')).toHaveTextContent('NZ$650.00');
    },
    INTERACTION_TIMEOUT,
  );

  it(
    "shows the agency's commission credited out of its travellers' payments in the summary",
    async () => {
      permissionStore.setState({ roles: ['accountant'], permissions: ['finance.manage'] });
      // docs/pricing.md, "Two prices": the travellers paid 760.00 for an invoice of 646.00.
      renderPage(
        billing({
          invoices: [{ ...invoice, status: 'paid', paidCents: 64_600, outstandingCents: 0 }],
          summary: {
            invoicedCents: 64_600,
            creditedCents: 0,
            paidCents: 64_600,
            refundedCents: 0,
            commissionCents: 11_400,
            balanceCents: -11_400,
            refundableCents: 64_600,
          },
        }),
      );
      const summary = await screen.findByRole('group', { name: 'Billing summary' }, LOADING);
      expect(within(summary).getByText('Commission credited')).toBeInTheDocument();
      expect(screen.getByTestId('summary-commission')).toHaveTextContent('NZ$114.00');
      expect(screen.getByTestId('summary-balance')).toHaveTextContent('114.00');
    },
    INTERACTION_TIMEOUT,
  );

  it(
    "downloads an invoice's and a credit note's PDF from the back office's own routes",
    async () => {
      permissionStore.setState({ roles: ['consultant'], permissions: ['files.view-all'] });
      const { user, posts } = renderPage(
        billing({
          creditNotes: [
            {
              id: 1,
              number: 'CN-NZ-000001',
              invoiceId: 7,
              invoiceNumber: 'INV-NZ-000007',
              fileReference: 'NZ-100007',
              currency: 'NZD',
              issuedOn: '2030-02-05',
              totalCents: 5_000,
              gstCents: 652,
              zeroRatedCents: 0,
              reason: 'Goodwill',
            },
          ],
        }),
      );
      await user.click(
        await screen.findByRole('button', { name: 'Download INV-NZ-000007 as PDF' }, LOADING),
      );
      await waitFor(() =>
        expect(posts.map((call) => call.url)).toContain('/api/admin/invoices/7/pdf'),
      );
      await user.click(screen.getByRole('button', { name: 'Download CN-NZ-000001 as PDF' }));
      await waitFor(() =>
        expect(posts.map((call) => call.url)).toContain('/api/admin/credit-notes/1/pdf'),
      );
    },
    INTERACTION_TIMEOUT,
  );

  it(
    'shows the server refusing a refund beyond what was paid under the amount',
    async () => {
      permissionStore.setState({ roles: ['accountant'], permissions: ['finance.manage'] });
      const { user, posts } = renderPage(billing());
      await user.click(await screen.findByRole('button', { name: 'Record refund' }, LOADING));
      const form = await screen.findByRole('form', { name: 'Record a refund' });
      await user.type(within(form).getByLabelText(/Amount/), '400');
      await user.type(within(form).getByLabelText(/Reason/), 'Cancelled');
      await user.click(within(form).getByRole('button', { name: 'Record refund' }));
      expect(await within(form).findByText('At most 300.00')).toBeInTheDocument();
      expect(posts[0]).toMatchObject({
        url: '/api/admin/files/NZ-100007/refunds',
        body: { amountCents: 40_000, method: 'bank-transfer', reason: 'Cancelled' },
      });
    },
    INTERACTION_TIMEOUT,
  );

  it(
    "records a payment dated on the operator's day (New Zealand's), not the browser's UTC day",
    async () => {
      // 19:00 UTC on 5 Feb is 08:00 on 6 Feb in New Zealand, where the invoices are dated.
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-02-05T19:00:00Z') });
      permissionStore.setState({ roles: ['accountant'], permissions: ['finance.manage'] });
      const { user, posts } = renderPage(billing());
      await user.click(await screen.findByRole('button', { name: 'Record payment' }, LOADING));
      const form = await screen.findByRole('form', { name: 'Record a payment' });
      expect(within(form).getByLabelText(/Received on/)).toHaveValue('06 Feb 2030');

      expect(within(form).getByLabelText(/Method/)).toHaveValue('Bank transfer');

      await user.type(within(form).getByLabelText(/Amount/), '100');
      await user.click(within(form).getByRole('button', { name: 'Record payment' }));
      await waitFor(() =>
        expect(posts[0]).toMatchObject({
          url: '/api/admin/files/NZ-100007/payments',
          body: { amountCents: 10_000, method: 'bank-transfer', receivedOn: '2030-02-06' },
        }),
      );
    },
    INTERACTION_TIMEOUT,
  );

  it(
    "dates an Australian booking's payment on Sydney's day, while New Zealand's is already the next",
    async () => {
      // 12:30 UTC on 5 Feb is 01:30 on 6 Feb in Auckland but 23:30 on 5 Feb in Sydney.
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-02-05T12:30:00Z') });
      permissionStore.setState({ roles: ['accountant'], permissions: ['finance.manage'] });
      const { user } = renderPage(billing({ brandId: 2, currency: 'AUD' }));
      await user.click(await screen.findByRole('button', { name: 'Record payment' }, LOADING));
      const form = await screen.findByRole('form', { name: 'Record a payment' });
      expect(within(form).getByLabelText(/Received on/)).toHaveValue('05 Feb 2030');
    },
    INTERACTION_TIMEOUT,
  );

  it('hides the finance actions without finance.manage and refreshes when a payment comes in', async () => {
    permissionStore.setState({ roles: ['consultant'], permissions: ['files.view-all'] });
    const { gets } = renderPage(billing());
    await screen.findByRole('table', { name: 'Invoices' }, LOADING);
    expect(screen.queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Credit INV/ })).not.toBeInTheDocument();
    // Whoever sees the file's billing may open its documents (issue 19, point 36).
    expect(screen.getByRole('button', { name: 'Download INV-NZ-000007 as PDF' })).toBeEnabled();

    await waitFor(() => expect(FakePusher.latest().subscribed).toContain('private-backoffice'));
    const before = gets();
    act(() =>
      FakePusher.latest().emit('private-backoffice', 'payment.recorded', {
        paymentId: 9,
        bookingReference: 'NZ-100007',
        agencyId: 1,
        amountCents: 100,
        currency: 'NZD',
        recordedAt: '2030-02-05T00:00:00.000Z',
      }),
    );
    await waitFor(() => expect(gets()).toBeGreaterThan(before));
  });
});
