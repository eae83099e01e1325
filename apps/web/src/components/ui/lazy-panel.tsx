import { Suspense, useEffect, useRef } from 'react';
import type { ReactNode, RefObject } from 'react';
import classes from './lazy-panel.module.css';

type LazyPanelProps = {
  /** The panel's place while its code loads: its size, busy and announced (never focusable). */
  outline: ReactNode;
  /** The panel itself, a React.lazy component. */
  children: ReactNode;
};

/**
 * A part of a page whose code loads apart from the page's (React.lazy). Drawn on the server with
 * the page, it stays as drawn until its code arrives and then works in place (nothing moves, and
 * what has focus keeps it); its controls take no taps until then, as the page's do until the app
 * has taken it over. Drawn in the browser, `outline` holds its place until the code arrives.
 */
export function LazyPanel({ outline, children }: LazyPanelProps) {
  const holder = useRef<HTMLDivElement>(null);
  return (
    <div ref={holder} className={classes.panel} data-waiting="true">
      <Suspense fallback={outline}>
        {children}
        <Arrived holder={holder} />
      </Suspense>
    </div>
  );
}

/** Mounts with the panel: from then its controls take taps. */
function Arrived({ holder }: { holder: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    holder.current?.setAttribute('data-waiting', 'false');
  }, [holder]);
  return null;
}
