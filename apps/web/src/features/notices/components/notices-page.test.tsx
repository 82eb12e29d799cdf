import type { TPublishedNotice } from '@portal/shared/contracts/notices';
import { buildPaginated } from '@portal/shared/contracts/pagination';
import { formatMoment } from '@portal/shared/format/dates';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  captureDownloads,
  csvResponse,
  jsonResponse,
  renderWithProviders,
  stubFetch,
} from '../../../testing/test-utils';
import { createFakeConnection, FakePusher } from '../../../lib/realtime.test-support';
import { NoticesPage } from './notices-page';

function notice(id: number, overrides: Partial<TPublishedNotice> = {}): TPublishedNotice {
  return {
    id,
    noticeId: `notice-${id}`,
    message: `Notice number ${id}`,
    level: 'info',
    audience: 'all',
    channel: 'portal',
    agencyId: null,
    agencyName: null,
    supplierId: null,
    supplierName: null,
    publishedBy: 'Nora Notices',
    publishedAt: '2030-03-05T21:15:00.000Z',
    ...overrides,
  };
}

beforeAll(() => {
  // The message field grows with its text (Mantine's autosize), which listens to font loading;
  // jsdom has no FontFaceSet.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => {}, removeEventListener: () => {} },
    });
  }
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('/admin/notices: the notices sent', () => {
  it('lists them below the form, newest first, with who sent them and when', async () => {
    const sent = [
      notice(2, {
        message: 'Kaikōura coast road closed',
        level: 'warning',
        audience: 'agents',
        agencyId: 7,
        agencyName: 'Kiwi Trails',
      }),
      notice(1),
    ];
    stubFetch(() =>
      jsonResponse(
        buildPaginated(sent, { page: 1, perPage: 20, total: 2, path: '/api/admin/notices' }),
      ),
    );
    renderWithProviders(<NoticesPage />, { route: '/admin/notices' });
    const table = await screen.findByRole('table', { name: 'Notices sent' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByText('Kaikōura coast road closed')).toBeVisible();
    expect(first.getByText('Nora Notices')).toBeVisible();
    expect(first.getByText('Travel agents')).toBeVisible();
    expect(first.getByText('Kiwi Trails')).toBeVisible();
    expect(first.getByText('Warning')).toBeVisible();
    expect(first.getByText(formatMoment('2030-03-05T21:15:00.000Z', 'en'))).toBeVisible();
    expect(formatMoment('2030-03-05T21:15:00.000Z', 'en', 'UTC')).toBe('05 Mar 2030, 21:15');
  });

  it('publishes a notice and shows it in the list without reloading', async () => {
    const sent: TPublishedNotice[] = [];
    stubFetch(({ method, url, body }) => {
      if (method === 'POST' && url === '/api/admin/notices') {
        const { message } = body as { message: string };
        const published = notice(sent.length + 1, { message });
        sent.unshift(published);
        return jsonResponse(
          {
            notice: {
              id: published.noticeId,
              message,
              level: 'info',
              audience: 'all',
              publishedAt: published.publishedAt,
            },
            channel: 'portal',
          },
          201,
        );
      }
      if (url.startsWith('/api/auth') || url.includes('csrf')) return jsonResponse({});
      return jsonResponse(
        buildPaginated([...sent], {
          page: 1,
          perPage: 20,
          total: sent.length,
          path: '/api/admin/notices',
        }),
      );
    });
    const { user } = renderWithProviders(<NoticesPage />, { route: '/admin/notices' });
    expect(await screen.findByText('No notice has been sent yet.')).toBeVisible();
    await user.type(screen.getByLabelText(/Message/), 'Road closed');
    await user.click(screen.getByRole('button', { name: 'Publish notice' }));
    const table = await screen.findByRole('table', { name: 'Notices sent' });
    expect(within(table).getByText('Road closed')).toBeVisible();
  });

  it('shows a notice a colleague sent from another screen, without reloading', async () => {
    const sent: TPublishedNotice[] = [];
    stubFetch(() =>
      jsonResponse(
        buildPaginated([...sent], {
          page: 1,
          perPage: 20,
          total: sent.length,
          path: '/api/admin/notices',
        }),
      ),
    );
    renderWithProviders(<NoticesPage connection={createFakeConnection()} />, {
      route: '/admin/notices',
    });
    expect(await screen.findByText('No notice has been sent yet.')).toBeVisible();
    await waitFor(() => expect(FakePusher.latest().subscribed).toContain('private-backoffice'));

    sent.unshift(notice(1, { message: 'Sent by a colleague' }));
    act(() =>
      FakePusher.latest().emit('private-backoffice', 'notice.recorded', {
        id: 1,
        noticeId: 'notice-1',
        publishedAt: '2030-03-05T21:15:00.000Z',
      }),
    );
    const table = await screen.findByRole('table', { name: 'Notices sent' });
    expect(within(table).getByText('Sent by a colleague')).toBeVisible();
  });

  it('downloads every notice sent as CSV', async () => {
    const downloads = captureDownloads();
    const requested: string[] = [];
    stubFetch(({ url }) => {
      requested.push(url);
      if (url.startsWith('/api/admin/notices/export.csv')) return csvResponse('notices.csv');
      return jsonResponse(
        buildPaginated([notice(1)], { page: 1, perPage: 20, total: 1, path: '/api/admin/notices' }),
      );
    });
    const { user } = renderWithProviders(<NoticesPage />, { route: '/admin/notices' });
    await screen.findByRole('table', { name: 'Notices sent' });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloads.saved).toEqual(['notices.csv']));
    expect(requested).toContain('/api/admin/notices/export.csv');
  });
});
