import { Group, Loader, Stack, Table, Text } from '@mantine/core';
import type { TransactionSummaryResponse } from '@portal/contract/statements';
import { defaultIrrRange, transactionSummaryMinDate } from '@portal/domain/date-ranges';
import {
  canCalculateTransactionSummary,
  transactionSummaryFormSchema,
} from '@portal/domain/date-range-forms';
import { useRef, useState } from 'react';
import { DateField } from '@/components/ui/date-field';
import { ErrorPanel } from '@/components/ui/error-panel';
import { GuardedButton } from '@/components/ui/guarded-button';
import { Money } from '@/components/ui/money';
import { formatCalendarDate } from '@/lib/format';
import { fieldIssues } from '@/lib/field-issues';
import { useTransactionSummary } from '../api/get-transaction-summary';
import type { TransactionSummaryInput } from '../api/get-transaction-summary';
import { useToday } from '@/lib/portal-config';
import { IrrCalculatorButton } from './irr-calculator-modal';
import { listInWords } from './missing-fields';

// spec 2 §8: the transaction summary's failure text, quoted exactly.
export const SUMMARY_ERROR_MESSAGE =
  'Something went wrong uploading your transactional summary. Please try logging in later.';

type TransactionSummaryPanelProps = {
  schemeNumber: string;
  caseKey: string;
  caseMemberKey: string;
  /** spec 2 §2: outside the tools page, an information box with the IRR calculator. */
  withIrrCalculator?: boolean;
  /** The tools page before a product is chosen: the dates and Calculate are disabled. */
  isDisabled?: boolean;
};

type Dates = { dateFrom: string | null; dateTo: string | null };

function issuesOf(dates: Dates, today: string): Partial<Record<keyof Dates, string>> {
  return fieldIssues(transactionSummaryFormSchema(today).safeParse(dates), ['dateFrom', 'dateTo']);
}

/** spec 2 §2 and spec 3 §2.3: five figures for a period the member picks and calculates. */
export function TransactionSummaryPanel({
  schemeNumber,
  caseKey,
  caseMemberKey,
  withIrrCalculator = true,
  isDisabled = false,
}: TransactionSummaryPanelProps) {
  const today = useToday();
  // Our reading: the pickers open on the last 12 months; nothing is asked until Calculate.
  const [dates, setDates] = useState<Dates>(() => {
    const range = defaultIrrRange(today);
    return { dateFrom: range.from, dateTo: range.to };
  });
  const [requested, setRequested] = useState<TransactionSummaryInput | null>(null);
  const summary = useTransactionSummary(requested);
  const canCalculate = canCalculateTransactionSummary(dates.dateFrom, dates.dateTo, today);
  const issues = issuesOf(dates, today);
  const fromRef = useRef<HTMLInputElement>(null);
  const toRef = useRef<HTMLInputElement>(null);
  const wrong = [issues.dateFrom ? 'From' : null, issues.dateTo ? 'To' : null].filter(
    (label) => label !== null,
  );
  const missing = canCalculate
    ? null
    : `To calculate, correct the ${listInWords(wrong.length > 0 ? wrong : ['From', 'To'])} ${wrong.length === 1 ? 'date' : 'dates'}.`;

  function handleCalculate() {
    if (!canCalculate) {
      // Pressed before the dates allow it: the focus goes to the date to correct.
      (issues.dateFrom || !issues.dateTo ? fromRef : toRef).current?.focus();
      return;
    }
    if (isDisabled || !dates.dateFrom || !dates.dateTo) return;
    setRequested({ dateFrom: dates.dateFrom, dateTo: dates.dateTo, caseKey, caseMemberKey });
  }

  return (
    <Stack gap="md">
      <Group grow align="flex-start" gap="sm" wrap="wrap">
        <DateField
          variant="input"
          ref={fromRef}
          label="From"
          value={dates.dateFrom}
          onChange={(dateFrom) => setDates({ ...dates, dateFrom })}
          minDate={transactionSummaryMinDate(today)}
          maxDate={today}
          error={issues.dateFrom}
          disabled={isDisabled}
          required
        />
        <DateField
          variant="input"
          ref={toRef}
          label="To"
          value={dates.dateTo}
          onChange={(dateTo) => setDates({ ...dates, dateTo })}
          minDate={transactionSummaryMinDate(today)}
          maxDate={today}
          error={issues.dateTo}
          disabled={isDisabled}
          required
        />
      </Group>
      <Group justify="flex-end">
        <GuardedButton onClick={handleCalculate} disabled={isDisabled} missing={missing}>
          Calculate
        </GuardedButton>
      </Group>
      <div aria-live="polite">
        {requested === null ? null : summary.isPending ? (
          <Group justify="center" py="md">
            <Loader type="dots" aria-label="Calculating your transaction summary" />
          </Group>
        ) : summary.isError ? (
          <ErrorPanel
            title="Something went wrong"
            message={SUMMARY_ERROR_MESSAGE}
            headingOrder={3}
          />
        ) : (
          <SummaryFigures
            summary={summary.data}
            dateFrom={requested.dateFrom}
            dateTo={requested.dateTo}
          />
        )}
      </div>
      <Text size="xs" c="dimmed">
        Only transactions within the selected period are reflected.
      </Text>
      {withIrrCalculator ? <IrrCalculatorButton schemeNumber={schemeNumber} /> : null}
    </Stack>
  );
}

type SummaryFiguresProps = {
  summary: TransactionSummaryResponse;
  /** The dates calculated: the pickers may have changed since. */
  dateFrom: string;
  dateTo: string;
};

function SummaryFigures({ summary, dateFrom, dateTo }: SummaryFiguresProps) {
  const rows = [
    ['Opening balance', summary.openingBalance],
    ['Contributions (money in)', summary.contributionsAndSwitches],
    ['Withdrawals, fees, and expenses (money out)', summary.withdrawalsFeesAndExpenses],
    ['Investment return', summary.investmentReturn],
    ['Closing balance', summary.closingBalance],
  ] as const;
  return (
    <Table verticalSpacing="xs" aria-label="Transaction summary" captionSide="top">
      <Table.Caption ta="left" mt={0} mb="xs">
        {formatCalendarDate(dateFrom)} to {formatCalendarDate(dateTo)}
      </Table.Caption>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" fw={label.endsWith('balance') ? 700 : 400}>
              {label}
            </Table.Th>
            <Table.Td ta="right" fw={700} style={{ whiteSpace: 'nowrap' }}>
              <Money rand={value} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      {summary.switched > 0 ? (
        <Table.Tfoot>
          <Table.Tr>
            <Table.Td colSpan={2}>
              <Text size="xs" c="dimmed">
                Switches between your portfolios or pots moved <Money rand={summary.switched} />{' '}
                within the fund. A switch is neither money in nor money out, so it is not in the
                figures above.
              </Text>
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      ) : null}
    </Table>
  );
}
