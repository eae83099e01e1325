import { Alert, Button, Paper, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { SectionHeader } from '@/components/ui/section-header';

// One section of My portfolio: its heading, then its loading, error or empty state, or its content.

export const PORTFOLIO_ERROR_MESSAGE =
  'Something went wrong uploading your portfolio. Please try logging in later.';

type SectionState = {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
};

type PortfolioSectionProps = {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** The query the section is drawn from. */
  state: SectionState;
  /** What the section says while loading (announced to screen readers). */
  loadingLabel: string;
  /** The error text for this section (defaults to the portfolio's). */
  errorMessage?: string;
  /** The empty state's text, when the data holds nothing to show. */
  emptyMessage?: ReactNode;
  isEmpty?: boolean;
  /** The skeleton's height in px. */
  skeletonHeight?: number;
  children?: ReactNode;
};

export function PortfolioSection({
  title,
  description,
  actions,
  state,
  loadingLabel,
  errorMessage = PORTFOLIO_ERROR_MESSAGE,
  emptyMessage,
  isEmpty = false,
  skeletonHeight = 160,
  children,
}: PortfolioSectionProps) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      miw={0}
    >
      <SectionHeader id={headingId} title={title} description={description} actions={actions} />
      {state.isPending ? (
        <div aria-busy="true">
          <VisuallyHidden role="status">{loadingLabel}</VisuallyHidden>
          <Stack gap="sm" aria-hidden="true">
            <Skeleton height={28} width="45%" />
            <Skeleton height={skeletonHeight} />
          </Stack>
        </div>
      ) : state.isError ? (
        <Alert color="red.9" variant="light" title="Error!" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage}</Text>
            <Button variant="outline" size="xs" onClick={() => void state.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : isEmpty ? (
        <Text>{emptyMessage}</Text>
      ) : (
        children
      )}
    </Paper>
  );
}
