import { Button, Paper, Stack, Text } from '@mantine/core';
import type { FundOverview } from '@portal/contract/fund-details';
import { centsFromRand } from '@portal/domain/money';
import { vestedCents } from '@portal/domain/fund-details';
import {
  VESTED_AT_RETIREMENT,
  VESTED_COLUMNS,
  VESTED_COMPONENT_HOLDS,
  VESTED_ON_LEAVING,
  VESTED_PARTS,
} from '@portal/domain/vested-component';
import { useId, useState } from 'react';
import { useMoney } from '@/components/ui/money';

// Two uses of "vested" on one page (spec 2 §2, §3), explained in the member's words while the
// spec's labels stay as they are, in the domain's one explanation (vested-component.ts,
// docs/decisions/036-what-vested-means.md). The overview's Vested is the two-pot vested component
// (available + notAvailable: the money from before 1 Sep 2024, DESIGN §1a). The Portfolios
// table's VESTED and NON-VESTED are its two parts, available and not available. So the VESTED
// column adds up to less than the Vested chip; VESTED + NON-VESTED add up to it.

export const POTS_HELP_BUTTON = 'What do Vested, Savings and Retirement mean?';

type PotsHelpProps = {
  overview: FundOverview;
  /** The fund is split into the two pots of 1 September 2024 (twoPotIndicator Y). */
  isTwoPot: boolean;
};

/** A disclosure under the overview's pot chips: what each pot is, and how Vested relates to the table. */
export function PotsHelp({ overview, isTwoPot }: PotsHelpProps) {
  const [isOpen, setOpen] = useState(false);
  const contentId = useId();
  const money = useMoney();
  const available = centsFromRand(overview.available);
  const notAvailable = centsFromRand(overview.notAvailable);
  const vested = vestedCents(available, notAvailable);
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
        onClick={() => setOpen((open) => !open)}
      >
        {POTS_HELP_BUTTON}
      </Button>
      {/* A plain element carries `hidden`: Mantine's Paper sets a display of its own. */}
      <div id={contentId} hidden={!isOpen}>
        <Paper withBorder radius="md" p="sm" bg="gray.0">
          <Stack gap={6}>
            {isTwoPot ? (
              <>
                <Text size="sm">
                  <strong>Vested</strong> is your vested component, the money from before the
                  two-pot system started. {VESTED_COMPONENT_HOLDS}
                </Text>
                <Text size="sm">
                  {VESTED_ON_LEAVING} {VESTED_AT_RETIREMENT}
                </Text>
                <Text size="sm">
                  <strong>Savings</strong> is money you may withdraw before you retire, once a tax
                  year. It started with part of your vested money on 1 September 2024 and gets one
                  third of what is paid in from then.
                </Text>
                <Text size="sm">
                  <strong>Retirement</strong> gets the other two thirds of what is paid in from 1
                  September 2024. It stays invested until you retire.
                </Text>
              </>
            ) : (
              <Text size="sm">
                This fund is not split into savings and retirement pots: your money in it is in{' '}
                <strong>Vested</strong>.
              </Text>
            )}
            {isTwoPot ? <Text size="sm">{VESTED_PARTS}</Text> : null}
            <Text size="sm">
              The VESTED and NON-VESTED columns under Portfolios split your Vested amount of{' '}
              <Amount>{money.cents(vested)}</Amount> into these two parts. {VESTED_COLUMNS} Added up
              over your portfolios, VESTED is <Amount>{money.cents(available)}</Amount> and
              NON-VESTED is <Amount>{money.cents(notAvailable)}</Amount>.
            </Text>
          </Stack>
        </Paper>
      </div>
    </Stack>
  );
}

/** An amount in a sentence, kept on one line. */
function Amount({ children }: { children: string }) {
  return <span style={{ whiteSpace: 'nowrap' }}>{children}</span>;
}

type VestedColumnsHelpProps = {
  id: string;
  /** The overview shows the Vested chip this text can point to. */
  showPots: boolean;
  isTwoPot: boolean;
};

/** The Portfolios table's note on what its VESTED, NON-VESTED and AMOUNT columns hold. */
export function VestedColumnsHelp({ id, showPots, isTwoPot }: VestedColumnsHelpProps) {
  const share = isTwoPot
    ? "VESTED and NON-VESTED split each portfolio's share of your vested component (the money from before 1 September 2024) into its two parts."
    : "VESTED and NON-VESTED split each portfolio's value.";
  const total = showPots
    ? ' Added up over all portfolios, they make the Vested amount at the top of the page.'
    : '';
  const amount = isTwoPot
    ? " AMOUNT is the portfolio's whole value, so it also holds your savings and retirement pots."
    : '';
  return (
    <Text id={id} size="sm" c="dimmed">
      {`${share} ${VESTED_COLUMNS}${total}${amount}`}
    </Text>
  );
}
