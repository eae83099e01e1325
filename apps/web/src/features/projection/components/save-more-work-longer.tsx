import { Table, Text } from '@mantine/core';
import type { FundProjection } from '@portal/contract/projection';
import { inputsFromWire } from '@portal/contract/calls/projection';
import { formatPercent } from '@portal/domain/money';
import { saveMoreWorkLonger } from '@portal/domain/projection';
import { RETIREMENT_AGE_RANGE } from '@portal/domain/projection-assumptions';
import { useMemo } from 'react';
import { useMoney, type MoneyFormat } from '@/components/ui/money';
import { Panel } from './projection-panel';
import { ScrollTable } from './scroll-table';
import { SALARY_SHARE_CHOICES, salaryShareCents } from './what-if';

// Save more or work longer (DESIGN §1e): the expected income a month with each extra contribution
// (rows) and retiring at the fund's age, 2 and 5 years later (columns), from the same projection.

export const SAVE_MORE_TITLE = 'Save more or work longer';
export const SAVE_MORE_TABLE_LABEL = 'Your income if you save more or retire later';
const EXTRA_YEARS = [0, 2, 5] as const;
const EXTRA_RAND = [500, 1_000, 2_000] as const;

type Extra = { extraCents: number; salaryPercent: number | null };

/** The rows: no extra, then a share of the salary where the fund holds one, otherwise rand. */
export function saveMoreExtras(projection: FundProjection): Extra[] {
  const salary = projection.inputs.annualSalary;
  const extras: Extra[] =
    salary === null
      ? EXTRA_RAND.map((rand) => ({ extraCents: rand * 100, salaryPercent: null }))
      : SALARY_SHARE_CHOICES.map((percent) => ({
          extraCents: salaryShareCents(salary, percent),
          salaryPercent: percent,
        }));
  return [{ extraCents: 0, salaryPercent: null }, ...extras];
}

function extraLabel(extra: Extra, money: MoneyFormat): string {
  if (extra.extraCents === 0) return 'No extra';
  if (extra.salaryPercent === null) return `${money.cents(extra.extraCents)} a month more`;
  return `${extra.salaryPercent}% of your salary more (${money.cents(extra.extraCents)} a month)`;
}

/** The extra years that keep the age within the calculator's range. */
export function extraYearsFor(retirementAge: number): number[] {
  return EXTRA_YEARS.filter(
    (years) => years === 0 || retirementAge + years <= RETIREMENT_AGE_RANGE.max,
  );
}

export function SaveMoreWorkLongerTable({ projection }: { projection: FundProjection }) {
  const money = useMoney();
  const { extras, years, cells } = useMemo(() => {
    const rows = saveMoreExtras(projection);
    const columns = extraYearsFor(projection.retirementAge);
    return {
      extras: rows,
      years: columns,
      cells: saveMoreWorkLonger(
        inputsFromWire(projection.inputs),
        rows.map((row) => row.extraCents),
        columns,
      ),
    };
  }, [projection]);
  const caption = `Your expected income a month in today's money if you save more each month (down) or retire later (across)`;
  return (
    <Panel
      title={SAVE_MORE_TITLE}
      description="Both help: each extra rand has longer to grow, and a later start buys a larger income"
    >
      <ScrollTable label={SAVE_MORE_TABLE_LABEL} minWidth={640}>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Extra each month</Table.Th>
            {years.map((extra) => (
              <Table.Th key={extra} scope="col" ta="right">
                {extra === 0
                  ? `Retire at ${projection.retirementAge}`
                  : `Retire at ${projection.retirementAge + extra} (${extra} years later)`}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {extras.map((extra, rowIndex) => (
            <Table.Tr key={extra.extraCents}>
              <Table.Th scope="row">{extraLabel(extra, money)}</Table.Th>
              {(cells[rowIndex] ?? []).map((cell) => (
                <Table.Td key={cell.extraYears} ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {money.cents(cell.monthlyIncomeCents)}
                  {cell.replacementBp === null ? null : (
                    <Text component="span" size="xs" c="dimmed" display="block">
                      {formatPercent(cell.replacementBp)} of your salary
                    </Text>
                  )}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ScrollTable>
      <Text size="sm" c="dimmed" mt="xs">
        The top left figure is your expected income as things stand. Each row adds a contribution to
        what goes in each month; each column retires later, with contributions going on until then.
      </Text>
    </Panel>
  );
}
