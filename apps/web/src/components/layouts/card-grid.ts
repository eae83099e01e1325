// The dashboard's card grids: their columns follow the number of cards, so that every row on a
// wide screen is full (two cards fill two columns, not two of three; four make two rows of two).

export type CardGridColumns = { base: number; sm: number; lg: number };

/** The columns of a grid of `count` cards: one on a phone, up to two on a tablet, up to three. */
export function cardGridColumns(count: number): CardGridColumns {
  const cards = Math.max(1, Math.floor(count));
  const wide = cards <= 3 ? cards : cards === 4 ? 2 : 3;
  return { base: 1, sm: Math.min(cards, 2), lg: wide };
}
