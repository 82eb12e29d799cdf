import { buildPaginated } from '@portal/shared/contracts/pagination';
import type {
  TContentAssessment,
  TContentEntity,
  TContentVersion,
} from '@portal/shared/contracts/content';
import {
  CONTENT_LANGUAGES,
  type TContentField,
  type TContentKind,
} from '@portal/shared/domain/content-codes';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { ContentEditor } from './content-editor';

function assessment(
  kind: TContentKind,
  entityId: number,
  field: TContentField,
  score: number,
): TContentAssessment {
  return {
    kind,
    entityId,
    field,
    code: 'X',
    name: 'X',
    score,
    findings: [],
    translatedLanguages: [],
    assessedAt: '2026-11-20T10:00:00.000Z',
  };
}

function englishOnly(english: string, version: number) {
  return CONTENT_LANGUAGES.map((language) => ({
    language,
    text: language === 'en' ? english : '',
    version: language === 'en' ? version : 0,
    updatedAt: language === 'en' ? '2026-11-20T10:00:00.000Z' : null,
    updatedBy: language === 'en' ? 'admin' : null,
  }));
}

function entity(english: string, version: number): TContentEntity {
  return {
    kind: 'package',
    entityId: 5,
    code: 'NZ-RGB-3',
    name: 'Rotorua Geothermal Short Break',
    fields: [
      {
        field: 'description',
        texts: englishOnly(english, version),
        assessment: assessment('package', 5, 'description', 40),
      },
    ],
    assessment: null,
  };
}

/** A tour: one entity with an overview, inclusions and a text per day. */
function tourEntity(): TContentEntity {
  const fields = (
    [
      ['overview', 'Five days from Auckland to Wellington.', 70],
      ['inclusions', 'Coach travel\nFour nights in hotels', 60],
      ['day-1', 'South to Rotorua.', 30],
      ['day-2', 'Swing bridge, swim. Book now!', 10],
    ] as const
  ).map(([field, text, score]) => ({
    field,
    texts: englishOnly(text, 1),
    assessment: assessment('tour', 3, field, score),
  }));
  return {
    kind: 'tour',
    entityId: 3,
    code: 'NZ-NIX5',
    name: 'North Island Explorer',
    fields,
    assessment: assessment('tour', 3, 'day-2', 10),
  };
}

const VERSIONS: TContentVersion[] = [
  {
    id: 71,
    field: 'description',
    language: 'en',
    version: 2,
    text: 'Three nights in Rotorua.',
    source: 'manual',
    suggestionId: null,
    createdBy: 'admin',
    createdAt: '2026-11-20T10:00:00.000Z',
  },
  {
    id: 70,
    field: 'description',
    language: 'en',
    version: 1,
    text: 'Rotorua break. Click here!',
    source: 'import',
    suggestionId: null,
    createdBy: null,
    createdAt: '2026-11-19T10:00:00.000Z',
  },
];

function stubEntity(options: { conflict?: boolean } = {}) {
  let current = entity('Three nights in Rotorua.', 2);
  const writes: { method: string; url: string; body: unknown }[] = [];
  stubFetch(({ method, url, body }) => {
    const path = new URL(url, 'http://portal.test').pathname;
    if (method !== 'GET') writes.push({ method, url: path, body });
    if (path.endsWith('/texts')) {
      if (options.conflict) {
        return jsonResponse(
          {
            message: 'Someone changed this text since you opened it. Reload to see their version.',
          },
          409,
        );
      }
      current = entity((body as { text: string }).text, 3);
      return jsonResponse(current);
    }
    if (path.endsWith('/restore')) {
      current = entity('Rotorua break. Click here!', 3);
      return jsonResponse(current);
    }
    if (path.endsWith('/versions')) {
      return jsonResponse(buildPaginated(VERSIONS, { page: 1, perPage: 10, total: 2, path }));
    }
    return jsonResponse(current);
  });
  return writes;
}

const TIMEOUT = 40_000;

