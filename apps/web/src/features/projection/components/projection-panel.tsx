import { Paper } from '@mantine/core';
import { basisPointsFromRate } from '@portal/contract/calls/projection';
import { formatPercent } from '@portal/domain/money';
import { useId, type ReactNode } from 'react';
import { SectionHeader } from '@/components/ui/section-header';

/** A rate a year as the page writes it: 2.8 → '2.80%'. */
export function rateText(percent: number): string {
  return formatPercent(basisPointsFromRate(percent));
}

/** A titled section of the projection page. */
export function Panel({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
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
      <SectionHeader id={headingId} title={title} description={description} />
      {children}
    </Paper>
  );
}
