import { Paper, Stack, Text } from '@mantine/core';
import type { FundOverview } from '@portal/contract/fund-details';
import { vestedCents } from '@portal/domain/fund-details';
import { centsFromRand } from '@portal/domain/money';
import {
  VESTED_AT_RETIREMENT,
  VESTED_COLUMNS,
  VESTED_COMPONENT_HOLDS,
  VESTED_ON_LEAVING,
  VESTED_PARTS,
} from '@portal/domain/vested-component';
import { useMoney } from '@/components/ui/money';

// The overview's explanation of its pots (vested-help.tsx), loaded the first time it is opened.

type PotsHelpTextProps = { overview: FundOverview; isTwoPot: boolean };

export function PotsHelpText({ overview, isTwoPot }: PotsHelpTextProps) {
  const money = useMoney();
  const available = centsFromRand(overview.available);
  const notAvailable = centsFromRand(overview.notAvailable);
  const vested = vestedCents(available, notAvailable);
  return (
    <Paper withBorder radius="md" p="sm" bg="gray.0">
      <Stack gap={6}>
        {isTwoPot ? (
          <>
            <Text size="sm">
              <strong>Vested</strong> is your vested component, the money from before the two-pot
              system started. {VESTED_COMPONENT_HOLDS}
            </Text>
            <Text size="sm">
              {VESTED_ON_LEAVING} {VESTED_AT_RETIREMENT}
            </Text>
            <Text size="sm">
              <strong>Savings</strong> is money you may withdraw before you retire, once a tax year.
              It started with part of your vested money on 1 September 2024 and gets one third of
              what is paid in from then.
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
          over your portfolios, VESTED is <Amount>{money.cents(available)}</Amount> and NON-VESTED
          is <Amount>{money.cents(notAvailable)}</Amount>.
        </Text>
      </Stack>
    </Paper>
  );
}

/** An amount in a sentence, kept on one line. */
function Amount({ children }: { children: string }) {
  return <span style={{ whiteSpace: 'nowrap' }}>{children}</span>;
}
