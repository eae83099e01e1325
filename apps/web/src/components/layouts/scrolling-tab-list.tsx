import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { HorizontalScroller } from '@/components/ui/horizontal-scroller';
import classes from './scrolling-tab-list.module.css';

type ScrollingTabListProps = {
  /** The tab list's accessible name. */
  label: string;
  /** The Tabs.Tab elements (given `className={tabClassName}` or `compactTabClassName`). */
  children: ReactNode;
};

export const tabClassName = classes.tab;
/** A tab that is also smaller on a phone, so that a short bar fits the screen without scrolling. */
export const compactTabClassName = `${classes.tab} ${classes.compact}`;

/**
 * A tab bar that stays one line on a narrow screen and scrolls sideways (HorizontalScroller), with
 * a fade and an arrow button at each edge where tabs are cut off, so that a member sees there is
 * more. The tabs keep their roles and the arrow keys (Mantine's Tabs); a tab reached by keyboard
 * scrolls clear of the arrows. The bar itself can also be scrolled by keyboard without choosing
 * another tab.
 */
export function ScrollingTabList({ label, children }: ScrollingTabListProps) {
  return (
    <HorizontalScroller label={`${label} tabs`}>
      <Tabs.List aria-label={label} className={classes.list}>
        {children}
      </Tabs.List>
    </HorizontalScroller>
  );
}
