import { Box, Group, Text, ThemeIcon } from '@mantine/core';
import type { SafeNoticeHtml } from '@portal/contract/notice';
import { useId, type ReactNode } from 'react';
import classes from './notification-banner.module.css';

type NotificationBannerProps = {
  /** spec 3 §2.11: the notice's categoryTitleToDisplay. */
  title: string;
  /** spec 3 §2.11: the notice's htmlContent, already through the server's allow-list sanitiser. */
  html: SafeNoticeHtml;
  /** A way onward, under the text (a link). */
  action?: ReactNode;
};

/** A notice for the member (spec 1 §2.3): its title, and its text with a few safe tags. */
export function NotificationBanner({ title, html, action }: NotificationBannerProps) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} className={classes.banner}>
      {/* The text goes under the icon when there is no room beside it (large text). */}
      <Group gap="sm" align="flex-start" wrap="wrap">
        <ThemeIcon variant="light" color="accent" radius="xl" size={32} aria-hidden="true">
          <InfoIcon />
        </ThemeIcon>
        <div className={classes.body}>
          <Text component="h2" id={titleId} fw={700} fz="md" m={0}>
            {title}
          </Text>
          {/* Sanitised by the server: only p, strong, em, a[href], ul, li and br remain. */}
          <div className={classes.content} dangerouslySetInnerHTML={{ __html: html }} />
          {action ? <Box mt={6}>{action}</Box> : null}
        </div>
      </Group>
    </Box>
  );
}

function InfoIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="2" />
      <path d="M12 11v6M12 7.5v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
