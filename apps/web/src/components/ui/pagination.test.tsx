import { buildPaginated } from '@portal/shared/contracts/pagination';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';
import { renderWithUi } from './test-utils';

function nested(page: number, total: number, perPage = 20) {
  const rows = Math.max(0, Math.min(perPage, total - (page - 1) * perPage));
  return buildPaginated(Array.from({ length: rows }), {
    page,
    perPage,
    total,
    path: '/api/app/bookings',
  });
}

/** The page numbers shown, with "…" where the ellipsis sits. */
function visiblePages(nav: HTMLElement): string[] {
  return (
    Array.from(nav.querySelectorAll('.mantine-Pagination-control, .mantine-Pagination-dots'))
      .map((element) =>
        element.classList.contains('mantine-Pagination-dots') ? '…' : (element.textContent ?? ''),
      )
      // Previous and next hold only an icon.
      .filter((text) => text !== '')
  );
}

describe('Pagination', () => {
  it.each([
    [0, 20],
    [1, 20],
    [20, 20],
  ])('is hidden when the total (%i) does not exceed the per-page count (%i)', (total, perPage) => {
    const { container } = renderWithUi(
      <Pagination pagination={nested(1, total, perPage)} onPageChange={() => undefined} />,
    );
    expect(container.querySelector('nav')).toBeNull();
  });

  it('shows previous, next and every page when there are few', () => {
    renderWithUi(<Pagination pagination={nested(1, 55)} onPageChange={() => undefined} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(visiblePages(nav)).toEqual(['1', '2', '3']);
    expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Next page' })).toBeEnabled();
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(nav).toHaveTextContent('Showing 1 to 20 of 55');
  });

  it.each([
    [1, ['1', '2', '3', '4', '5', '…', '12']],
    [6, ['1', '…', '5', '6', '7', '…', '12']],
    [12, ['1', '…', '8', '9', '10', '11', '12']],
  ])('puts an ellipsis where pages are skipped (page %i of 12)', (page, expected) => {
    renderWithUi(<Pagination pagination={nested(page, 240)} onPageChange={() => undefined} />);
    expect(visiblePages(screen.getByRole('navigation'))).toEqual(expected);
  });

  it('reads the flat shape too', () => {
    renderWithUi(
      <Pagination
        pagination={{ current_page: 2, last_page: 4, per_page: 15, total: 50, from: 16, to: 30 }}
        onPageChange={() => undefined}
      />,
    );
    const nav = screen.getByRole('navigation');
    expect(visiblePages(nav)).toEqual(['1', '2', '3', '4']);
    expect(nav).toHaveTextContent('Showing 16 to 30 of 50');
  });

  it('reports the page chosen by number, previous and next', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    renderWithUi(<Pagination pagination={nested(6, 240)} onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: 'Page 7' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Page 12' }));
    expect(onPageChange.mock.calls).toEqual([[7], [5], [7], [12]]);
  });

  it('speaks the UI language', () => {
    renderWithUi(<Pagination pagination={nested(2, 2400)} onPageChange={() => undefined} />, {
      language: 'de',
    });
    const nav = screen.getByRole('navigation', { name: 'Seitennavigation' });
    expect(within(nav).getByRole('button', { name: 'Vorherige Seite' })).toBeEnabled();
    expect(nav).toHaveTextContent('21 bis 40 von 2.400');
  });
});
