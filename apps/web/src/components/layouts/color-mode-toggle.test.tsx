import { MantineProvider, localStorageColorSchemeManager } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { COLOR_SCHEME_STORAGE_KEY } from '../../config/env';
import { ColorModeToggle, nextColorMode } from './color-mode-toggle';

function renderToggle() {
  return render(
    <MantineProvider
      defaultColorScheme="auto"
      colorSchemeManager={localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY })}
    >
      <ColorModeToggle />
    </MantineProvider>,
  );
}

describe('colour mode toggle', () => {
  it('cycles dark, light, auto', () => {
    expect(nextColorMode('dark')).toBe('light');
    expect(nextColorMode('light')).toBe('auto');
    expect(nextColorMode('auto')).toBe('dark');
  });

  it('names the current mode and keeps each choice in localStorage', async () => {
    const user = userEvent.setup();
    renderToggle();
    const toggle = screen.getByTestId('color-mode-toggle');
    expect(toggle).toHaveAccessibleName('Colour mode: Auto (system). Switch to Dark.');

    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Colour mode: Dark. Switch to Light.');
    expect(window.localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');

    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Colour mode: Light. Switch to Auto (system).');
    expect(window.localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('light');

    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Colour mode: Auto (system). Switch to Dark.');
    expect(window.localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('auto');
  });

  it('starts from the stored choice', () => {
    window.localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'light');
    renderToggle();
    expect(screen.getByRole('button', { name: /Colour mode: Light/ })).toBeInTheDocument();
  });
});
