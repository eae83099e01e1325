import { Button, Skeleton, Stack } from '@mantine/core';
import type { FundOverview } from '@portal/contract/fund-details';
import { Suspense, lazy, useId, useState } from 'react';

// Two uses of "vested" on one page (spec 2 §2, §3), explained in the member's words while the
// spec's labels stay as they are, in the domain's one explanation (vested-component.ts,
// docs/decisions/036-what-vested-means.md). The overview's Vested is the two-pot vested component
// (available + notAvailable: the money from before 1 Sep 2024, DESIGN §1a). The Portfolios
// table's VESTED and NON-VESTED are its two parts, available and not available. So the VESTED
// column adds up to less than the Vested chip; VESTED + NON-VESTED add up to it. The Portfolios
// table's note is vested-columns-help.tsx.

const PotsHelpText = lazy(() =>
  import('./pots-help-text').then(({ PotsHelpText }) => ({ default: PotsHelpText })),
);

export const POTS_HELP_BUTTON = 'What do Vested, Savings and Retirement mean?';

type PotsHelpProps = {
  overview: FundOverview;
  /** The fund is split into the two pots of 1 September 2024 (twoPotIndicator Y). */
  isTwoPot: boolean;
};

/** A disclosure under the overview's pot chips: what each pot is, and how Vested relates to the table. */
export function PotsHelp({ overview, isTwoPot }: PotsHelpProps) {
  const [isOpen, setOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const contentId = useId();
  return (
    <Stack gap={6}>
      <Button
        variant="subtle"
        size="compact-sm"
        px={4}
        maw="100%"
        // The question wraps on a phone rather than widening the page.
        styles={{
          root: { height: 'auto', minHeight: 26, alignSelf: 'flex-start' },
          label: { whiteSpace: 'normal', textAlign: 'left' },
        }}
        aria-expanded={isOpen}
        aria-controls={contentId}
        onClick={() => {
          setHasOpened(true);
          setOpen((open) => !open);
        }}
      >
        {POTS_HELP_BUTTON}
      </Button>
      {/* A plain element carries `hidden`: Mantine's Paper sets a display of its own. The
          explanation's code loads the first time it is opened. */}
      <div id={contentId} hidden={!isOpen}>
        {hasOpened ? (
          <Suspense fallback={<Skeleton height={120} radius="md" aria-hidden="true" />}>
            <PotsHelpText overview={overview} isTwoPot={isTwoPot} />
          </Suspense>
        ) : null}
      </div>
    </Stack>
  );
}
