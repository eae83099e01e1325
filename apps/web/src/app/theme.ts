import { createTheme } from '@mantine/core';
import type { CSSVariablesResolver, MantineColorsTuple } from '@mantine/core';

// A calm, professional palette: navy as the primary colour, teal as the accent.
// DESIGN §2: Mantine's default red and white-on-blue fail colour contrast, so the primary shade is
// 8 (white on navy.8 is about 8:1) and errors use red.9.
const navy: MantineColorsTuple = [
  '#edf2f8',
  '#d9e2ee',
  '#b0c3dc',
  '#84a2ca',
  '#5f86ba',
  '#4874b1',
  '#3b6aae',
  '#2d5999',
  '#244e88',
  '#173f72',
];

const teal: MantineColorsTuple = [
  '#e6fcf5',
  '#c3fae8',
  '#96f2d7',
  '#63e6be',
  '#38d9a9',
  '#20c997',
  '#12b886',
  '#0ca678',
  '#0b7a5c',
  '#08664c',
];

export const theme = createTheme({
  primaryColor: 'navy',
  primaryShade: 8,
  colors: { navy, teal },
  focusRing: 'auto',
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  breakpoints: { xs: '30em', sm: '48em', md: '64em', lg: '74em', xl: '90em' },
});

/** Error red.9 (contrast) and a darker "dimmed" grey: gray.6 on white is only about 3.3:1. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
  },
  dark: {},
});
