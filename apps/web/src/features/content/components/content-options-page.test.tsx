import type { TContentOptions, TContentOptionsView } from '@portal/shared/contracts/content';
import { DEFAULT_CONTENT_OPTIONS } from '@portal/shared/domain/content-assessment';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { ContentOptionsPage } from './content-options-page';

function stubOptions(answer?: (body: TContentOptions) => Response) {
  const puts: TContentOptions[] = [];
  let view: TContentOptionsView = {
    options: DEFAULT_CONTENT_OPTIONS,
    updatedAt: null,
    updatedBy: null,
  };
  stubFetch(({ method, body }) => {
    if (method === 'PUT') {
      puts.push(body as TContentOptions);
      if (answer) return answer(body as TContentOptions);
      view = {
        options: body as TContentOptions,
        updatedAt: '2026-11-26T08:00:00.000Z',
        updatedBy: 'admin',
      };
    }
    return jsonResponse(view);
  });
  return puts;
}

/** Typing into number inputs one key at a time is slow in a busy jsdom run. */
const TIMEOUT = 40_000;

describe('content options', () => {
  it(
    'checks the options with the shared contract before sending them',
    async () => {
      const puts = stubOptions();
      const { user } = renderWithProviders(<ContentOptionsPage />, {
        route: '/admin/content-options',
      });
      expect(
        await screen.findByText('The defaults apply: nobody has changed them yet.'),
      ).toBeInTheDocument();
      const shortest = screen.getByRole('textbox', { name: /Shortest text/ });
      await user.clear(shortest);
      await user.type(shortest, '2000');
      await user.click(screen.getByRole('button', { name: 'Save options' }));
      expect(
        await screen.findByText('The longest length must be greater than the shortest'),
      ).toBeInTheDocument();
      expect(puts).toEqual([]);

      await user.clear(shortest);
      await user.type(shortest, '150');
      await user.click(screen.getByRole('button', { name: 'Add a phrase' }));
      await user.type(screen.getByRole('textbox', { name: 'Phrase 9' }), 'unforgettable');
      await user.click(screen.getByRole('button', { name: 'Save options' }));
      await waitFor(() => expect(puts).toHaveLength(1));
      expect(puts[0]).toMatchObject({ minLength: 150 });
      expect(puts[0]?.bannedPhrases.at(-1)).toEqual({
        phrase: 'unforgettable',
        replacement: '',
        language: 'all',
        reason: '',
      });
      expect(await screen.findByText(/Last changed by admin/)).toBeInTheDocument();
    },
    TIMEOUT,
  );

  it(
    'shows the server’s refusal under the field it names',
    async () => {
      stubOptions(() =>
        jsonResponse(
          {
            message: 'This phrase is listed twice',
            errors: { 'bannedPhrases.0.phrase': ['This phrase is listed twice'] },
          },
          422,
        ),
      );
      const { user } = renderWithProviders(<ContentOptionsPage />, {
        route: '/admin/content-options',
      });
      await screen.findByRole('button', { name: 'Save options' });
      await user.click(screen.getByRole('button', { name: 'Save options' }));
      const table = screen.getByRole('table', { name: 'Banned phrases' });
      expect(await within(table).findByText('This phrase is listed twice')).toBeInTheDocument();
    },
    TIMEOUT,
  );
});
