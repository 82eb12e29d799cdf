import { buildPaginated } from '@portal/shared/contracts/pagination';
import type { TAdminReview } from '@portal/shared/contracts/reviews';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { ReviewsPage } from './reviews-page';

function review(id: number, overrides: Partial<TAdminReview> = {}): TAdminReview {
  return {
    id,
    fileReference: `NZ-10010${id}`,
    bookingName: `Family ${id}`,
    agencyId: 4,
    agencyName: 'Kiwi Horizons Travel',
    tripRating: 5,
    comment: 'Wonderful trip',
    serviceRatings: [],
    status: 'pending',
    submittedAt: '2030-06-15T00:00:00.000Z',
    reply: null,
    repliedAt: null,
    repliedByName: null,
    moderatedAt: null,
    moderatedByName: null,
    ...overrides,
  };
}

/** A fake moderation API kept in memory. */
function stubReviews(initial: TAdminReview[]) {
  let reviews = [...initial];
  const writes: { url: string; body: unknown }[] = [];
  const lists: URL[] = [];
  stubFetch(({ method, url, body }) => {
    const parsed = new URL(url, 'http://portal.test');
    if (parsed.pathname === '/api/admin/reviews/filter-options') {
      return jsonResponse({ agencies: [{ id: 4, name: 'Kiwi Horizons Travel' }] });
    }
    const write = /^\/api\/admin\/reviews\/(\d+)\/(status|reply)$/.exec(parsed.pathname);
    if (method === 'PUT' && write) {
      writes.push({ url: parsed.pathname, body });
      const id = Number(write[1]);
      const change =
        write[2] === 'status'
          ? { status: (body as { status: TAdminReview['status'] }).status, moderatedByName: 'Ana' }
          : { reply: (body as { reply: string }).reply || null, repliedByName: 'Ana' };
      reviews = reviews.map((row) => (row.id === id ? { ...row, ...change } : row));
      return jsonResponse(reviews.find((row) => row.id === id));
    }
    lists.push(parsed);
    const status = parsed.searchParams.get('status');
    const rows = reviews.filter((row) => !status || row.status === status);
    return jsonResponse(
      buildPaginated(rows, { page: 1, perPage: 20, total: rows.length, path: parsed.pathname }),
    );
  });
  return { writes, lists };
}

describe('Reviews', () => {
  it('publishes a pending review', async () => {
    const api = stubReviews([review(1), review(2, { status: 'published', tripRating: 3 })]);
    const { user } = renderWithProviders(<ReviewsPage />, { route: '/admin/reviews' });
    const table = await screen.findByRole('table', { name: 'Reviews' });
    expect(within(table).getByRole('img', { name: '3 out of 5' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish the review of NZ-100101' }));
    await waitFor(() =>
      expect(api.writes).toEqual([
        { url: '/api/admin/reviews/1/status', body: { status: 'published' } },
      ]),
    );
    expect(await screen.findByText('The review of NZ-100101 is published.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Publish the review of NZ-100101' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('replies to a review and shows the reply', async () => {
    const api = stubReviews([review(1)]);
    const { user } = renderWithProviders(<ReviewsPage />, { route: '/admin/reviews' });
    await user.click(
      await screen.findByRole('button', { name: 'Reply to the review of NZ-100101' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reply to the review of NZ-100101' });
    await user.type(
      within(dialog).getByLabelText('Your reply'),
      'Thank you for travelling with us',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save reply' }));
    await waitFor(() =>
      expect(api.writes).toEqual([
        { url: '/api/admin/reviews/1/reply', body: { reply: 'Thank you for travelling with us' } },
      ]),
    );
    expect(
      await screen.findByText('Reply by Ana: Thank you for travelling with us'),
    ).toBeInTheDocument();
  });

  it('filters by status through the address and the server', async () => {
    const api = stubReviews([review(1), review(2, { status: 'hidden' })]);
    renderWithProviders(<ReviewsPage />, { route: '/admin/reviews?status=hidden' });
    const table = await screen.findByRole('table', { name: 'Reviews' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText('NZ-100102')).toBeInTheDocument();
    expect(api.lists.at(-1)?.searchParams.get('status')).toBe('hidden');
  });
});
