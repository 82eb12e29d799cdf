import { buildPaginated } from '@portal/shared/contracts/pagination';
import type { TContentAssessment } from '@portal/shared/contracts/content';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { ContentAssessmentPage } from './content-assessment-page';

const ROWS: TContentAssessment[] = [
  {
    kind: 'product',
    entityId: 12,
    field: 'description',
    code: 'KAIWHL-WHALE',
    name: 'Kaikoura Ocean Giants Whale Cruise',
    score: 0,
    findings: [
      { code: 'too-short', language: 'en', penalty: 20, params: { length: 61, limit: 120 } },
      { code: 'banned-phrase', language: 'en', penalty: 15, params: { phrase: 'book now' } },
      { code: 'untranslated', language: 'de', penalty: 8, params: { reason: 'missing' } },
    ],
    translatedLanguages: [],
    assessedAt: '2026-11-25T09:00:00.000Z',
  },
  {
    kind: 'tour',
    entityId: 2,
    field: 'day-2',
    code: 'NZ-ATW3',
    name: 'Abel Tasman Coastal Walk',
    score: 40,
    findings: [
      { code: 'too-short', language: 'en', penalty: 20, params: { length: 29, limit: 120 } },
    ],
    translatedLanguages: [],
    assessedAt: '2026-11-25T09:00:00.000Z',
  },
  {
    kind: 'package',
    entityId: 3,
    field: 'description',
    code: 'NZ-QMP-5',
    name: 'Queenstown & Milford Private Escape',
    score: 100,
    findings: [],
    translatedLanguages: ['de', 'es', 'it', 'fr'],
    assessedAt: '2026-11-25T09:00:00.000Z',
  },
];

function stubAssessments() {
  const queries: URLSearchParams[] = [];
  stubFetch(({ url }) => {
    const parsed = new URL(url, 'http://portal.test');
    queries.push(parsed.searchParams);
    const finding = parsed.searchParams.get('finding');
    const rows = finding
      ? ROWS.filter((row) => row.findings.some((f) => f.code === finding))
      : ROWS;
    return jsonResponse(
      buildPaginated(rows, { page: 1, perPage: 20, total: rows.length, path: parsed.pathname }),
    );
  });
  return queries;
}

describe('content assessment', () => {
  it('lists descriptions worst first with their score, findings and a link to edit them', async () => {
    stubAssessments();
    renderWithProviders(<ContentAssessmentPage />, { route: '/admin/content-assessment' });
    const table = await screen.findByRole('table', { name: 'Descriptions, worst first' });
    const [, worst, tourDay, best] = within(table).getAllByRole('row');
    expect(within(worst as HTMLElement).getByLabelText('Score 0 of 100')).toBeInTheDocument();
    expect(
      within(worst as HTMLElement).getByRole('link', {
        name: 'Kaikoura Ocean Giants Whale Cruise',
      }),
    ).toHaveAttribute('href', '/admin/content/product/12');
    const shortBadge = within(worst as HTMLElement).getByText('EN · Too short');
    expect(shortBadge.closest('[title]')).toHaveAttribute(
      'title',
      'Too short: 61 characters, at least 120 expected.',
    );
    expect(within(worst as HTMLElement).getByText('DE · Untranslated')).toBeInTheDocument();
    expect(
      within(worst as HTMLElement)
        .getByText('EN · “book now”')
        .closest('[title]'),
    ).toHaveAttribute('title', 'Uses the banned phrase “book now”.');
    // A tour ranks each of its texts: the row says which one and opens it.
    expect(
      within(tourDay as HTMLElement).getByRole('link', { name: 'Abel Tasman Coastal Walk' }),
    ).toHaveAttribute('href', '/admin/content/tour/2?field=day-2');
    expect(within(tourDay as HTMLElement).getByText('Tour · NZ-ATW3 · Day 2')).toBeInTheDocument();
    expect(within(best as HTMLElement).getByLabelText('Score 100 of 100')).toBeInTheDocument();
    expect(within(best as HTMLElement).getByText('Nothing to improve.')).toBeInTheDocument();
    expect(within(best as HTMLElement).getByText('DE ES IT FR')).toBeInTheDocument();
  });

  it('filters by finding through the address and the server', async () => {
    const queries = stubAssessments();
    const { user } = renderWithProviders(<ContentAssessmentPage />, {
      route: '/admin/content-assessment',
    });
    await screen.findByRole('table', { name: 'Descriptions, worst first' });
    await user.click(screen.getByRole('combobox', { name: 'Finding' }));
    await user.click(await screen.findByRole('option', { name: 'Banned phrase', hidden: true }));
    await waitFor(() => expect(queries.at(-1)?.get('finding')).toBe('banned-phrase'));
    const table = await screen.findByRole('table', { name: 'Descriptions, worst first' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(queries.at(-1)?.get('per_page')).toBe('20');
  });
});
