import { Anchor, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { IncomeIllustration, RetirementOptions } from '@portal/contract/retirement-options';
import { Link } from 'react-router';
import { useMoney } from '@/components/ui/money';
import { paths } from '@/config/paths';
import { formatCalendarDate } from '@/lib/format';
import { Figure, OptionCard } from './options-panel';
import { retirementText as text } from './retirement-texts';

// The options at retirement (issue 49 point 5; Regulation 39): the fund's annuity strategy, the
// benefit today and at retirement by component, the most cash with its tax on the retirement
// table, and the income a life and a living annuity would pay with no cash and with the most cash.
// Every figure is the API's (the one projection, docs/decisions/052-retirement-options.md),
// labelled with what it is; amounts go through useMoney, so the privacy switch hides them all.

export function StrategyPanel({ strategy }: { strategy: RetirementOptions['annuityStrategy'] }) {
  if (!strategy) return <Text size="sm">{text.noStrategy}</Text>;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Text size="sm">{strategy.summary}</Text>
        <List spacing="sm" size="sm">
          {strategy.annuities.map((annuity) => (
            <List.Item key={annuity.name}>
              <Text span fw={600} size="sm">
                {annuity.name}.
              </Text>{' '}
              {annuity.description}
            </List.Item>
          ))}
        </List>
        <Text size="xs">{text.strategyAdopted(formatCalendarDate(strategy.adoptedOn))}</Text>
      </Stack>
    </Paper>
  );
}

export function BenefitPanel({ options }: { options: RetirementOptions }) {
  const money = useMoney();
  const columns = [
    { id: 'benefit-today', heading: text.todayColumn, values: options.today },
    { id: 'benefit-at-retirement', heading: text.atRetirementColumn, values: options.atRetirement },
  ] as const;
  return (
    <Stack gap="sm">
      <Stack gap={4}>
        <Text size="sm">{text.valuesOn(formatCalendarDate(options.valueDate))}</Text>
        <Text size="sm">
          {text.retireOn(formatCalendarDate(options.retirementDate), options.retirementAge)}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {columns.map(({ id, heading, values }) => (
          <Paper
            key={id}
            component="section"
            aria-labelledby={id}
            withBorder
            radius="md"
            p={{ base: 'md', sm: 'lg' }}
          >
            <Stack gap="xs">
              <Title order={3} fz="h5" id={id}>
                {heading}
              </Title>
              <Figure label={text.savingsComponent} value={money.rand(values.savingsComponent)} />
              <Figure label={text.vestedComponent} value={money.rand(values.vestedComponent)} />
              <Figure
                label={text.retirementComponent}
                value={money.rand(values.retirementComponent)}
              />
              <Figure label={text.total} value={money.rand(values.totalValue)} strong />
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export function CashPanel({ cash }: { cash: RetirementOptions['cash'] }) {
  const money = useMoney();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-panel="cash">
      <Stack gap="xs">
        <Text size="sm">{cash.isDeMinimis ? text.cashDeMinimis : text.cashWhat}</Text>
        <Figure label={text.maxCash} value={money.rand(cash.maxCash)} />
        <Figure label={text.cashTax} value={money.rand(cash.taxAmount)} />
        <Figure label={text.cashNet} value={money.rand(cash.netAmount)} strong />
        <Text size="xs">{text.cashTaxNote(cash.taxYear)}</Text>
      </Stack>
    </Paper>
  );
}

function Illustration({ heading, shown }: { heading: string; shown: IncomeIllustration }) {
  const money = useMoney();
  return (
    <Stack gap={6}>
      <Title order={4} fz="sm">
        {heading}
      </Title>
      <Figure label={text.buysIncome} value={money.rand(shown.annuityValue)} />
      <Figure label={text.incomeRate} value={`${shown.incomeRate.toFixed(2)} %`} />
      <Figure label={text.monthlyIncome} value={money.rand(shown.monthlyIncome)} />
      <Figure label={text.monthlyTax} value={money.rand(shown.monthlyTax)} />
      <Figure label={text.monthlyNet} value={money.rand(shown.monthlyNet)} strong />
    </Stack>
  );
}

export function IncomePanel({ options }: { options: RetirementOptions }) {
  const of = (annuity: IncomeIllustration['annuity'], cash: IncomeIllustration['cash']) =>
    options.illustrations.find((shown) => shown.annuity === annuity && shown.cash === cash);
  const cards = [
    {
      id: 'income-life',
      annuity: 'lifeAnnuity',
      heading: text.lifeAnnuity,
      what: text.lifeAnnuityWhat,
    },
    {
      id: 'income-living',
      annuity: 'livingAnnuity',
      heading: text.livingAnnuity,
      what: text.livingAnnuityWhat,
    },
  ] as const;
  return (
    <Stack gap="md">
      <Text size="sm">{text.incomeWhat(`${options.drawdownRate} %`)}</Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {cards.map((card) => {
          const none = of(card.annuity, 'none');
          const most = of(card.annuity, 'maximum');
          return (
            <OptionCard key={card.id} id={card.id} heading={card.heading} what={card.what}>
              {none ? <Illustration heading={text.noCash} shown={none} /> : null}
              {most ? <Illustration heading={text.mostCash} shown={most} /> : null}
            </OptionCard>
          );
        })}
      </SimpleGrid>
      <Text size="xs">{text.incomeNote}</Text>
      <Anchor
        component={Link}
        to={paths.retirementProjection.getHref(options.schemeNumber)}
        size="sm"
        underline="always"
      >
        {text.projectionLink}
      </Anchor>
    </Stack>
  );
}
