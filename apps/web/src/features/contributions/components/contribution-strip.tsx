import { Alert, Button, List, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { CONTRIBUTIONS_UNAVAILABLE_MESSAGE } from '@portal/contract/calls/contributions';
import type { ContributionMonth, ContributionMonthStatus } from '@portal/contract/contributions';
import { monthsInWords } from '@portal/domain/contribution-status';
import { formatMonthYear, formatShortMonthYear } from '@portal/domain/dates';
import { useMoney } from '@/components/ui/money';
import { InlineError } from '@/components/ui/inline-error';
import { formatCalendarDate } from '@/lib/format';
import { useFundContributions } from '../api/get-fund-contributions';
import classes from './contribution-strip.module.css';

// Issue 48: an employer fund's contributions of the last 24 months as a strip, each month paid on
// time, paid late, missing or not yet due: the administration's schedule of what was due (the
// fund's rates of that month's salary, due within 7 days of the month's end) against what
// arrived. Each month says its status in words to a screen reader and in a mark as well as a
// colour to the eye; the months not on time are listed below with their dates and amounts.

export const CONTRIBUTION_STATUS_WORDS: Record<ContributionMonthStatus, string> = {
  paid: 'Paid on time',
  late: 'Paid late',
  missing: 'Missing',
  due: 'Not yet due',
};

const MARKS: Record<ContributionMonthStatus, string> = {
  paid: '✓',
  late: '!',
  missing: '✕',
  due: '…',
};

/** What to do about a missing month (the notice's words in short). */
export const MISSING_CONTRIBUTIONS_ADVICE =
  'Check on your payslip that your contribution was deducted, and ask your employer’s payroll or HR department when the contributions will be paid over. Your employer must pay them to the fund within 7 days of the end of the month they are for. If they are not paid, you can complain in writing to the fund, and then to the Pension Funds Adjudicator, free of charge.';

function monthWords(month: ContributionMonth, money: (rand: number) => string): string {
  const name = formatMonthYear(month.month);
  switch (month.status) {
    case 'paid':
      return `${name}: paid on time, ${money(month.due)} on ${formatCalendarDate(month.paidOn ?? '')}`;
    case 'late':
      return `${name}: paid late, ${money(month.due)} on ${formatCalendarDate(month.paidOn ?? '')}, due ${formatCalendarDate(month.dueDate)}`;
    case 'missing':
      return `${name}: missing, ${money(month.due - month.received)} not received, due ${formatCalendarDate(month.dueDate)}`;
    case 'due':
      return `${name}: not yet due, ${money(month.due)} due ${formatCalendarDate(month.dueDate)}`;
  }
}

/** The fund details' Contributions section: loading, error, the strip, or nothing to show. */
export function ContributionsSection({ schemeNumber }: { schemeNumber: string }) {
  const contributions = useFundContributions(schemeNumber);
  if (contributions.isPending)
    return (
      <>
        <VisuallyHidden role="status">Loading your contributions</VisuallyHidden>
        <Skeleton height={96} aria-hidden="true" />
      </>
    );
  if (contributions.isError)
    return (
      <Stack gap="xs" align="flex-start">
        <InlineError title="Something went wrong" message={CONTRIBUTIONS_UNAVAILABLE_MESSAGE} />
        <Button variant="outline" size="xs" onClick={() => void contributions.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  if (!contributions.data) return null;
  return (
    <ContributionStrip
      months={contributions.data.months}
      outstanding={contributions.data.outstanding}
    />
  );
}

export function ContributionStrip({
  months,
  outstanding,
}: {
  months: ContributionMonth[];
  outstanding: number;
}) {
  const money = useMoney();
  const missing = months.filter((month) => month.status === 'missing');
  const late = months.filter((month) => month.status === 'late');
  const notOnTime = months
    .filter((month) => month.status === 'missing' || month.status === 'late')
    .reverse();
  return (
    <Stack gap="md">
      {missing.length > 0 ? (
        <Alert color="red.9" variant="outline" title="Contributions have not reached the fund">
          <Text size="sm">
            {monthsInWords(missing)}: {money.rand(outstanding)} of contributions (what is deducted
            from your salary and what your employer adds) has not reached the fund.
          </Text>
          <Text size="sm" mt="xs">
            What you can do: {MISSING_CONTRIBUTIONS_ADVICE}
          </Text>
        </Alert>
      ) : (
        <Text size="sm">
          {late.length === 0
            ? `Every month’s contributions of the last ${months.length} months reached the fund on time.`
            : `Every month’s contributions of the last ${months.length} months reached the fund; ${late.length} of them late.`}
        </Text>
      )}
      <ol
        className={classes.strip}
        aria-label={`Contributions, ${formatShortMonthYear(months[0]?.month ?? '')} to ${formatShortMonthYear(months.at(-1)?.month ?? '')}`}
      >
        {months.map((month) => {
          const words = monthWords(month, money.rand);
          const [name = '', year = ''] = formatShortMonthYear(month.month).split(' ');
          return (
            <li key={month.month} className={classes.cell} title={words}>
              <span className={`${classes.mark} ${classes[month.status]}`} aria-hidden="true">
                {MARKS[month.status]}
              </span>
              <span className={classes.month} aria-hidden="true">
                {name}
                {month.month.slice(5, 7) === '01' || month === months[0] ? (
                  <>
                    <br />
                    {year}
                  </>
                ) : null}
              </span>
              <VisuallyHidden>{words}</VisuallyHidden>
            </li>
          );
        })}
      </ol>
      <ul className={classes.legend} aria-label="What the marks mean">
        {(Object.keys(CONTRIBUTION_STATUS_WORDS) as ContributionMonthStatus[]).map((status) => (
          <li key={status}>
            <span className={`${classes.mark} ${classes[status]}`} aria-hidden="true">
              {MARKS[status]}
            </span>
            {CONTRIBUTION_STATUS_WORDS[status]}
          </li>
        ))}
      </ul>
      {notOnTime.length > 0 ? (
        <Table.ScrollContainer minWidth={0}>
          <Table captionSide="top" fz="sm" verticalSpacing="xs">
            <Table.Caption ta="left">Months not paid on time</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Month</Table.Th>
                <Table.Th scope="col">Due by</Table.Th>
                <Table.Th scope="col">What arrived</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {notOnTime.map((month) => (
                <Table.Tr key={month.month}>
                  <Table.Th scope="row" fw={500}>
                    {formatMonthYear(month.month)}
                  </Table.Th>
                  <Table.Td>{formatCalendarDate(month.dueDate)}</Table.Td>
                  <Table.Td>
                    {month.status === 'late'
                      ? `${money.rand(month.due)} on ${formatCalendarDate(month.paidOn ?? '')} (late)`
                      : month.received > 0
                        ? `Missing: ${money.rand(month.due - month.received)} of ${money.rand(month.due)}`
                        : `Missing: ${money.rand(month.due)}`}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <List size="xs" c="dimmed" listStyleType="none" p={0}>
        <List.Item>
          What was due each month is your fund’s contribution rates of that month’s pensionable
          salary.
        </List.Item>
      </List>
    </Stack>
  );
}
