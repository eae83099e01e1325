import type { CSSProperties } from 'react';
import classes from './fit-amount.module.css';

/**
 * Classes for an amount that shrinks to its box rather than break or widen the page: `box` on
 * an element whose width the layout sets (a block, a grid cell, a list), `amount` on the text.
 */
export const fitAmount = { box: classes.box, amount: classes.amount };

/** The size an amount is drawn at when its box has room (a CSS length, e.g. `rem(28)`). */
export function fitSize(size: string): CSSProperties {
  return { '--fit-size': size } as CSSProperties;
}
