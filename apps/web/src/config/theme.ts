import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** Fern green, the portal's brand colour (light to dark, Mantine's ten shades). */
const fern: MantineColorsTuple = [
  '#ebfaf1',
  '#d8f1e2',
  '#afe2c3',
  '#83d2a2',
  '#5fc587',
  '#48bd75',
  '#3bb96b',
  '#2da25a',
  '#22904e',
  '#0f7d40',
];

export const portalTheme = createTheme({
  primaryColor: 'fern',
  // Contrast (WCAG AA, checked by axe in apps/web/e2e/accessibility.spec.ts): white text on the
  // darkest fern in both schemes (5.2:1); autoContrast writes dark text on light filled colours
  // (yellow, lime, cyan badges).
  primaryShade: { light: 9, dark: 9 },
  autoContrast: true,
  // Where white and black text are equally legible on a filled colour (relative luminance
  // 0.179): above it black text wins, below it white, so either choice meets 4.5:1 (green 9
  // takes black, 4.8:1, where Mantine's default 0.3 gave white, 4.4:1).
  luminanceThreshold: 0.179,
  colors: { fern },
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '600' },
  cursorType: 'pointer',
  components: {
    // A badge is a word or two (a status, a role): it always shows whole. Mantine cuts its label
    // with an ellipsis and lets it shrink in a narrow table column ("Confir…", "Publish…"), and
    // translations are longer than English. Plain objects, as below, keep Badge out of the entry.
    Badge: {
      styles: {
        root: { flexShrink: 0, maxWidth: 'none', overflow: 'visible' },
        label: { overflow: 'visible', textOverflow: 'clip' },
      },
    },
    // A heading's word longer than a narrow screen ("Lieferantenverbindlichkeiten" at 390 px)
    // breaks, hyphenated in the page's language, rather than running off the page; words that fit
    // are never broken. `anywhere` (not `break-word`) also lets a heading inside a flex row shrink.
    Title: { styles: { root: { overflowWrap: 'anywhere', hyphens: 'auto' } } },
    // A table wider than the screen scrolls inside its container: keyboard users must be able to
    // reach it to scroll it (axe scrollable-region-focusable). A plain object, not
    // Table.ScrollContainer.extend(): that would put the table in the entry chunk.
    TableScrollContainer: {
      defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } },
    },
  },
});

/** A colour darkened towards black by `amount` (0 to 1). */
function darken(hex: string, amount: number): string {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `#${channels
    .map((value) =>
      Math.round(value * (1 - amount))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/**
 * Two Mantine defaults fall below WCAG AA for normal text in the light scheme: dimmed text (gray 6
 * on white, 3.3:1) and the "light" variant's text (shade 9 on shade 1: green 3.8:1, fern 4.4:1),
 * used by status badges and the active navigation link, and coloured text. Dimmed text is darker
 * (6.1:1), the light variant's and coloured text its colour's shade 9 darkened by a third (over
 * 6:1 on every palette); in the
 * dark scheme dimmed text is lighter (6.9:1 on the dark body).
 */
export const portalCssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    // Placeholders drawn as text (FileInput's "Choose a file"): Mantine's gray 5 is 2.6:1 on white.
    '--mantine-color-placeholder': '#687076',
    ...Object.fromEntries(
      Object.entries(theme.colors).flatMap(([name, shades]) => [
        [`--mantine-color-${name}-light-color`, darken(shades[9], 0.35)],
        // Coloured text (Text c="orange"): orange 9 on white is 4.3:1.
        [`--mantine-color-${name}-text`, darken(shades[9], 0.35)],
      ]),
    ),
  },
  dark: { '--mantine-color-dimmed': '#a6a7ab' },
});
