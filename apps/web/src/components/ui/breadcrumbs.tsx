import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import classes from './breadcrumbs.module.css';

// spec 1 §2.2, spec 3 §2.11: items have a name, a url and optionally an element to scroll to
// (smooth, centred, 100 ms after the navigation); Home goes to /dashboard and is hidden on mobile.

export const BREADCRUMB_SCROLL_DELAY_MS = 100;
const HOME: BreadcrumbItem = { name: 'Home', url: '/dashboard' };

export type BreadcrumbItem = {
  name: string;
  url: string;
  /** The id of the element to bring into view on the target page. */
  scrollTo?: string;
};

/** Brings the element with this id to the middle of the screen, once the page has rendered. */
export function scrollToElementSoon(elementId: string): void {
  window.setTimeout(() => {
    document.getElementById(elementId)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, BREADCRUMB_SCROLL_DELAY_MS);
}

type BreadcrumbsProps = {
  /** The trail after Home; the last item is the current page. */
  items: readonly BreadcrumbItem[];
};

export function Breadcrumbs({ items }: BreadcrumbsProps) {
  const trail: readonly BreadcrumbItem[] = [HOME, ...items];
  return (
    <nav aria-label="Breadcrumb" className={classes.nav}>
      <ol className={classes.list}>
        {trail.map((item, index) => {
          const isHome = index === 0;
          const isCurrent = index === trail.length - 1;
          return (
            <li key={`${item.url}-${item.name}`} className={isHome ? classes.home : classes.item}>
              {isCurrent ? (
                <span aria-current="page" className={classes.current}>
                  {item.name}
                </span>
              ) : (
                <Anchor
                  component={Link}
                  to={item.url}
                  size="sm"
                  onClick={() => {
                    if (item.scrollTo) scrollToElementSoon(item.scrollTo);
                  }}
                >
                  {item.name}
                </Anchor>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
