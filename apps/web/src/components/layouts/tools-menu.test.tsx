import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/test-utils';
import { ToolsMenu } from './tools-menu';

describe('ToolsMenu', () => {
  it('shows the groups that have links: portal pages in place, other sites in a new tab', async () => {
    const onLogout = vi.fn();
    const { user, router } = renderWithProviders(
      <ToolsMenu
        isLoggingOut={false}
        onLogout={onLogout}
        groups={[
          {
            label: 'Our tools',
            links: [
              { label: 'Product search', href: '/app/product-search' },
              { label: 'Download rates', href: '/api/app/rates.csv' },
            ],
          },
          { label: 'Planning-system tools', links: [] },
          {
            label: 'Documentation',
            links: [{ label: 'User guide', href: 'https://docs.example/guide' }],
          },
        ]}
      />,
      { route: '/app' },
    );
    await user.click(screen.getByRole('button', { name: 'Tools' }));
    // jsdom has no layout, so Mantine's positioning may mark the open dropdown as hidden.
    const menu = await screen.findByRole('menu', { hidden: true });
    const items = within(menu).getAllByRole('menuitem', { hidden: true });
    expect(items.map((item) => item.textContent)).toEqual([
      'Product search',
      'Download rates',
      'User guide',
      'Logout',
    ]);
    expect(within(menu).queryByText('Planning-system tools')).not.toBeInTheDocument();
    const [search, rates, guide] = items;
    expect(rates).toHaveAttribute('href', '/api/app/rates.csv');
    expect(rates).not.toHaveAttribute('target');
    expect(guide).toHaveAttribute('target', '_blank');
    expect(guide).toHaveAttribute('rel', 'noopener noreferrer');
    if (!search) throw new Error('no item');
    await user.click(search);
    expect(router.state.location.pathname).toBe('/app/product-search');
  });
});
