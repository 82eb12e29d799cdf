import type { TAccountingExportView } from '@portal/shared/contracts/accounting';
import { buildPaginated } from '@portal/shared/contracts/pagination';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  captureDownloads,
  clickTwiceBeforeRender,
  csvResponse,
  jsonResponse,
  renderWithProviders,
  stubFetch,
  type TFetchHandler,
} from '../../../testing/test-utils';
import { AccountingExportPage } from './accounting-export-page';

const EXPORTED: TAccountingExportView = {
  id: 7,
  brand: 'NZ',
  currency: 'NZD',
  kind: 'sales',
  from: '2030-02-01',
  to: '2030-02-28',
  reexport: false,
  documentCount: 3,
  totalCents: 168_100,
  fileName: 'xero-sales-NZ-2030-02-01-2030-02-28.csv',
  createdBy: 'Ada Accountant',
  createdAt: '2030-03-03T21:00:00.000Z',
};

/** The export API in memory: POSTs are recorded (and answered by `answer`), the log lists `log`. */
function stubExportApi(answer?: TFetchHandler) {
  const log: TAccountingExportView[] = [];
  const posts: { body: unknown; headers: Record<string, string> }[] = [];
  const fetchMock = stubFetch(async (request) => {
    const { pathname } = new URL(request.url, 'http://portal.test');
    if (request.method === 'POST' && pathname === '/api/admin/finance/accounting-exports') {
      posts.push({ body: request.body, headers: request.headers });
      if (answer) return answer(request);
      log.unshift(EXPORTED);
      return jsonResponse(EXPORTED, 201);
    }
    if (pathname === '/api/admin/finance/accounting-exports') {
      return jsonResponse(
        buildPaginated(log, {
          page: 1,
          perPage: 20,
          total: log.length,
          path: '/api/admin/finance/accounting-exports',
        }),
      );
    }
    if (pathname === `/api/admin/finance/accounting-exports/${EXPORTED.id}/file.csv`) {
      return csvResponse(EXPORTED.fileName);
    }
    return jsonResponse({ message: 'Not found' }, 404);
  });
  return { fetchMock, posts, log };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('/admin/finance/accounting-export', () => {
  it('exports the previous month once on a double click, with one Idempotency-Key, then lists it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-03-02T21:00:00Z'));
    const api = stubExportApi();
    renderWithProviders(<AccountingExportPage />, { route: '/admin/finance/accounting-export' });
    expect(await screen.findByText('Nothing has been exported yet.')).toBeVisible();
    const form = screen.getByRole('form', { name: 'Export to Xero' });
    expect(within(form).getByRole('textbox', { name: 'From' })).toHaveValue('01 Feb 2030');
    expect(within(form).getByRole('textbox', { name: 'To' })).toHaveValue('28 Feb 2030');

    clickTwiceBeforeRender(within(form).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(api.posts).toHaveLength(1));
    expect(api.posts[0]?.body).toEqual({
      brand: 'NZ',
      kind: 'sales',
      from: '2030-02-01',
      to: '2030-02-28',
      reexport: false,
    });
    expect(api.posts[0]?.headers['Idempotency-Key']).toMatch(/^[A-Za-z0-9_-]{16,100}$/);
    expect(
      await screen.findByText(`Exported 3 documents: ${EXPORTED.fileName}`),
    ).toBeInTheDocument();

    const log = await screen.findByRole('table', { name: 'Export log' });
    const [, row] = within(log).getAllByRole('row');
    const cells = within(row as HTMLElement);
    expect(cells.getByText('Ada Accountant')).toBeVisible();
    expect(cells.getByText('Sales invoices and credit notes')).toBeVisible();
    expect(cells.getByText('01 Feb 2030 to 28 Feb 2030')).toBeVisible();
    expect(cells.getByText('NZ$1,681.00')).toBeVisible();
    expect(api.posts).toHaveLength(1);
  });

  it('warns before exporting documents again, and sends the choice', async () => {
    const api = stubExportApi();
    const { user } = renderWithProviders(<AccountingExportPage />, {
      route: '/admin/finance/accounting-export',
    });
    const form = await screen.findByRole('form', { name: 'Export to Xero' });
    expect(screen.queryByText('These documents may already be in Xero')).not.toBeInTheDocument();
    await user.click(
      within(form).getByRole('checkbox', { name: /Include documents already exported/ }),
    );
    expect(screen.getByText('These documents may already be in Xero')).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(api.posts).toHaveLength(1));
    expect(api.posts[0]?.body).toMatchObject({ reexport: true });
  });

  it("shows the server's reason when there is nothing new to export", async () => {
    const message =
      'Nothing new to export: all sales invoices and credit notes of the NZ brand from 2030-02-01 to 2030-02-28 (3) were exported before.';
    stubExportApi(() => jsonResponse({ message }, 422));
    const { user } = renderWithProviders(<AccountingExportPage />, {
      route: '/admin/finance/accounting-export',
    });
    const form = await screen.findByRole('form', { name: 'Export to Xero' });
    await user.click(within(form).getByRole('button', { name: 'Export' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(message);
  });

  it('downloads a logged file again', async () => {
    const downloads = captureDownloads();
    const api = stubExportApi();
    api.log.push(EXPORTED);
    const { user } = renderWithProviders(<AccountingExportPage />, {
      route: '/admin/finance/accounting-export',
    });
    await user.click(await screen.findByRole('button', { name: `Download ${EXPORTED.fileName}` }));
    await waitFor(() => expect(downloads.saved).toEqual([EXPORTED.fileName]));
  });
});
