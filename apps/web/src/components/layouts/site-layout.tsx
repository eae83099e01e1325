import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LogoMark } from '@/components/ui/logo-mark';
import classes from './site-layout.module.css';

/** Spec 1: the copyright line of the footer. */
const COPYRIGHT_YEAR = 2026;
export const MAIN_CONTENT_ID = 'main-content';

type SiteLayoutProps = {
  portalName: string;
  /** Where the portal name in the header leads. */
  homeHref: string;
  headerActions?: ReactNode;
  /** Spec 1 §2.2: the footer is not shown on the loading page. */
  hasFooter?: boolean;
  children: ReactNode;
};

/** The page frame: skip link, header, main and footer landmarks. */
export function SiteLayout({
  portalName,
  homeHref,
  headerActions,
  hasFooter = true,
  children,
}: SiteLayoutProps) {
  return (
    <div className={classes.page}>
      <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink}>
        Skip to main content
      </a>
      <Box component="header" className={classes.header}>
        <Container size="lg" className={classes.headerInner}>
          <Anchor component={Link} to={homeHref} className={classes.brand}>
            <LogoMark />
            <span>{portalName}</span>
          </Anchor>
          {headerActions ? <Group gap="sm">{headerActions}</Group> : null}
        </Container>
      </Box>
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        {children}
      </Box>
      {hasFooter ? <SiteFooter portalName={portalName} /> : null}
    </div>
  );
}

function SiteFooter({ portalName }: { portalName: string }) {
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg">
        <Text size="sm" c="dimmed">
          {portalName} © {COPYRIGHT_YEAR}
        </Text>
      </Container>
    </Box>
  );
}
