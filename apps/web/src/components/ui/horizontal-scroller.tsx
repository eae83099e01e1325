import { UnstyledButton } from '@mantine/core';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent, ReactNode, Ref } from 'react';
import {
  NO_ARROWS,
  SCROLL_REFRESH_MS,
  nextScrollLeft,
  revealScrollLeft,
  sameArrows,
  scrollArrows,
} from './horizontal-scroll';
import type { ScrollArrows, ScrollDirection } from './horizontal-scroll';
import classes from './horizontal-scroller.module.css';

/** How far the arrows (and the fade under them) reach in from each edge of the row. */
const ARROW_ZONE_PX = 48;

type HorizontalScrollerProps = {
  /** The scroll region's accessible name: what the row holds ("Fund details tabs"). */
  label: string;
  /** The row's items, laid side by side on one line (each keeps its own width). */
  children: ReactNode;
  /** The space between the items, a CSS length (none by default). */
  gap?: string;
};

/**
 * A row of items that stays on one line and scrolls sideways where the screen is too narrow for it
 * (spec 3 §9: step 500 px, arrows measured again 500 ms after a click, shown past 2 px). Where the
 * row is cut off, that edge fades and shows an arrow button ("Scroll left", "Scroll right") that
 * scrolls it by one step, smoothly unless the member prefers reduced motion. The row is a named
 * region a keyboard can reach and scroll with the arrow keys; an item inside it taking focus (by
 * Tab, or a tab bar's arrow keys) scrolls into full view, clear of the arrows. The arrows are
 * measured only once the page runs in the browser: the server, and the browser's first drawing,
 * show the row without them (DESIGN §1c).
 */
export function HorizontalScroller({ label, children, gap }: HorizontalScrollerProps) {
  const viewportId = useId();
  const viewport = useRef<HTMLDivElement>(null);
  const leftArrow = useRef<HTMLButtonElement>(null);
  const rightArrow = useRef<HTMLButtonElement>(null);
  const refreshTimer = useRef<number | undefined>(undefined);
  const frame = useRef<number | undefined>(undefined);
  const [arrows, setArrows] = useState<ScrollArrows>(NO_ARROWS);

  const refresh = useCallback(() => {
    const element = viewport.current;
    if (!element) return;
    const next = scrollArrows(element);
    // An arrow that goes while it has focus (the row reached its end) hands the focus to the
    // row, rather than drop it onto the page.
    const focused = document.activeElement;
    if (
      (!next.left && focused !== null && focused === leftArrow.current) ||
      (!next.right && focused !== null && focused === rightArrow.current)
    ) {
      element.focus({ preventScroll: true });
    }
    setArrows((old) => (sameArrows(old, next) ? old : next));
  }, []);

  useEffect(() => {
    const element = viewport.current;
    if (!element) return undefined;
    refresh();
    // The box (a turned phone, a resized window) and the row (items loading, text growing).
    const observer = new ResizeObserver(() => refresh());
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => {
      observer.disconnect();
      window.clearTimeout(refreshTimer.current);
      if (frame.current !== undefined) cancelAnimationFrame(frame.current);
    };
  }, [refresh]);

  /** Measured once a frame at most while the row scrolls. */
  function handleScroll() {
    if (frame.current !== undefined) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = undefined;
      refresh();
    });
  }

  function handleArrowClick(direction: ScrollDirection) {
    const element = viewport.current;
    if (!element) return;
    element.scrollTo({ left: nextScrollLeft(element, direction), behavior: scrollBehavior() });
    window.clearTimeout(refreshTimer.current);
    refreshTimer.current = window.setTimeout(refresh, SCROLL_REFRESH_MS);
  }

  function handleFocus(event: FocusEvent<HTMLDivElement>) {
    const element = viewport.current;
    if (!element || event.target === element) return;
    const box = element.getBoundingClientRect();
    const item = event.target.getBoundingClientRect();
    const left = item.left - box.left - element.clientLeft + element.scrollLeft;
    const target = revealScrollLeft(element, { left, right: left + item.width }, ARROW_ZONE_PX);
    if (Math.abs(target - element.scrollLeft) >= 1) {
      element.scrollTo({ left: target, behavior: scrollBehavior() });
    }
  }

  return (
    <div className={classes.root}>
      {arrows.left ? (
        <ArrowButton
          ref={leftArrow}
          direction="left"
          controls={viewportId}
          onClick={() => handleArrowClick('left')}
        />
      ) : null}
      <div
        ref={viewport}
        id={viewportId}
        role="region"
        aria-label={label}
        // Reached by Tab only when there is something to scroll; the arrows hand it their focus.
        tabIndex={arrows.canScroll ? 0 : -1}
        className={classes.viewport}
        data-cut-left={arrows.left || undefined}
        data-cut-right={arrows.right || undefined}
        onScroll={handleScroll}
        onFocus={handleFocus}
      >
        <div className={classes.row} style={gap === undefined ? undefined : { gap }}>
          {children}
        </div>
      </div>
      {arrows.right ? (
        <ArrowButton
          ref={rightArrow}
          direction="right"
          controls={viewportId}
          onClick={() => handleArrowClick('right')}
        />
      ) : null}
    </div>
  );
}

/** Smooth, unless the member has asked their device for less motion. */
function scrollBehavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'instant' : 'smooth';
}

type ArrowButtonProps = {
  ref: Ref<HTMLButtonElement>;
  direction: ScrollDirection;
  /** The id of the region the arrow scrolls. */
  controls: string;
  onClick: () => void;
};

function ArrowButton({ ref, direction, controls, onClick }: ArrowButtonProps) {
  const isLeft = direction === 'left';
  return (
    <UnstyledButton
      ref={ref}
      className={`${classes.arrow} ${isLeft ? classes.arrowLeft : classes.arrowRight}`}
      aria-label={isLeft ? 'Scroll left' : 'Scroll right'}
      aria-controls={controls}
      onClick={onClick}
    >
      <svg
        width="18"
        height="18"
        viewBox="0 0 24 24"
        fill="none"
        aria-hidden="true"
        focusable="false"
      >
        <path
          d={isLeft ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </UnstyledButton>
  );
}
