import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../../config/env';
import i18n from '../../lib/i18n';
import { renderWithProviders } from '../../testing/test-utils';
import { LanguageSwitcher } from './language-switcher';

describe('language switcher', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('offers the five languages and keeps the choice in localStorage', async () => {
    const { user } = renderWithProviders(<LanguageSwitcher />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('en');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'Deutsch', 'Español', 'Italiano', 'Français']);

    await user.selectOptions(select, 'Italiano');
    // The Italian namespaces load on demand: on a loaded machine that has taken over a second.
    await vi.waitFor(() => expect(i18n.language).toBe('it'), { timeout: 10_000 });
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('it');
    expect(
      await screen.findByRole('combobox', { name: 'Lingua' }, { timeout: 10_000 }),
    ).toHaveValue('it');
  });
});
