import type { TDebtorRow, TDebtorsReport } from '@portal/shared/contracts/finance-reports';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  captureDownloads,
  clickTwiceBeforeRender,
  csvResponse,
  jsonResponse,
  renderWithProviders,
  stubFetch,
} from '../../../testing/test-utils';
import { DebtorsPage } from './debtors-page';

const LOADING = { timeout: 5_000 };

const aged = (overrides: Partial<TDebtorRow['agedCents']> = {}) => ({
  current: 0,
  days1To30: 0,
  days31To60: 0,
  days61To90: 0,
  over90: 0,
  total: 0,
  ...overrides,
});

const AORAKI: TDebtorRow = {
  agencyId: 7,
  agencyName: 'Aoraki Travel',
  agencyEmail: 'accounts@aoraki.test',
  agedCents: aged({ current: 80_000, days31To60: 20_050, total: 100_050 }),
  creditLimitCents: 150_000,
  creditUsedCents: 100_050,
  creditAvailableCents: 49_950,
  ledgerBalanceCents: 95_050,
  unallocatedCents: 5_000,
  commissionCreditCents: 0,
};
const BLUFF: TDebtorRow = {
  agencyId: 9,
  agencyName: 'Bluff Journeys',
  agencyEmail: null,
  agedCents: aged({ over90: 12_000, total: 12_000 }),
  creditLimitCents: null,
  creditUsedCents: 12_000,
  creditAvailableCents: null,
  ledgerBalanceCents: 12_000,
  unallocatedCents: 0,
  commissionCreditCents: 0,
};

