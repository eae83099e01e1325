import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ClaimDetails } from '@portal/contract/claims';
import { formatDisplayDate } from '@portal/domain/dates';
import { formatRand } from '@portal/domain/money';
import { DE_MINIMIS_CENTS } from '@portal/domain/retirement-rules';
import { Figure } from '@/components/ui/figure';
import { useMoney } from '@/components/ui/money';

// A retirement claim's two parts (reference "Two-pot at retirement"): the cash lump sum claimed,
// and the rest of the fund, which buys a retirement income; with the fund's value by component on
// the day of the claim and the most the rules allow in cash. Every figure is the server's.

export type RetirementSplitData = NonNullable<ClaimDetails['retirementSplit']>;

export const RETIREMENT_SPLIT_TITLE = 'Cash and income at retirement';

export function RetirementSplit({ split }: { split: RetirementSplitData }) {
  const money = useMoney();
  const on = formatDisplayDate(split.valuedOn);
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="retirement-split"
    >
      <Stack gap="sm">
        <Title order={2} fz="h4" id="retirement-split">
          {RETIREMENT_SPLIT_TITLE}
        </Title>
        <Figure
          label={`Your fund’s value at the end of ${on}, the day you claimed`}
          value={money.rand(split.fundValue)}
        />
        <Figure
          label="Cash lump sum you claimed (before tax)"
          value={money.rand(split.cashLumpSum)}
          strong
        />
        <Figure
          label="Buys your retirement income (the fund’s value less the cash)"
          value={money.rand(split.buysIncome)}
          strong
        />
        <Figure
          label="The most the rules allow you to take in cash"
          value={money.rand(split.maximumCash)}
        />
        <Text size="sm">
          {split.isDeMinimis
            ? `Your retirement component with two-thirds of your vested component is ${formatRand(DE_MINIMIS_CENTS)} or less, so all of your fund may be taken in cash.`
            : `At retirement you may take in cash all of your savings component of ${money.rand(split.savingsComponent)} and one third of your vested component of ${money.rand(split.vestedComponent)}; the other two thirds of the vested component and all of your retirement component of ${money.rand(split.retirementComponent)} buy an income.`}
        </Text>
        <Text size="sm" c="dimmed">
          {`These figures value your fund on ${on}. Growth or losses until your income is bought change the part that buys it; the cash is the amount you claimed.`}
        </Text>
      </Stack>
    </Paper>
  );
}
