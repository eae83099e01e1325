import { Tabs } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import classes from './scrolling-tab-list.module.css';

type ScrollingTabListProps = {
  /** The tab list's accessible name. */
  label: string;
  /** The Tabs.Tab elements (given `className={tabClassName}` to stay on one line). */
  children: ReactNode;
};

export const tabClassName = classes.tab;

/**
 * A tab bar that stays one line on a narrow screen and scrolls sideways, with a fade and an arrow
 * at each edge where tabs are cut off, so that a member sees there is more. The tabs keep their
 * roles and the arrow keys (Mantine's Tabs); a tab reached by keyboard scrolls clear of the fades.
 * The arrows also scroll the bar for a mouse; a keyboard or a screen reader moves by tab instead.
 */
export function ScrollingTabList({ label, children }: ScrollingTabListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: false, end: false });

  const measure = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    const hidden = element.scrollWidth - element.clientWidth;
    const start = element.scrollLeft > 1;
    const end = element.scrollLeft < hidden - 1;
    setEdges((old) => (old.start === start && old.end === end ? old : { start, end }));
  }, []);

  useEffect(() => {
    const element = scroller.current;
    if (!element) return undefined;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [measure]);

  function scrollBy(direction: -1 | 1) {
    const element = scroller.current;
    // 'auto' follows the bar's CSS: smooth unless the member prefers reduced motion.
    element?.scrollBy({ left: direction * element.clientWidth * 0.6, behavior: 'auto' });
  }

  return (
    <div
      className={classes.bar}
      data-more-start={edges.start || undefined}
      data-more-end={edges.end || undefined}
    >
      <div ref={scroller} className={classes.scroller} onScroll={measure}>
        <Tabs.List aria-label={label} className={classes.list}>
          {children}
        </Tabs.List>
      </div>
      {/* Pointer helpers only: the tabs themselves are reached by Tab and the arrow keys. */}
      <div
        className={`${classes.cue} ${classes.cueStart}`}
        aria-hidden="true"
        onClick={() => scrollBy(-1)}
      >
        <Chevron direction="start" />
      </div>
      <div
        className={`${classes.cue} ${classes.cueEnd}`}
        aria-hidden="true"
        onClick={() => scrollBy(1)}
      >
        <Chevron direction="end" />
      </div>
    </div>
  );
}

function Chevron({ direction }: { direction: 'start' | 'end' }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" focusable="false">
      <path
        d={direction === 'start' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
