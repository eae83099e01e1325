// Chart colours: each at least 4.5:1 against the white page, so that a segment, a bar or a line
// stands out from the background (WCAG 1.4.11 asks 3:1 of graphics), and far enough apart for
// neighbours to be told apart. Colour is never the only signal: every chart has a legend or a
// table naming each series.
export const CHART_COLOURS = [
  '#244e88', // navy
  '#c2410c', // burnt orange
  '#0b7a5c', // teal
  '#7e22ce', // purple
  '#8a6100', // amber
  '#be185d', // raspberry
  '#475569', // slate
  '#0e7490', // cyan
] as const;

/** The colour of the n-th series or segment (the palette repeats after eight). */
export function chartColour(index: number): string {
  return CHART_COLOURS[index % CHART_COLOURS.length] ?? CHART_COLOURS[0];
}
