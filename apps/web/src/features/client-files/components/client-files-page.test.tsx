import { buildPaginated } from '@portal/shared/contracts/pagination';
import type { TSavedView } from '@portal/shared/contracts/files-admin';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { permissionStore } from '../../../lib/authorization';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { buildClientFileRow, filterOptions } from '../testing/client-file-fixtures';
import { ClientFilesPage } from './client-files-page';

function stubApi(total = 45) {
  const all = Array.from({ length: total }, (_, index) => buildClientFileRow(index + 1));
  const listQueries: URLSearchParams[] = [];
  let views: TSavedView[] = [
    { id: 4, screen: 'client-files', name: 'My bookings', query: { consultantId: '9' } },
  ];
  const posted: unknown[] = [];
  const fetchMock = stubFetch(({ url, method, body }) => {
    const parsed = new URL(url, 'http://portal.test');
    if (parsed.pathname === '/api/admin/client-files/filter-options') {
      return jsonResponse(filterOptions);
    }
    if (parsed.pathname === '/api/admin/saved-views' && method === 'GET') {
      return jsonResponse({ data: views });
    }
    if (parsed.pathname === '/api/admin/saved-views' && method === 'POST') {
      posted.push(body);
      const view = { id: 5, ...(body as Omit<TSavedView, 'id'>) };
      views = [...views, view];
      return jsonResponse(view, 201);
    }
    if (parsed.pathname === '/api/admin/client-files') {
      listQueries.push(parsed.searchParams);
      const page = Number(parsed.searchParams.get('page') ?? 1);
      const consultant = parsed.searchParams.get('consultantId');
      const matching = all.filter(
        (row) => consultant === null || String(row.consultantId) === consultant,
      );
      return jsonResponse(
        buildPaginated(matching.slice((page - 1) * 20, page * 20), {
          page,
          perPage: 20,
          total: matching.length,
          path: '/api/admin/client-files',
        }),
      );
    }
    return jsonResponse({ message: 'Not found' }, 404);
  });
  return { fetchMock, listQueries, posted, last: () => listQueries.at(-1) };
}

describe('Client files (back office)', () => {
  afterEach(() => permissionStore.reset());

  it(
    'lists every agency’s files with links to each file, and pages on the server',
    { timeout: 20_000 },
    async () => {
      const api = stubApi();
      const { user } = renderWithProviders(<ClientFilesPage />, { route: '/admin/client-files' });
      const table = await screen.findByRole('table', { name: 'Client files' });
      expect(within(table).getAllByRole('row')).toHaveLength(21);
      expect(within(table).getByRole('link', { name: 'NZ-100001' })).toHaveAttribute(
        'href',
        '/admin/client-files/NZ-100001',
      );
      expect(within(table).getByText('Carla Consultant')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Next page' }));
      await waitFor(() => expect(api.last()?.get('page')).toBe('2'));
    },
  );

  it(
    'sorts by a column on the server when its heading is pressed, then the other way',
    { timeout: 20_000 },
    async () => {
      const api = stubApi();
      const { user } = renderWithProviders(<ClientFilesPage />, { route: '/admin/client-files' });
      const table = await screen.findByRole('table', { name: 'Client files' });
      expect(api.last()?.get('sort')).toBeNull();
      const agency = within(table).getByRole('columnheader', { name: /Agency/ });
      expect(agency).not.toHaveAttribute('aria-sort');

      await user.click(within(agency).getByRole('button', { name: 'Agency: sort ascending' }));
      await waitFor(() => expect(api.last()?.get('sort')).toBe('agency'));
      expect(api.last()?.get('dir')).toBe('asc');
      expect(agency).toHaveAttribute('aria-sort', 'ascending');

      await user.click(within(agency).getByRole('button', { name: 'Agency: sort descending' }));
      await waitFor(() => expect(api.last()?.get('dir')).toBe('desc'));
      expect(agency).toHaveAttribute('aria-sort', 'descending');
    },
  );

  it(
    'applies a saved view and saves the current filters under a name',
    { timeout: 20_000 },
    async () => {
      const api = stubApi();
      const { user, router } = renderWithProviders(<ClientFilesPage />, {
        route: '/admin/client-files?status=Quote',
      });
      await screen.findByRole('table', { name: 'Client files' });
      expect(api.last()?.get('status')).toBe('Quote');

      await user.type(screen.getByRole('textbox', { name: 'View name' }), 'Open quotes');
      await user.click(screen.getByRole('button', { name: 'Save view' }));
      await waitFor(() =>
        expect(api.posted).toEqual([
          { name: 'Open quotes', query: { status: 'Quote' }, screen: 'client-files' },
        ]),
      );

      await user.click(screen.getByRole('button', { name: /Saved views/ }));
      await user.click(await screen.findByRole('menuitem', { name: 'My bookings' }));
      await waitFor(() => expect(router.state.location.search).toBe('?consultantId=9'));
      await waitFor(() => expect(api.last()?.get('consultantId')).toBe('9'));
      expect(api.last()?.get('status')).toBeNull();
      const table = await screen.findByRole('table', { name: 'Client files' });
      await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    },
  );

  it('shows the server’s refusal of bad filters', async () => {
    stubFetch(({ url }) => {
      const parsed = new URL(url, 'http://portal.test');
      if (parsed.pathname === '/api/admin/client-files') {
        return jsonResponse({ message: 'The given data was invalid.', errors: {} }, 422);
      }
      return jsonResponse(parsed.pathname.endsWith('options') ? filterOptions : { data: [] });
    });
    renderWithProviders(<ClientFilesPage />, { route: '/admin/client-files?status=Lost' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The given data was invalid.');
  });
});
