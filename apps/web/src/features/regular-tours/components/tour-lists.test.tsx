import { buildPaginated } from '@portal/shared/contracts/pagination';
import type { TTourCategory, TTourListItem } from '@portal/shared/contracts/regular-tours';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { permissionStore } from '../../../lib/authorization';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { CategoriesPage } from './categories-page';
import { ToursPage } from './tours-page';

function category(id: number, overrides: Partial<TTourCategory> = {}): TTourCategory {
  return {
    id,
    name: `Category ${id}`,
    description: '',
    tourCount: 0,
    publishedTourCount: 0,
    createdAt: '2030-01-01T00:00:00.000Z',
    updatedAt: '2030-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const TOUR: TTourListItem = {
  id: 4,
  code: 'NZ-NIX5',
  name: 'North Island Explorer',
  brandId: 1,
  categoryId: 1,
  categoryName: 'Coach tours',
  supplierName: 'Kiwi Coachlines',
  status: 'published',
  durationDays: 5,
  firstImage: null,
  upcomingDepartureCount: 10,
  nextDepartureDate: '2030-02-10',
  upcomingSeatsSold: 30,
  upcomingCapacity: 240,
  updatedAt: '2030-01-01T00:00:00.000Z',
};

describe('Tour categories', () => {
  beforeEach(() =>
    permissionStore.setState({
      roles: ['super-admin'],
      permissions: ['admin.access', 'tours.manage'],
    }),
  );
  afterEach(() => permissionStore.reset());

  it('creates a category and shows why one holding tours cannot be deleted', async () => {
    let categories = [category(1, { name: 'Coach tours', tourCount: 3, publishedTourCount: 2 })];
    const writes: { method: string; body: unknown }[] = [];
    stubFetch(({ method, url, body }) => {
      const path = new URL(url, 'http://portal.test').pathname;
      if (method === 'POST') {
        writes.push({ method, body });
        const created = category(2, body as Partial<TTourCategory>);
        categories = [...categories, created];
        return jsonResponse(created, 201);
      }
      if (method === 'DELETE') {
        return jsonResponse(
          { message: 'Coach tours still holds 3 tours; move them to another category first.' },
          409,
        );
      }
      return jsonResponse(
        buildPaginated(categories, { page: 1, perPage: 20, total: categories.length, path }),
      );
    });
    const { user } = renderWithProviders(<CategoriesPage />, {
      route: '/admin/regular-tours/category-tour-list',
    });
    const table = await screen.findByRole('table', { name: 'Categories' });
    expect(within(table).getByRole('link', { name: 'Coach tours' })).toHaveAttribute(
      'href',
      '/admin/regular-tours/category-catalogue/1',
    );

    await user.click(screen.getByRole('button', { name: 'New category' }));
    const dialog = await screen.findByRole('dialog', { name: 'New category' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Rail journeys');
    await user.click(within(dialog).getByRole('button', { name: 'Save category' }));
    await waitFor(() =>
      expect(writes).toEqual([
        { method: 'POST', body: { name: 'Rail journeys', description: '' } },
      ]),
    );
    expect(await within(table).findByText('Rail journeys')).toBeVisible();

    await user.click(within(table).getByRole('button', { name: 'Delete Coach tours' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete category' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'Coach tours still holds 3 tours; move them to another category first.',
    );
  }, 30_000);
});

describe('Regular tours list', () => {
  afterEach(() => permissionStore.reset());

  it('filters on the server and offers editing only to managers', async () => {
    permissionStore.setState({
      roles: ['consultant'],
      permissions: ['admin.access', 'tours.view'],
    });
    const searches: string[] = [];
    stubFetch(({ url }) => {
      const parsed = new URL(url, 'http://portal.test');
      if (parsed.pathname === '/api/admin/tour-options') {
        return jsonResponse({
          categories: [{ id: 1, name: 'Coach tours' }],
          suppliers: [],
          locations: [],
        });
      }
      searches.push(parsed.search);
      return jsonResponse(
        buildPaginated([TOUR], { page: 1, perPage: 20, total: 1, path: parsed.pathname }),
      );
    });
    const { user } = renderWithProviders(<ToursPage />, { route: '/admin/regular-tours' });
    const table = await screen.findByRole('table', { name: 'Tours' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('30 / 240')).toBeVisible();
    expect(within(row).getByText('10 Feb 2030')).toBeVisible();
    expect(within(row).getByText('New Zealand (NZD)')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Add tour' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Draft', hidden: true }));
    await waitFor(() => expect(searches.at(-1)).toContain('status=draft'));
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeVisible();
  }, 30_000);
});
