import type { TContentAssessment, TContentEntity } from '@portal/shared/contracts/content';
import { CONTENT_LANGUAGES, type TContentField } from '@portal/shared/domain/content-codes';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { ContentEntityPage } from './content-entity-page';

function assessment(field: TContentField, score: number, phrase: string): TContentAssessment {
  return {
    kind: 'tour',
    entityId: 3,
    field,
    code: 'NZ-ATW3',
    name: 'Abel Tasman Coastal Walk',
    score,
    findings: [{ code: 'banned-phrase', language: 'en', penalty: 15, params: { phrase } }],
    translatedLanguages: [],
    assessedAt: '2026-11-25T09:00:00.000Z',
  };
}

const TOUR: TContentEntity = {
  kind: 'tour',
  entityId: 3,
  code: 'NZ-ATW3',
  name: 'Abel Tasman Coastal Walk',
  fields: (
    [
      ['overview', 80, 'once in a lifetime'],
      ['day-2', 33, 'book now'],
    ] as const
  ).map(([field, score, phrase]) => ({
    field,
    texts: CONTENT_LANGUAGES.map((language) => ({
      language,
      text: language === 'en' ? `The ${field} text.` : '',
      version: language === 'en' ? 1 : 0,
      updatedAt: null,
      updatedBy: null,
    })),
    assessment: assessment(field, score, phrase),
  })),
  assessment: assessment('day-2', 33, 'book now'),
};

describe('the texts of a tour', () => {
  it('opens on the worst text, says which one its findings are for, and links to the tour', async () => {
    stubFetch(() => jsonResponse(TOUR));
    renderWithProviders(<ContentEntityPage kind="tour" entityId={3} canEdit />);
    expect(await screen.findByRole('heading', { name: 'Findings · Day 2' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Uses the banned phrase “book now”.');
    expect(screen.getByRole('textbox', { name: 'Day 2 in English' })).toHaveValue(
      'The day-2 text.',
    );
    expect(screen.getByRole('link', { name: 'Open the tour' })).toHaveAttribute(
      'href',
      '/admin/regular-tours/edit/3',
    );
  });

  it('shows the text the address names', async () => {
    stubFetch(() => jsonResponse(TOUR));
    renderWithProviders(<ContentEntityPage kind="tour" entityId={3} canEdit field="overview" />);
    expect(await screen.findByRole('heading', { name: 'Findings · Overview' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('“once in a lifetime”');
    expect(screen.getByRole('textbox', { name: 'Overview in English' })).toHaveValue(
      'The overview text.',
    );
  });
});
