import { COLOR_SCHEME_STORAGE_KEY } from '../config/env';

/**
 * The colour mode of the light sign-in entry. It keeps the choice where the app's Mantine colour
 * scheme manager does (same key, same values) and sets the same attribute on <html>, so the choice
 * made on the login page carries into the app and back.
 */
export type TColorMode = 'dark' | 'light' | 'auto';

/** SPEC section 2: the toggle cycles dark, light and auto (auto follows the system). */
export const COLOR_MODE_CYCLE: readonly TColorMode[] = ['dark', 'light', 'auto'];

export function nextColorMode(current: TColorMode): TColorMode {
  return COLOR_MODE_CYCLE[(COLOR_MODE_CYCLE.indexOf(current) + 1) % COLOR_MODE_CYCLE.length]!;
}

function isColorMode(value: unknown): value is TColorMode {
  return value === 'dark' || value === 'light' || value === 'auto';
}

export function readColorMode(storage: Pick<Storage, 'getItem'> = window.localStorage): TColorMode {
  try {
    const stored = storage.getItem(COLOR_SCHEME_STORAGE_KEY);
    return isColorMode(stored) ? stored : 'auto';
  } catch {
    return 'auto';
  }
}

const prefersDark = () => window.matchMedia('(prefers-color-scheme: dark)').matches;

/** What the page shows: auto follows the system. */
export function resolveColorMode(mode: TColorMode, isSystemDark = prefersDark()): 'dark' | 'light' {
  if (mode === 'auto') return isSystemDark ? 'dark' : 'light';
  return mode;
}

export function applyColorMode(mode: TColorMode): void {
  document.documentElement.setAttribute('data-mantine-color-scheme', resolveColorMode(mode));
}

export function saveColorMode(mode: TColorMode): void {
  try {
    window.localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, mode);
  } catch {
    // Without storage the choice lasts for this visit only.
  }
  applyColorMode(mode);
}
