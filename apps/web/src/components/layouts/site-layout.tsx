import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './site-layout.module.css';

export const MAIN_CONTENT_ID = 'main-content';

type SiteLayoutProps = {
  /** Spec 1 §2.2: shown when the member is signed in or the loading page is up. */
  header?: ReactNode;
  /** Spec 1 §2.2: shown everywhere but the loading page. */
  footer?: ReactNode;
  /**
   * The main area is at least as tall as the window, so the footer starts below it: content that
   * arrives later then never moves the footer on screen (a layout shift).
   */
  isFooterBelowFold?: boolean;
  children: ReactNode;
};

/** The page frame: skip link, header, main and footer landmarks. */
export function SiteLayout({
  header,
  footer,
  isFooterBelowFold = false,
  children,
}: SiteLayoutProps) {
  return (
    <div className={classes.page}>
      <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink}>
        Skip to main content
      </a>
      {header}
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className={classes.main}
        data-footer-below-fold={isFooterBelowFold || undefined}
      >
        {children}
      </Box>
      {footer}
    </div>
  );
}