const REPORT: TDebtorsReport = {
  brand: 'AU',
  currency: 'AUD',
  asOf: '2030-03-20',
  rows: [AORAKI, BLUFF],
  totals: {
    agedCents: aged({ current: 80_000, days31To60: 20_050, over90: 12_000, total: 112_050 }),
    creditUsedCents: 112_050,
    ledgerBalanceCents: 107_050,
    unallocatedCents: 5_000,
    commissionCreditCents: 0,
  },
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('/admin/finance/debtors', () => {
  it('shows each agency by bucket with its credit, the totals, and downloads the CSV and a statement', async () => {
    const downloads = captureDownloads();
    const requested: string[] = [];
    stubFetch(({ url }) => {
      requested.push(url);
      if (url.startsWith('/api/admin/finance/debtors/export.csv')) {
        return csvResponse('aged-debtors-AU-2030-03-20.csv');
      }
      if (url.startsWith('/api/admin/finance/debtors/7/statement.pdf')) {
        return new Response('%PDF-1.3', {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="statement-AU-7-2030-03-20.pdf"',
          },
        });
      }
      return jsonResponse(REPORT);
    });
    const { user } = renderWithProviders(<DebtorsPage />, {
      route: '/admin/finance/debtors?brand=AU&asOf=2030-03-20',
      path: '/admin/finance/debtors',
    });
    const table = await screen.findByRole('table', { name: 'Aged debtors' }, LOADING);
    expect(requested[0]).toBe('/api/admin/finance/debtors?brand=AU&asOf=2030-03-20');
    expect(screen.getByRole('combobox', { name: 'Brand' })).toHaveValue('Australia (AUD)');
    expect(screen.getByText('As at 20 Mar 2030, amounts in AUD')).toBeVisible();

    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers.slice(0, 7)).toEqual([
      'Agency',
      'Current',
      '1–30 days',
      '31–60 days',
      '61–90 days',
      'Over 90 days',
      'Total',
    ]);
    const aoraki = within(table).getByText('Aoraki Travel').closest('tr') as HTMLElement;
    const cells = within(aoraki)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(1, 12)).toEqual([
      'A$800.00',
      'A$0.00',
      'A$200.50',
      'A$0.00',
      'A$0.00',
      'A$1,000.50',
      'A$1,500.00',
      'A$1,000.50',
      'A$499.50',
      'A$950.50',
      expect.any(String),
    ]);
    const bluff = within(table).getByText('Bluff Journeys').closest('tr') as HTMLElement;
    expect(within(bluff).getByText('No limit')).toBeVisible();
    expect(within(bluff).getByText('No email address')).toBeVisible();
    // No address: the email button is there but cannot be used, and says why.
    expect(
      within(bluff).getByRole('button', { name: 'Email: Bluff Journeys has no email address' }),
    ).toBeDisabled();

    const totals = within(table).getByRole('rowheader', { name: 'Total of 2 agencies' });
    const totalsRow = totals.closest('tr') as HTMLElement;
    expect(
      within(totalsRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(expect.arrayContaining(['A$200.50', 'A$120.00', 'A$1,120.50', 'A$1,070.50']));
    expect(screen.getByText(/money held against no open invoice \(A\$50\.00/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloads.saved).toEqual(['aged-debtors-AU-2030-03-20.csv']));
    expect(requested).toContain('/api/admin/finance/debtors/export.csv?brand=AU&asOf=2030-03-20');

    await user.click(
      within(aoraki).getByRole('button', { name: 'PDF: download the statement of Aoraki Travel' }),
    );
    await waitFor(() => expect(downloads.saved).toContain('statement-AU-7-2030-03-20.pdf'));
    expect(requested).toContain('/api/admin/finance/debtors/7/statement.pdf?asOf=2030-03-20');
  });

  it('emails a statement only after the confirmation, with one Idempotency-Key for every try', async () => {
    const posts: { url: string; body: unknown; key: string | undefined }[] = [];
    stubFetch(({ method, url, body, headers }) => {
      if (method === 'POST') {
        posts.push({ url, body, key: headers['Idempotency-Key'] ?? headers['idempotency-key'] });
        return jsonResponse({
          mailId: 31,
          to: 'accounts@aoraki.test',
          asOf: '2030-03-20',
          outstandingCents: 100_050,
        });
      }
      return jsonResponse(REPORT);
    });
    const { user } = renderWithProviders(<DebtorsPage />, {
      route: '/admin/finance/debtors?brand=AU',
      path: '/admin/finance/debtors',
    });
    const table = await screen.findByRole('table', { name: 'Aged debtors' }, LOADING);
    const aoraki = within(table).getByText('Aoraki Travel').closest('tr') as HTMLElement;
    await user.click(
      within(aoraki).getByRole('button', { name: 'Email the statement to Aoraki Travel' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Email statement' });
    expect(
      within(dialog).getByText(
        'Email the statement of Aoraki Travel as at 20 Mar 2030 to accounts@aoraki.test?',
      ),
    ).toBeVisible();
    expect(posts).toEqual([]);

    clickTwiceBeforeRender(within(dialog).getByRole('button', { name: 'Send statement' }));
    expect(
      await screen.findByText(
        'The statement of Aoraki Travel is on its way to accounts@aoraki.test.',
      ),
    ).toBeVisible();
    expect(posts.length).toBeGreaterThanOrEqual(1);
    for (const post of posts) {
      expect(post).toMatchObject({
        url: '/api/admin/finance/debtors/7/statement/email',
        body: { asOf: '2030-03-20' },
      });
      expect(post.key).toBe(posts[0]?.key);
    }
    expect(posts[0]?.key).toMatch(/^[\w-]{16,}$/);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's refusal in the dialog and keeps it open", async () => {
    stubFetch(({ method }) =>
      method === 'POST'
        ? jsonResponse(
            {
              message:
                'Aoraki Travel has no email address: add one to the agency before emailing its statement.',
            },
            422,
          )
        : jsonResponse(REPORT),
    );
    const { user } = renderWithProviders(<DebtorsPage />, {
      route: '/admin/finance/debtors?brand=AU',
      path: '/admin/finance/debtors',
    });
    const table = await screen.findByRole('table', { name: 'Aged debtors' }, LOADING);
    await user.click(
      within(table).getByRole('button', { name: 'Email the statement to Aoraki Travel' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Email statement' });
    await user.click(within(dialog).getByRole('button', { name: 'Send statement' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Aoraki Travel has no email address',
    );
    expect(screen.getByRole('dialog', { name: 'Email statement' })).toBeVisible();
  });
});
