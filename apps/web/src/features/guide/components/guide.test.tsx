import {
  GUIDE_HIGHLIGHT_END,
  GUIDE_HIGHLIGHT_START,
  type TGuideArticle,
  type TGuideArticleListItem,
} from '@portal/shared/contracts/guide';
import { buildPaginated } from '@portal/shared/contracts/pagination';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { permissionStore } from '../../../lib/authorization';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { GuideArticleAddPage, GuideArticlePage } from './guide-article-pages';
import { GuidePage } from './guide-page';
import { renderMarkdown } from './markdown-renderer';

const EDITOR = {
  roles: ['super-admin'],
  permissions: ['admin.access', 'guide.view', 'guide.manage'],
};
const READER = { roles: ['consultant'], permissions: ['admin.access', 'guide.view'] };

afterEach(() => permissionStore.reset());

function listItem(
  id: number,
  overrides: Partial<TGuideArticleListItem> = {},
): TGuideArticleListItem {
  return {
    id,
    title: `Article ${id}`,
    slug: `article-${id}`,
    category: 'Finance',
    sort: 0,
    isPublished: true,
    excerpt: 'Opening words',
    updatedAt: '2030-02-01T09:00:00.000Z',
    updatedBy: 'Grace Editor',
    ...overrides,
  };
}

function article(id: number, overrides: Partial<TGuideArticle> = {}): TGuideArticle {
  const { excerpt: _excerpt, ...item } = listItem(id);
  return { ...item, body: '# Heading', createdAt: item.updatedAt, versionCount: 1, ...overrides };
}

describe('Markdown rendering', () => {
  it('shows raw HTML as text and refuses script links', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[click](javascript:alert(1)) and **bold**',
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('href="javascript:');
    expect(html).toContain('<strong>bold</strong>');
  });

  it('opens outside links in a new tab, portal links in place', () => {
    const html = renderMarkdown('[Stripe](https://stripe.example) [Files](/admin/client-files)');
    expect(html).toContain(
      '<a href="https://stripe.example" target="_blank" rel="noopener noreferrer">Stripe</a>',
    );
    expect(html).toContain('<a href="/admin/client-files">Files</a>');
  });
});

describe('User Guide', () => {
  it('searches the articles, marking the matched words, and offers editors a new article', async () => {
    permissionStore.setState(EDITOR);
    const queries: string[] = [];
    stubFetch(({ url }) => {
      const parsed = new URL(url, 'http://portal.test');
      if (parsed.pathname === '/api/admin/guide/categories') {
        return jsonResponse({ categories: ['Finance', 'Suppliers'] });
      }
      const q = parsed.searchParams.get('q') ?? '';
      queries.push(q);
      const rows = q
        ? [
            listItem(2, {
              title: 'Invoices and credit notes',
              excerpt: `A ${GUIDE_HIGHLIGHT_START}credit${GUIDE_HIGHLIGHT_END} note reverses an invoice`,
            }),
          ]
        : [listItem(1, { title: 'Create a custom booking' }), listItem(3, { isPublished: false })];
      return jsonResponse(
        buildPaginated(rows, { page: 1, perPage: 20, total: rows.length, path: parsed.pathname }),
      );
    });
    const { user } = renderWithProviders(<GuidePage />, { route: '/admin/guide' });
    const list = await screen.findByRole('list', { name: 'Articles' });
    expect(within(list).getByRole('link', { name: 'Create a custom booking' })).toHaveAttribute(
      'href',
      '/admin/guide/1',
    );
    expect(within(list).getByText('Draft')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New article' })).toHaveAttribute(
      'href',
      '/admin/guide/add',
    );

    await user.type(screen.getByRole('searchbox', { name: 'Search the guide' }), 'credit');
    const found = await screen.findByRole('link', { name: 'Invoices and credit notes' });
    expect(queries).toContain('credit');
    const item = found.closest('li');
    if (!item) throw new Error('no list item');
    expect(within(item).getByText('credit', { selector: 'mark' })).toBeInTheDocument();
  });

  it('hides the writing actions from readers', async () => {
    permissionStore.setState(READER);
    stubFetch(({ url }) => {
      const parsed = new URL(url, 'http://portal.test');
      if (parsed.pathname === '/api/admin/guide/7') {
        return jsonResponse(article(7, { title: 'Supplier requests', body: '## Reminders' }));
      }
      return jsonResponse({ categories: [] });
    });
    renderWithProviders(<GuideArticlePage articleId={7} />, { route: '/admin/guide/7' });
    expect(await screen.findByRole('heading', { name: 'Reminders' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Supplier requests' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('adds an article: the contract checks it first, the preview renders it', async () => {
    permissionStore.setState(EDITOR);
    const posts: unknown[] = [];
    stubFetch(({ method, body }) => {
      if (method === 'POST') {
        posts.push(body);
        return jsonResponse(article(9, { title: 'Welcome' }), 201);
      }
      return jsonResponse(article(9, { title: 'Welcome' }));
    });
    const { user } = renderWithProviders(<GuideArticleAddPage />, { route: '/admin/guide/add' });
    const form = await screen.findByRole('form', { name: 'Create article' });
    await user.type(within(form).getByRole('textbox', { name: /Title/ }), 'Welcome');
    await user.type(within(form).getByRole('textbox', { name: /Slug/ }), 'Not a slug');
    await user.type(within(form).getByRole('textbox', { name: /Category/ }), 'Start here');
    await user.type(
      within(form).getByRole('textbox', { name: /Article \(Markdown\)/ }),
      'Read **this** first',
    );
    await user.click(within(form).getByRole('tab', { name: 'Preview' }));
    expect(await within(form).findByText('this', { selector: 'strong' })).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Create article' }));
    expect(
      await within(form).findByText('Use lower-case letters, digits and single dashes'),
    ).toBeInTheDocument();
    expect(posts).toEqual([]);

    const slug = within(form).getByRole('textbox', { name: /Slug/ });
    await user.clear(slug);
    await user.click(within(form).getByRole('button', { name: 'Create article' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      title: 'Welcome',
      slug: '',
      category: 'Start here',
      sort: 0,
      body: 'Read **this** first',
      isPublished: true,
    });
    expect(await screen.findByText('Landed elsewhere')).toBeInTheDocument();
  });
});
