import { Container, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import type { BreadcrumbItem } from '@/components/ui/breadcrumbs';
import classes from './page-frame.module.css';
import reflow from './reflow.module.css';

// The one frame of every member page: the same width and phone margins, the breadcrumb (spec 1
// §2.2), exactly one level-one heading naming the page, then the page's sections (level-two
// headings). The welcome banner is not part of it: the signed-in frame draws the banner band
// above the pages whose route gives it a background (spec 1 §2.3).

export const PAGE_TITLE_ID = 'page-title';

type PageFrameProps = {
  /** The page's name, its only level-one heading. */
  title: string;
  /**
   * The heading is there for screen readers and the outline but not shown (the dashboard, where
   * the welcome banner above it greets the member).
   */
  isTitleHidden?: boolean;
  /** The trail after Home, ending with this page; none on the dashboard (it is Home). */
  breadcrumbs?: readonly BreadcrumbItem[];
  /** Shown after the title on its line (an info tooltip). */
  titleAside?: ReactNode;
  /** A line or two under the title. */
  description?: ReactNode;
  children?: ReactNode;
};

export function PageFrame({
  title,
  isTitleHidden = false,
  breadcrumbs,
  titleAside,
  description,
  children,
}: PageFrameProps) {
  const heading = (
    <Title
      order={1}
      fz={{ base: 'h3', sm: 'h2' }}
      id={PAGE_TITLE_ID}
      className={isTitleHidden ? classes.hiddenTitle : classes.title}
    >
      {title}
    </Title>
  );
  return (
    <Container size="lg" className={`${classes.frame} ${reflow.reflow}`} data-page-frame="">
      {breadcrumbs && breadcrumbs.length > 0 ? <Breadcrumbs items={breadcrumbs} /> : null}
      {isTitleHidden ? (
        heading
      ) : (
        <div className={classes.header}>
          {/* The aside follows the title's last word, also when the title wraps. */}
          <div className={classes.titleLine}>
            {heading}
            {titleAside ? <span className={classes.aside}>{titleAside}</span> : null}
          </div>
          {description ? <div className={classes.description}>{description}</div> : null}
        </div>
      )}
      {children}
    </Container>
  );
}
