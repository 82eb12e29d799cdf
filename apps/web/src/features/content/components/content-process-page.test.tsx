import { buildPaginated } from '@portal/shared/contracts/pagination';
import type { TContentBatch, TContentSuggestion } from '@portal/shared/contracts/content';
import { DEFAULT_CONTENT_OPTIONS } from '@portal/shared/domain/content-assessment';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakePusher, createFakeConnection } from '../../../lib/realtime.test-support';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { ContentProcessPage } from './content-process-page';

function batch(overrides: Partial<TContentBatch> = {}): TContentBatch {
  return {
    id: 4,
    status: 'running',
    provider: 'rules',
    kinds: ['product', 'package'],
    languages: ['en', 'de', 'es', 'it', 'fr'],
    maxScore: 80,
    total: 4,
    done: 1,
    failed: 0,
    suggestionCount: 2,
    pendingSuggestions: 2,
    lastError: null,
    createdBy: 'admin',
    createdAt: '2026-11-26T08:00:00.000Z',
    startedAt: '2026-11-26T08:00:00.000Z',
    finishedAt: null,
    ...overrides,
  };
}

const REWRITE: TContentSuggestion = {
  id: 31,
  batchId: 4,
  kind: 'product',
  entityId: 12,
  entityCode: 'KAIWHL-WHALE',
  entityName: 'Whale Cruise',
  field: 'description',
  language: 'en',
  type: 'rewrite',
  status: 'pending',
  provider: 'rules',
  baseText: 'A cheap whale tour. Book now!',
  baseVersion: 1,
  currentText: 'A cheap whale tour. Book now!',
  currentVersion: 1,
  suggestedText: 'A good-value whale tour.',
  changes: [
    { code: 'replaced-phrase', params: { phrase: 'cheap', replacement: 'good-value' } },
    { code: 'removed-phrase', params: { phrase: 'book now' } },
    { code: 'add-time', params: {} },
  ],
  createdAt: '2026-11-26T08:00:01.000Z',
  decidedAt: null,
  decidedBy: null,
  acceptedVersion: null,
};

const GERMAN: TContentSuggestion = {
  ...REWRITE,
  id: 32,
  language: 'de',
  type: 'needs-translation',
  baseText: '',
  baseVersion: 0,
  currentText: '',
  currentVersion: 0,
  suggestedText: null,
  changes: [],
};

function stubProcessing() {
  let current = batch();
  let suggestions = [REWRITE, GERMAN];
  const posts: { url: string; body: unknown }[] = [];
  stubFetch(({ method, url, body }) => {
    const parsed = new URL(url, 'http://portal.test');
    const path = parsed.pathname;
    if (method === 'POST') posts.push({ url: path, body });
    if (path === '/api/admin/content/options') {
      return jsonResponse({ options: DEFAULT_CONTENT_OPTIONS, updatedAt: null, updatedBy: null });
    }
    if (path === '/api/admin/content/batches' && method === 'POST') {
      return jsonResponse(current, 201);
    }
    if (path === '/api/admin/content/batches') {
      return jsonResponse(buildPaginated([current], { page: 1, perPage: 10, total: 1, path }));
    }
    if (path === '/api/admin/content/batches/4') return jsonResponse(current);
    const accept = /^\/api\/admin\/content\/suggestions\/(\d+)\/accept$/.exec(path);
    if (accept) {
      const id = Number(accept[1]);
      suggestions = suggestions.map((s) =>
        s.id === id ? { ...s, status: 'accepted', decidedBy: 'admin', acceptedVersion: 2 } : s,
      );
      return jsonResponse(suggestions.find((s) => s.id === id));
    }
    if (path === '/api/admin/content/suggestions') {
      const status = parsed.searchParams.get('status');
      const rows = suggestions.filter((s) => !status || s.status === status);
      return jsonResponse(buildPaginated(rows, { page: 1, perPage: 10, total: rows.length, path }));
    }
    return jsonResponse({ message: 'not found' }, 404);
  });
  return {
    posts,
    finish: () => {
      current = batch({ status: 'completed', done: 4, finishedAt: '2026-11-26T08:00:09.000Z' });
    },
  };
}

