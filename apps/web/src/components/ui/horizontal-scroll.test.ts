import { describe, expect, it } from 'vitest';
import {
  ARROW_THRESHOLD_PX,
  SCROLL_REFRESH_MS,
  SCROLL_STEP_PX,
  nextScrollLeft,
  revealScrollLeft,
  scrollArrows,
} from './horizontal-scroll';

// Spec 3 §9: step 500 px, refresh after 500 ms, arrows past a 2 px threshold.

/** A row `scrollWidth` px wide in a box 300 px wide, scrolled to `scrollLeft`. */
function row(scrollLeft: number, scrollWidth: number, clientWidth = 300) {
  return { scrollLeft, scrollWidth, clientWidth };
}

describe('the constants', () => {
  it('are the spec’s', () => {
    expect(SCROLL_STEP_PX).toBe(500);
    expect(SCROLL_REFRESH_MS).toBe(500);
    expect(ARROW_THRESHOLD_PX).toBe(2);
  });
});

describe('scrollArrows', () => {
  it('shows no arrow when the row fits its box', () => {
    expect(scrollArrows(row(0, 300))).toEqual({ left: false, right: false, canScroll: false });
    expect(scrollArrows(row(0, 120))).toEqual({ left: false, right: false, canScroll: false });
  });

  it('shows an arrow on a side only when more than 2 px is cut off there', () => {
    // Cut off on the right by 2 px: no arrow; by 2.5 or 3 px: the right arrow.
    expect(scrollArrows(row(0, 302))).toEqual({ left: false, right: false, canScroll: true });
    expect(scrollArrows(row(0, 302.5)).right).toBe(true);
    expect(scrollArrows(row(0, 303)).right).toBe(true);
    // Scrolled 2 px: no left arrow; 2.5 or 3 px: the left arrow.
    expect(scrollArrows(row(2, 1000)).left).toBe(false);
    expect(scrollArrows(row(2.5, 1000)).left).toBe(true);
    expect(scrollArrows(row(3, 1000)).left).toBe(true);
  });

  it('shows both arrows in the middle of the row, and only the left one at its end', () => {
    expect(scrollArrows(row(0, 1000))).toEqual({ left: false, right: true, canScroll: true });
    expect(scrollArrows(row(350, 1000))).toEqual({ left: true, right: true, canScroll: true });
    expect(scrollArrows(row(700, 1000))).toEqual({ left: true, right: false, canScroll: true });
    // Within 2 px of the end (a fractional scroll position) counts as the end.
    expect(scrollArrows(row(698, 1000)).right).toBe(false);
    expect(scrollArrows(row(697.5, 1000)).right).toBe(true);
  });

  it('reads a position past either end (an overscroll bounce) as that end', () => {
    expect(scrollArrows(row(-20, 1000))).toEqual({ left: false, right: true, canScroll: true });
    expect(scrollArrows(row(760, 1000))).toEqual({ left: true, right: false, canScroll: true });
  });
});

describe('nextScrollLeft', () => {
  it('moves the row 500 px either way', () => {
    expect(nextScrollLeft(row(0, 2000), 'right')).toBe(500);
    expect(nextScrollLeft(row(500, 2000), 'right')).toBe(1000);
    expect(nextScrollLeft(row(1200, 2000), 'left')).toBe(700);
  });

  it('stops at either end', () => {
    // The end is scrollWidth - clientWidth = 1700.
    expect(nextScrollLeft(row(1500, 2000), 'right')).toBe(1700);
    expect(nextScrollLeft(row(1700, 2000), 'right')).toBe(1700);
    expect(nextScrollLeft(row(300, 2000), 'left')).toBe(0);
    expect(nextScrollLeft(row(0, 2000), 'left')).toBe(0);
    // A short overflow is crossed in one step.
    expect(nextScrollLeft(row(0, 432), 'right')).toBe(132);
    // Nothing to scroll: nowhere to go.
    expect(nextScrollLeft(row(0, 200), 'right')).toBe(0);
  });
});

describe('revealScrollLeft', () => {
  const inset = 48;

  it('leaves the row where it is when the item is clear of the arrows', () => {
    expect(revealScrollLeft(row(100, 1000), { left: 200, right: 300 }, inset)).toBe(100);
  });

  it('brings an item cut off on the right into view, clear of the right arrow', () => {
    // The item ends at 500; the box shows 100–400, the arrow covers 352–400.
    expect(revealScrollLeft(row(100, 1000), { left: 420, right: 500 }, inset)).toBe(248);
  });

  it('brings an item cut off on the left into view, clear of the left arrow', () => {
    expect(revealScrollLeft(row(400, 1000), { left: 420, right: 500 }, inset)).toBe(372);
  });

  it('stops at either end of the row', () => {
    expect(revealScrollLeft(row(300, 1000), { left: 10, right: 90 }, inset)).toBe(0);
    expect(revealScrollLeft(row(0, 1000), { left: 900, right: 1000 }, inset)).toBe(700);
  });

  it('aligns an item wider than the room on its left edge', () => {
    expect(revealScrollLeft(row(0, 1000), { left: 300, right: 700 }, inset)).toBe(252);
  });
});
