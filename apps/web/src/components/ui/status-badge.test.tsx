import { STATUS_WORDS } from '@portal/shared/domain/status-colours';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StatusBadge } from './status-badge';
import { renderWithUi } from './test-utils';

afterEach(() => vi.restoreAllMocks());

describe('StatusBadge', () => {
  it.each(
    Object.entries(STATUS_WORDS).flatMap(([colour, words]) =>
      words.map((word) => [word, colour] as const),
    ),
  )('%s is %s', (status, colour) => {
    renderWithUi(<StatusBadge status={status} />);
    expect(screen.getByText(status).closest('[data-status-colour]')).toHaveAttribute(
      'data-status-colour',
      colour,
    );
  });

  it.each([
    ['Confirmed - Cancelled', 'red'],
    ['Unconfirmed', 'none'],
    ['Draft', 'none'],
  ])('%s is %s', (status, colour) => {
    renderWithUi(<StatusBadge status={status} />);
    expect(screen.getByText(status).closest('[data-status-colour]')).toHaveAttribute(
      'data-status-colour',
      colour,
    );
  });

  it('shows a number status uncoloured and warns', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderWithUi(<StatusBadge status={42} />);
    expect(screen.getByText('42').closest('[data-status-colour]')).toHaveAttribute(
      'data-status-colour',
      'none',
    );
    expect(warn).toHaveBeenCalledWith('Status is not text, so it has no colour:', 42);
  });

  it('renders nothing for a missing status, with the warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = renderWithUi(<StatusBadge status={null} />);
    expect(container.querySelector('[data-status-colour]')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['de', 'Confirmed', 'Bestätigt', 'green'],
    ['fr', 'Cancelled', 'Annulé', 'red'],
    ['es', 'On Request', 'Bajo petición', 'amber'],
    ['it', 'Requested', 'Richiesto', 'amber'],
  ])('in %s shows %s as %s, coloured by the stored code', (language, status, text, colour) => {
    renderWithUi(<StatusBadge status={status} />, { language });
    const badge = screen.getByText(text).closest('[data-status-colour]');
    expect(badge).toHaveAttribute('data-status-colour', colour);
    expect(badge).toHaveAttribute('data-status', status);
  });

  it('shows a status no translation knows as it is stored', () => {
    renderWithUi(<StatusBadge status="Draft" />, { language: 'de' });
    expect(screen.getByText('Draft')).toBeInTheDocument();
  });
});
