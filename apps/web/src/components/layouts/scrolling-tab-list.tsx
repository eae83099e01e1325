import { Tabs } from '@mantine/core';
import { Children, isValidElement } from 'react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
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

/** Each tab's value and its words, from the Tabs.Tab elements. */
function tabsOf(children: ReactNode): { value: string; label: ReactNode }[] {
  return Children.toArray(children).flatMap((child) =>
    isValidElement<{ value?: unknown; children?: ReactNode }>(child) &&
    typeof child.props.value === 'string'
      ? [{ value: child.props.value, label: child.props.children }]
      : [],
  );
}

/**
 * A tab bar that stays one line on a narrow screen and scrolls sideways (HorizontalScroller), with
 * a fade and an arrow button at each edge where tabs are cut off, so that a member sees there is
 * more. The tabs keep their roles and the arrow keys (Mantine's Tabs); a tab reached by keyboard
 * scrolls clear of the arrows. The bar itself can also be scrolled by keyboard without choosing
 * another tab.
 *
 * The open tab is in the URL (`?tab=…`, the first tab when none is named): a page without script
 * shows the tabs as links to their `?tab=`, drawn by the server with the tab asked for open.
 */
export function ScrollingTabList({ label, children }: ScrollingTabListProps) {
  const [search] = useSearchParams();
  const tabs = tabsOf(children);
  const open = search.get('tab') ?? tabs[0]?.value;
  return (
    <>
      <div className={classes.scripted}>
        <HorizontalScroller label={`${label} tabs`}>
          <Tabs.List aria-label={label} className={classes.list}>
            {children}
          </Tabs.List>
        </HorizontalScroller>
      </div>
      <noscript>
        <nav aria-label={label}>
          <ul className={classes.links}>
            {tabs.map((tab) => (
              <li key={tab.value}>
                <a
                  href={`?tab=${encodeURIComponent(tab.value)}`}
                  className={classes.link}
                  aria-current={tab.value === open ? 'page' : undefined}
                >
                  {tab.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </noscript>
    </>
  );
}