describe('the descriptions editor', () => {
  it(
    'saves a language from the version it started from',
    async () => {
      const writes = stubEntity();
      const { user } = renderWithProviders(<ContentEditor kind="package" entityId={5} canEdit />);
      const text = await screen.findByRole('textbox', { name: 'Description in English' });
      expect(screen.getByText('Version 2, by admin on 20 Nov 2026')).toBeInTheDocument();
      const save = screen.getByRole('button', { name: 'Save English' });
      expect(save).toBeDisabled();
      await user.type(text, ' Transfers included.');
      await user.click(save);
      await waitFor(() =>
        expect(writes).toEqual([
          {
            method: 'PUT',
            url: '/api/admin/content/entities/package/5/texts',
            body: {
              field: 'description',
              language: 'en',
              text: 'Three nights in Rotorua. Transfers included.',
              baseVersion: 2,
            },
          },
        ]),
      );
      expect(await screen.findByText(/^Version 3, by admin/)).toBeInTheDocument();
    },
    TIMEOUT,
  );

  it(
    'says so when someone else saved first',
    async () => {
      stubEntity({ conflict: true });
      const { user } = renderWithProviders(<ContentEditor kind="package" entityId={5} canEdit />);
      await user.type(await screen.findByRole('textbox', { name: 'Description in English' }), '!');
      await user.click(screen.getByRole('button', { name: 'Save English' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Someone changed this text since you opened it.',
      );
    },
    TIMEOUT,
  );

  it(
    'lists earlier versions and restores one as a new version',
    async () => {
      const writes = stubEntity();
      const { user } = renderWithProviders(<ContentEditor kind="package" entityId={5} canEdit />);
      await user.click(await screen.findByRole('button', { name: 'History' }));
      const history = await screen.findByRole('table', { name: 'Earlier versions' });
      const [, current, first] = within(history).getAllByRole('row');
      expect(within(current as HTMLElement).getByText('Current')).toBeInTheDocument();
      expect(within(first as HTMLElement).getByText('Imported')).toBeInTheDocument();
      await user.click(within(first as HTMLElement).getByRole('button', { name: 'Restore' }));
      await waitFor(() =>
        expect(writes.at(-1)).toMatchObject({
          method: 'POST',
          url: '/api/admin/content/entities/package/5/versions/70/restore',
        }),
      );
      expect(await screen.findByRole('textbox', { name: 'Description in English' })).toHaveValue(
        'Rotorua break. Click here!',
      );
    },
    TIMEOUT,
  );

  it(
    'edits one text of a tour at a time, chosen by field, and saves it under that field',
    async () => {
      const writes: { path: string; body: unknown; query: string }[] = [];
      stubFetch(({ method, url, body }) => {
        const address = new URL(url, 'http://portal.test');
        writes.push({ path: `${method} ${address.pathname}`, body, query: address.search });
        if (address.pathname.endsWith('/versions')) {
          return jsonResponse(
            buildPaginated([], { page: 1, perPage: 10, total: 0, path: address.pathname }),
          );
        }
        return jsonResponse(tourEntity());
      });
      let chosen: TContentField | null = null;
      const { user } = renderWithProviders(
        <ContentEditor
          kind="tour"
          entityId={3}
          canEdit
          field="day-2"
          onFieldChange={(field) => {
            chosen = field;
          }}
        />,
      );
      const text = await screen.findByRole('textbox', { name: 'Day 2 in English' });
      expect(text).toHaveValue('Swing bridge, swim. Book now!');
      await user.clear(text);
      await user.type(text, 'The swing bridge at Falls River and a swim at Bark Bay.');
      await user.click(screen.getByRole('button', { name: 'Save English' }));
      await waitFor(() =>
        expect(writes.filter((write) => write.path.startsWith('PUT'))).toEqual([
          {
            path: 'PUT /api/admin/content/entities/tour/3/texts',
            body: {
              field: 'day-2',
              language: 'en',
              text: 'The swing bridge at Falls River and a swim at Bark Bay.',
              baseVersion: 1,
            },
            query: '',
          },
        ]),
      );
      await user.click(screen.getByRole('combobox', { name: 'Text' }));
      await user.click(await screen.findByRole('option', { name: 'Overview · 70', hidden: true }));
      expect(chosen).toBe('overview');
      await user.click(screen.getByRole('button', { name: 'History' }));
      await waitFor(() =>
        expect(writes.some((write) => write.query.includes('field=day-2'))).toBe(true),
      );
    },
    TIMEOUT,
  );

  it('is read-only for those who may not edit', async () => {
    stubEntity();
    renderWithProviders(<ContentEditor kind="package" entityId={5} canEdit={false} />);
    expect(await screen.findByRole('textbox', { name: 'Description in English' })).toHaveAttribute(
      'readonly',
    );
    expect(screen.queryByRole('button', { name: 'Save English' })).not.toBeInTheDocument();
  });
});
