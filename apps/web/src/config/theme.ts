import { createTheme, type MantineColorsTuple } from '@mantine/core';

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
  primaryShade: { light: 7, dark: 6 },
  colors: { fern },
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '600' },
  cursorType: 'pointer',
});
