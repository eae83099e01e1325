import { Box, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

/** A skeleton that screen readers hear as one sentence ('Loading …') rather than empty boxes. */
export function LoadingSkeleton({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box aria-busy="true">
      <VisuallyHidden>{label}</VisuallyHidden>
      <div aria-hidden="true">{children}</div>
    </Box>
  );
}
