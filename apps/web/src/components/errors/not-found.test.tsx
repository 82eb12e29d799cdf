import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/test-utils';
import i18n from '../../lib/i18n';
import { NotFound } from './not-found';

describe('not-found page', () => {
  it('says "Woops" and that the page does not exist, with a way home', async () => {
    const { user, router } = renderWithProviders(<NotFound />, { route: '/no/such/page' });
    expect(screen.getByRole('heading', { level: 1, name: 'Woops' })).toBeInTheDocument();
    expect(
      screen.getByText("Sorry, the page you are looking for doesn't exist."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('is translated', async () => {
    await i18n.changeLanguage('de');
    try {
      renderWithProviders(<NotFound />, { route: '/nope' });
      expect(await screen.findByRole('heading', { name: 'Hoppla' })).toBeInTheDocument();
      expect(screen.getByText('Die gesuchte Seite existiert leider nicht.')).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
