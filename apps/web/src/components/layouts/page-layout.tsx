import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './page-layout.module.css';
import reflow from './reflow.module.css';

// Spec 1 §2.3 page layout: the banner background (by route: dashboard, profile, or funds for fund
// details, funeral cover and statements), the welcome banner on it, then the page (which draws
// its own frame: PageFrame).

export type PageBackground = 'dashboard' | 'profile' | 'funds';

type PageLayoutProps = {
  background: PageBackground;
  banner: ReactNode;
  children: ReactNode;
};

export function PageLayout({ background, banner, children }: PageLayoutProps) {
  return (
    <>
      <Box className={classes.band} data-background={background}>
        <BackgroundArt background={background} />
        <div className={`${classes.bannerContent} ${reflow.reflow}`}>{banner}</div>
      </Box>
      {children}
    </>
  );
}

/** Decorative shapes in the view's accent colour, one design per background. */
function BackgroundArt({ background }: { background: PageBackground }) {
  return (
    <svg
      className={classes.art}
      viewBox="0 0 600 200"
      preserveAspectRatio="xMaxYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      {background === 'dashboard' ? (
        <>
          <circle cx="520" cy="40" r="120" className={classes.shapeSoft} />
          <circle cx="430" cy="190" r="70" className={classes.shapeLine} />
          <circle cx="590" cy="170" r="40" className={classes.shapeStrong} />
        </>
      ) : background === 'profile' ? (
        <>
          <path d="M360 200 460 0h70L430 200z" className={classes.shapeSoft} />
          <path d="M470 200 570 0h30v40L520 200z" className={classes.shapeStrong} />
          <path d="M300 200 400 0" className={classes.shapeLine} />
        </>
      ) : (
        <>
          <path
            d="M250 170 C320 150 340 90 400 100 S480 40 520 60 S580 20 600 10 V200 H250 Z"
            className={classes.shapeSoft}
          />
          <path
            d="M250 185 C320 165 350 120 410 125 S490 80 530 95 S580 60 600 55"
            className={classes.shapeLine}
          />
        </>
      )}
    </svg>
  );
}
