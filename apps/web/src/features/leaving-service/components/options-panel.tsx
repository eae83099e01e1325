import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { LeavingServiceOptions } from '@portal/contract/leaving-service';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useMoney } from '@/components/ui/money';
import { paths } from '@/config/paths';
import { formatCalendarDate } from '@/lib/format';
import { leavingText as text } from './texts';

// The three options side by side (issue 49 point 4; Regulation 38): a column each on a wide
// screen, stacked cards on a phone. Every figure is the API's (the one projection and the
// lump-sum tables, docs/decisions/051-leaving-service-options.md), labelled with what it is: today
// or at retirement, before or after tax, a month. Amounts go through useMoney, so the privacy
// switch hides them all.

/** A labelled amount: the label wraps beside it, the amount never breaks (its spaces do not). */
export function Figure({
  label,
  value,
  strong,
}: {
  label: string;
  value: string;
  strong?: boolean;
}) {
  return (
    <Group justify="space-between" wrap="wrap" gap="sm" align="flex-start">
      <Text size="sm" style={{ flex: '1 1 10rem', minWidth: 0 }}>
        {label}
      </Text>
      <Text fw={strong ? 700 : 500} ta="right" ml="auto" style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

export function OptionCard({
  id,
  heading,
  badge,
  what,
  children,
}: {
  id: string;
  heading: string;
  badge?: string;
  what: string;
  children: ReactNode;
}) {
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      data-option={id}
    >
      <Stack gap="sm">
        <Stack gap={4}>
          <Title order={3} fz="h5" id={id}>
            {heading}
          </Title>
          {badge ? (
            <Badge variant="outline" color="dark" tt="none" w="fit-content">
              {badge}
            </Badge>
          ) : null}
        </Stack>
        <Text size="sm">{what}</Text>
        <Stack gap="xs">{children}</Stack>
      </Stack>
    </Paper>
  );
}

export function OptionsPanel({ options }: { options: LeavingServiceOptions }) {
  const money = useMoney();
  const income = (rand: number | null) => (rand === null ? text.noIncome : money.rand(rand));
  const { today, preserve, transfer, cash } = options;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text size="sm">{text.valuesOn(formatCalendarDate(options.valueDate))}</Text>
        <Text size="sm">{text.retireOn(formatCalendarDate(options.retirementDate))}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <OptionCard
          id="option-preserve"
          heading={text.preserveHeading}
          badge={text.preserveBadge}
          what={text.preserveWhat}
        >
          <Figure label={text.todayValue} value={money.rand(today.totalValue)} />
          <Figure label={text.savingsComponent} value={money.rand(today.savingsComponent)} />
          <Figure label={text.vestedComponent} value={money.rand(today.vestedComponent)} />
          <Figure label={text.retirementComponent} value={money.rand(today.retirementComponent)} />
          <Figure label={text.valueAtRetirement} value={money.rand(preserve.valueAtRetirement)} />
          <Figure label={text.monthlyIncome} value={income(preserve.monthlyIncome)} strong />
          <Anchor
            component={Link}
            to={paths.retirementProjection.getHref(options.schemeNumber)}
            size="sm"
            underline="always"
          >
            {text.projectionLink}
          </Anchor>
        </OptionCard>
        <OptionCard id="option-transfer" heading={text.transferHeading} what={text.transferWhat}>
          <Figure
            label={text.valueTransferred}
            value={money.rand(transfer.valueTransferred)}
            strong
          />
          <Figure label={text.transferTax} value={money.rand(transfer.taxAmount)} />
          <Figure label={text.savingsComponent} value={money.rand(today.savingsComponent)} />
          <Figure label={text.vestedComponent} value={money.rand(today.vestedComponent)} />
          <Figure label={text.retirementComponent} value={money.rand(today.retirementComponent)} />
        </OptionCard>
        <OptionCard id="option-cash" heading={text.cashHeading} what={text.cashWhat}>
          <Figure label={text.vestedGross} value={money.rand(cash.vested.grossAmount)} />
          <Figure label={text.vestedTax} value={money.rand(cash.vested.taxAmount)} />
          <Figure label={text.vestedNet} value={money.rand(cash.vested.netAmount)} />
          <Figure label={text.savingsGross} value={money.rand(cash.savings.grossAmount)} />
          <Figure label={text.savingsFee} value={money.rand(cash.savings.feeAmount)} />
          <Figure label={text.savingsTax} value={money.rand(cash.savings.taxAmount)} />
          <Figure label={text.savingsNet} value={money.rand(cash.savings.netAmount)} />
          <Figure label={text.cashNet} value={money.rand(cash.netAmount)} strong />
          <Figure
            label={text.retirementStays}
            value={money.rand(cash.retirementComponentPreserved)}
          />
          <Figure label={text.incomeGivenUp} value={income(cash.monthlyIncomeGivenUp)} strong />
          <Figure label={text.valueGivenUp} value={money.rand(cash.valueGivenUp)} />
          <Figure label={text.incomeAfterCash} value={income(cash.afterCash.monthlyIncome)} />
          <Text size="xs">{text.vestedTaxNote(cash.vested.taxYear)}</Text>
          <Text size="xs">
            {text.savingsTaxNote(cash.savings.taxYear, money.rand(cash.savings.otherTaxableIncome))}
          </Text>
        </OptionCard>
      </SimpleGrid>
    </Stack>
  );
}
