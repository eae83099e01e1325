import { SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { FundProjection, ProjectionAssumptionsWire } from '@portal/contract/projection';
import { SCENARIO_NAMES } from '@portal/domain/projection';
import { useState, type ReactNode } from 'react';
import { LineChartFigure } from '@/components/charts/series-chart-figure';
import { Disclosure } from '@/components/ui/disclosure';
import { HIDDEN_AMOUNT, useMoney, type MoneyFormat } from '@/components/ui/money';
import { formatCalendarDate } from '@/lib/format';
import { Panel, rateText } from './projection-panel';
import { projectionSummary, summaryFiguresOf } from './projection-summary';
import { SaveMoreWorkLongerTable } from './save-more-work-longer';
import { ScrollTable } from './scroll-table';
import { WhatIfPanel } from './what-if-panel';

// One fund's projection (DESIGN §1e "One projection"): the summary in words, the three scenarios
// to retirement as a chart with its table and at retirement as a table, the what-ifs on the
// member's own figures, the save-more / work-longer table, the figures used and how it is worked
// out. Every amount goes through useMoney, so the privacy switch leaves none on the page.

type Props = { projection: FundProjection; assumptions: ProjectionAssumptionsWire };

export function FundProjectionView({ projection, assumptions }: Props) {
  const money = useMoney();
  const summary = projectionSummary(summaryFiguresOf(projection, assumptions), {
    isHidden: money.isHidden,
  });
  const isRetirement = projection.inputs.kind === 'retirement';
  return (
    <Stack gap="lg">
      <Panel title={projection.productName} description="What you may have, in today's money">
        <Text size="lg" fw={600} data-testid="projection-summary">
          {summary}
        </Text>
        <Text size="sm" c="dimmed" mt="xs">
          An estimate, not a promise: it assumes the returns, salary growth and costs set out under
          “How we work it out”. Amounts are in today’s money, so you can compare them with what
          things cost now.
        </Text>
      </Panel>
      <Panel
        title="Three ways it could go"
        description="Lower, expected and higher returns, each year to your retirement"
      >
        <Stack gap="lg">
          <ScenarioChart projection={projection} money={money} />
          <ScenarioTable projection={projection} money={money} />
        </Stack>
      </Panel>
      <WhatIfPanel projection={projection} />
      {isRetirement ? <SaveMoreWorkLongerTable projection={projection} /> : null}
      <YourFigures projection={projection} money={money} />
      <HowWeWorkItOut projection={projection} assumptions={assumptions} />
    </Stack>
  );
}

/** 'Today', '1 year', '2 years', … and the retirement date's point by its age. */
function pointLabel(month: number, months: number, retirementAge: number): string {
  if (month === 0) return 'Today';
  if (month === months) return `At retirement (age ${retirementAge})`;
  const years = month / 12;
  return years === 1 ? '1 year' : `${years} years`;
}

function ScenarioChart({ projection, money }: { projection: FundProjection; money: MoneyFormat }) {
  const [lower, expected, higher] = projection.scenarios;
  const rows = expected.path.map((point, index) => ({
    label: pointLabel(point.month, projection.months, projection.retirementAge),
    values: {
      lower: lower.path[index]?.value ?? null,
      expected: point.value,
      higher: higher.path[index]?.value ?? null,
    },
  }));
  const first = expected.path[0]?.value ?? 0;
  return (
    <LineChartFigure
      title={`Your value each year to ${formatCalendarDate(projection.inputs.retirementDate)}, in today's money`}
      description={`From ${money.rand(first)} today to ${money.rand(lower.valueAtRetirement)} with lower returns, ${money.rand(expected.valueAtRetirement)} with expected returns and ${money.rand(higher.valueAtRetirement)} with higher returns at retirement.`}
      categoryHeader="Years from today"
      unit="rand"
      rows={rows}
      series={[
        { key: 'lower', label: SCENARIO_NAMES.lower },
        { key: 'expected', label: SCENARIO_NAMES.expected },
        { key: 'higher', label: SCENARIO_NAMES.higher },
      ]}
    />
  );
}

export const SCENARIO_TABLE_LABEL = 'The three scenarios at retirement';

function ScenarioTable({ projection, money }: { projection: FundProjection; money: MoneyFormat }) {
  const isRetirement = projection.inputs.kind === 'retirement';
  const columns: { header: string; value: (index: 0 | 1 | 2) => string }[] = [
    { header: 'Real return a year', value: (i) => rateText(projection.scenarios[i].realReturn) },
    {
      header: 'Value at retirement',
      value: (i) => money.rand(projection.scenarios[i].valueAtRetirement),
    },
    ...(isRetirement
      ? [
          { header: 'Cash', value: (i: 0 | 1 | 2) => money.rand(projection.scenarios[i].cash) },
          {
            header: 'Tax on the cash',
            value: (i: 0 | 1 | 2) => money.rand(projection.scenarios[i].cashTax),
          },
          {
            header: 'Income a month',
            value: (i: 0 | 1 | 2) => optionalRand(projection.scenarios[i].monthlyIncome, money),
          },
          {
            header: 'Tax on the income a month',
            value: (i: 0 | 1 | 2) => optionalRand(projection.scenarios[i].monthlyIncomeTax, money),
          },
          {
            header: 'Share of final salary',
            value: (i: 0 | 1 | 2) => {
              const replacement = projection.scenarios[i].replacement;
              return replacement === null ? 'No salary held' : rateText(replacement);
            },
          },
        ]
      : []),
  ];
  return (
    <ScrollTable label={SCENARIO_TABLE_LABEL} minWidth={isRetirement ? 860 : 420}>
      <Table.Caption>{SCENARIO_TABLE_LABEL}, in today’s money</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Scenario</Table.Th>
          {columns.map((column) => (
            <Table.Th key={column.header} scope="col" ta="right">
              {column.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {([0, 1, 2] as const).map((index) => (
          <Table.Tr key={projection.scenarios[index].scenario}>
            <Table.Th scope="row">{SCENARIO_NAMES[projection.scenarios[index].scenario]}</Table.Th>
            {columns.map((column) => (
              <Table.Td key={column.header} ta="right" style={{ whiteSpace: 'nowrap' }}>
                {column.value(index)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ScrollTable>
  );
}

function optionalRand(rand: number | null, money: MoneyFormat): string {
  return rand === null ? 'None' : money.rand(rand);
}

/** A list of labelled figures. */
function FigureList({
  label,
  items,
}: {
  label: string;
  items: { term: string; value: ReactNode }[];
}) {
  return (
    <SimpleGrid
      component="dl"
      cols={{ base: 1, sm: 2, md: 3 }}
      spacing="lg"
      verticalSpacing="sm"
      m={0}
      aria-label={label}
    >
      {items.map((item) => (
        <div key={item.term}>
          <Text component="dt" size="sm" c="dimmed">
            {item.term}
          </Text>
          <Text component="dd" m={0}>
            {item.value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

function YourFigures({ projection, money }: { projection: FundProjection; money: MoneyFormat }) {
  const { inputs } = projection;
  const pots = inputs.isTwoPot
    ? [
        { term: 'Savings pot', value: money.rand(inputs.pots.savings) },
        { term: 'Vested pot', value: money.rand(inputs.pots.vested) },
        { term: 'Retirement pot', value: money.rand(inputs.pots.retirement) },
      ]
    : [
        {
          term: 'Value today',
          value: money.rand(inputs.pots.savings + inputs.pots.vested + inputs.pots.retirement),
        },
      ];
  const items = [
    ...pots,
    {
      term: 'Contribution a month',
      value: `${money.rand(inputs.monthlyContribution)}: ${withAmountsHidden(inputs.contributionBasis, money)}`,
    },
    ...(inputs.contributionRoom === null
      ? []
      : [
          {
            term: 'Contributions you may still make',
            value: money.rand(inputs.contributionRoom),
          },
        ]),
    {
      term: 'Salary a year',
      value:
        inputs.annualSalary === null
          ? 'The fund does not hold your salary.'
          : money.rand(inputs.annualSalary),
    },
    {
      term: 'Retirement',
      value: `${formatCalendarDate(inputs.retirementDate)}, at age ${projection.retirementAge}${
        inputs.normalRetirementDate === null
          ? ' (the usual age for this product)'
          : " (your fund's normal retirement date)"
      }`,
    },
    {
      term: 'Expected return before charges',
      value: `${rateText(inputs.realReturnBeforeCharges)} a year above inflation`,
    },
    { term: 'Portfolio charges (TER)', value: `${rateText(inputs.totalExpenseRatio)} a year` },
    {
      term: 'Portfolio transaction costs (TC)',
      value: `${rateText(inputs.transactionCosts)} a year`,
    },
    { term: "The fund's charges", value: `${rateText(inputs.fundCharges)} a year` },
    {
      term: 'Expected return after charges',
      value: `${rateText(inputs.expectedRealReturn)} a year above inflation`,
    },
  ];
  return (
    <Panel title="Your figures" description="What the projection starts from">
      <Stack gap="md">
        <FigureList label="Your figures" items={items} />
        <ScrollTable label="Your portfolios" minWidth={520}>
          <Table.Caption>Your portfolios</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Portfolio</Table.Th>
              <Table.Th scope="col" ta="right">
                Share
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Return before charges
              </Table.Th>
              <Table.Th scope="col" ta="right">
                TER
              </Table.Th>
              <Table.Th scope="col" ta="right">
                TC
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {inputs.holdings.map((holding) => (
              <Table.Tr key={holding.portfolioCode}>
                <Table.Th scope="row">{holding.portfolioName}</Table.Th>
                <Table.Td ta="right">{rateText(holding.share)}</Table.Td>
                <Table.Td ta="right">{rateText(holding.realReturnBeforeCharges)}</Table.Td>
                <Table.Td ta="right">{rateText(holding.totalExpenseRatio)}</Table.Td>
                <Table.Td ta="right">{rateText(holding.transactionCosts)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ScrollTable>
      </Stack>
    </Panel>
  );
}

/** The API's words with their rand amounts hidden while the privacy switch is on (decision 030). */
export function withAmountsHidden(text: string, money: MoneyFormat): string {
  return money.isHidden
    ? text.replace(/\u2212?R\u00a0[\d\u00a0]+(\.\d{2})?/g, HIDDEN_AMOUNT)
    : text;
}

export const ASSUMPTIONS_TITLE = 'How we work it out';

function HowWeWorkItOut({
  projection,
  assumptions,
}: {
  projection: FundProjection;
  assumptions: ProjectionAssumptionsWire;
}) {
  const incomeRate =
    projection.incomeRate === null
      ? null
      : projection.inputs.income.kind === 'lifeAnnuity'
        ? `A life annuity bought at age ${projection.retirementAge} pays ${rateText(projection.incomeRate)} of its price in the first year, then rises with inflation.`
        : `A living annuity drawing ${rateText(projection.incomeRate)} of its value a year.`;
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Disclosure
      title={ASSUMPTIONS_TITLE}
      isOpen={isOpen}
      onToggle={() => setIsOpen((open) => !open)}
    >
      <Stack gap="md">
        <ScrollTable label="Our assumptions" minWidth={560}>
          <Table.Caption>Our assumptions and where they come from</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Assumption</Table.Th>
              <Table.Th scope="col">Value</Table.Th>
              <Table.Th scope="col">Source</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {assumptions.sources.map((source) => (
              <Table.Tr key={source.name}>
                <Table.Th scope="row">{source.name}</Table.Th>
                <Table.Td>{source.value}</Table.Td>
                <Table.Td>{source.source}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ScrollTable>
        <ScrollTable label="Returns by asset class" minWidth={320}>
          <Table.Caption>Expected returns above inflation, before charges</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Asset class</Table.Th>
              <Table.Th scope="col" ta="right">
                A year
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {assumptions.realReturns.map((row) => (
              <Table.Tr key={row.assetClass}>
                <Table.Th scope="row">{row.name}</Table.Th>
                <Table.Td ta="right">{rateText(row.realReturn)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ScrollTable>
        {incomeRate ? <Text size="sm">{incomeRate}</Text> : null}
      </Stack>
    </Disclosure>
  );
}
