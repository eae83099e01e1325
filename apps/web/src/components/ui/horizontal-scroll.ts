// The arithmetic of a row that scrolls sideways (HorizontalScroller): which arrows it shows and
// where a click on one, or an item taking focus, scrolls it. Spec 3 §9: "Horizontal scroll step
// 500 px with refresh after 500 ms; scroll-arrow threshold 2 px".

/** How far one click on an arrow scrolls the row. */
export const SCROLL_STEP_PX = 500;
/** How long after a click on an arrow its arrows are measured again (the scroll has ended). */
export const SCROLL_REFRESH_MS = 500;
/** How much of the row must be cut off on a side before that side's arrow shows. */
export const ARROW_THRESHOLD_PX = 2;

/** Where the row stands: the element's scrollLeft, scrollWidth and clientWidth. */
export type ScrollMetrics = {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
};

export type ScrollArrows = {
  /** More than the threshold is cut off on the left: the left arrow shows. */
  left: boolean;
  /** More than the threshold is cut off on the right: the right arrow shows. */
  right: boolean;
  /** The row is wider than its box at all (it can be scrolled, by keyboard too). */
  canScroll: boolean;
};

export type ScrollDirection = 'left' | 'right';

/** The arrows of a row that shows nothing cut off (and of a row not measured yet). */
export const NO_ARROWS: ScrollArrows = { left: false, right: false, canScroll: false };

/** How far the row can scroll at most (0 when it fits). */
function maxScrollLeft({ scrollWidth, clientWidth }: ScrollMetrics): number {
  return Math.max(0, scrollWidth - clientWidth);
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(Math.max(value, low), high);
}

/** Which arrows show: one on each side where more than 2 px of the row is cut off. */
export function scrollArrows(metrics: ScrollMetrics): ScrollArrows {
  const hidden = maxScrollLeft(metrics);
  const scrollLeft = clamp(metrics.scrollLeft, 0, hidden);
  return {
    left: scrollLeft > ARROW_THRESHOLD_PX,
    right: hidden - scrollLeft > ARROW_THRESHOLD_PX,
    canScroll: hidden > 0,
  };
}

/** Whether two readings of the arrows agree (so that an unchanged reading draws nothing). */
export function sameArrows(a: ScrollArrows, b: ScrollArrows): boolean {
  return a.left === b.left && a.right === b.right && a.canScroll === b.canScroll;
}

/** Where a click on an arrow scrolls the row: one step that way, never past either end. */
export function nextScrollLeft(
  metrics: ScrollMetrics,
  direction: ScrollDirection,
  step = SCROLL_STEP_PX,
): number {
  const offset = direction === 'left' ? -step : step;
  return clamp(metrics.scrollLeft + offset, 0, maxScrollLeft(metrics));
}

/**
 * Where the row scrolls so that an item (its left and right edges in the row's own coordinates,
 * from the row's start) is in full view clear of the arrows, which lie `inset` px over each edge;
 * the row stays where it is when the item is already clear. An item wider than the room left is
 * aligned on its left edge.
 */
export function revealScrollLeft(
  metrics: ScrollMetrics,
  item: { left: number; right: number },
  inset: number,
): number {
  const { scrollLeft, clientWidth } = metrics;
  let target = scrollLeft;
  if (item.right > scrollLeft + clientWidth - inset) target = item.right - clientWidth + inset;
  if (item.left < target + inset) target = item.left - inset;
  return clamp(target, 0, maxScrollLeft(metrics));
}
