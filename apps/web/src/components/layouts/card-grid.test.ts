import { describe, expect, it } from 'vitest';
import { cardGridColumns } from './card-grid';

describe('cardGridColumns', () => {
  it.each([
    [1, { base: 1, sm: 1, lg: 1 }],
    [2, { base: 1, sm: 2, lg: 2 }],
    [3, { base: 1, sm: 2, lg: 3 }],
    [4, { base: 1, sm: 2, lg: 2 }],
    [5, { base: 1, sm: 2, lg: 3 }],
    [6, { base: 1, sm: 2, lg: 3 }],
    [0, { base: 1, sm: 1, lg: 1 }],
  ])('gives %i cards full rows on a wide screen', (count, columns) => {
    expect(cardGridColumns(count)).toEqual(columns);
  });
});
