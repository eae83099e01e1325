import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

// spec 3 §2.11: the error panel: title, message, icon; heights small 10rem, medium 15rem,
// large 20rem, or auto.

export type ErrorPanelHeight = 'small' | 'medium' | 'large' | 'auto';

export const ERROR_PANEL_HEIGHTS: Record<ErrorPanelHeight, string> = {
  small: '10rem',
  medium: '15rem',
  large: '20rem',
  auto: 'auto',
};

type ErrorPanelProps = {
  title: string;
  message: ReactNode;
  /** Defaults to a warning sign; decorative (the title says what happened). */
  icon?: ReactNode;
  height?: ErrorPanelHeight;
  /** Heading level of the title inside the page. */
  headingOrder?: 2 | 3 | 4;
  /** Actions under the message, e.g. a retry button. */
  children?: ReactNode;
};

export function ErrorPanel({
  title,
  message,
  icon,
  height = 'auto',
  headingOrder = 3,
  children,
}: ErrorPanelProps) {
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      mih={ERROR_PANEL_HEIGHTS[height]}
      display="flex"
      style={{ alignItems: 'center', justifyContent: 'center' }}
      data-height={height}
    >
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon variant="light" color="red" size={44} radius="xl" aria-hidden="true">
          {icon ?? <WarningIcon />}
        </ThemeIcon>
        <Title order={headingOrder} fz="lg">
          {title}
        </Title>
        <Text size="sm">{message}</Text>
        {children}
      </Stack>
    </Paper>
  );
}

function WarningIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path d="M12 3 2 21h20L12 3Z" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <path d="M12 10v5M12 18v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
