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

// Retail accent: a plum that keeps white text above 6:1 at shade 8.
const plum: MantineColorsTuple = [
  '#f8f0fc',
  '#efdff7',
  '#dcbcee',
  '#c896e4',
  '#b777dc',
  '#ac63d6',
  '#a458d3',
  '#8e48bb',
  '#7d3ea7',
  '#6b3292',
];

// Warnings: Mantine's yellow and orange are too light for text on white; this amber keeps its
// darkest shades above 4.5:1 (shade 9 about 7:1).
const amber: MantineColorsTuple = [
  '#fff8e1',
  '#ffecb3',
  '#ffe082',
  '#ffd54f',
  '#ffca28',
  '#f0b400',
  '#c99400',
  '#a87800',
  '#8a6100',
  '#6e4c00',
];

/** The view the portal is shown as (spec 1 §4): each has its own accent colour. */
export type ThemeView = 'Institutional' | 'Retail';

/** The accent of each view: institutional teal, retail plum (spec 1 §4 "applies a theme"). */
export const ACCENT_BY_VIEW: Record<ThemeView, MantineColorsTuple> = {
  Institutional: teal,
  Retail: plum,
};

/** The theme of a view: the same navy frame, with the view's accent colour as `accent`. */
export function themeFor(view: ThemeView) {
  return createTheme({
    primaryColor: 'navy',
    primaryShade: 8,
    colors: { navy, teal, plum, amber, accent: ACCENT_BY_VIEW[view] },
    focusRing: 'auto',
    defaultRadius: 'md',
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    headings: { fontWeight: '700' },
    // Spec 1 §9: mobile up to 768 px (sm = 48em), tablet up to 1024 px (md = 64em).
    breakpoints: { xs: '30em', sm: '48em', md: '64em', lg: '74em', xl: '90em' },
    other: { view },
    components: {
      // A folded part (a Collapse, an accordion's panel) is hidden with display: none rather
      // than held in an <Activity>. An Activity the server drew is hydrated as a boundary of its
      // own, and any render of its parent before then (Mantine's reduced-motion check re-renders
      // every Collapse just after the page is taken over) makes React hydrate it at once, in one
      // long task, where the rest of the page is hydrated in slices between the member's inputs.
      Collapse: { defaultProps: { keepMountedMode: 'display-none' } },
      Accordion: { defaultProps: { keepMountedMode: 'display-none' } },
      // A toast's message under its title is gray.6 by default (about 3.3:1 on white).
      // A plain entry rather than Notification.extend: the theme then does not bring the
      // component into the first page's code.
      Notification: { styles: { description: { color: 'var(--mantine-color-gray-7)' } } },
      // An alert's message in the text colour: its light variant's tinted text on the tinted
      // background falls below 4.5:1 for most colours; the title and icon keep the colour.
      Alert: { styles: { message: { color: 'var(--mantine-color-text)' } } },
      // A badge wraps rather than clip its words where large text makes it wider than its
      // place ("INSTITUTIONAL" on a 320 px phone at 200 % text).
      Badge: {
        styles: {
          root: { height: 'auto', minHeight: 'var(--badge-height)', maxWidth: '100%' },
          label: { whiteSpace: 'normal', overflowWrap: 'anywhere', textAlign: 'center' },
        },
      },
    },
  });
}

/** The institutional theme: guests and members whose type is not known yet see this one. */
export const theme = themeFor('Institutional');

/** Error red.9 (contrast) and a darker "dimmed" grey: gray.6 on white is only about 3.3:1. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
  },
  dark: {},
});
