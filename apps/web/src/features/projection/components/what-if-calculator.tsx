import { Button, Group, NativeSelect, Radio, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { FundProjection } from '@portal/contract/projection';
import { formatPercent } from '@portal/domain/money';
import {
  CASH_CHOICES,
  CASH_CHOICE_NAMES,
  expectedOf,
  type CashChoice,
  type Projection,
} from '@portal/domain/projection';
import { useMemo, useState } from 'react';
import { CurrencyInput } from '@/components/ui/currency-input';
import { HIDDEN_AMOUNT, useMoney, type MoneyFormat } from '@/components/ui/money';
import { PercentageInput } from '@/components/ui/percentage-input';
import { Panel, rateText } from './projection-panel';
import { aboutRand } from './projection-summary';
import { ScrollTable } from './scroll-table';
import {
  CURRENT_PORTFOLIO,
  SALARY_SHARE_CHOICES,
  compare,
  comparisonText,
  initialWhatIfForm,
  isEmployerFund,
  portfolioReturnBp,
  retirementAges,
  unchangedProjection,
  whatIfOf,
  type WhatIfForm,
} from './what-if';

// What if…: the member changes their own figures and sees the income before and after, worked
// out in the browser by the same projection the API used (what-if.ts). A figure that cannot be
// used says why beside its field and changes nothing.

export const WHAT_IF_TITLE = 'What if you change something?';
export const WHAT_IF_TABLE_LABEL = 'Before and with your changes';

export function WhatIfCalculator({ projection }: { projection: FundProjection }) {
  const money = useMoney();
  const [form, setForm] = useState<WhatIfForm>(() => initialWhatIfForm(projection));
  const before = useMemo(() => unchangedProjection(projection), [projection]);
  const result = useMemo(() => whatIfOf(projection, form), [projection, form]);
  const after = result.ok ? result.projection : before;
  const update = (change: Partial<WhatIfForm>) => setForm((old) => ({ ...old, ...change }));
  const error = (field: keyof WhatIfForm) =>
    !result.ok && result.field === field ? result.message : undefined;

  const { inputs } = projection;
  const isRetirement = inputs.kind === 'retirement';
  const salary = inputs.annualSalary;
  const comparison = compare(before, after);
  const step = comparison.kind === 'income' ? 10 : 1000;
  const amount = (cents: number) => (money.isHidden ? HIDDEN_AMOUNT : aboutRand(cents / 100, step));
  const ages = retirementAges(projection);

  return (
    <Panel
      title={WHAT_IF_TITLE}
      description="Try your own changes: nothing is changed in your fund"
    >
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Stack gap="xs">
            <CurrencyInput
              label="Extra each month"
              description="On top of what goes in now"
              placeholder="R 0.00"
              value={form.extraMonthly}
              onChange={(value) => update({ extraMonthly: value, extraSalaryPercent: null })}
              error={error('extraMonthly')}
            />
            {isEmployerFund(projection) && salary !== null ? (
              <Group gap="xs" role="group" aria-label="Or a share of your salary">
                {SALARY_SHARE_CHOICES.map((percent) => (
                  <Button
                    key={percent}
                    size="compact-sm"
                    variant={form.extraSalaryPercent === percent ? 'filled' : 'outline'}
                    aria-pressed={form.extraSalaryPercent === percent}
                    onClick={() =>
                      update({
                        extraSalaryPercent: form.extraSalaryPercent === percent ? null : percent,
                        extraMonthly: '',
                      })
                    }
                  >
                    +{percent}% of salary
                  </Button>
                ))}
              </Group>
            ) : null}
          </Stack>
          {!isEmployerFund(projection) ? (
            <CurrencyInput
              label="Debit order each month"
              description={`Now ${money.rand(inputs.monthlyContribution)}; leave blank to keep it`}
              placeholder="R 0.00"
              value={form.debitOrder}
              onChange={(value) => update({ debitOrder: value })}
              error={error('debitOrder')}
            />
          ) : null}
          <NativeSelect
            label="Retirement age"
            description={`Now ${projection.retirementAge}`}
            value={String(form.retirementAge)}
            onChange={(event) => update({ retirementAge: Number(event.currentTarget.value) })}
            data={ages.map((age) => ({ value: String(age), label: String(age) }))}
            error={error('retirementAge')}
          />
          <NativeSelect
            label="Portfolio"
            description="The return a year above inflation, after charges"
            value={form.portfolio}
            onChange={(event) => update({ portfolio: event.currentTarget.value })}
            data={[
              {
                value: CURRENT_PORTFOLIO,
                label: `Your current mix (${rateText(inputs.expectedRealReturn)})`,
              },
              ...projection.portfolioChoices.map((choice) => {
                const returnBp = portfolioReturnBp(projection, choice.portfolioCode);
                return {
                  value: choice.portfolioCode,
                  label: `${choice.portfolioName}${returnBp === null ? '' : ` (${formatPercent(returnBp)})`}`,
                };
              }),
            ]}
            error={error('portfolio')}
          />
          {isRetirement ? (
            <NativeSelect
              label="Cash at retirement"
              value={form.cash}
              onChange={(event) => update({ cash: event.currentTarget.value as CashChoice })}
              data={CASH_CHOICES.map((choice) => ({
                value: choice,
                label: CASH_CHOICE_NAMES[choice],
              }))}
            />
          ) : null}
          {isRetirement ? (
            <Stack gap="xs">
              <Radio.Group
                label="Income"
                value={form.incomeKind}
                onChange={(value) =>
                  update({
                    incomeKind: value === 'livingAnnuity' ? 'livingAnnuity' : 'lifeAnnuity',
                  })
                }
              >
                <Stack gap={6} mt={4}>
                  <Radio
                    value="lifeAnnuity"
                    label="A life annuity: an income for life, rising with inflation"
                  />
                  <Radio
                    value="livingAnnuity"
                    label="A living annuity: you choose what to draw each year"
                  />
                </Stack>
              </Radio.Group>
              {form.incomeKind === 'livingAnnuity' ? (
                <PercentageInput
                  label="Draw each year"
                  description="2.5% to 17.5% of the investment"
                  value={form.drawdown}
                  onChange={(value) => update({ drawdown: value })}
                  error={error('drawdown')}
                />
              ) : null}
            </Stack>
          ) : null}
        </SimpleGrid>
        <Group>
          <Button variant="subtle" onClick={() => setForm(initialWhatIfForm(projection))}>
            Start again
          </Button>
        </Group>
        <Text role="status" aria-live="polite" fw={600}>
          {result.ok
            ? comparisonText(comparison, amount)
            : 'Nothing is changed until the figure marked above is corrected.'}
        </Text>
        <BeforeAfterTable before={before} after={after} money={money} />
      </Stack>
    </Panel>
  );
}

function BeforeAfterTable({
  before,
  after,
  money,
}: {
  before: Projection;
  after: Projection;
  money: MoneyFormat;
}) {
  const was = expectedOf(before);
  const is = expectedOf(after);
  const rows: { label: string; value: (projection: Projection) => string }[] = [
    ...(was.monthlyIncomeCents === null
      ? []
      : [
          {
            label: 'Income a month',
            value: (projection: Projection) =>
              money.cents(expectedOf(projection).monthlyIncomeCents ?? 0),
          },
        ]),
    {
      label: 'Value at retirement',
      value: (projection: Projection) => money.cents(expectedOf(projection).valueAtRetirementCents),
    },
    ...(was.replacementBp === null && is.replacementBp === null
      ? []
      : [
          {
            label: 'Share of final salary',
            value: (projection: Projection) => {
              const replacement = expectedOf(projection).replacementBp;
              return replacement === null ? 'No salary held' : formatPercent(replacement);
            },
          },
        ]),
    ...(before.targetMonthlyIncomeCents === null
      ? []
      : [
          {
            label: 'Target income a month',
            value: (projection: Projection) =>
              projection.targetMonthlyIncomeCents === null
                ? 'None'
                : money.cents(projection.targetMonthlyIncomeCents),
          },
        ]),
    {
      label: 'Retirement age',
      value: (projection: Projection) => String(projection.retirementAge),
    },
  ];
  return (
    <ScrollTable label={WHAT_IF_TABLE_LABEL} minWidth={420}>
      <Table.Caption>{WHAT_IF_TABLE_LABEL}, expected returns, in today’s money</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Figure</Table.Th>
          <Table.Th scope="col" ta="right">
            As things stand
          </Table.Th>
          <Table.Th scope="col" ta="right">
            With your changes
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.label}>
            <Table.Th scope="row">{row.label}</Table.Th>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {row.value(before)}
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {row.value(after)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ScrollTable>
  );
}
