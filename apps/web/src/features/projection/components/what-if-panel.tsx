import { Paper, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import type { FundProjection } from '@portal/contract/projection';
import { lazy } from 'react';
import { LazyPanel } from '@/components/ui/lazy-panel';

// The what-if calculator (its inputs, radios and the projection worked out again in the browser)
// loads apart from the page: the server draws it with the page and the browser keeps what the
// server drew until its code arrives (components/ui/lazy-panel.tsx).
const WhatIfCalculator = lazy(() =>
  import('./what-if-calculator').then(({ WhatIfCalculator }) => ({ default: WhatIfCalculator })),
);

export function WhatIfPanel({ projection }: { projection: FundProjection }) {
  return (
    <LazyPanel outline={<WhatIfOutline />}>
      <WhatIfCalculator projection={projection} />
    </LazyPanel>
  );
}

/** The calculator's place while its code loads (opened from another page), heard as one sentence. */
function WhatIfOutline() {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} aria-busy="true">
      <VisuallyHidden role="status">Loading the what-if calculator</VisuallyHidden>
      <Stack gap="lg" aria-hidden="true">
        <Skeleton height={28} width="60%" />
        <Skeleton height={300} />
        <Skeleton height={160} />
      </Stack>
    </Paper>
  );
}