const TIMEOUT = 40_000;

describe('content processing', () => {
  it(
    'starts a batch and follows its progress bar live',
    async () => {
      const api = stubProcessing();
      const connection = createFakeConnection();
      const { user } = renderWithProviders(<ContentProcessPage connection={connection} />, {
        route: '/admin/content-process',
      });
      await user.click(await screen.findByRole('checkbox', { name: 'French' }));
      // Tours and prizes are offered like the other kinds; leaving packages out sends the rest.
      expect(screen.getByRole('checkbox', { name: 'Tour' })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'Prize' })).toBeChecked();
      await user.click(screen.getByRole('checkbox', { name: 'Package' }));
      await user.click(screen.getByRole('button', { name: 'Start batch' }));
      await waitFor(() =>
        expect(api.posts[0]).toEqual({
          url: '/api/admin/content/batches',
          body: {
            kinds: ['product', 'tour', 'prize'],
            languages: ['en', 'de', 'es', 'it'],
            limit: 20,
          },
        }),
      );
      const progress = await screen.findByRole('progressbar', { name: 'Progress of batch 4' });
      expect(progress).toHaveAttribute('aria-valuenow', '25');
      expect(progress).toHaveTextContent('1 of 4 texts processed (25%)');

      await waitFor(() => expect(FakePusher.latest().subscribed).toContain('private-backoffice'));
      api.finish();
      act(() =>
        FakePusher.latest().emit('private-backoffice', 'content.batch-progress', {
          batchId: 4,
          status: 'completed',
          total: 4,
          done: 4,
          failed: 0,
          changedAt: '2026-11-26T08:00:09.000Z',
        }),
      );
      await waitFor(() =>
        expect(screen.getByRole('progressbar', { name: 'Progress of batch 4' })).toHaveAttribute(
          'aria-valuenow',
          '100',
        ),
      );
      expect(screen.queryByRole('button', { name: 'Cancel batch' })).not.toBeInTheDocument();
    },
    TIMEOUT,
  );

  it(
    'shows a rewrite as a diff and accepts it; a translation needs the reviewer’s text',
    async () => {
      const api = stubProcessing();
      const { user } = renderWithProviders(
        <ContentProcessPage connection={createFakeConnection()} />,
        { route: '/admin/content-process?batch=4' },
      );
      const card = await screen.findByRole('article', { name: 'Whale Cruise · English' });
      const diff = within(card).getByLabelText('Changes to the text');
      expect(within(diff).getByText('cheap').tagName).toBe('DEL');
      expect(within(diff).getByText('good-value').tagName).toBe('INS');
      expect(within(card).getByText('Replaced “cheap” with “good-value”.')).toBeInTheDocument();
      expect(
        within(card).getByText('Add the start time (the provider cannot know it).'),
      ).toBeInTheDocument();

      const german = screen.getByRole('article', { name: 'Whale Cruise · German' });
      const acceptGerman = within(german).getByRole('button', {
        name: 'Accept the suggestion for Whale Cruise · German',
      });
      expect(acceptGerman).toBeDisabled();
      await user.click(within(german).getByRole('button', { name: 'Write the translation' }));
      await user.type(within(german).getByRole('textbox'), 'Walbeobachtung ab Kaikoura.');
      expect(acceptGerman).toBeEnabled();

      await user.click(
        within(card).getByRole('button', {
          name: 'Accept the suggestion for Whale Cruise · English',
        }),
      );
      await waitFor(() =>
        expect(api.posts).toContainEqual({
          url: '/api/admin/content/suggestions/31/accept',
          body: {},
        }),
      );
      // Accepted suggestions leave the "to review" list.
      await waitFor(() =>
        expect(
          screen.queryByRole('article', { name: 'Whale Cruise · English' }),
        ).not.toBeInTheDocument(),
      );
    },
    TIMEOUT,
  );
});
